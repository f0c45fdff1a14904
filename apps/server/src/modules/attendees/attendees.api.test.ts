import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { cancelOrder, markOrderPaid } from '../orders/orders.service';

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

const attendeesOf = (eventId: string) => `/api/events/${eventId}/attendees`;
const patch = (client: HttpClient, path: string, json: unknown) => client.request('PATCH', path, { json });

/** An event selling "GA" (two prices: Early with `stock` units, Regular with 50) and a "Parking" extra. */
async function sellingEvent(stock = 2) {
  const event = await createEvent(admin, { organizerId });
  const ga = await createProduct(admin, event.id, {
    title: 'GA',
    type: 'TIERED',
    prices: [
      { label: 'Early', price: 2500, initial_quantity_available: stock },
      { label: 'Regular', price: 3500, initial_quantity_available: 50 },
    ],
  });
  const parking = await createProduct(admin, event.id, {
    title: 'Parking',
    product_type: 'GENERAL',
    prices: [{ price: 1000 }],
  });
  const early = ga.prices.find((price: { label: string }) => price.label === 'Early').id as string;
  const regular = ga.prices.find((price: { label: string }) => price.label === 'Regular').id as string;
  return { event, ga, parking, early, regular };
}

async function sold(eventId: string, productId: string): Promise<Record<string, number>> {
  const response = await admin.get(`/api/events/${eventId}/products/${productId}`);
  expect(response.status).toBe(200);
  return Object.fromEntries(
    response.body.data.prices.map((price: { label: string; quantity_sold: number }) => [
      price.label,
      price.quantity_sold,
    ]),
  );
}

async function listed(eventId: string, query = '', client = admin) {
  const response = await client.get(`${attendeesOf(eventId)}${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('the attendee list', () => {
  it('lists attendees of counted and cancelled orders with product, price and order, searchable, filterable and sortable', async () => {
    const { event, ga, early, regular } = await sellingEvent(10);
    const db = server.services.database;
    const hour = 3_600_000;
    const base = Date.now();
    await seedOrder(db, {
      eventId: event.id,
      lines: [{ productPriceId: early, quantity: 1 }],
      buyer: { firstName: 'Zoe', lastName: 'Adams', email: 'zoe@example.com' },
      createdAt: new Date(base - 3 * hour),
    });
    const bob = await seedOrder(db, {
      eventId: event.id,
      lines: [{ productPriceId: regular, quantity: 1 }],
      buyer: { firstName: 'Bob', lastName: 'Young', email: 'bob@example.com' },
      createdAt: new Date(base - 2 * hour),
    });
    await seedOrder(db, {
      eventId: event.id,
      status: 'AWAITING_OFFLINE_PAYMENT',
      lines: [{ productPriceId: regular, quantity: 1 }],
      buyer: { firstName: 'Mia', lastName: 'Offline', email: 'mia@example.com' },
      createdAt: new Date(base - hour),
    });
    // A reservation in progress is not an order yet: its tickets are not listed.
    await seedOrder(db, {
      eventId: event.id,
      status: 'RESERVED',
      reservedUntil: new Date(Date.now() + 600_000),
      lines: [{ productPriceId: early, quantity: 1 }],
      buyer: { firstName: 'Rae', lastName: 'Reserved', email: 'rae@example.com' },
    });

    const all = await listed(event.id, '', organizerRole);
    expect(all.meta).toMatchObject({ total: 3, default_sort: 'created_at', default_sort_direction: 'desc' });
    expect(all.meta.allowed_filter_fields).toEqual(
      expect.arrayContaining(['status', 'product_id', 'product_price_id', 'created_at']),
    );
    expect(all.meta.allowed_sorts).toEqual(expect.arrayContaining(['name', 'email', 'created_at', 'status']));
    expect(all.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Mia', 'Bob', 'Zoe']);
    const bobRow = all.data.find((row: { first_name: string }) => row.first_name === 'Bob');
    expect(bobRow).toMatchObject({
      last_name: 'Young',
      email: 'bob@example.com',
      status: 'ACTIVE',
      product_id: ga.id,
      product_title: 'GA',
      product_price_id: regular,
      price_label: 'Regular',
      order_id: bob.order.id,
      order_short_id: bob.order.shortId,
      order_status: 'COMPLETED',
    });
    expect(bobRow.short_id).toMatch(/^a_/);

    // Search: name, email, short id, public id.
    expect((await listed(event.id, '?query=zoe ada')).data).toHaveLength(1);
    expect((await listed(event.id, '?query=BOB@EXAMPLE')).data[0].first_name).toBe('Bob');
    expect((await listed(event.id, `?query=${bobRow.short_id}`)).data[0].id).toBe(bobRow.id);
    expect((await listed(event.id, `?query=${bobRow.public_id}`)).data[0].id).toBe(bobRow.id);

    // Filters.
    const awaiting = await listed(event.id, '?filter_fields[status][eq]=AWAITING_PAYMENT');
    expect(awaiting.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Mia']);
    const regulars = await listed(event.id, `?filter_fields[product_price_id][eq]=${regular}`);
    expect(regulars.meta.total).toBe(2);
    expect((await listed(event.id, `?filter_fields[product_id][eq]=${ga.id}`)).meta.total).toBe(3);
    const recent = await listed(
      event.id,
      `?filter_fields[created_at][gte]=${encodeURIComponent(new Date(base - 2.5 * hour).toISOString())}`,
    );
    expect(recent.meta.total).toBe(2);

    // Sorts.
    const byName = await listed(event.id, '?sort_by=name&sort_direction=asc');
    expect(byName.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Bob', 'Mia', 'Zoe']);
    const byEmail = await listed(event.id, '?sort_by=email&sort_direction=desc');
    expect(byEmail.data.map((row: { email: string }) => row.email)).toEqual([
      'zoe@example.com',
      'mia@example.com',
      'bob@example.com',
    ]);
    const byStatus = await listed(event.id, '?sort_by=status&sort_direction=asc');
    expect(byStatus.data[0].status).toBe('ACTIVE');
    expect((await listed(event.id, '?per_page=1&page=2')).data).toHaveLength(1);
  });

  it('names an unknown sort or filter field in a 422', async () => {
    const { event } = await sellingEvent();
    const response = await admin.get(`${attendeesOf(event.id)}?sort_by=password&filter_fields[secret][eq]=1`);
    expect(response.status).toBe(422);
    expect(response.body.errors['sort_by'][0]).toContain('password');
    expect(response.body.errors['filter_fields.secret'][0]).toContain('secret');
    const badValue = await admin.get(`${attendeesOf(event.id)}?filter_fields[status][eq]=GONE`);
    expect(badValue.status).toBe(422);
    expect(Object.keys(badValue.body.errors)).toEqual(['filter_fields.status.eq']);
  });
});

describe('one attendee', () => {
  it('shows the answers, and the full edit re-checks them with the core rules', async () => {
    const { event, ga, early } = await sellingEvent();
    const size = await admin.post(`/api/events/${event.id}/questions`, {
      title: 'T-shirt size',
      type: 'RADIO',
      belongs_to: 'PRODUCT',
      product_ids: [ga.id],
      options: ['S', 'M', 'L'],
      required: true,
    });
    expect(size.status, JSON.stringify(size.body)).toBe(201);
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: early, quantity: 1 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });
    const [row] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    const path = `${attendeesOf(event.id)}/${row.id}`;

    const shown = await admin.get(path);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: row.id, order_email: 'ann@example.com', answers: [] });

    const invalid = await admin.put(path, {
      first_name: '',
      last_name: 'Holder',
      email: 'not-an-email',
      answers: [{ question_id: size.body.data.id, response: { answer: 'XXL' } }],
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(['first_name', 'email']));

    const badAnswer = await admin.put(path, {
      first_name: 'Tim',
      last_name: 'Holder',
      email: 'tim@example.com',
      answers: [{ question_id: size.body.data.id, response: { answer: 'XXL' } }],
    });
    expect(badAnswer.status).toBe(422);
    expect(Object.keys(badAnswer.body.errors)).toEqual([`answers.${size.body.data.id}`]);
    const missing = await admin.put(path, {
      first_name: 'Tim',
      last_name: 'Holder',
      email: 'tim@example.com',
      answers: [],
    });
    expect(missing.status).toBe(422);

    const edited = await organizerRole.put(path, {
      first_name: 'Tim',
      last_name: 'Holder',
      email: 'Tim@Example.com',
      notes: 'Wheelchair access',
      answers: [{ question_id: size.body.data.id, response: { answer: 'M' } }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      first_name: 'Tim',
      last_name: 'Holder',
      email: 'tim@example.com',
      notes: 'Wheelchair access',
      answers: [{ question_id: size.body.data.id, question_title: 'T-shirt size', response: { answer: 'M' } }],
    });
    // Without `answers` the stored ones stay.
    const renamed = await admin.put(path, { first_name: 'Timothy', last_name: 'Holder', email: 'tim@example.com' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.answers).toHaveLength(1);
    expect((await admin.get(path)).body.data.first_name).toBe('Timothy');
  });
});

describe('change the ticket', () => {
  const person = { first_name: 'Ann', last_name: 'Holder', email: 'ann@example.com' };

  it('moves the unit to the new tier, keeps the order amounts and answers, and refuses a sold-out or foreign ticket', async () => {
    const { event, ga, parking, early, regular } = await sellingEvent(1);
    const db = server.services.database;
    const size = await admin.post(`/api/events/${event.id}/questions`, {
      title: 'T-shirt size',
      type: 'RADIO',
      belongs_to: 'PRODUCT',
      product_ids: [ga.id],
      options: ['S', 'M'],
      required: false,
    });
    expect(size.status).toBe(201);
    const { order } = await seedOrder(db, {
      eventId: event.id,
      lines: [{ productPriceId: early, quantity: 1 }],
      buyer: { firstName: 'Ann', lastName: 'Holder', email: 'ann@example.com' },
    });
    const [row] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    const path = `${attendeesOf(event.id)}/${row.id}`;
    expect(
      (await admin.put(path, { ...person, answers: [{ question_id: size.body.data.id, response: { answer: 'M' } }] }))
        .status,
    ).toBe(200);
    const orderPath = `/api/events/${event.id}/orders/${order.id}`;
    const totalBefore = (await admin.get(orderPath)).body.data.total_gross;

    // Both ids or neither; a price must belong to the product; merchandise cannot be held by an attendee.
    const half = await admin.put(path, { ...person, product_price_id: regular });
    expect(half.status).toBe(422);
    expect(Object.keys(half.body.errors)).toEqual(['product_id']);
    const wrongPrice = await admin.put(path, { ...person, product_id: ga.id, product_price_id: parking.prices[0].id });
    expect(wrongPrice.status).toBe(422);
    expect(Object.keys(wrongPrice.body.errors)).toEqual(['product_price_id']);
    const merch = await admin.put(path, { ...person, product_id: parking.id, product_price_id: parking.prices[0].id });
    expect(merch.status).toBe(422);
    expect(Object.keys(merch.body.errors)).toEqual(['product_id']);
    const other = await sellingEvent(5);
    const foreign = await admin.put(path, { ...person, product_id: other.ga.id, product_price_id: other.regular });
    expect(foreign.status).toBe(422);

    const moved = await organizerRole.put(path, { ...person, product_id: ga.id, product_price_id: regular });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ product_id: ga.id, product_price_id: regular, price_label: 'Regular' });
    expect(moved.body.data.answers).toMatchObject([{ question_id: size.body.data.id, response: { answer: 'M' } }]);
    expect(await sold(event.id, ga.id)).toEqual({ Early: 0, Regular: 1 });
    expect((await admin.get(orderPath)).body.data.total_gross).toBe(totalBefore);

    // Back to Early, then Early is sold to someone else: moving there again is refused and nothing changes.
    expect((await admin.put(path, { ...person, product_id: ga.id, product_price_id: early })).status).toBe(200);
    expect(await sold(event.id, ga.id)).toEqual({ Early: 1, Regular: 0 });
    expect((await admin.put(path, { ...person, product_id: ga.id, product_price_id: regular })).status).toBe(200);
    await seedOrder(db, { eventId: event.id, lines: [{ productPriceId: early, quantity: 1 }] });
    const refused = await admin.put(path, {
      ...person,
      first_name: 'Changed',
      product_id: ga.id,
      product_price_id: early,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('GA (Early) is sold out.');
    expect((await admin.get(path)).body.data).toMatchObject({ first_name: 'Ann', product_price_id: regular });
    expect(await sold(event.id, ga.id)).toEqual({ Early: 1, Regular: 1 });

    // Cancelling the order gives back the unit the attendee holds now, not the one the order line bought.
    await db.db.transaction((tx) => cancelOrder(tx, order.id));
    expect(await sold(event.id, ga.id)).toEqual({ Early: 1, Regular: 0 });
    const afterCancel = await admin.put(path, { ...person, product_id: ga.id, product_price_id: early });
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.message).toMatch(/completed order/);
  });

  it('moves within a full capacity assignment, since the old place is given back first', async () => {
    const { event, ga, early, regular } = await sellingEvent(10);
    const assignment = await admin.post(`/api/events/${event.id}/capacity-assignments`, {
      name: 'Room',
      capacity: 1,
      product_ids: [ga.id],
    });
    expect(assignment.status, JSON.stringify(assignment.body)).toBe(201);
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: early, quantity: 1 }],
    });
    const [row] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    const moved = await admin.put(`${attendeesOf(event.id)}/${row.id}`, {
      ...person,
      product_id: ga.id,
      product_price_id: regular,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await sold(event.id, ga.id)).toEqual({ Early: 0, Regular: 1 });
  });

  it('names the new tier in the confirmation sent when an offline order is paid', async () => {
    const { event, ga, early, regular } = await sellingEvent(5);
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'AWAITING_OFFLINE_PAYMENT',
      lines: [{ productPriceId: early, quantity: 1 }],
      buyer: { firstName: 'Ola', lastName: 'Offline', email: 'ola.moved@example.com' },
    });
    const [row] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    const moved = await admin.put(`${attendeesOf(event.id)}/${row.id}`, {
      first_name: 'Ola',
      last_name: 'Offline',
      email: 'ola.moved@example.com',
      product_id: ga.id,
      product_price_id: regular,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await sold(event.id, ga.id)).toMatchObject({ Early: 0, Regular: 1 });
    const paid = await admin.post(`/api/events/${event.id}/orders/${order.id}/mark-as-paid`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const email = await sink.waitForMessage(
      (message) => message.to.includes('ola.moved@example.com') && message.text.includes('GA (Regular)'),
      15_000,
    );
    expect(email.text).toContain('GA (Regular) — Ola Offline');
  });

  it('lets a cancelled ticket change tier without taking a unit', async () => {
    const { event, ga, early, regular } = await sellingEvent(1);
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: early, quantity: 1 }],
    });
    const [row] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    const path = `${attendeesOf(event.id)}/${row.id}`;
    expect((await patch(admin, path, { status: 'CANCELLED' })).status).toBe(200);
    const moved = await admin.put(path, { ...person, product_id: ga.id, product_price_id: regular });
    expect(moved.status).toBe(200);
    expect(await sold(event.id, ga.id)).toEqual({ Early: 0, Regular: 0 });
  });
});

describe('cancel and reactivate', () => {
  it('cancelling gives the unit back; reactivating takes it again, and is refused with 409 once sold out', async () => {
    const { event, ga, early } = await sellingEvent(2);
    const db = server.services.database;
    const { order } = await seedOrder(db, {
      eventId: event.id,
      lines: [{ productPriceId: early, quantity: 2 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });
    expect((await sold(event.id, ga.id)).Early).toBe(2);
    const [first, second] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}&sort_by=created_at`))
      .data;
    const path = `${attendeesOf(event.id)}/${first.id}`;

    const badStatus = await patch(admin, path, { status: 'AWAITING_PAYMENT' });
    expect(badStatus.status).toBe(422);
    expect(Object.keys(badStatus.body.errors)).toEqual(['status']);

    const cancelled = await patch(admin, path, { status: 'CANCELLED' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect((await sold(event.id, ga.id)).Early).toBe(1);
    expect((await patch(admin, path, { status: 'CANCELLED' })).status).toBe(409);

    const reactivated = await patch(admin, path, { status: 'ACTIVE' });
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    expect(reactivated.body.data.status).toBe('ACTIVE');
    expect((await sold(event.id, ga.id)).Early).toBe(2);
    expect((await patch(admin, path, { status: 'ACTIVE' })).status).toBe(409);

    // The unit is sold to someone else meanwhile: reactivating is refused.
    expect((await patch(admin, path, { status: 'CANCELLED' })).status).toBe(200);
    await seedOrder(db, { eventId: event.id, lines: [{ productPriceId: early, quantity: 1 }] });
    const refused = await patch(admin, path, { status: 'ACTIVE' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no longer available/i);
    expect(refused.body.message).toContain('GA (Early) is sold out.');
    expect((await admin.get(path)).body.data.status).toBe('CANCELLED');
    expect((await sold(event.id, ga.id)).Early).toBe(2);

    // Cancelling the order afterwards releases only the ticket still held.
    await db.db.transaction((tx) => cancelOrder(tx, order.id));
    expect((await sold(event.id, ga.id)).Early).toBe(1);
    const secondAfter = await admin.get(`${attendeesOf(event.id)}/${second.id}`);
    expect(secondAfter.body.data).toMatchObject({ status: 'CANCELLED', order_status: 'CANCELLED' });
    const orderCancelled = await patch(admin, `${attendeesOf(event.id)}/${second.id}`, { status: 'ACTIVE' });
    expect(orderCancelled.status).toBe(409);
    expect(orderCancelled.body.message).toMatch(/order/i);
  });

  it('checks the capacity assignments of the product when reactivating', async () => {
    const { event, ga, regular } = await sellingEvent(10);
    const db = server.services.database;
    const assignment = await admin.post(`/api/events/${event.id}/capacity-assignments`, {
      name: 'Room',
      capacity: 1,
      product_ids: [ga.id],
    });
    expect(assignment.status, JSON.stringify(assignment.body)).toBe(201);
    const { order } = await seedOrder(db, {
      eventId: event.id,
      lines: [{ productPriceId: regular, quantity: 1 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });
    const [row] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    const path = `${attendeesOf(event.id)}/${row.id}`;
    expect((await patch(admin, path, { status: 'CANCELLED' })).status).toBe(200);
    // Someone takes the room's only place with a live reservation.
    await seedOrder(db, {
      eventId: event.id,
      status: 'RESERVED',
      reservedUntil: new Date(Date.now() + 600_000),
      lines: [{ productPriceId: regular, quantity: 1 }],
    });
    const refused = await patch(admin, path, { status: 'ACTIVE' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/GA( \(Regular\))? is sold out\./);
  });

  it('a ticket of an order awaiting offline payment returns to AWAITING_PAYMENT and stays cancelled when the order is paid', async () => {
    const { event, ga, regular } = await sellingEvent();
    const db = server.services.database;
    const { order } = await seedOrder(db, {
      eventId: event.id,
      status: 'AWAITING_OFFLINE_PAYMENT',
      lines: [{ productPriceId: regular, quantity: 2 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });
    const [first, second] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    expect((await patch(admin, `${attendeesOf(event.id)}/${first.id}`, { status: 'CANCELLED' })).status).toBe(200);
    expect((await sold(event.id, ga.id)).Regular).toBe(1);
    expect((await patch(admin, `${attendeesOf(event.id)}/${second.id}`, { status: 'CANCELLED' })).status).toBe(200);
    const back = await patch(admin, `${attendeesOf(event.id)}/${second.id}`, { status: 'ACTIVE' });
    expect(back.body.data.status).toBe('AWAITING_PAYMENT');
    await db.db.transaction((tx) => markOrderPaid(tx, order.id));
    expect((await admin.get(`${attendeesOf(event.id)}/${first.id}`)).body.data.status).toBe('CANCELLED');
    expect((await admin.get(`${attendeesOf(event.id)}/${second.id}`)).body.data.status).toBe('ACTIVE');
  });

  it('lets only one of two simultaneous reactivations take the last unit', async () => {
    const { event, ga, early } = await sellingEvent(2);
    const db = server.services.database;
    const first = await seedOrder(db, { eventId: event.id, lines: [{ productPriceId: early, quantity: 1 }] });
    const second = await seedOrder(db, { eventId: event.id, lines: [{ productPriceId: early, quantity: 1 }] });
    const ids = await Promise.all(
      [first, second].map(
        async ({ order }) => (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data[0].id as string,
      ),
    );
    for (const id of ids)
      expect((await patch(admin, `${attendeesOf(event.id)}/${id}`, { status: 'CANCELLED' })).status).toBe(200);
    await seedOrder(db, { eventId: event.id, lines: [{ productPriceId: early, quantity: 1 }] });
    const results = await Promise.all(
      ids.map((id) => patch(admin, `${attendeesOf(event.id)}/${id}`, { status: 'ACTIVE' })),
    );
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await sold(event.id, ga.id)).Early).toBe(2);
  });
});

describe('manual add', () => {
  it('adds a complimentary ticket as a completed staff order and emails the ticket', async () => {
    const { event, ga, early } = await sellingEvent(1);
    const response = await organizerRole.post(attendeesOf(event.id), {
      product_id: ga.id,
      product_price_id: early,
      first_name: 'Cleo',
      last_name: 'Comp',
      email: 'Cleo@Example.com',
      unit_price: 0,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({
      first_name: 'Cleo',
      email: 'cleo@example.com',
      status: 'ACTIVE',
      product_price_id: early,
      order_status: 'COMPLETED',
      order_is_manually_created: true,
    });
    const order = await server.services.database.query<Record<string, unknown>>(
      'SELECT total_gross, payment_status, is_manually_created FROM orders WHERE id = $1',
      [response.body.data.order_id],
    );
    expect(order.rows[0]).toMatchObject({ payment_status: 'NO_PAYMENT_REQUIRED', is_manually_created: true });
    expect(Number(order.rows[0]!.total_gross)).toBe(0);
    expect((await sold(event.id, ga.id)).Early).toBe(1);
    const email = await sink.waitForMessage((message) => message.to.includes('cleo@example.com'), 15_000);
    expect(email.subject).toContain(event.title);
    expect(email.attachments.map((file) => file.filename)).toEqual(['event.ics']);
    expect(email.text).toContain(`/product/${event.id}/${response.body.data.short_id}`);

    // Sold out now: 409, nothing written.
    const soldOut = await admin.post(attendeesOf(event.id), {
      product_id: ga.id,
      product_price_id: early,
      first_name: 'Late',
      last_name: 'Comer',
      email: 'late@example.com',
      send_confirmation_email: false,
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toContain('sold out');
    expect((await listed(event.id)).meta.total).toBe(1);
  });

  it('charges the price with its taxes by default, without an email when told not to', async () => {
    const { event, ga, regular } = await sellingEvent();
    sink.clear();
    const response = await admin.post(attendeesOf(event.id), {
      product_id: ga.id,
      product_price_id: regular,
      first_name: 'Pat',
      last_name: 'Payer',
      email: 'pat@example.com',
      send_confirmation_email: false,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = await server.services.database.query<Record<string, unknown>>(
      'SELECT total_gross, payment_status, payment_provider FROM orders WHERE id = $1',
      [response.body.data.order_id],
    );
    expect(order.rows[0]).toMatchObject({ payment_status: 'PAYMENT_RECEIVED', payment_provider: 'OFFLINE' });
    expect(Number(order.rows[0]!.total_gross)).toBe(3500);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.messages.filter((message) => message.to.includes('pat@example.com'))).toHaveLength(0);
  });

  it('refuses what is not a ticket of the event with a 422 naming the field', async () => {
    const { event, ga, parking, regular } = await sellingEvent();
    const other = await sellingEvent();
    const base = { first_name: 'A', last_name: 'B', email: 'ab@example.com', send_confirmation_email: false };
    const notTicket = await admin.post(attendeesOf(event.id), {
      ...base,
      product_id: parking.id,
      product_price_id: parking.prices[0].id,
    });
    expect(notTicket.status).toBe(422);
    expect(Object.keys(notTicket.body.errors)).toEqual(['product_id']);
    const foreignProduct = await admin.post(attendeesOf(event.id), {
      ...base,
      product_id: other.ga.id,
      product_price_id: other.regular,
    });
    expect(Object.keys(foreignProduct.body.errors)).toEqual(['product_id']);
    const wrongPrice = await admin.post(attendeesOf(event.id), {
      ...base,
      product_id: ga.id,
      product_price_id: other.regular,
    });
    expect(wrongPrice.status).toBe(422);
    expect(Object.keys(wrongPrice.body.errors)).toEqual(['product_price_id']);
    const meal = await admin.post(`/api/events/${event.id}/questions`, {
      title: 'Meal',
      type: 'DROPDOWN',
      belongs_to: 'PRODUCT',
      product_ids: [ga.id],
      options: ['Fish', 'Veg'],
      required: true,
    });
    expect(meal.status, JSON.stringify(meal.body)).toBe(201);
    const badAnswer = await admin.post(attendeesOf(event.id), {
      ...base,
      product_id: ga.id,
      product_price_id: regular,
      answers: [{ question_id: meal.body.data.id, response: { answer: 'Steak' } }],
    });
    expect(badAnswer.status).toBe(422);
    expect(Object.keys(badAnswer.body.errors)).toEqual([`answers.${meal.body.data.id}`]);
    const negative = await admin.post(attendeesOf(event.id), {
      ...base,
      product_id: ga.id,
      product_price_id: regular,
      unit_price: -1,
    });
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors)).toEqual(['unit_price']);
    // Required questions may stay unanswered when staff add someone; given answers are stored.
    const withAnswer = await admin.post(attendeesOf(event.id), {
      ...base,
      product_id: ga.id,
      product_price_id: regular,
      answers: [{ question_id: meal.body.data.id, response: { answer: 'Veg' } }],
    });
    expect(withAnswer.status, JSON.stringify(withAnswer.body)).toBe(201);
    expect(withAnswer.body.data.answers).toEqual([
      expect.objectContaining({ question_id: meal.body.data.id, response: { answer: 'Veg' } }),
    ]);
    const noAnswer = await admin.post(attendeesOf(event.id), { ...base, product_id: ga.id, product_price_id: regular });
    expect(noAnswer.status).toBe(201);

    const shape = await admin.post(attendeesOf(event.id), { product_id: ga.id, product_price_id: regular });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.body.errors)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email']));
  });
});

describe('resend the ticket', () => {
  it('queues the ticket email for an active attendee and refuses cancelled or unpaid ones with 409', async () => {
    const { event, regular } = await sellingEvent();
    const db = server.services.database;
    const { order } = await seedOrder(db, {
      eventId: event.id,
      lines: [{ productPriceId: regular, quantity: 2 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });
    const [first, second] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    await admin.put(`${attendeesOf(event.id)}/${first.id}`, {
      first_name: 'Rita',
      last_name: 'Resend',
      email: 'rita@example.com',
    });
    const resent = await organizerRole.post(`${attendeesOf(event.id)}/${first.id}/resend-ticket`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(202);
    expect(resent.body.data).toEqual({ attendee_id: first.id, sent_to: 'rita@example.com' });
    const email = await sink.waitForMessage((message) => message.to.includes('rita@example.com'), 15_000);
    expect(email.text).toContain('Ann Buyer');
    expect(email.text).toContain(`/product/${event.id}/${first.short_id}`);

    expect((await patch(admin, `${attendeesOf(event.id)}/${second.id}`, { status: 'CANCELLED' })).status).toBe(200);
    const cancelled = await admin.post(`${attendeesOf(event.id)}/${second.id}/resend-ticket`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toMatch(/cancelled/i);

    const offline = await seedOrder(db, {
      eventId: event.id,
      status: 'AWAITING_OFFLINE_PAYMENT',
      lines: [{ productPriceId: regular, quantity: 1 }],
      buyer: { firstName: 'Uma', lastName: 'Unpaid', email: 'uma@example.com' },
    });
    const [unpaid] = (await listed(event.id, `?filter_fields[order_id][eq]=${offline.order.id}`)).data;
    const refused = await admin.post(`${attendeesOf(event.id)}/${unpaid.id}/resend-ticket`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/payment/i);
  });
});

describe('access', () => {
  it("answers 404 for another account's event or attendee on every call, and 401 when signed out", async () => {
    const { event, ga, regular } = await sellingEvent();
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: regular, quantity: 1 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });
    const [row] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    const one = `${attendeesOf(event.id)}/${row.id}`;
    const person = { first_name: 'X', last_name: 'Y', email: 'xy@example.com' };
    const calls = [
      outsider.get(attendeesOf(event.id)),
      outsider.post(attendeesOf(event.id), { ...person, product_id: ga.id, product_price_id: regular }),
      outsider.get(one),
      outsider.put(one, person),
      patch(outsider, one, { status: 'CANCELLED' }),
      outsider.post(`${one}/resend-ticket`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    // The attendee id under another event of the same account is not found either.
    const otherEvent = await createEvent(admin, { organizerId });
    expect((await admin.get(`${attendeesOf(otherEvent.id)}/${row.id}`)).status).toBe(404);
    expect((await admin.get(`${attendeesOf(event.id)}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const { createHttpClient } = await import('../../test-support/http');
    expect((await createHttpClient(server.baseUrl).get(attendeesOf(event.id))).status).toBe(401);
    expect((await admin.get(one)).body.data.status).toBe('ACTIVE');
  });
});

describe("staff actions on the order's timeline (decision 100)", () => {
  type TEntry = { kind: string; details: Record<string, unknown> };
  const staffActions = async (eventId: string, orderId: string) => {
    const detail = await admin.get(`/api/events/${eventId}/orders/${orderId}`);
    expect(detail.status).toBe(200);
    return (detail.body.data.timeline as TEntry[])
      .filter((entry) => entry.kind === 'STAFF_ACTION')
      .map((entry) => entry.details);
  };

  it('names who edited, moved, cancelled, reactivated, resent and marked paid, and records nothing a refusal rolled back', async () => {
    const { event, early, regular, ga } = await sellingEvent(5);
    const db = server.services.database;
    const { order } = await seedOrder(db, {
      eventId: event.id,
      status: 'AWAITING_OFFLINE_PAYMENT',
      lines: [{ productPriceId: early, quantity: 1 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });
    const [row] = (await listed(event.id, `?filter_fields[order_id][eq]=${order.id}`)).data;
    const path = `${attendeesOf(event.id)}/${row.id}`;
    const orderPath = `/api/events/${event.id}/orders/${order.id}`;
    const person = { first_name: 'Rita', last_name: 'Holder', email: 'rita@example.com' };

    expect((await admin.put(path, person)).status).toBe(200);
    // The same details again change nothing, so nothing is recorded.
    expect((await admin.put(path, person)).status).toBe(200);
    expect((await organizerRole.put(path, { ...person, product_id: ga.id, product_price_id: regular })).status).toBe(
      200,
    );
    expect((await patch(admin, path, { status: 'CANCELLED' })).status).toBe(200);
    expect((await patch(admin, path, { status: 'CANCELLED' })).status).toBe(409);
    expect((await patch(admin, path, { status: 'ACTIVE' })).status).toBe(200);
    expect(
      (await admin.put(orderPath, { first_name: 'Ann', last_name: 'Byer', email: 'ann@example.com' })).status,
    ).toBe(200);
    expect((await admin.post(`${orderPath}/mark-as-paid`)).status).toBe(200);
    expect((await admin.post(`${path}/resend-ticket`)).status).toBe(202);

    const publicId = row.public_id;
    expect(await staffActions(event.id, order.id)).toEqual([
      { action: 'ATTENDEE_EDITED', by: 'Ada Admin', attendee: publicId, fields: 'first_name, last_name, email' },
      {
        action: 'ATTENDEE_TICKET_CHANGED',
        by: 'Otto Invitee',
        attendee: publicId,
        from: 'GA (Early)',
        to: 'GA (Regular)',
      },
      { action: 'ATTENDEE_CANCELLED', by: 'Ada Admin', attendee: publicId },
      { action: 'ATTENDEE_REACTIVATED', by: 'Ada Admin', attendee: publicId },
      { action: 'BUYER_EDITED', by: 'Ada Admin', fields: 'last_name' },
      { action: 'MARKED_PAID', by: 'Ada Admin' },
      { action: 'TICKET_RESENT', by: 'Ada Admin', attendee: publicId, to: 'rita@example.com' },
    ]);
  });

  it('records a ticket added by staff and a cancellation by staff', async () => {
    const { event, ga, regular } = await sellingEvent();
    const added = await admin.post(attendeesOf(event.id), {
      product_id: ga.id,
      product_price_id: regular,
      first_name: 'Comp',
      last_name: 'Guest',
      email: 'comp@example.com',
      unit_price: 0,
      send_confirmation_email: false,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const orderId = added.body.data.order_id as string;
    expect((await admin.post(`/api/events/${event.id}/orders/${orderId}/cancel`, {})).status).toBe(200);
    expect(await staffActions(event.id, orderId)).toEqual([
      {
        action: 'ORDER_CREATED_BY_STAFF',
        by: 'Ada Admin',
        attendee: added.body.data.public_id,
        ticket: 'GA (Regular)',
        unit_price: 0,
      },
      { action: 'CANCELLED_BY_STAFF', by: 'Ada Admin', refund_amount: null },
    ]);
  });
});
