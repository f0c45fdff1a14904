import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: { http: HttpClient; user: Record<string, any> };
let organizerRole: HttpClient;
let outsider: HttpClient;
let base: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = await registerAccount(server.baseUrl);
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin: admin.http, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  base = `/api/accounts/${admin.user.account_id}/taxes-and-fees`;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('taxes and fees', () => {
  it('creates percentage and fixed entries, keeping only the value of their calculation', async () => {
    const vat = await organizerRole.post(base, {
      name: 'VAT',
      type: 'TAX',
      calculation: 'PERCENTAGE',
      rate: 8.875,
      amount: 50,
      is_default: true,
    });
    expect(vat.status).toBe(201);
    expect(vat.body.data).toMatchObject({
      name: 'VAT',
      rate: 8.875,
      amount: null,
      currency: null,
      is_default: true,
      is_active: true,
    });
    const booking = await admin.http.post(base, {
      name: 'Booking fee',
      type: 'FEE',
      calculation: 'FIXED',
      amount: 150,
      currency: 'eur',
    });
    expect(booking.body.data).toMatchObject({ rate: null, amount: 150, currency: 'EUR' });
    const list = await admin.http.get(base);
    expect(list.body.data.map((item: { name: string }) => item.name)).toEqual(['Booking fee', 'VAT']);
  });

  it('validates names, rates and amounts', async () => {
    expect(
      (await admin.http.post(base, { name: 'vat', type: 'TAX', calculation: 'PERCENTAGE', rate: 5 })).body.errors,
    ).toHaveProperty('name');
    const bad = await admin.http.post(base, { name: '', type: 'LEVY', calculation: 'PERCENTAGE', rate: 101 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'rate', 'type']);
    expect(
      (await admin.http.post(base, { name: 'Decimals', type: 'TAX', calculation: 'PERCENTAGE', rate: 1.2345 })).body
        .errors,
    ).toHaveProperty('rate');
    expect(
      (await admin.http.post(base, { name: 'Fixed', type: 'FEE', calculation: 'FIXED', amount: 1.5, currency: 'EUR' }))
        .body.errors,
    ).toHaveProperty('amount');
    const fixed = await admin.http.post(base, { name: 'Fixed', type: 'FEE', calculation: 'FIXED' });
    expect(Object.keys(fixed.body.errors).sort()).toEqual(['amount', 'currency']);
    expect(
      (await admin.http.post(base, { name: 'Missing rate', type: 'TAX', calculation: 'PERCENTAGE' })).body.errors,
    ).toHaveProperty('rate');
  });

  it('updates and deletes within the account only', async () => {
    const created = (await admin.http.post(base, { name: 'City tax', type: 'TAX', calculation: 'PERCENTAGE', rate: 3 }))
      .body.data;
    const updated = await admin.http.put(`${base}/${created.id}`, {
      name: 'City tax',
      type: 'TAX',
      calculation: 'FIXED',
      amount: 200,
      currency: 'USD',
      is_active: false,
    });
    expect(updated.body.data).toMatchObject({ calculation: 'FIXED', rate: null, amount: 200, is_active: false });
    expect((await outsider.get(base)).status).toBe(404);
    expect(
      (await outsider.put(`${base}/${created.id}`, { name: 'x', type: 'TAX', calculation: 'PERCENTAGE', rate: 1 }))
        .status,
    ).toBe(404);
    expect((await admin.http.delete(`${base}/${created.id}`)).status).toBe(204);
    expect((await admin.http.delete(`${base}/${created.id}`)).status).toBe(404);
  });
});

describe('the currency of a fixed amount on products (decision 118)', () => {
  const fixedBody = (name: string, currency: string) => ({
    name,
    type: 'FEE',
    calculation: 'FIXED',
    amount: 150,
    currency,
  });

  it('refuses a currency that events using the fee are not priced in, naming the fee, currencies and events', async () => {
    const organizer = await createOrganizer(admin.http, { currency: 'EUR' });
    const event = await createEvent(admin.http, {
      organizerId: organizer.id,
      overrides: { title: 'Canal Jazz' },
    });
    const fee = (await admin.http.post(base, fixedBody('Ticket fee', 'EUR'))).body.data;
    const vat = (await admin.http.post(base, { name: 'Sales tax', type: 'TAX', calculation: 'PERCENTAGE', rate: 7 }))
      .body.data;
    await createProduct(admin.http, event.id, { tax_and_fee_ids: [fee.id, vat.id] });

    const refused = await admin.http.put(`${base}/${fee.id}`, fixedBody('Ticket fee', 'USD'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      currency: [
        '“Ticket fee” is on products of events priced in EUR (“Canal Jazz”): a fixed amount in USD cannot apply to them. Take it off those products first, or create another fee in USD.',
      ],
    });
    expect((await admin.http.get(base)).body.data.find((item: any) => item.id === fee.id).currency).toBe('EUR');
    // Anything else about it may change.
    const renamed = await admin.http.put(`${base}/${fee.id}`, { ...fixedBody('Door fee', 'EUR'), amount: 175 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    // A percentage on those products cannot become a fixed amount in another currency either; in EUR it can.
    const toDollars = await admin.http.put(`${base}/${vat.id}`, fixedBody('Sales tax', 'USD'));
    expect(toDollars.status).toBe(422);
    expect(Object.keys(toDollars.body.errors)).toEqual(['currency']);
    expect((await admin.http.put(`${base}/${vat.id}`, fixedBody('Sales tax', 'EUR'))).status).toBe(200);
  });

  it('lets a fee that no product carries change currency', async () => {
    const fee = (await admin.http.post(base, fixedBody('Unused fee', 'EUR'))).body.data;
    const moved = await admin.http.put(`${base}/${fee.id}`, fixedBody('Unused fee', 'GBP'));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.currency).toBe('GBP');
  });
});
