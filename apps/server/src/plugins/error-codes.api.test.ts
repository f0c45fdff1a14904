import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@marquee/core';
import { createEvent, createOrganizer, createProduct } from '../test-support/catalogue';
import { createHttpClient } from '../test-support/http';
import { registerAccount } from '../test-support/identity';
import { startTestServer, type TestServer } from '../test-support/test-server';

/** Issue 30 point 2: every error answer carries a machine code for the whole and one per field message. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const isKnown = (code: unknown) => (ERROR_CODES as readonly unknown[]).includes(code);

describe('error codes (decision 158)', () => {
  it('names each broken contract rule per field, in the order of the messages', async () => {
    const { http } = await registerAccount(server.baseUrl);
    const organizer = await createOrganizer(http, { name: 'Codes' });
    const answer = await http.post('/api/events', {
      organizer_id: organizer.id,
      title: '',
      start_date: 'not a date',
      timezone: 'UTC',
      currency: 'EUR',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('validation_failed');
    expect(Object.keys(answer.body.error_codes).sort()).toEqual(Object.keys(answer.body.errors).sort());
    for (const [field, messages] of Object.entries(answer.body.errors as Record<string, string[]>)) {
      expect(answer.body.error_codes[field]).toHaveLength(messages.length);
      for (const detail of answer.body.error_codes[field]) expect(isKnown(detail.code), detail.code).toBe(true);
    }
    expect(answer.body.error_codes.title[0]).toEqual({ code: 'required' });
  });

  it('gives limits as params and refuses control characters with their own code', async () => {
    const anonymous = createHttpClient(server.baseUrl);
    const tooLong = await anonymous.post('/api/auth/login', { email: 'a@example.com', password: 'x'.repeat(5000) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error_codes.password).toEqual([{ code: 'too_long', params: { max: expect.any(Number) } }]);
    const nul = await anonymous.post('/api/auth/login', { email: 'a\u0000@example.com', password: 'secret-pass' });
    expect(nul.status).toBe(422);
    expect(nul.body.error_codes.email).toEqual([{ code: 'invalid_characters' }]);
  });

  it('says precisely why a reservation was refused', async () => {
    const { http } = await registerAccount(server.baseUrl);
    const organizer = await createOrganizer(http, { name: 'Shop' });
    const event = await createEvent(http, { organizerId: organizer.id });
    const product = await createProduct(http, event.id, {
      title: 'Gallery',
      prices: [{ price: 1000, initial_quantity_available: 2 }],
    });
    await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const buyer = createHttpClient(server.baseUrl);
    const line = (quantity: number) => ({
      product_id: product.id,
      quantities: [{ price_id: product.prices[0].id as string, quantity }],
    });
    const tooMany = await buyer.post(`/api/public/events/${event.id}/order`, { products: [line(3)] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'only_n_left', params: { n: 2, product: 'Gallery' } });
    const badCode = await buyer.post(`/api/public/events/${event.id}/order`, {
      products: [line(1)],
      promo_code: 'NOPE',
    });
    expect(badCode.status).toBe(422);
    expect(badCode.body.error_codes.promo_code).toEqual([{ code: 'promo_code_invalid' }]);
    expect((await buyer.post(`/api/public/events/${event.id}/order`, { products: [line(2)] })).status).toBe(201);
    const soldOut = await createHttpClient(server.baseUrl).post(`/api/public/events/${event.id}/order`, {
      products: [line(1)],
    });
    expect(soldOut.body).toMatchObject({ code: 'sold_out', params: { product: 'Gallery' } });
  });

  it('gives every other failure the code of its class', async () => {
    const anonymous = createHttpClient(server.baseUrl);
    const missing = await anonymous.get('/api/public/events/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    const signedOut = await anonymous.get('/api/events');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('unauthenticated');
    const wrong = await anonymous.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password-1',
    });
    expect(wrong.body.code).toBe('invalid_credentials');
    const route = await anonymous.get('/api/no-such-route');
    expect(route.body.code).toBe('not_found');
  });
});
