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
  organizerId = (await createOrganizer(admin, { name: 'Blue Note', email: 'boxoffice@bluenote.example' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const buyer = () => createHttpClient(server.baseUrl);
const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

async function liveEvent(settings: Record<string, unknown> = {}) {
  const event = await createEvent(admin, { organizerId });
  const paid = await createProduct(admin, event.id, {
    title: 'Paid',
    prices: [{ price: 2500, initial_quantity_available: 10 }],
  });
  const free = await createProduct(admin, event.id, { title: 'Free', type: 'FREE', prices: [{ price: 0 }] });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: ['OFFLINE'], offline_payment_instructions: 'Pay at the door', ...settings },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const line = (product: Record<string, any>, quantity = 1) => ({
    product_id: product.id,
    quantities: [{ price_id: product.prices[0].id as string, quantity }],
  });
  return { event, paid, free, line };
}

const person = (first: string, email: string) => ({
  first_name: first,
  last_name: 'Guest',
  email,
  email_confirmation: email,
});

describe('the order emails', () => {
  it('send the buyer a summary with links to the order, each ticket and the print page, each other attendee their ticket with a calendar file, and the organizer a notice', async () => {
    const { event, paid, line } = await liveEvent();
    const http = buyer();
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 3)] })).body.data;
    const ticket = { product_id: paid.id, product_price_id: paid.prices[0].id };
    const saved = await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, {
      order: person('Ann', 'ann@example.com'),
      products: [
        { ...ticket, ...person('Ann', 'ANN@example.com') },
        { ...ticket, ...person('Tim', 'tim@example.com') },
        { ...ticket, ...person('Tom', 'tim@example.com') },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const done = await http.post(`/api/public/events/${event.id}/order/${order.short_id}/await-offline-payment`);
    expect(done.status).toBe(200);
    const attendees = done.body.data.attendees as { short_id: string; first_name: string }[];

    const summary = await sink.waitForMessage(
      (message) => message.to.includes('ann@example.com') && message.subject.startsWith('Your order'),
    );
    for (const text of [
      'Status: Awaiting payment',
      '3 × Paid',
      'Total: €75.00',
      'Pay at the door',
      `/checkout/${event.id}/${order.short_id}/summary`,
      `/order/${event.id}/${order.short_id}/print`,
      ...attendees.map((attendee) => `/product/${event.id}/${attendee.short_id}`),
    ])
      expect(summary.text).toContain(text);
    // The calendar file, and the tickets as one PDF (decision 156).
    expect(summary.attachments.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'text/calendar']);

    // Tim and Tom share an address: one ticket email with both tickets; Ann is the buyer and gets none.
    const ticketEmail = await sink.waitForMessage((message) => message.to.includes('tim@example.com'));
    expect(ticketEmail.subject).toContain('Your ticket for');
    expect(ticketEmail.text).toContain('Ann Guest got you a ticket');
    // The holders get their tickets and the order's reference, never the buyer's key to the order (decision 137).
    expect(ticketEmail.text).not.toContain(order.short_id);
    for (const attendee of attendees.filter((row) => row.first_name !== 'Ann'))
      expect(ticketEmail.text).toContain(`/product/${event.id}/${attendee.short_id}`);
    const ics = ticketEmail.attachments.find((file) => file.filename === 'event.ics');
    expect(ics?.content).toContain('BEGIN:VEVENT');
    expect(ics?.content).toContain(`SUMMARY:${event.title}`);

    const notice = await sink.waitForMessage((message) => message.to.includes('boxoffice@bluenote.example'));
    expect(notice.subject).toBe(`New order ${order.short_id} for ${event.title}`);
    expect(notice.text).toContain('Ann Guest <ann@example.com>');

    await new Promise((resolve) => setTimeout(resolve, 300));
    // One email each: the buyer's names the order's key, the holders' only their tickets (decision 137).
    const ofOrder = sink.messages.filter((message) =>
      [order.short_id, ...attendees.map((attendee) => attendee.short_id)].some((key) => message.text.includes(key)),
    );
    expect(ofOrder.filter((message) => message.to.includes('ann@example.com'))).toHaveLength(1);
    expect(ofOrder.filter((message) => message.to.includes('tim@example.com'))).toHaveLength(1);
  });

  it("go out in the organizer's name from the platform's address, answered to the event's support address or the organizer", async () => {
    const placeFree = async (settings: Record<string, unknown>, email: string) => {
      const { event, free, line } = await liveEvent(settings);
      const http = buyer();
      const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(free)] })).body.data;
      const done = await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, {
        order: person('Max', email),
        products: [{ product_id: free.id, product_price_id: free.prices[0].id, ...person('Max', email) }],
      });
      expect(done.body.data.status).toBe('COMPLETED');
      return sink.waitForMessage((message) => message.to.includes(email) && message.subject.startsWith('Your order'));
    };

    const plain = await placeFree({}, 'max@example.com');
    // MAIL_FROM is `Marquee <no-reply@localhost>`: the name changes, the address (and so SPF/DKIM) does not.
    expect(plain.fromHeader).toBe('"Blue Note" <no-reply@localhost>');
    expect(plain.from).toBe('no-reply@localhost');
    expect(plain.replyTo).toBe('boxoffice@bluenote.example');

    const withSupport = await placeFree({ support_email: 'help@bluenote.example' }, 'mia@example.com');
    expect(withSupport.fromHeader).toBe('"Blue Note" <no-reply@localhost>');
    expect(withSupport.replyTo).toBe('help@bluenote.example');

    // Staff's own notices stay the platform's.
    const notice = await sink.waitForMessage(
      (message) => message.to.includes('boxoffice@bluenote.example') && message.subject.startsWith('New order'),
    );
    expect(notice.fromHeader).toBe('"Marquee" <no-reply@localhost>');
  });

  it('sends no organizer notice when the event turned notifications off', async () => {
    const { event, free, line } = await liveEvent({ notify_organizer_of_new_orders: false });
    const http = buyer();
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(free)] })).body.data;
    const done = await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, {
      order: person('Zoe', 'zoe@example.com'),
      products: [{ product_id: free.id, product_price_id: free.prices[0].id, ...person('Zoe', 'zoe@example.com') }],
    });
    expect(done.body.data.status).toBe('COMPLETED');
    const summary = await sink.waitForMessage((message) => message.to.includes('zoe@example.com'));
    expect(summary.text).toContain('Status: Completed');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      sink.messages.filter((message) => message.subject === `New order ${order.short_id} for ${event.title}`),
    ).toHaveLength(0);
  });
});

describe('the current reservation of a browser', () => {
  it('answers the session reservation of this event only, and 404 once abandoned or expired', async () => {
    const { event, paid, line } = await liveEvent();
    const other = await liveEvent();
    const http = buyer();
    const current = (eventId = event.id, client = http) => client.get(`/api/public/events/${eventId}/order/current`);
    expect((await current()).status).toBe(404);
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(paid, 2)] })).body.data;

    const found = await current();
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    expect(found.body.data).toMatchObject({ short_id: order.short_id, status: 'RESERVED', is_expired: false });
    // Another browser, another event, a malformed id, a forged session: the same 404.
    expect((await current(event.id, buyer())).status).toBe(404);
    expect((await current(other.event.id)).status).toBe(404);
    expect((await current('not-a-uuid')).status).toBe(404);
    expect((await buyer().get(`/api/public/events/${event.id}/order/current?session_identifier=forged`)).status).toBe(
      404,
    );
    // The session may also come in the query (the body/query wins over the cookie).
    expect(
      (await buyer().get(`/api/public/events/${event.id}/order/current?session_identifier=${order.session_identifier}`))
        .body.data.short_id,
    ).toBe(order.short_id);

    await sql(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE short_id = $1`, [order.short_id]);
    expect((await current()).status).toBe(404);

    const next = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(paid)] })).body.data;
    expect((await current()).body.data.short_id).toBe(next.short_id);
    expect((await http.post(`/api/public/events/${event.id}/order/${next.short_id}/abandon`)).status).toBe(200);
    expect((await current()).status).toBe(404);
  });

  it('abandon refuses another session and another event with 404', async () => {
    const { event, paid, line } = await liveEvent();
    const other = await liveEvent();
    const http = buyer();
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(paid)] })).body.data;
    expect((await buyer().post(`/api/public/events/${event.id}/order/${order.short_id}/abandon`)).status).toBe(404);
    expect((await http.post(`/api/public/events/${other.event.id}/order/${order.short_id}/abandon`)).status).toBe(404);
    expect((await http.get(`/api/public/events/${event.id}/order/current`)).status).toBe(200);
  });
});

describe('public tickets', () => {
  it('refuse another event id with a valid attendee short id, and short ids are random', async () => {
    const { event, free, line } = await liveEvent();
    const other = await liveEvent();
    const http = buyer();
    const order = (await http.post(`/api/public/events/${event.id}/order`, { products: [line(free, 5)] })).body.data;
    const done = await http.put(`/api/public/events/${event.id}/order/${order.short_id}`, {
      order: person('Ann', 'ann2@example.com'),
      products: Array.from({ length: 5 }, () => ({
        product_id: free.id,
        product_price_id: free.prices[0].id,
        ...person('Ann', 'ann2@example.com'),
      })),
    });
    expect(done.status).toBe(200);
    const ids = (done.body.data.attendees as { short_id: string; public_id: string }[]).map((row) => row.short_id);
    const ticket = await buyer().get(`/api/public/events/${event.id}/attendees/${ids[0]}`);
    expect(ticket.status).toBe(200);
    // A ticket is shared with its holder: it never carries the buyer's key to the order (decision 137).
    expect(JSON.stringify(ticket.body)).not.toContain(order.short_id);
    expect(ticket.body.data.order_public_id).toMatch(/^ord_/);
    expect((await buyer().get(`/api/public/events/${other.event.id}/attendees/${ids[0]}`)).status).toBe(404);
    expect((await buyer().get(`/api/public/events/${event.id}/attendees/a_unknown0000`)).status).toBe(404);
    // The order's print page data: another event's id with this order's short id is the same 404.
    expect((await buyer().get(`/api/public/events/${other.event.id}/order/${order.short_id}`)).status).toBe(404);

    // Random, not sequential: at least 13 characters after the prefix, all distinct, no shared run of digits.
    for (const id of [order.short_id, ...ids]) expect(id).toMatch(/^[oa]_[A-Za-z0-9_-]{13,}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const bodies = ids.map((id) => id.slice(2));
    const commonPrefix = (a: string, b: string) => {
      let index = 0;
      while (index < a.length && a[index] === b[index]) index += 1;
      return index;
    };
    for (let index = 1; index < bodies.length; index += 1)
      expect(commonPrefix(bodies[index - 1]!, bodies[index]!)).toBeLessThan(6);
  });
});
