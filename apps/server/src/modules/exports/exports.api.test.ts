import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { EXPORT_BATCH_SIZE } from './exports.service';

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
  organizerId = (await createOrganizer(admin, { currency: 'EUR', timezone: 'Europe/Amsterdam' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

async function createQuestion(eventId: string, body: Record<string, unknown>) {
  const response = await admin.post(`/api/events/${eventId}/questions`, {
    type: 'SINGLE_LINE_TEXT',
    belongs_to: 'ORDER',
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

async function answer(input: { questionId: string; orderId: string; attendeeId?: string; answer: unknown }) {
  await server.services.database.query(
    'INSERT INTO question_answers (question_id, order_id, attendee_id, answer) VALUES ($1, $2, $3, $4)',
    [input.questionId, input.orderId, input.attendeeId ?? null, JSON.stringify(input.answer)],
  );
}

async function attendeesOf(orderId: string) {
  const { rows } = await server.services.database.query<{ id: string; short_id: string }>(
    'SELECT id, short_id FROM attendees WHERE order_id = $1 ORDER BY short_id',
    [orderId],
  );
  return rows;
}

/**
 * An event (Europe/Amsterdam, EUR) with a GA ticket at 25.00, an order question and a product question,
 * three orders (one cancelled, one reservation that is never exported) and their answers.
 */
async function eventWithOrders() {
  const event = await createEvent(admin, { organizerId });
  const ga = await createProduct(admin, event.id, { title: 'GA', prices: [{ price: 2500 }] });
  const company = await createQuestion(event.id, { title: 'Company' });
  const diet = await createQuestion(event.id, { title: 'Diet', belongs_to: 'PRODUCT', product_ids: [ga.id] });
  const db = server.services.database;
  const line = (quantity: number) => [{ productPriceId: ga.prices[0].id as string, quantity }];
  const ada = await seedOrder(db, {
    eventId: event.id,
    lines: line(2),
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    createdAt: new Date('2026-07-01T10:00:00Z'),
  });
  const evil = await seedOrder(db, {
    eventId: event.id,
    lines: line(1),
    buyer: { firstName: '=HYPERLINK("http://evil")', lastName: '+cmd', email: '@evil.example' },
    createdAt: new Date('2026-07-02T10:00:00Z'),
  });
  const cancelled = await seedOrder(db, {
    eventId: event.id,
    status: 'CANCELLED',
    lines: line(1),
    buyer: { firstName: 'Carl', email: 'carl@example.com' },
    createdAt: new Date('2026-07-03T10:00:00Z'),
  });
  await seedOrder(db, { eventId: event.id, status: 'RESERVED', lines: line(1) });
  await answer({ questionId: company.id, orderId: ada.order.id, answer: 'Analytical Engines, Ltd' });
  await answer({ questionId: company.id, orderId: evil.order.id, answer: '-2+3' });
  const [first, second] = await attendeesOf(ada.order.id);
  await answer({ questionId: diet.id, orderId: ada.order.id, attendeeId: first!.id, answer: 'Vegan' });
  await answer({ questionId: diet.id, orderId: ada.order.id, attendeeId: second!.id, answer: ['Nuts', 'Gluten'] });
  return { event, ada, evil, cancelled, attendees: [first!, second!] as const };
}

async function download(input: {
  eventId: string;
  kind: 'orders' | 'attendees';
  format: string;
  search?: string;
  body?: unknown;
  client?: HttpClient;
}) {
  const client = input.client ?? admin;
  const response = await fetch(
    `${server.baseUrl}/api/events/${input.eventId}/${input.kind}/export?format=${input.format}${input.search ?? ''}`,
    {
      method: 'POST',
      headers: {
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    },
  );
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A small RFC 4180 reader: enough to read back what the export wrote (quoted fields, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

const csvOf = (bytes: Buffer) => {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1));
};

async function sheetOf(bytes: Buffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(name)!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('orders export', () => {
  it('streams CSV with one column per order question, money in major units and local ISO dates', async () => {
    const { event, ada } = await eventWithOrders();
    const response = await download({ eventId: event.id, kind: 'orders', format: 'csv', client: organizerRole });
    expect(response.status, response.bytes.toString()).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-[\w-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [headers, ...rows] = csvOf(response.bytes);
    expect(headers).toContain('Company');
    expect(headers!.slice(0, 5)).toEqual(['Order ID', 'First name', 'Last name', 'Email', 'Status']);
    expect(rows).toHaveLength(3); // the reservation is not an order yet
    const column = (row: string[], header: string) => row[headers!.indexOf(header)];
    // Default sort: newest first.
    expect(rows.map((row) => column(row, 'Status'))).toEqual(['CANCELLED', 'COMPLETED', 'COMPLETED']);
    const adaRow = rows.find((row) => row[0] === ada.order.shortId)!;
    expect(column(adaRow, 'Currency')).toBe('EUR');
    expect(column(adaRow, 'Total')).toBe('50');
    expect(column(adaRow, 'Created at')).toBe('2026-07-01T12:00:00+02:00');
    expect(column(adaRow, 'Company')).toBe('Analytical Engines, Ltd');
  });

  it('neutralises formula-like cells in CSV', async () => {
    const { event, evil } = await eventWithOrders();
    const response = await download({ eventId: event.id, kind: 'orders', format: 'csv' });
    const [headers, ...rows] = csvOf(response.bytes);
    const row = rows.find((cells) => cells[0] === evil.order.shortId)!;
    expect(row[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(row[2]).toBe(`'+cmd`);
    expect(row[3]).toBe(`'@evil.example`);
    expect(row[headers!.indexOf('Company')]).toBe(`'-2+3`);
  });

  it('streams XLSX with numbers for money and formula-like values as text', async () => {
    const { event, ada, evil } = await eventWithOrders();
    const response = await download({ eventId: event.id, kind: 'orders', format: 'xlsx' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/filename="orders-.+\.xlsx"/);
    const [headers, ...rows] = await sheetOf(response.bytes, 'Orders');
    expect(headers).toContain('Company');
    expect(rows).toHaveLength(3);
    const adaRow = rows.find((row) => row[0] === ada.order.shortId)!;
    expect(adaRow[headers!.indexOf('Total')]).toBe(50);
    expect(adaRow[headers!.indexOf('Company')]).toBe('Analytical Engines, Ltd');
    const evilRow = rows.find((row) => row[0] === evil.order.shortId)!;
    expect(evilRow[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(typeof evilRow[1]).toBe('string');
  });

  it('exports what the list shows: filters and search in the query string or the body', async () => {
    const { event, ada } = await eventWithOrders();
    const byQuery = await download({
      eventId: event.id,
      kind: 'orders',
      format: 'csv',
      search: '&filter_fields[status][eq]=CANCELLED',
    });
    expect(
      csvOf(byQuery.bytes)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['Carl']);
    const byBody = await download({
      eventId: event.id,
      kind: 'orders',
      format: 'csv',
      body: { query: 'lovelace', sort_by: 'total_gross', sort_direction: 'asc' },
    });
    expect(
      csvOf(byBody.bytes)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([ada.order.shortId]);
  });

  it('answers 404 for another account, 422 for a bad format or a field outside the whitelist', async () => {
    const { event } = await eventWithOrders();
    expect((await download({ eventId: event.id, kind: 'orders', format: 'csv', client: outsider })).status).toBe(404);
    expect((await download({ eventId: event.id, kind: 'attendees', format: 'csv', client: outsider })).status).toBe(
      404,
    );
    expect((await download({ eventId: event.id, kind: 'orders', format: 'pdf' })).status).toBe(422);
    const badSort = await download({ eventId: event.id, kind: 'orders', format: 'csv', body: { sort_by: 'notes' } });
    expect(badSort.status).toBe(422);
    expect(JSON.parse(badSort.bytes.toString()).errors).toHaveProperty('sort_by');
  });

  it('walks past one batch without skipping or repeating rows', async () => {
    const event = await createEvent(admin, { organizerId });
    const ga = await createProduct(admin, event.id, { prices: [{ price: 100 }] });
    const count = EXPORT_BATCH_SIZE + 5;
    // Same created_at for all: the keyset must fall back on the id to resume exactly.
    await server.services.database.query(
      `INSERT INTO orders (short_id, public_id, event_id, organizer_id, status, currency, total_gross, created_at)
       SELECT 'o_bulk' || g, 'ord_bulk' || g, $1, (SELECT organizer_id FROM events WHERE id = $1), 'COMPLETED', 'EUR',
              (g % 7) * 100, '2026-07-01T10:00:00Z'
         FROM generate_series(1, ${count}) AS g`,
      [event.id],
    );
    void ga;
    for (const sort of ['', '&sort_by=total_gross&sort_direction=asc']) {
      const response = await download({ eventId: event.id, kind: 'orders', format: 'csv', search: sort });
      const ids = csvOf(response.bytes)
        .slice(1)
        .map((row) => row[0]);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
    }
  });
});

describe('attendees export', () => {
  it('has product-question then order-question columns, in CSV and XLSX', async () => {
    const {
      event,
      ada,
      attendees: [first, second],
    } = await eventWithOrders();
    const csv = await download({ eventId: event.id, kind: 'attendees', format: 'csv' });
    expect(csv.status, csv.bytes.toString()).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/filename="attendees-.+\.csv"/);
    const [headers, ...rows] = csvOf(csv.bytes);
    expect(headers!.slice(-2)).toEqual(['Diet', 'Company']);
    expect(rows).toHaveLength(4); // 2 + 1 + 1 cancelled; the reservation's attendee is not exported
    const rowOf = (shortId: string) => rows.find((row) => row[0] === shortId)!;
    expect(rowOf(first.short_id).slice(-2)).toEqual(['Vegan', 'Analytical Engines, Ltd']);
    expect(rowOf(second.short_id).slice(-2)).toEqual(['Nuts, Gluten', 'Analytical Engines, Ltd']);
    expect(rowOf(first.short_id)[1]).toBe(ada.order.shortId);

    const xlsx = await download({ eventId: event.id, kind: 'attendees', format: 'xlsx', body: { query: 'ada@' } });
    const [sheetHeaders, ...sheetRows] = await sheetOf(xlsx.bytes, 'Attendees');
    expect(sheetHeaders!.slice(-2)).toEqual(['Diet', 'Company']);
    expect(sheetRows).toHaveLength(2);
  });

  it('counts check-ins per attendee and exports only who is checked in when the list is filtered so', async () => {
    const {
      event,
      attendees: [first],
    } = await eventWithOrders();
    const {
      rows: [ticket],
    } = await server.services.database.query<{ product_id: string; public_id: string }>(
      'SELECT product_id, public_id FROM attendees WHERE id = $1',
      [first!.id],
    );
    const list = await admin.post(`/api/events/${event.id}/check-in-lists`, {
      name: 'Door',
      product_ids: [ticket!.product_id],
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const { createHttpClient } = await import('../../test-support/http');
    const scan = await createHttpClient(server.baseUrl).post(
      `/api/public/check-in-lists/${list.body.data.short_id}/check-ins`,
      { attendees: [{ public_id: ticket!.public_id }] },
    );
    expect(scan.body.errors).toEqual({});

    const csv = await download({
      eventId: event.id,
      kind: 'attendees',
      format: 'csv',
      search: '&filter_fields[checked_in][eq]=true',
    });
    expect(csv.status, csv.bytes.toString()).toBe(200);
    const [headers, ...rows] = csvOf(csv.bytes);
    expect(rows).toHaveLength(1);
    const cell = (header: string) => rows[0]![headers!.indexOf(header)];
    expect(cell('Attendee ID')).toBe(first!.short_id);
    expect(cell('Checked in (lists)')).toBe('1');
    expect(cell('Last check-in at')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    const everyone = csvOf((await download({ eventId: event.id, kind: 'attendees', format: 'csv' })).bytes);
    const notIn = everyone.slice(1).filter((row) => row[0] !== first!.short_id);
    expect(notIn.map((row) => row[everyone[0]!.indexOf('Checked in (lists)')])).toEqual(['0', '0', '0']);
  });

  it('refuses a filter outside the whitelist with a 422 naming it', async () => {
    const { event } = await eventWithOrders();
    const response = await download({
      eventId: event.id,
      kind: 'attendees',
      format: 'csv',
      search: '&filter_fields[notes][eq]=x',
    });
    expect(response.status).toBe(422);
    expect(JSON.parse(response.bytes.toString()).errors).toHaveProperty(['filter_fields.notes']);
  });
});

describe('the organizer order list', () => {
  it('filters on refund status and payment status, sorts by status, and names a bad field', async () => {
    const organizer = await createOrganizer(admin);
    const event = await createEvent(admin, { organizerId: organizer.id });
    const ga = await createProduct(admin, event.id, { prices: [{ price: 1000 }] });
    const db = server.services.database;
    const line = [{ productPriceId: ga.prices[0].id as string, quantity: 1 }];
    await seedOrder(db, { eventId: event.id, lines: line, totalRefunded: 500 });
    await seedOrder(db, { eventId: event.id, lines: line });
    await seedOrder(db, { eventId: event.id, status: 'AWAITING_OFFLINE_PAYMENT', lines: line });
    const url = `/api/organizers/${organizer.id}/orders`;

    const refunded = await admin.get(`${url}?filter_fields[refund_status][eq]=PARTIALLY_REFUNDED`);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.meta.total).toBe(1);
    const awaiting = await admin.get(`${url}?filter_fields[payment_status][eq]=AWAITING_OFFLINE_PAYMENT`);
    expect(awaiting.body.data.map((order: { status: string }) => order.status)).toEqual(['AWAITING_OFFLINE_PAYMENT']);
    const byEvent = await admin.get(
      `${url}?filter_fields[event_id][eq]=${event.id}&filter_fields[total_gross][gte]=1000`,
    );
    expect(byEvent.body.meta.total).toBe(3);
    const sorted = await admin.get(`${url}?sort_by=status&sort_direction=asc`);
    expect(sorted.body.data.map((order: { status: string }) => order.status)).toEqual([
      'AWAITING_OFFLINE_PAYMENT',
      'COMPLETED',
      'COMPLETED',
    ]);
    expect(sorted.body.meta.allowed_filter_fields).toContain('refund_status');

    const bad = await admin.get(`${url}?sort_by=email&filter_fields[notes][eq]=x`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['sort_by', 'filter_fields.notes']));
    expect((await outsider.get(url)).status).toBe(404);
  });
});
