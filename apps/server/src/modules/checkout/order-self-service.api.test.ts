import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

beforeEach(() => sink.clear());

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);
const person = (first: string, email: string) => ({
  first_name: first,
  last_name: 'Guest',
  email,
  email_confirmation: email,
});

type Attendee = { short_id: string; public_id: string; first_name: string; email: string | null; status: string };

/** A LIVE event with a free and a paid ticket; `buy` completes (free) or places offline (paid) an order. */
async function liveEvent(settings: Record<string, unknown> = {}) {
  const event = await createEvent(admin, { organizerId });
  const free = await createProduct(admin, event.id, { title: 'Free', type: 'FREE', prices: [{ price: 0 }] });
  const paid = await createProduct(admin, event.id, { title: 'Paid', prices: [{ price: 2500 }] });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: {
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: 'Pay at the door',
      support_email: 'help@bluenote.example',
      notify_organizer_of_new_orders: false,
      ...settings,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const orderPath = (shortId: string) => `/api/public/events/${event.id}/order/${shortId}`;

  async function buy(product: Record<string, any>, holders: ReturnType<typeof person>[]) {
    const http = createHttpClient(server.baseUrl);
    const priceId = product.prices[0].id as string;
    const reserved = await http.post(`/api/public/events/${event.id}/order`, {
      products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: holders.length }] }],
    });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
    const shortId = reserved.body.data.short_id as string;
    const details = await http.put(orderPath(shortId), {
      order: person('Ann', 'ann@example.com'),
      products: holders.map((holder) => ({ product_id: product.id, product_price_id: priceId, ...holder })),
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    if (product === paid) expect((await http.post(`${orderPath(shortId)}/await-offline-payment`)).status).toBe(200);
    const order = (await http.get(orderPath(shortId))).body.data;
    // The purchase's own emails are out before a test looks at what a change sends.
    // (The buyer's email names the order's key; a holder's names only their ticket links.)
    const keys = [shortId, ...(order.attendees as Attendee[]).map((attendee) => attendee.short_id)];
    for (const email of new Set(['ann@example.com', ...holders.map((holder) => holder.email)]))
      await sink.waitForMessage(
        (message) => message.to.includes(email) && keys.some((key) => message.text.includes(key)),
      );
    sink.clear();
    return { http, shortId, order, attendees: order.attendees as Attendee[] };
  }
  return { event, free, paid, buy, orderPath };
}

const timelineOf = async (eventId: string, shortId: string) => {
  const [row] = (await sql(`SELECT id FROM orders WHERE short_id = $1`, [shortId])).rows as { id: string }[];
  const detail = await admin.get(`/api/events/${eventId}/orders/${row!.id}`);
  return detail.body.data.timeline as { kind: string; details: Record<string, unknown> }[];
};

describe('a buyer changing their confirmed order', () => {
  it('edits the names: same links, nothing emailed, recorded on the timeline as the buyer', async () => {
    const { event, free, buy, orderPath } = await liveEvent();
    const { http, shortId, order } = await buy(free, [person('Ann', 'ann@example.com')]);
    expect(order.status).toBe('COMPLETED');
    expect(order.can_self_edit).toBe(true);
    sink.clear();

    const edited = await http.patch(orderPath(shortId), { first_name: 'Anne', last_name: 'Smith' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ short_id: shortId, first_name: 'Anne', last_name: 'Smith' });

    const buyerEntry = (await timelineOf(event.id, shortId)).find((entry) => entry.kind === 'BUYER_ACTION');
    expect(buyerEntry?.details).toEqual({ action: 'BUYER_SELF_EDITED', fields: 'first_name, last_name' });
    // The same values again change nothing and record nothing.
    await http.patch(orderPath(shortId), { first_name: 'Anne' });
    expect((await timelineOf(event.id, shortId)).filter((entry) => entry.kind === 'BUYER_ACTION')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages).toHaveLength(0);
  });

  it("moves the order's email only once the new address confirms, tells the old one, and lets it undo the change", async () => {
    const { event, free, buy, orderPath } = await liveEvent();
    const { http, shortId, attendees } = await buy(free, [
      person('Ann', 'ann@example.com'),
      person('Tim', 'tim@example.com'),
    ]);
    const [ann, tim] = attendees;
    const anon = createHttpClient(server.baseUrl);

    // Asked from the order link: nothing moves yet, the order says what is pending.
    const asked = await http.patch(orderPath(shortId), { email: 'Anna.New@Example.com' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({
      short_id: shortId,
      email: 'ann@example.com',
      pending_email: 'anna.new@example.com',
    });
    expect((await http.get(orderPath(shortId))).body.data.pending_email).toBe('anna.new@example.com');

    const confirmMail = await sink.waitForMessage((message) => message.to.includes('anna.new@example.com'));
    expect(confirmMail.subject).toBe(`Confirm the email address of your order for ${event.title}`);
    expect(confirmMail.text).not.toContain(shortId);
    const confirmToken = /\/order-email\/([A-Za-z0-9_-]{40,})\/confirm/.exec(confirmMail.text)![1]!;
    const requested = await sink.waitForMessage(
      (message) => message.to.includes('ann@example.com') && message.subject.startsWith('Someone asked'),
    );
    expect(requested.text).toContain('a…@example.com');
    expect(requested.text).not.toContain('anna.new@example.com');
    const firstUndo = /\/order-email\/([A-Za-z0-9_-]{40,})\/undo/.exec(requested.text)![1]!;
    sink.clear();

    // The new address confirms: the order moves there under a new key, the old links stop.
    const confirmed = await anon.post(`/api/public/order-email-changes/${confirmToken}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const newKey = confirmed.body.data.order_short_id as string;
    expect(confirmed.body.data).toMatchObject({
      status: 'CONFIRMED',
      event_id: event.id,
      email: 'anna.new@example.com',
    });
    expect(newKey).not.toBe(shortId);
    expect((await anon.post(`/api/public/order-email-changes/${confirmToken}/confirm`)).body.data.order_short_id).toBe(
      newKey,
    );
    expect((await http.get(orderPath(shortId))).status).toBe(404);
    const order = (await http.get(orderPath(newKey))).body.data;
    expect(order).toMatchObject({ email: 'anna.new@example.com', pending_email: null });
    // Ann's ticket link went to the old address: it is replaced. Tim's went to Tim: it stays.
    const after = order.attendees as Attendee[];
    expect(after.find((attendee) => attendee.public_id === ann!.public_id)!.short_id).not.toBe(ann!.short_id);
    expect(after.find((attendee) => attendee.public_id === tim!.public_id)!.short_id).toBe(tim!.short_id);
    expect((await http.get(`/api/public/events/${event.id}/attendees/${ann!.short_id}`)).status).toBe(404);

    const summary = await sink.waitForMessage((message) => message.to.includes('anna.new@example.com'));
    expect(summary.subject).toContain('Your order');
    expect(summary.text).toContain(`/checkout/${event.id}/${newKey}/summary`);
    const notice = await sink.waitForMessage(
      (message) => message.to.includes('ann@example.com') && message.subject.startsWith('The email address'),
    );
    expect(notice.subject).toBe(`The email address of your order for ${event.title} was changed`);
    for (const text of ['a…@example.com', 'help@bluenote.example', shortId, 'Undo the change'])
      expect(notice.text).toContain(text);
    expect(notice.text).not.toContain('anna.new@example.com');
    expect(notice.text).not.toContain(newKey);
    const undoToken = /\/order-email\/([A-Za-z0-9_-]{40,})\/undo/.exec(notice.text)![1]!;
    // Only the buyer is written to: Tim's ticket did not change.
    expect(sink.messages.filter((message) => message.to.includes('tim@example.com'))).toHaveLength(0);
    // The link of the first notice was replaced by the one in this notice.
    expect((await anon.post(`/api/public/order-email-changes/${firstUndo}/undo`)).status).toBe(404);
    sink.clear();

    // The old address takes the order back: a new key again, the new address's links stop.
    const undone = await anon.post(`/api/public/order-email-changes/${undoToken}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'UNDONE', email: 'ann@example.com' });
    const backKey = undone.body.data.order_short_id as string;
    expect(backKey).not.toBe(newKey);
    expect((await http.get(orderPath(newKey))).status).toBe(404);
    expect((await http.get(orderPath(backKey))).body.data.email).toBe('ann@example.com');
    expect((await anon.post(`/api/public/order-email-changes/${confirmToken}/confirm`)).status).toBe(404);
    const back = await sink.waitForMessage((message) => message.to.includes('ann@example.com'));
    expect(back.text).toContain(`/checkout/${event.id}/${backKey}/summary`);

    const actions = (await timelineOf(event.id, backKey))
      .filter((entry) => entry.kind === 'BUYER_ACTION')
      .map((entry) => entry.details.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'BUYER_EMAIL_CHANGE_REQUESTED',
        'BUYER_EMAIL_CHANGE_CONFIRMED',
        'BUYER_EMAIL_CHANGE_UNDONE',
      ]),
    );
  });

  it('lets the old address cancel a change a stranger asked for, before it takes effect', async () => {
    const { free, buy, orderPath } = await liveEvent();
    const { http, shortId } = await buy(free, [person('Ann', 'ann@example.com')]);
    const stranger = createHttpClient(server.baseUrl);
    expect((await stranger.patch(orderPath(shortId), { email: 'eve@example.com' })).status).toBe(200);
    const confirmMail = await sink.waitForMessage((message) => message.to.includes('eve@example.com'));
    const confirmToken = /\/order-email\/([A-Za-z0-9_-]{40,})\/confirm/.exec(confirmMail.text)![1]!;
    const requested = await sink.waitForMessage((message) => message.to.includes('ann@example.com'));
    const undoToken = /\/order-email\/([A-Za-z0-9_-]{40,})\/undo/.exec(requested.text)![1]!;

    const cancelled = await http.post(`/api/public/order-email-changes/${undoToken}/undo`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      order_short_id: shortId,
      email: 'ann@example.com',
    });
    expect((await http.get(orderPath(shortId))).body.data).toMatchObject({
      email: 'ann@example.com',
      pending_email: null,
    });
    const late = await stranger.post(`/api/public/order-email-changes/${confirmToken}/confirm`);
    expect(late.status).toBe(404);
    expect(late.body.message).toMatch(/no longer valid/);

    // A newer request replaces a pending one; unknown and malformed links are 404 or 422, never 500.
    await http.patch(orderPath(shortId), { email: 'one@example.com' });
    const firstMail = await sink.waitForMessage((message) => message.to.includes('one@example.com'));
    await http.patch(orderPath(shortId), { email: 'two@example.com' });
    const firstToken = /\/order-email\/([A-Za-z0-9_-]{40,})\/confirm/.exec(firstMail.text)![1]!;
    expect((await http.post(`/api/public/order-email-changes/${firstToken}/confirm`)).status).toBe(404);
    expect((await http.get(orderPath(shortId))).body.data.pending_email).toBe('two@example.com');
    expect((await http.post('/api/public/order-email-changes/nope/confirm')).status).toBe(404);
    const tooLong = await http.post(`/api/public/order-email-changes/${'x'.repeat(201)}/undo`);
    expect([414, 422]).toContain(tooLong.status);
  });

  it('lets the old address undo a confirmed change for a week only', async () => {
    const { free, buy, orderPath } = await liveEvent();
    const { http, shortId } = await buy(free, [person('Ann', 'ann@example.com')]);
    await http.patch(orderPath(shortId), { email: 'new@example.com' });
    const confirmMail = await sink.waitForMessage((message) => message.to.includes('new@example.com'));
    const confirmToken = /\/order-email\/([A-Za-z0-9_-]{40,})\/confirm/.exec(confirmMail.text)![1]!;
    sink.clear();
    expect((await http.post(`/api/public/order-email-changes/${confirmToken}/confirm`)).status).toBe(200);
    const notice = await sink.waitForMessage(
      (message) => message.to.includes('ann@example.com') && message.subject.startsWith('The email address'),
    );
    const undoToken = /\/order-email\/([A-Za-z0-9_-]{40,})\/undo/.exec(notice.text)![1]!;
    await sql(`UPDATE order_email_changes SET undo_expires_at = now() - interval '1 minute'`);
    const tooLate = await http.post(`/api/public/order-email-changes/${undoToken}/undo`);
    expect(tooLate.status).toBe(410);
    expect(tooLate.body.message).toMatch(/contact the organizer/);
  });

  it("changes one ticket's holder: a new ticket link, the ticket sent to the new address, the old one told", async () => {
    const { event, free, buy, orderPath } = await liveEvent();
    const { http, shortId, attendees } = await buy(free, [
      person('Ann', 'ann@example.com'),
      person('Tim', 'tim@example.com'),
    ]);
    const tim = attendees[1]!;
    sink.clear();

    const edited = await http.patch(`${orderPath(shortId)}/attendees/${tim.short_id}`, {
      first_name: 'Zoe',
      email: 'zoe@example.com',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.short_id).toBe(shortId);
    const zoe = (edited.body.data.attendees as Attendee[]).find((attendee) => attendee.public_id === tim.public_id)!;
    expect(zoe).toMatchObject({ first_name: 'Zoe', email: 'zoe@example.com' });
    expect(zoe.short_id).not.toBe(tim.short_id);
    expect((await http.get(`/api/public/events/${event.id}/attendees/${tim.short_id}`)).status).toBe(404);
    expect((await http.get(`/api/public/events/${event.id}/attendees/${zoe.short_id}`)).status).toBe(200);

    const ticket = await sink.waitForMessage((message) => message.to.includes('zoe@example.com'));
    expect(ticket.text).toContain(`/product/${event.id}/${zoe.short_id}`);
    const notice = await sink.waitForMessage(
      (message) => message.to.includes('tim@example.com') && message.subject.startsWith('The email address'),
    );
    expect(notice.subject).toBe(`The email address of your ticket for ${event.title} was changed`);
    expect(notice.text).toContain('z…@example.com');

    const entry = (await timelineOf(event.id, shortId)).find((item) => item.kind === 'BUYER_ACTION');
    expect(entry?.details).toEqual({
      action: 'ATTENDEE_SELF_EDITED',
      attendee: tim.public_id,
      fields: 'first_name, email',
    });
  });

  it('resends the confirmation to the buyer only, and an active ticket to its holder', async () => {
    const { event, free, buy, orderPath } = await liveEvent();
    const { http, shortId, attendees } = await buy(free, [
      person('Ann', 'ann@example.com'),
      person('Tim', 'tim@example.com'),
    ]);
    sink.clear();

    const confirmation = await http.post(`${orderPath(shortId)}/resend-confirmation`);
    expect(confirmation.status, JSON.stringify(confirmation.body)).toBe(200);
    expect(confirmation.body.data).toEqual({ sent_to: 'ann@example.com' });
    await sink.waitForMessage((message) => message.to.includes('ann@example.com'));

    const ticket = await http.post(`${orderPath(shortId)}/attendees/${attendees[1]!.short_id}/resend-ticket`);
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    expect(ticket.body.data).toEqual({ sent_to: 'tim@example.com' });
    await sink.waitForMessage((message) => message.to.includes('tim@example.com'));
    expect(sink.messages.filter((message) => message.to.includes('tim@example.com'))).toHaveLength(1);

    const actions = (await timelineOf(event.id, shortId))
      .filter((entry) => entry.kind === 'BUYER_ACTION')
      .map((entry) => entry.details.action);
    expect(actions).toEqual(['CONFIRMATION_SELF_RESENT', 'TICKET_SELF_RESENT']);
  });

  it('lets an order awaiting offline payment be edited and its confirmation resent, but not its unpaid tickets', async () => {
    const { paid, buy, orderPath } = await liveEvent();
    const { http, shortId, order, attendees } = await buy(paid, [person('Ann', 'ann@example.com')]);
    expect(order.status).toBe('AWAITING_OFFLINE_PAYMENT');
    expect((await http.patch(orderPath(shortId), { last_name: 'Jones' })).status).toBe(200);
    expect((await http.post(`${orderPath(shortId)}/resend-confirmation`)).status).toBe(200);
    const ticket = await http.post(`${orderPath(shortId)}/attendees/${attendees[0]!.short_id}/resend-ticket`);
    expect(ticket.status).toBe(409);
    expect(ticket.body.message).toContain('awaiting payment');
  });
});

describe('what a buyer cannot change', () => {
  it('answers 403 when the organizer turned self-service off, and the order says so', async () => {
    const { free, buy, orderPath } = await liveEvent({ allow_attendee_self_edit: false });
    const { http, shortId, order, attendees } = await buy(free, [person('Ann', 'ann@example.com')]);
    expect(order.can_self_edit).toBe(false);
    for (const call of [
      http.patch(orderPath(shortId), { first_name: 'Eve' }),
      http.patch(`${orderPath(shortId)}/attendees/${attendees[0]!.short_id}`, { first_name: 'Eve' }),
      http.post(`${orderPath(shortId)}/resend-confirmation`),
      http.post(`${orderPath(shortId)}/attendees/${attendees[0]!.short_id}/resend-ticket`),
    ]) {
      const refused = await call;
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('does not allow changes');
    }
    expect((await http.get(orderPath(shortId))).body.data.first_name).toBe('Ann');
  });

  it('refuses a cancelled order or ticket (409), a reservation (409) and unknown or foreign ids (404)', async () => {
    const { event, free, buy, orderPath } = await liveEvent();
    const first = await buy(free, [person('Ann', 'ann@example.com'), person('Tim', 'tim@example.com')]);
    const other = await buy(free, [person('Bob', 'bob@example.com')]);

    await sql(`UPDATE attendees SET status = 'CANCELLED' WHERE short_id = $1`, [first.attendees[1]!.short_id]);
    const cancelledTicket = await first.http.patch(
      `${orderPath(first.shortId)}/attendees/${first.attendees[1]!.short_id}`,
      {
        first_name: 'Eve',
      },
    );
    expect(cancelledTicket.status).toBe(409);
    expect(cancelledTicket.body.message).toContain('cancelled');

    const otherTicket = await first.http.patch(
      `${orderPath(first.shortId)}/attendees/${other.attendees[0]!.short_id}`,
      {
        first_name: 'Eve',
      },
    );
    expect(otherTicket.status).toBe(404);
    expect((await first.http.patch(orderPath('o_unknown'), { first_name: 'Eve' })).status).toBe(404);
    const elsewhere = await liveEvent();
    const foreign = await first.http.patch(`/api/public/events/${elsewhere.event.id}/order/${first.shortId}`, {
      first_name: 'Eve',
    });
    expect(foreign.status).toBe(404);

    const http = createHttpClient(server.baseUrl);
    const reserved = await http.post(`/api/public/events/${event.id}/order`, {
      products: [{ product_id: free.id, quantities: [{ price_id: free.prices[0].id, quantity: 1 }] }],
    });
    const reservation = await http.patch(orderPath(reserved.body.data.short_id), { first_name: 'Eve' });
    expect(reservation.status).toBe(409);
    // Someone else's browser does not even see the reservation.
    expect(
      (await createHttpClient(server.baseUrl).patch(orderPath(reserved.body.data.short_id), { first_name: 'Eve' }))
        .status,
    ).toBe(404);

    await sql(`UPDATE orders SET status = 'CANCELLED' WHERE short_id = $1`, [first.shortId]);
    const cancelled = await first.http.patch(orderPath(first.shortId), { first_name: 'Eve' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toContain('cancelled');
  });

  it('validates the changes: an empty body, a blank name and a bad email get 422 with the field', async () => {
    const { free, buy, orderPath } = await liveEvent();
    const { http, shortId } = await buy(free, [person('Ann', 'ann@example.com')]);
    const empty = await http.patch(orderPath(shortId), {});
    expect(empty.status).toBe(422);
    const blank = await http.patch(orderPath(shortId), { first_name: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.first_name).toBeDefined();
    const badEmail = await http.patch(orderPath(shortId), { email: 'not-an-email' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors.email).toBeDefined();
    const tooLong = await http.patch(orderPath(shortId), { last_name: 'x'.repeat(256) });
    expect(tooLong.status).toBe(422);
  });

  it('allows 20 changes an hour per order, whatever its short id becomes, then 429 with Retry-After', async () => {
    const { free, buy, orderPath } = await liveEvent();
    const { http, shortId } = await buy(free, [person('Ann', 'ann@example.com')]);
    let current = shortId;
    for (let index = 0; index < 20; index++) {
      const edited = await http.patch(orderPath(current), { email: `ann+${index}@example.com` });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      current = edited.body.data.short_id;
    }
    const limited = await http.patch(orderPath(current), { first_name: 'Eve' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Resends have their own allowance.
    expect((await http.post(`${orderPath(current)}/resend-confirmation`)).status).toBe(200);
  });
});
