import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerRole: HttpClient;
let outsider: HttpClient;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin)).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const newEvent = () => createEvent(admin, { organizerId });
const affiliatesOf = (eventId: string) => `/api/events/${eventId}/affiliates`;

async function createAffiliate(eventId: string, body: Record<string, unknown>, client = admin) {
  const response = await client.post(affiliatesOf(eventId), { name: 'Jazz Blog', code: 'JAZZBLOG', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/** Orders arrive in issue 6: tests set the totals directly. */
async function setTotals(affiliateId: string, sales: number, gross: number) {
  await server.services.database.query('UPDATE affiliates SET total_sales = $1, total_sales_gross = $2 WHERE id = $3', [
    sales,
    gross,
    affiliateId,
  ]);
}

describe('creating affiliates', () => {
  it('stores the code in upper case, with zero totals', async () => {
    const event = await newEvent();
    const response = await organizerRole.post(affiliatesOf(event.id), {
      name: '  Radio One ',
      code: ' radio_1-fm ',
      email: ' Promo@Radio.example ',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const affiliate = response.body.data;
    expect(affiliate).toMatchObject({
      event_id: event.id,
      name: 'Radio One',
      code: 'RADIO_1-FM',
      email: 'promo@radio.example',
      status: 'ACTIVE',
      total_sales: 0,
      total_sales_gross: 0,
      currency: 'EUR',
    });
    expect((await admin.get(`${affiliatesOf(event.id)}/${affiliate.id}`)).body.data).toEqual(affiliate);
    expect(await createAffiliate(event.id, { code: 'quiet', status: 'INACTIVE', email: null })).toMatchObject({
      code: 'QUIET',
      status: 'INACTIVE',
      email: null,
    });
  });

  it('keeps codes unique per event, whatever their case', async () => {
    const event = await newEvent();
    await createAffiliate(event.id, { code: 'Partner' });
    const duplicate = await admin.post(affiliatesOf(event.id), { name: 'Other', code: 'PARTNER' });
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.body.errors)).toEqual(['code']);
    await createAffiliate((await newEvent()).id, { code: 'partner' });
  });

  it('refuses invalid bodies with 422 naming each field', async () => {
    const event = await newEvent();
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await admin.post(affiliatesOf(event.id), { name: 'Blog', code: 'BLOG', ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      return Object.keys(response.body.errors).sort();
    };
    expect(await errorsOf({ name: '', code: '' })).toEqual(['code', 'name']);
    expect(await errorsOf({ name: 'x'.repeat(256), code: 'x'.repeat(51) })).toEqual(['code', 'name']);
    expect(await errorsOf({ code: 'with space' })).toEqual(['code']);
    expect(await errorsOf({ code: 'café' })).toEqual(['code']);
    expect(await errorsOf({ email: 'not-an-email', status: 'PAUSED' })).toEqual(['email', 'status']);
  });
});

describe('updating, listing and deleting', () => {
  it('updates name, email and status, but never the code', async () => {
    const event = await newEvent();
    const affiliate = await createAffiliate(event.id, { email: 'blog@example.com' });
    const url = `${affiliatesOf(event.id)}/${affiliate.id}`;
    const updated = await organizerRole.put(url, { name: 'Jazz Blog NL', status: 'INACTIVE', code: 'jazzblog' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Jazz Blog NL',
      status: 'INACTIVE',
      code: 'JAZZBLOG',
      email: 'blog@example.com',
    });
    const renamed = await admin.put(url, { code: 'OTHER' });
    expect(renamed.status).toBe(422);
    expect(Object.keys(renamed.body.errors)).toEqual(['code']);
    expect((await admin.put(url, { email: null })).body.data.email).toBeNull();
    expect((await admin.put(url, { name: '' })).status).toBe(422);
  });

  it('lists with sorts on created_at, name and totals, searching name, code and email', async () => {
    const event = await newEvent();
    const blog = await createAffiliate(event.id, { name: 'Blog', code: 'B1', email: 'writer@blog.example' });
    const radio = await createAffiliate(event.id, { name: 'Radio', code: 'RADIO' });
    const ads = await createAffiliate(event.id, { name: 'Ads', code: 'ADS', status: 'INACTIVE' });
    await setTotals(blog.id, 3, 9000);
    await setTotals(radio.id, 10, 4000);
    await setTotals(ads.id, 1, 3_000_000_000);
    const ids = async (query = '') => {
      const response = await admin.get(`${affiliatesOf(event.id)}${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((affiliate: { id: string }) => affiliate.id);
    };
    expect(await ids()).toEqual([ads.id, radio.id, blog.id]);
    expect(await ids('?sort_by=name')).toEqual([ads.id, blog.id, radio.id]);
    expect(await ids('?sort_by=total_sales&sort_direction=desc')).toEqual([radio.id, blog.id, ads.id]);
    expect(await ids('?sort_by=total_sales_gross')).toEqual([radio.id, blog.id, ads.id]);
    expect(await ids('?query=radio')).toEqual([radio.id]);
    expect(await ids('?query=b1')).toEqual([blog.id]);
    expect(await ids('?query=writer@')).toEqual([blog.id]);
    expect(await ids('?filter_fields[status][eq]=INACTIVE')).toEqual([ads.id]);
    const page = await admin.get(`${affiliatesOf(event.id)}?per_page=1`);
    expect(page.body.data[0].total_sales_gross).toBe(3_000_000_000);
    expect(page.body.meta.allowed_sorts).toEqual(['created_at', 'name', 'total_sales', 'total_sales_gross']);
    expect((await admin.get(`${affiliatesOf(event.id)}?sort_by=code`)).status).toBe(422);
  });

  it('deletes an affiliate, freeing its code', async () => {
    const event = await newEvent();
    const affiliate = await createAffiliate(event.id, {});
    const url = `${affiliatesOf(event.id)}/${affiliate.id}`;
    expect((await organizerRole.delete(url)).status).toBe(204);
    expect((await admin.get(url)).status).toBe(404);
    expect((await admin.delete(url)).status).toBe(404);
    await createAffiliate(event.id, {});
  });
});

describe('access', () => {
  it("answers 404 for another account's event or affiliate, and 401 when signed out", async () => {
    const event = await newEvent();
    const affiliate = await createAffiliate(event.id, {});
    const url = `${affiliatesOf(event.id)}/${affiliate.id}`;
    const body = { name: 'Mine', code: 'MINE' };
    expect((await outsider.get(affiliatesOf(event.id))).status).toBe(404);
    expect((await outsider.post(affiliatesOf(event.id), body)).status).toBe(404);
    expect((await outsider.get(url)).status).toBe(404);
    expect((await outsider.put(url, { name: 'Mine' })).status).toBe(404);
    expect((await outsider.delete(url)).status).toBe(404);
    const theirs = await createEvent(outsider);
    expect((await outsider.get(`${affiliatesOf(theirs.id)}/${affiliate.id}`)).status).toBe(404);
    expect((await outsider.put(`${affiliatesOf(theirs.id)}/${affiliate.id}`, { name: 'x' })).status).toBe(404);
    expect((await outsider.delete(`${affiliatesOf(theirs.id)}/${affiliate.id}`)).status).toBe(404);

    const anonymous = createHttpClient(server.baseUrl);
    expect((await anonymous.get(affiliatesOf(event.id))).status).toBe(401);
    expect((await anonymous.post(affiliatesOf(event.id), body)).status).toBe(401);
    expect((await anonymous.get(url)).status).toBe(401);
    expect((await anonymous.put(url, { name: 'x' })).status).toBe(401);
    expect((await anonymous.delete(url)).status).toBe(401);
    expect((await admin.get(url)).body.data.name).toBe('Jazz Blog');
  });
});

describe('exporting affiliates', () => {
  async function download(eventId: string, format: string, client = admin) {
    const response = await fetch(`${server.baseUrl}${affiliatesOf(eventId)}/export?format=${format}`, {
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('streams an XLSX workbook with a header row and one row per affiliate', async () => {
    const event = await newEvent();
    const first = await createAffiliate(event.id, { name: 'Jazz Blog', code: 'JAZZ', email: 'jazz@blog.example' });
    await createAffiliate(event.id, { name: '=HYPERLINK("x")', code: 'EVIL' });
    await setTotals(first.id, 3, 4550);

    const response = await download(event.id, 'xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="affiliates-.+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Affiliates')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Name', 'Code', 'Email', 'Status', 'Orders', 'Revenue (EUR)', 'Created at']);
    expect(values(2).slice(0, 6)).toEqual(['Jazz Blog', 'JAZZ', 'jazz@blog.example', 'ACTIVE', 3, 45.5]);
    expect(values(3)[0]).toBe(`'=HYPERLINK("x")`);
    expect(sheet.rowCount).toBe(3);
  });

  it('answers CSV with formula-like cells neutralised', async () => {
    const event = await newEvent();
    await createAffiliate(event.id, { name: 'Plain, with "quotes"', code: 'PLAIN' });
    await createAffiliate(event.id, { name: '+cmd|calc', code: 'PLUS' });
    await createAffiliate(event.id, { name: '@SUM(A1)', code: 'AT' });

    const response = await download(event.id, 'csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = response.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Code,Email,Status,Orders,Revenue (EUR),Created at');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"Plain, with ""quotes""",PLAIN,,ACTIVE,0,0,/);
    expect(lines[2]).toMatch(/^'\+cmd\|calc,PLUS,/);
    expect(lines[3]).toMatch(/^'@SUM\(A1\),AT,/);
  });

  it("answers 404 for another account's event and 422 for an unknown format", async () => {
    const event = await newEvent();
    expect((await download(event.id, 'csv', outsider)).status).toBe(404);
    expect((await download(event.id, 'pdf')).status).toBe(422);
  });
});
