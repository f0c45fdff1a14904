import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin, { name: 'Blue Note' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const buyer = () => createHttpClient(server.baseUrl);
const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

/** A LIVE event offering OFFLINE payment with a paid ticket (10 left), a free ticket and a hidden one. */
async function liveEvent(settings: Record<string, unknown> = {}) {
  const event = await createEvent(admin, { organizerId });
  const paid = await createProduct(admin, event.id, {
    title: 'Paid',
    max_per_order: 5,
    show_quantity_remaining: true,
    prices: [{ price: 2500, initial_quantity_available: 10 }],
  });
  const free = await createProduct(admin, event.id, { title: 'Free', type: 'FREE', prices: [{ price: 0 }] });
  const hidden = await createProduct(admin, event.id, { title: 'Secret', is_hidden: true });
  const promoOnly = await createProduct(admin, event.id, { title: 'Members', is_hidden_without_promo_code: true });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: ['OFFLINE'], offline_payment_instructions: 'Pay at the door', ...settings },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const line = (product: Record<string, any>, quantity = 1) => ({
    product_id: product.id,
    quantities: [{ price_id: product.prices[0].id as string, quantity }],
  });
  return { event, paid, free, hidden, promoOnly, line };
}

const details = (tickets: { product_id: string; product_price_id: string }[], extra: Record<string, unknown> = {}) => ({
  order: { first_name: 'Ann', last_name: 'Buyer', email: 'ann@example.com', email_confirmation: 'ann@example.com' },
  products: tickets.map((ticket) => ({
    ...ticket,
    first_name: 'Tim',
    last_name: 'Guest',
    email: 'tim@example.com',
    email_confirmation: 'tim@example.com',
  })),
  ...extra,
});

describe('the public event', () => {
  it('shows a LIVE event without caching, hides hidden products and private settings, 404 for drafts', async () => {
    const { event, paid, hidden, promoOnly } = await liveEvent({
      online_event_connection_details: 'zoom://secret',
      post_checkout_message: '<p>Thank-you secret</p>',
    });
    const question = await admin.post(`/api/events/${event.id}/questions`, {
      title: 'Company',
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'ORDER',
      required: true,
    });
    expect(question.status, JSON.stringify(question.body)).toBe(201);
    await admin.post(`/api/events/${event.id}/questions`, {
      title: 'Internal',
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'ORDER',
      is_hidden: true,
    });
    const response = await buyer().get(`/api/public/events/${event.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = response.body.data;
    expect(data.organizer.name).toBe('Blue Note');
    expect(JSON.stringify(data)).not.toContain('zoom://secret');
    expect(JSON.stringify(data)).not.toContain('Thank-you secret');
    // What the checkout form asks: visible questions only; images (none here) for the cover.
    expect(data.questions).toEqual([
      expect.objectContaining({ title: 'Company', belongs_to: 'ORDER', required: true }),
    ]);
    expect(data.images).toEqual([]);
    const titles = data.product_categories.flatMap((category: { products: { title: string }[] }) =>
      category.products.map((product) => product.title),
    );
    expect(titles).toEqual(expect.arrayContaining(['Paid', 'Free']));
    expect(titles).not.toContain(hidden.title);
    expect(titles).not.toContain(promoOnly.title);
    const paidProduct = data.product_categories[0].products.find((product: { id: string }) => product.id === paid.id);
    expect(paidProduct).toMatchObject({ quantity_remaining: 10, max_per_order: 5 });
    expect(paidProduct.prices[0]).toMatchObject({ price: 2500, quantity_remaining: 10, is_sold_out: false });

    const draft = await createEvent(admin, { organizerId });
    expect((await buyer().get(`/api/public/events/${draft.id}`)).status).toBe(404);
    expect((await admin.get(`/api/public/events/${draft.id}`)).status).toBe(200);
    expect((await buyer().get(`/api/public/events/not-a-uuid`)).status).toBe(404);
  });

  it("names the organizer's page, and links to it only while that page is public", async () => {
    const { event } = await liveEvent();
    const { status } = (await sql(`SELECT status FROM organizers WHERE id = $1`, [organizerId])).rows[0] as {
      status: string;
    };
    await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizerId]);
    const organizer = (await buyer().get(`/api/public/events/${event.id}`)).body.data.organizer;
    expect(organizer).toMatchObject({ id: organizerId, slug: expect.any(String), has_public_page: true });
    await sql(`UPDATE organizers SET status = 'DRAFT' WHERE id = $1`, [organizerId]);
    // A buyer's read may be up to a second old (decision 059); staff reads are never shared.
    const staffView = (await admin.get(`/api/public/events/${event.id}`)).body.data.organizer;
    expect(staffView.has_public_page).toBe(false);
    await sql(`UPDATE organizers SET status = $2 WHERE id = $1`, [organizerId, status]);
  });

  it('gives the event as a calendar file to whoever may see its page', async () => {
    const { event } = await liveEvent();
    await sql(`UPDATE events SET title = $2, location_details = $3 WHERE id = $1`, [
      event.id,
      'Jazz, Wine; Friends',
      JSON.stringify({ venue_name: 'Pier 7', city: 'Hamburg', country: 'DE' }),
    ]);
    const response = await buyer().get(`/api/public/events/${event.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${event.slug}.ics"`);
    const ics = (response.body as string).replace(/\r\n /g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:event-${event.id}@`);
    expect(ics).toContain('SUMMARY:Jazz\\, Wine\\; Friends');
    expect(ics).toContain('LOCATION:Pier 7\\, Hamburg\\, Germany');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toContain(`/event/${event.id}/${event.slug}`);

    const draft = await createEvent(admin, { organizerId });
    expect((await buyer().get(`/api/public/events/${draft.id}/calendar.ics`)).status).toBe(404);
    expect((await admin.get(`/api/public/events/${draft.id}/calendar.ics`)).status).toBe(200);
    const unknown = await buyer().get(`/api/public/events/not-a-uuid/calendar.ics`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: expect.stringContaining('event') });
  });

  it('a valid promo code discounts prices and unlocks promo-only products', async () => {
    const { event, paid, promoOnly } = await liveEvent();
    const created = await admin.post(`/api/events/${event.id}/promo-codes`, {
      code: 'friends',
      discount_type: 'PERCENTAGE',
      discount: 20,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = (await buyer().get(`/api/public/events/${event.id}?promo_code=FRIENDS`)).body.data;
    expect(data.promo_code).toEqual({ code: 'friends', valid: true, reason: null });
    const products = data.product_categories[0].products;
    expect(products.find((product: { id: string }) => product.id === promoOnly.id)).toBeDefined();
    expect(products.find((product: { id: string }) => product.id === paid.id).prices[0]).toMatchObject({
      price: 2000,
      price_before_discount: 2500,
    });
  });
});

describe('reserving', () => {
  it('reserves for the event timeout, sets the session cookie and answers the order', async () => {
    const { event, paid, line } = await liveEvent({ order_timeout_in_minutes: 7 });
    const http = buyer();
    const before = Date.now();
    const response = await http.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 2)] });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = response.body.data;
    expect(order).toMatchObject({ status: 'RESERVED', total_gross: 5000, currency: 'EUR', is_expired: false });
    expect(order.order_items).toHaveLength(1);
    const until = new Date(order.reserved_until).getTime();
    expect(until - before).toBeGreaterThan(6.9 * 60_000);
    expect(until - before).toBeLessThan(7.1 * 60_000);
    expect(http.cookies.get('marquee_checkout_session')).toBe(order.session_identifier);
    expect((await http.get(`/api/public/events/${event.id}/order/${order.short_id}`)).status).toBe(200);
    // Another browser, or the same order under another event id: 404.
    expect((await buyer().get(`/api/public/events/${event.id}/order/${order.short_id}`)).status).toBe(404);
    const other = await liveEvent();
    expect((await http.get(`/api/public/events/${other.event.id}/order/${order.short_id}`)).status).toBe(404);
    expect(
      (
        await buyer().get(
          `/api/public/events/${event.id}/order/${order.short_id}?session_identifier=${order.session_identifier}`,
        )
      ).status,
    ).toBe(200);
    // The held units are not available to others.
    const shown = (await buyer().get(`/api/public/events/${event.id}`)).body.data.product_categories[0].products;
    expect(shown.find((product: { id: string }) => product.id === paid.id).quantity_remaining).toBe(8);
  });

  it('refuses bad selections with 422 naming the field', async () => {
    const { event, paid, hidden, line } = await liveEvent();
    const other = await liveEvent();
    const post = (body: unknown) => buyer().post(`/api/public/events/${event.id}/order`, body);
    expect((await post({ products: [line(paid, 0)] })).status).toBe(422);
    const tooMany = await post({ products: [line(paid, 6)] });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors)).toContain('products.0.quantities');
    const foreign = await post({ products: [line(other.paid)] });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toContain('products.0.product_id');
    expect((await post({ products: [line(hidden)] })).status).toBe(422);
    const promo = await post({ products: [line(paid)], promo_code: 'nope-nope' });
    expect(promo.status).toBe(422);
    expect(Object.keys(promo.body.errors)).toContain('promo_code');
  });

  it('answers 409 with what is left, and a new selection of the same session releases the earlier one', async () => {
    const { event, paid, line } = await liveEvent();
    const first = buyer();
    expect((await first.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 5)] })).status).toBe(201);
    const second = buyer();
    expect((await second.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 4)] })).status).toBe(201);
    const short = await buyer().post(`/api/public/events/${event.id}/order`, { products: [line(paid, 2)] });
    expect(short.status).toBe(409);
    expect(short.body.message).toContain('Only 1 left');
    // The first buyer changes their mind: their 5 come back before the new 3 are taken.
    const again = await first.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 3)] });
    expect(again.status).toBe(201);
    const { rows } = await sql(`SELECT status FROM orders WHERE event_id = $1 ORDER BY created_at`, [event.id]);
    expect(rows.map((row) => row.status)).toEqual(['ABANDONED', 'RESERVED', 'RESERVED']);
  });

  it('a refused new selection leaves the session its earlier reservation', async () => {
    const { event, paid, line } = await liveEvent();
    const first = buyer();
    const held = await first.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 3)] });
    expect(held.status).toBe(201);
    expect((await buyer().post(`/api/public/events/${event.id}/order`, { products: [line(paid, 5)] })).status).toBe(
      201,
    );
    expect((await buyer().post(`/api/public/events/${event.id}/order`, { products: [line(paid, 1)] })).status).toBe(
      201,
    );
    // Their own 3 would come back first, but 5 is still more than the 4 that leaves.
    const more = await first.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 5)] });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('Only 4 left of Paid.');
    expect(more.body).toMatchObject({ code: 'only_n_left', params: { n: 4, product: 'Paid' } });
    const { rows } = await sql(`SELECT short_id, status FROM orders WHERE event_id = $1 ORDER BY created_at`, [
      event.id,
    ]);
    expect(rows).toEqual([
      { short_id: held.body.data.short_id, status: 'RESERVED' },
      { short_id: expect.any(String), status: 'RESERVED' },
      { short_id: expect.any(String), status: 'RESERVED' },
    ]);
    const last = await buyer().post(`/api/public/events/${event.id}/order`, { products: [line(paid, 2)] });
    expect(last.body.message).toBe('Only 1 left of Paid.');
  });

  it('products sharing a capacity assignment are counted together within one order', async () => {
    const { event, paid, free, line } = await liveEvent();
    const hall = await admin.post(`/api/events/${event.id}/capacity-assignments`, {
      name: 'Hall',
      capacity: 6,
      product_ids: [paid.id, free.id],
    });
    expect(hall.status, JSON.stringify(hall.body)).toBe(201);
    const both = await buyer().post(`/api/public/events/${event.id}/order`, {
      products: [line(paid, 4), line(free, 4)],
    });
    expect(both.status).toBe(409);
    expect(both.body.message).toMatch(/^Only 6 left of (Paid and Free|Free and Paid) together\.$/);
    expect((await sql(`SELECT count(*)::int AS n FROM orders WHERE event_id = $1`, [event.id])).rows[0]).toEqual({
      n: 0,
    });
    expect(
      (await buyer().post(`/api/public/events/${event.id}/order`, { products: [line(paid, 3), line(free, 3)] })).status,
    ).toBe(201);
  });

  it('an event that has ended keeps its page, says so, and sells nothing more', async () => {
    const { event, paid, free, line } = await liveEvent();
    const early = buyer();
    const held = await early.post(`/api/public/events/${event.id}/order`, { products: [line(free)] });
    expect(held.status).toBe(201);
    await sql(
      `UPDATE events SET start_date = now() - interval '3 hours', end_date = now() - interval '1 minute' WHERE id = $1`,
      [event.id],
    );

    const page = await buyer().get(`/api/public/events/${event.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.lifecycle).toBe('ENDED');
    const refused = await buyer().post(`/api/public/events/${event.id}/order`, { products: [line(paid)] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This event has ended: tickets are no longer on sale.');
    expect((await sql(`SELECT count(*)::int AS n FROM orders WHERE event_id = $1`, [event.id])).rows[0]).toEqual({
      n: 1,
    });
    // A reservation taken before the end still completes.
    const completed = await early.request('PUT', `/api/public/events/${event.id}/order/${held.body.data.short_id}`, {
      json: details([{ product_id: free.id, product_price_id: free.prices[0].id }]),
    });
    expect(completed.body.data?.status, JSON.stringify(completed.body)).toBe('COMPLETED');
  });

  it('a PAUSED event keeps its page but refuses new reservations with 409; a reservation already held completes', async () => {
    const { event, paid, free, line } = await liveEvent();
    const early = buyer();
    const held = await early.post(`/api/public/events/${event.id}/order`, { products: [line(free)] });
    expect(held.status).toBe(201);
    await sql(`UPDATE events SET status = 'PAUSED' WHERE id = $1`, [event.id]);

    const page = await buyer().get(`/api/public/events/${event.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.status).toBe('PAUSED');
    const refused = await buyer().post(`/api/public/events/${event.id}/order`, { products: [line(paid)] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Ticket sales for this event are paused. Please try again later.');
    expect((await sql(`SELECT count(*)::int AS n FROM orders WHERE event_id = $1`, [event.id])).rows[0]).toEqual({
      n: 1,
    });
    // Staff can still test their own checkout.
    expect((await admin.post(`/api/public/events/${event.id}/order`, { products: [line(paid)] })).status).toBe(201);

    const shortId = held.body.data.short_id as string;
    const completed = await early.request('PUT', `/api/public/events/${event.id}/order/${shortId}`, {
      json: details([{ product_id: free.id, product_price_id: free.prices[0].id }]),
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.data.status).toBe('COMPLETED');
  });

  it('applies a valid promo code, drops an expired one, attributes an active affiliate', async () => {
    const { event, paid, line } = await liveEvent();
    await admin.post(`/api/events/${event.id}/promo-codes`, {
      code: 'half',
      discount_type: 'PERCENTAGE',
      discount: 50,
    });
    await admin.post(`/api/events/${event.id}/promo-codes`, { code: 'old', discount_type: 'FIXED', discount: 100 });
    await sql(`UPDATE promo_codes SET expiry_date = now() - interval '1 day' WHERE code = 'old' AND event_id = $1`, [
      event.id,
    ]);
    const affiliate = await admin.post(`/api/events/${event.id}/affiliates`, { name: 'Radio', code: 'RADIO1' });
    expect(affiliate.status, JSON.stringify(affiliate.body)).toBe(201);
    const half = await buyer().post(`/api/public/events/${event.id}/order`, {
      products: [line(paid)],
      promo_code: 'HALF',
      affiliate_code: 'radio1',
    });
    expect(half.body.data).toMatchObject({ total_gross: 1250, promo_code: 'half', affiliate_code: 'RADIO1' });
    const old = await buyer().post(`/api/public/events/${event.id}/order`, {
      products: [line(paid)],
      promo_code: 'old',
    });
    expect(old.status).toBe(201);
    expect(old.body.data).toMatchObject({ total_gross: 2500, promo_code: null });
  });
});

describe('reserving, more rules', () => {
  it('checks donation minimums, per-order minimums relaxed to what is left, and promo-only products', async () => {
    const { event, promoOnly, line } = await liveEvent();
    const donation = await createProduct(admin, event.id, {
      title: 'Give',
      type: 'DONATION',
      prices: [{ price: 500 }],
    });
    const group = await createProduct(admin, event.id, {
      title: 'Group',
      min_per_order: 4,
      prices: [{ price: 1000, initial_quantity_available: 3 }],
    });
    const post = (body: unknown) => buyer().post(`/api/public/events/${event.id}/order`, body);
    const low = await post({
      products: [
        { product_id: donation.id, quantities: [{ price_id: donation.prices[0].id, quantity: 1, price: 100 }] },
      ],
    });
    expect(low.status).toBe(422);
    expect(Object.keys(low.body.errors)).toContain('products.0.quantities.0.price');
    const generous = await post({
      products: [
        { product_id: donation.id, quantities: [{ price_id: donation.prices[0].id, quantity: 1, price: 2000 }] },
      ],
    });
    expect(generous.body.data.total_gross).toBe(2000);
    // Only 3 left of a product with a minimum of 4: 2 is too few, 3 (all that is left) is fine.
    expect((await post({ products: [line(group, 2)] })).status).toBe(422);
    expect((await post({ products: [line(group, 3)] })).status).toBe(201);
    expect((await post({ products: [line(promoOnly)] })).status).toBe(422);
    await admin.post(`/api/events/${event.id}/promo-codes`, { code: 'members', discount_type: 'NONE' });
    expect((await post({ products: [line(promoOnly)], promo_code: 'members' })).status).toBe(201);
  });

  it('documents the public checkout calls in OpenAPI', async () => {
    const paths = (await buyer().get('/api/openapi.json')).body.paths;
    expect(paths['/api/public/events/{eventId}/order'].post).toBeDefined();
    expect(paths['/api/public/events/{eventId}/order/{shortId}'].put).toBeDefined();
    expect(paths['/api/public/events/{eventId}/attendees/{attendeeShortId}'].get).toBeDefined();
  });
});

describe('after reserving', () => {
  it('completes a free order with its details; the ticket becomes public', async () => {
    const { event, free, line } = await liveEvent({ post_checkout_message: '<p>See you there</p>' });
    const http = buyer();
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(free, 2)] })).body.data;
    expect(order.post_checkout_message).toBeNull();
    const tickets = Array.from({ length: 2 }, () => ({
      product_id: free.id,
      product_price_id: free.prices[0].id,
    }));
    const mismatch = await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, {
      ...details(tickets),
      order: { first_name: 'A', last_name: 'B', email: 'a@example.com', email_confirmation: 'b@example.com' },
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.errors)).toContain('order.email_confirmation');
    const short = await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, details(tickets.slice(1)));
    expect(short.status).toBe(409);
    const unnamed = details(tickets);
    unnamed.products[1] = { ...unnamed.products[1]!, first_name: '' } as never;
    expect((await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, unnamed)).status).toBe(422);
    // A reservation has no attendees until its details are in (decision 112); refused details write none.
    const attendeesOfOrder = async () =>
      (
        await sql(
          `SELECT a.first_name, a.status FROM attendees a JOIN orders o ON o.id = a.order_id
           WHERE o.short_id = $1 ORDER BY a.created_at, a.id`,
          [order.short_id],
        )
      ).rows;
    expect(await attendeesOfOrder()).toEqual([]);
    const named = details(tickets);
    named.products[1] = { ...named.products[1]!, first_name: 'Zoe' } as never;
    const done = await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, named);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // One per ticket, listed in the order the buyer entered them.
    expect(await attendeesOfOrder()).toEqual([
      { first_name: 'Tim', status: 'ACTIVE' },
      { first_name: 'Zoe', status: 'ACTIVE' },
    ]);
    expect(done.body.data).toMatchObject({
      status: 'COMPLETED',
      payment_status: 'NO_PAYMENT_REQUIRED',
      post_checkout_message: '<p>See you there</p>',
    });
    expect(done.body.data.attendees).toHaveLength(2);
    expect(done.body.data.attendees[0]).toMatchObject({ first_name: 'Tim', status: 'ACTIVE' });
    expect(done.body.data.attendees[1]).toMatchObject({ first_name: 'Zoe', status: 'ACTIVE' });
    expect((await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, details(tickets))).status).toBe(
      409,
    );
    expect(await attendeesOfOrder()).toHaveLength(2);
    const ticket = await buyer().get(
      `/api/public/events/${event.id}/attendees/${done.body.data.attendees[0].short_id}`,
    );
    expect(ticket.status).toBe(200);
    expect(ticket.body.data).toMatchObject({ product_title: 'Free', order_status: 'COMPLETED' });
    const email = await sink.waitForMessage(
      (message) => message.to.includes('ann@example.com') && message.text.includes(order.short_id),
    );
    expect(email.subject).toContain('Summer Jazz Night');
    expect(email.text).toContain(`/checkout/${event.id}/${order.short_id}/summary`);
  });

  it("a ticket holder's email is optional unless the event requires it; a ticket without one goes to the buyer", async () => {
    const { event, free, line } = await liveEvent();
    await sql(`UPDATE events SET location_details = $2 WHERE id = $1`, [
      event.id,
      JSON.stringify({ venue_name: 'Canal Hall', city: 'Amsterdam', country: 'NL' }),
    ]);
    const tickets = Array.from({ length: 2 }, () => ({ product_id: free.id, product_price_id: free.prices[0].id }));
    const reserve = async (http: HttpClient) =>
      (await http.post(`/api/public/events/${event.id}/order`, { products: [line(free, 2)] })).body.data;
    const http = buyer();
    const order = await reserve(http);
    const body = details(tickets);
    // No confirmation field for a ticket holder, and the second holder without an email at all.
    body.products[0] = { ...tickets[0]!, first_name: 'Tim', last_name: 'Guest', email: 'tim@example.com' } as never;
    body.products[1] = { ...tickets[1]!, first_name: 'Zoe', last_name: 'Guest' } as never;
    const done = await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const holders = await sql(
      `SELECT a.first_name, a.email FROM attendees a JOIN orders o ON o.id = a.order_id
       WHERE o.short_id = $1 ORDER BY a.created_at, a.id`,
      [order.short_id],
    );
    expect(holders.rows).toEqual([
      { first_name: 'Tim', email: 'tim@example.com' },
      { first_name: 'Zoe', email: 'ann@example.com' },
    ]);
    // The emails name the venue's country, not its code (issue 25 point 14).
    const email = await sink.waitForMessage(
      (message) => message.to.includes('ann@example.com') && message.text.includes(order.short_id),
    );
    expect(email.text).toContain('Amsterdam, Netherlands');
    expect(email.text).not.toMatch(/Amsterdam, NL\b/);

    // A confirmation that is sent must still match.
    const other = buyer();
    const second = await reserve(other);
    const mismatched = details(tickets);
    mismatched.products[1] = { ...mismatched.products[1]!, email_confirmation: 'tom@example.com' };
    const refused = await other.put(`/api/public/events/${event.id}/order/${second.short_id}`, mismatched);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['products.1.email_confirmation']);

    // The organizer requires every holder's email: a missing one is named.
    const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
      json: { require_attendee_email: true },
    });
    expect(saved.body.data.require_attendee_email).toBe(true);
    expect((await buyer().get(`/api/public/events/${event.id}`)).body.data.settings.require_attendee_email).toBe(true);
    const required = await other.put(`/api/public/events/${event.id}/order/${second.short_id}`, body);
    expect(required.status).toBe(422);
    expect(required.body.errors).toEqual({ 'products.1.email': ['Enter the email address.'] });
  });

  it('checks and saves order and ticket answers', async () => {
    const { event, free, line } = await liveEvent();
    const ask = async (body: Record<string, unknown>) => {
      const response = await admin.post(`/api/events/${event.id}/questions`, body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data;
    };
    const diet = await ask({
      title: 'Diet',
      type: 'RADIO',
      belongs_to: 'ORDER',
      required: true,
      options: ['Veg', 'Any'],
    });
    const size = await ask({
      title: 'Shirt',
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'PRODUCT',
      required: true,
      product_ids: [free.id],
    });
    const http = buyer();
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(free)] })).body.data;
    const path = `/api/public/events/${event.id}/order/${order.short_id}`;
    const ticket = { product_id: free.id, product_price_id: free.prices[0].id };
    const missing = await http.put(path, details([ticket]));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).join(' ')).toMatch(/order\.questions.*products\.0\.questions/);
    const wrong = details([ticket]);
    wrong.order = { ...wrong.order, questions: [{ question_id: diet.id, response: { answer: 'Fish' } }] } as never;
    expect((await http.put(path, wrong)).status).toBe(422);
    const body = details([ticket]);
    body.order = { ...body.order, questions: [{ question_id: diet.id, response: { answer: 'Veg' } }] } as never;
    body.products[0] = {
      ...body.products[0]!,
      questions: [{ question_id: size.id, response: { answer: 'L' } }],
    } as never;
    const saved = await http.put(path, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { rows } = await sql(
      `SELECT answer FROM question_answers a JOIN orders o ON o.id = a.order_id WHERE o.short_id = $1`,
      [order.short_id],
    );
    expect(rows.map((row) => row.answer).sort()).toEqual(['L', 'Veg']);
  });

  it('a paid order waits for payment; offline payment counts it; its ticket is public', async () => {
    const { event, paid, line } = await liveEvent();
    const http = buyer();
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(paid)] })).body.data;
    const path = `/api/public/events/${event.id}/order/${order.short_id}`;
    expect((await http.post(`${path}/await-offline-payment`)).status).toBe(409);
    const saved = await http.put(path, details([{ product_id: paid.id, product_price_id: paid.prices[0].id }]));
    expect(saved.body.data).toMatchObject({ status: 'RESERVED', payment_status: 'AWAITING_PAYMENT' });
    const attendee = saved.body.data.attendees[0].short_id;
    expect((await buyer().get(`/api/public/events/${event.id}/attendees/${attendee}`)).status).toBe(404);
    const offline = await http.post(`${path}/await-offline-payment`);
    expect(offline.status, JSON.stringify(offline.body)).toBe(200);
    expect(offline.body.data.status).toBe('AWAITING_OFFLINE_PAYMENT');
    const { rows } = await sql(`SELECT quantity_sold FROM product_prices WHERE id = $1`, [paid.prices[0].id]);
    expect(Number(rows[0]!.quantity_sold)).toBe(1);
    expect((await buyer().get(`/api/public/events/${event.id}/attendees/${attendee}`)).status).toBe(200);
    const email = await sink.waitForMessage(
      (message) => message.to.includes('ann@example.com') && message.text.includes(order.short_id),
    );
    expect(email.text).toContain('Pay at the door');
  });

  it('an expired reservation cannot complete and its units are back; abandoning releases at once', async () => {
    const { event, paid, line } = await liveEvent();
    const http = buyer();
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 4)] })).body.data;
    const remaining = async () =>
      (await buyer().get(`/api/public/events/${event.id}`)).body.data.product_categories[0].products.find(
        (product: { id: string }) => product.id === paid.id,
      ).quantity_remaining;
    expect(await remaining()).toBe(6);
    await sql(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE short_id = $1`, [order.short_id]);
    expect(await remaining()).toBe(10);
    const path = `/api/public/events/${event.id}/order/${order.short_id}`;
    expect((await http.get(path)).body.data.is_expired).toBe(true);
    const late = await http.put(path, details([]));
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('expired');

    const next = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 3)] })).body.data;
    expect(await remaining()).toBe(7);
    const abandoned = await http.post(`/api/public/events/${event.id}/order/${next.short_id}/abandon`);
    expect(abandoned.body.data.status).toBe('ABANDONED');
    expect(await remaining()).toBe(10);
  });
});
