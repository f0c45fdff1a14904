import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesOf,
  createEvent,
  createOrganizer,
  createProduct,
  setQuantitySold,
} from '../../test-support/catalogue';
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
const assignmentsOf = (eventId: string) => `/api/events/${eventId}/capacity-assignments`;

async function createAssignment(eventId: string, body: Record<string, unknown>, client = admin) {
  const response = await client.post(assignmentsOf(eventId), { name: 'Venue', capacity: 500, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const productOf = async (eventId: string, productId: string) =>
  (await admin.get(`/api/events/${eventId}/products/${productId}`)).body.data;

describe('creating capacity assignments', () => {
  it('covers several products, tiers included, and reports their usage', async () => {
    const event = await newEvent();
    const early = await createProduct(admin, event.id, { title: 'Early bird' });
    const pass = await createProduct(admin, event.id, {
      title: 'Pass',
      type: 'TIERED',
      prices: [
        { label: 'Friends', price: 1000, initial_quantity_available: 50 },
        { label: 'Regular', price: 2000 },
      ],
    });
    await createProduct(admin, event.id, { title: 'Not covered' });
    await setQuantitySold(server, early.prices[0].id, 20);
    await setQuantitySold(server, pass.prices[0].id, 5);
    await setQuantitySold(server, pass.prices[1].id, 8);

    const response = await organizerRole.post(assignmentsOf(event.id), {
      name: '  Main hall ',
      capacity: 300,
      status: 'ACTIVE',
      product_ids: [pass.id, early.id, pass.id],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const assignment = response.body.data;
    expect(assignment).toMatchObject({
      event_id: event.id,
      name: 'Main hall',
      capacity: 300,
      status: 'ACTIVE',
      product_ids: [early.id, pass.id],
      products: [
        { id: early.id, title: 'Early bird' },
        { id: pass.id, title: 'Pass' },
      ],
      used_capacity: 33,
      percentage_used: 11,
      remaining_capacity: 267,
    });
    expect((await admin.get(`${assignmentsOf(event.id)}/${assignment.id}`)).body.data).toEqual(assignment);
  });

  it('defaults to ACTIVE and unlimited, which reports usage without a percentage', async () => {
    const event = await newEvent();
    const product = await createProduct(admin, event.id);
    await setQuantitySold(server, product.prices[0].id, 3);
    const response = await admin.post(assignmentsOf(event.id), { name: 'Count only', product_ids: [product.id] });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      capacity: null,
      status: 'ACTIVE',
      used_capacity: 3,
      percentage_used: null,
      remaining_capacity: null,
    });
    expect((await productOf(event.id, product.id)).quantity_available).toBe(97);
  });

  it('refuses invalid bodies with 422 naming each field', async () => {
    const event = await newEvent();
    const product = await createProduct(admin, event.id);
    const otherEventProduct = await createProduct(admin, (await newEvent()).id);
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await admin.post(assignmentsOf(event.id), {
        name: 'Venue',
        capacity: 10,
        product_ids: [product.id],
        ...body,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      return Object.keys(response.body.errors).sort();
    };
    expect(await errorsOf({ name: 'x'.repeat(256), capacity: 0, status: 'PAUSED' })).toEqual([
      'capacity',
      'name',
      'status',
    ]);
    expect(await errorsOf({ name: ' ', capacity: 2.5 })).toEqual(['capacity', 'name']);
    expect(await errorsOf({ product_ids: [] })).toEqual(['product_ids']);
    expect(await errorsOf({ product_ids: ['not-a-uuid'] })).toEqual(['product_ids.0']);
    expect(await errorsOf({ product_ids: [product.id, otherEventProduct.id] })).toEqual(['product_ids']);
    expect(await errorsOf({ capacity: '10' })).toEqual(['capacity']);
    const missing = await admin.post(assignmentsOf(event.id), {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['name', 'product_ids']);
  });

  it('refuses a capacity below what is already used', async () => {
    const event = await newEvent();
    const product = await createProduct(admin, event.id);
    await setQuantitySold(server, product.prices[0].id, 12);
    const refused = await admin.post(assignmentsOf(event.id), {
      name: 'Small',
      capacity: 11,
      product_ids: [product.id],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.capacity).toEqual([
      '12 places are already used: the capacity cannot be lower than that.',
    ]);
    const full = await createAssignment(event.id, { capacity: 12, product_ids: [product.id] });
    expect(full).toMatchObject({ used_capacity: 12, percentage_used: 100, remaining_capacity: 0 });
  });
});

describe('availability under capacity assignments', () => {
  it('caps products everywhere they are read, and sells them out when the capacity is full', async () => {
    const event = await newEvent();
    const standing = await createProduct(admin, event.id, {
      title: 'Standing',
      prices: [{ price: 2000, initial_quantity_available: 400 }],
    });
    const seated = await createProduct(admin, event.id, {
      title: 'Seated',
      type: 'TIERED',
      prices: [
        { label: 'Front', price: 5000, initial_quantity_available: 100 },
        { label: 'Back', price: 3000 },
      ],
    });
    await setQuantitySold(server, standing.prices[0].id, 280);
    await setQuantitySold(server, seated.prices[0].id, 10);
    const venue = await createAssignment(event.id, { capacity: 300, product_ids: [standing.id, seated.id] });
    expect(venue.used_capacity).toBe(290);

    const capped = await productOf(event.id, standing.id);
    expect(capped).toMatchObject({ quantity_available: 10, is_sold_out: false, sales_status: 'ON_SALE' });
    expect(capped.prices[0].quantity_available).toBe(10);
    const tiers = await productOf(event.id, seated.id);
    expect(tiers.quantity_available).toBe(10);
    expect(tiers.prices.map((price: any) => price.quantity_available)).toEqual([10, 10]);
    // The list and the categories read the same model.
    const listed = (await admin.get(`/api/events/${event.id}/products`)).body.data;
    expect(listed.map((product: any) => product.quantity_available)).toEqual([10, 10]);
    const [category] = await categoriesOf(admin, event.id);
    expect(category!.products.map((product: any) => product.quantity_available)).toEqual([10, 10]);

    await setQuantitySold(server, seated.prices[1].id, 10);
    const soldOut = await productOf(event.id, standing.id);
    expect(soldOut).toMatchObject({ quantity_available: 0, is_sold_out: true, sales_status: 'SOLD_OUT' });
    expect(soldOut.prices[0]).toMatchObject({ quantity_available: 0, is_sold_out: true, sales_status: 'SOLD_OUT' });
    expect((await productOf(event.id, seated.id)).is_sold_out).toBe(true);

    // Switched off, the limit no longer applies; a second, tighter one does.
    const url = `${assignmentsOf(event.id)}/${venue.id}`;
    expect((await admin.put(url, { status: 'INACTIVE' })).body.data.status).toBe('INACTIVE');
    expect((await productOf(event.id, standing.id)).quantity_available).toBe(120);
    expect((await productOf(event.id, seated.id)).quantity_available).toBeNull();
    await createAssignment(event.id, { name: 'Balcony', capacity: 25, product_ids: [seated.id] });
    expect((await productOf(event.id, seated.id)).quantity_available).toBe(5);
    expect((await productOf(event.id, standing.id)).quantity_available).toBe(120);
  });
});

describe('updating and deleting', () => {
  it('keeps fields left out, replaces the products when sent, and checks the merged capacity', async () => {
    const event = await newEvent();
    const a = await createProduct(admin, event.id, { title: 'A' });
    const b = await createProduct(admin, event.id, { title: 'B' });
    await setQuantitySold(server, b.prices[0].id, 40);
    const assignment = await createAssignment(event.id, { capacity: 30, product_ids: [a.id] });
    const url = `${assignmentsOf(event.id)}/${assignment.id}`;

    const renamed = await organizerRole.put(url, { name: 'Hall A' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Hall A', capacity: 30, product_ids: [a.id] });

    // B has sold 40, more than the capacity of 30.
    const widened = await admin.put(url, { product_ids: [a.id, b.id] });
    expect(widened.status).toBe(422);
    expect(Object.keys(widened.body.errors)).toEqual(['capacity']);
    const both = await admin.put(url, { product_ids: [a.id, b.id], capacity: 50 });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.data).toMatchObject({ product_ids: [a.id, b.id], used_capacity: 40, percentage_used: 80 });
    expect((await admin.put(url, { capacity: 39 })).status).toBe(422);
    expect((await admin.put(url, { capacity: null })).body.data).toMatchObject({
      capacity: null,
      percentage_used: null,
    });

    // Never set below its usage, even switched off; sales made while it was off can still leave it there,
    // and then it cannot be switched back on.
    expect((await admin.put(url, { status: 'INACTIVE', capacity: 10 })).status).toBe(422);
    await admin.put(url, { capacity: 40 });
    await admin.put(url, { status: 'INACTIVE' });
    await setQuantitySold(server, a.prices[0].id, 5);
    const reactivated = await admin.put(url, { status: 'ACTIVE' });
    expect(reactivated.status).toBe(422);
    expect(reactivated.body.errors.capacity[0]).toMatch(/^45 places/);

    const foreign = await createProduct(admin, (await newEvent()).id);
    expect((await admin.put(url, { product_ids: [foreign.id] })).body.errors).toHaveProperty('product_ids');
    expect((await admin.put(url, { product_ids: [] })).status).toBe(422);
  });

  it('deletes an assignment, and loses a product when the product is deleted', async () => {
    const event = await newEvent();
    const keep = await createProduct(admin, event.id, { title: 'Keep' });
    const drop = await createProduct(admin, event.id, { title: 'Drop' });
    const assignment = await createAssignment(event.id, { capacity: 10, product_ids: [keep.id, drop.id] });
    const url = `${assignmentsOf(event.id)}/${assignment.id}`;
    expect((await admin.delete(`/api/events/${event.id}/products/${drop.id}`)).status).toBe(204);
    expect((await admin.get(url)).body.data.product_ids).toEqual([keep.id]);
    expect((await organizerRole.delete(url)).status).toBe(204);
    expect((await admin.get(url)).status).toBe(404);
    expect((await admin.delete(url)).status).toBe(404);
    expect((await productOf(event.id, keep.id)).quantity_available).toBe(100);
  });
});

describe('listing', () => {
  it('sorts by name, capacity, used capacity and creation, searches names, filters status', async () => {
    const event = await newEvent();
    const a = await createProduct(admin, event.id, { title: 'A' });
    const b = await createProduct(admin, event.id, { title: 'B' });
    await setQuantitySold(server, a.prices[0].id, 30);
    await setQuantitySold(server, b.prices[0].id, 5);
    const hall = await createAssignment(event.id, { name: 'Hall', capacity: 200, product_ids: [a.id, b.id] });
    const balcony = await createAssignment(event.id, { name: 'Balcony', capacity: 50, product_ids: [b.id] });
    const bar = await createAssignment(event.id, {
      name: 'Bar area',
      capacity: null,
      status: 'INACTIVE',
      product_ids: [a.id],
    });
    const ids = async (query = '') => {
      const response = await admin.get(`${assignmentsOf(event.id)}${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((assignment: { id: string }) => assignment.id);
    };
    expect(await ids()).toEqual([bar.id, balcony.id, hall.id]);
    expect(await ids('?sort_by=name')).toEqual([balcony.id, bar.id, hall.id]);
    expect(await ids('?sort_by=capacity&sort_direction=desc')).toEqual([hall.id, balcony.id, bar.id]);
    expect(await ids('?sort_by=used_capacity&sort_direction=desc')).toEqual([hall.id, bar.id, balcony.id]);
    expect(await ids('?sort_by=used_capacity')).toEqual([balcony.id, bar.id, hall.id]);
    expect(await ids('?sort_by=created_at&sort_direction=asc')).toEqual([hall.id, balcony.id, bar.id]);
    expect(await ids('?query=BA')).toEqual([bar.id, balcony.id]);
    expect(await ids('?filter_fields[status][eq]=INACTIVE')).toEqual([bar.id]);
    const page = await admin.get(`${assignmentsOf(event.id)}?per_page=2&page=2`);
    expect(page.body.meta).toMatchObject({ total: 3, last_page: 2, default_sort: 'created_at' });
    expect(page.body.meta.allowed_sorts).toEqual(['name', 'capacity', 'used_capacity', 'created_at']);
    expect(page.body.data[0].used_capacity).toBe(35);
    expect((await admin.get(`${assignmentsOf(event.id)}?sort_by=percentage_used`)).status).toBe(422);
    expect((await admin.get(`${assignmentsOf(event.id)}?filter_fields[status][eq]=FULL`)).status).toBe(422);
  });
});

describe('access', () => {
  it("answers 404 for another account's event or assignment, and 401 when signed out", async () => {
    const event = await newEvent();
    const product = await createProduct(admin, event.id);
    const assignment = await createAssignment(event.id, { product_ids: [product.id] });
    const url = `${assignmentsOf(event.id)}/${assignment.id}`;
    const body = { name: 'Mine', capacity: 5, product_ids: [product.id] };
    expect((await outsider.get(assignmentsOf(event.id))).status).toBe(404);
    expect((await outsider.post(assignmentsOf(event.id), body)).status).toBe(404);
    expect((await outsider.get(url)).status).toBe(404);
    expect((await outsider.put(url, { name: 'Mine' })).status).toBe(404);
    expect((await outsider.delete(url)).status).toBe(404);
    // Their own event with our ids: still absent.
    const theirs = await createEvent(outsider);
    const theirProduct = await createProduct(outsider, theirs.id);
    expect((await outsider.get(`${assignmentsOf(theirs.id)}/${assignment.id}`)).status).toBe(404);
    expect((await outsider.put(`${assignmentsOf(theirs.id)}/${assignment.id}`, { name: 'x' })).status).toBe(404);
    expect((await outsider.delete(`${assignmentsOf(theirs.id)}/${assignment.id}`)).status).toBe(404);
    const borrowed = await outsider.post(assignmentsOf(theirs.id), {
      ...body,
      product_ids: [theirProduct.id, product.id],
    });
    expect(borrowed.status).toBe(422);
    expect(Object.keys(borrowed.body.errors)).toEqual(['product_ids']);

    const anonymous = createHttpClient(server.baseUrl);
    expect((await anonymous.get(assignmentsOf(event.id))).status).toBe(401);
    expect((await anonymous.post(assignmentsOf(event.id), body)).status).toBe(401);
    expect((await anonymous.get(url)).status).toBe(401);
    expect((await anonymous.put(url, { name: 'x' })).status).toBe(401);
    expect((await anonymous.delete(url)).status).toBe(401);
    expect((await admin.get(url)).body.data.name).toBe('Venue');
    expect((await admin.get(`${assignmentsOf(event.id)}/not-a-uuid`)).status).toBe(422);
  });
});
