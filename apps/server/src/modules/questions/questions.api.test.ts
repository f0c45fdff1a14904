import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
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
const questionsOf = (eventId: string) => `/api/events/${eventId}/questions`;

async function createQuestion(eventId: string, body: Record<string, unknown>, client = admin) {
  const response = await client.post(questionsOf(eventId), {
    title: 'Dietary needs',
    type: 'SINGLE_LINE_TEXT',
    belongs_to: 'ORDER',
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const titles = (questions: { title: string }[]) => questions.map((question) => question.title);

describe('creating questions', () => {
  it('creates every type, in order, with sanitised descriptions and deduplicated options', async () => {
    const event = await newEvent();
    const ticket = await createProduct(admin, event.id, { title: 'Ticket' });
    const shirt = await createProduct(admin, event.id, { title: 'Shirt', product_type: 'GENERAL' });
    const address = await createQuestion(
      event.id,
      {
        title: ' Billing address ',
        type: 'ADDRESS',
        description: '<p>For the <b>invoice</b><script>alert(1)</script></p>',
        required: true,
      },
      organizerRole,
    );
    expect(address).toMatchObject({
      event_id: event.id,
      title: 'Billing address',
      description: '<p>For the <b>invoice</b></p>',
      type: 'ADDRESS',
      belongs_to: 'ORDER',
      product_ids: [],
      options: [],
      required: true,
      is_hidden: false,
      order: 0,
    });
    await createQuestion(event.id, { title: 'Company', type: 'SINGLE_LINE_TEXT' });
    await createQuestion(event.id, { title: 'Notes', type: 'MULTI_LINE_TEXT', is_hidden: true });
    const size = await createQuestion(event.id, {
      title: 'Size',
      type: 'RADIO',
      belongs_to: 'PRODUCT',
      product_ids: [shirt.id, shirt.id],
      options: ['S', ' M ', 's', 'L'],
    });
    expect(size).toMatchObject({ product_ids: [shirt.id], options: ['S', 'M', 'L'], order: 3 });
    await createQuestion(event.id, { title: 'Workshops', type: 'CHECKBOX', options: ['Morning', 'Afternoon'] });
    await createQuestion(event.id, {
      title: 'Meal',
      type: 'DROPDOWN',
      belongs_to: 'PRODUCT',
      product_ids: [shirt.id, ticket.id],
      options: ['Fish', 'Veg'],
    });
    await createQuestion(event.id, { title: 'Birthday', type: 'DATE' });

    const listed = await admin.get(questionsOf(event.id));
    expect(listed.status).toBe(200);
    expect(titles(listed.body.data)).toEqual([
      'Billing address',
      'Company',
      'Notes',
      'Size',
      'Workshops',
      'Meal',
      'Birthday',
    ]);
    // Product links come in catalogue order.
    expect(listed.body.data[5].product_ids).toEqual([ticket.id, shirt.id]);
    expect((await admin.get(`${questionsOf(event.id)}/${size.id}`)).body.data).toEqual(size);
  });

  it('refuses invalid bodies with 422 naming each field', async () => {
    const event = await newEvent();
    const product = await createProduct(admin, event.id);
    const foreign = await createProduct(admin, (await newEvent()).id);
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await admin.post(questionsOf(event.id), {
        title: 'Question',
        type: 'SINGLE_LINE_TEXT',
        belongs_to: 'ORDER',
        ...body,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      return Object.keys(response.body.errors).sort();
    };
    expect(await errorsOf({ type: 'PHONE', belongs_to: 'TICKET' })).toEqual(['belongs_to', 'type']);
    expect(await errorsOf({ title: '', description: 'x'.repeat(10_001) })).toEqual(['description', 'title']);
    expect(await errorsOf({ type: 'RADIO' })).toEqual(['options']);
    expect(await errorsOf({ type: 'DROPDOWN', options: [] })).toEqual(['options']);
    expect(await errorsOf({ type: 'DATE', options: ['a'] })).toEqual(['options']);
    expect(await errorsOf({ type: 'CHECKBOX', options: ['ok', ''] })).toEqual(['options.1']);
    expect(await errorsOf({ belongs_to: 'PRODUCT' })).toEqual(['product_ids']);
    expect(await errorsOf({ belongs_to: 'ORDER', product_ids: [product.id] })).toEqual(['product_ids']);
    expect(await errorsOf({ belongs_to: 'PRODUCT', product_ids: [foreign.id] })).toEqual(['product_ids']);
    expect(await errorsOf({ required: 'yes', is_hidden: 1 })).toEqual(['is_hidden', 'required']);
    expect((await admin.post(questionsOf(event.id), 'not json')).status).toBe(422);
  });
});

describe('updating, sorting and deleting', () => {
  it('merges updates and checks the merged question', async () => {
    const event = await newEvent();
    const product = await createProduct(admin, event.id);
    const question = await createQuestion(event.id, {
      title: 'Size',
      type: 'RADIO',
      options: ['S', 'M'],
      required: true,
    });
    const url = `${questionsOf(event.id)}/${question.id}`;
    const renamed = await organizerRole.put(url, { title: 'T-shirt size', is_hidden: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      title: 'T-shirt size',
      is_hidden: true,
      required: true,
      options: ['S', 'M'],
    });

    // A type without options drops the stored ones; sending some is refused.
    expect((await admin.put(url, { type: 'DATE', options: ['S'] })).body.errors).toHaveProperty('options');
    const asDate = await admin.put(url, { type: 'DATE' });
    expect(asDate.body.data).toMatchObject({ type: 'DATE', options: [] });
    expect(Object.keys((await admin.put(url, { type: 'CHECKBOX' })).body.errors)).toEqual(['options']);
    expect((await admin.put(url, { type: 'CHECKBOX', options: ['A', 'a', 'B'] })).body.data.options).toEqual([
      'A',
      'B',
    ]);

    // Moving to products needs products; moving back to the order drops them.
    expect(Object.keys((await admin.put(url, { belongs_to: 'PRODUCT' })).body.errors)).toEqual(['product_ids']);
    const perProduct = await admin.put(url, { belongs_to: 'PRODUCT', product_ids: [product.id] });
    expect(perProduct.body.data).toMatchObject({ belongs_to: 'PRODUCT', product_ids: [product.id] });
    expect((await admin.put(url, { title: 'Still per product' })).body.data.product_ids).toEqual([product.id]);
    expect((await admin.put(url, { belongs_to: 'ORDER' })).body.data).toMatchObject({
      belongs_to: 'ORDER',
      product_ids: [],
    });
    expect((await admin.put(url, { description: '<p>Pick one</p>' })).body.data.description).toBe('<p>Pick one</p>');
    expect((await admin.put(url, { description: null })).body.data.description).toBeNull();
  });

  it('reorders with [{ id, order }] and refuses ids of other events', async () => {
    const event = await newEvent();
    const a = await createQuestion(event.id, { title: 'A' });
    const b = await createQuestion(event.id, { title: 'B' });
    const c = await createQuestion(event.id, { title: 'C' });
    const sorted = await organizerRole.post(`${questionsOf(event.id)}/sort`, [
      { id: c.id, order: 0 },
      { id: a.id, order: 1 },
      { id: b.id, order: 2 },
    ]);
    expect(sorted.status, JSON.stringify(sorted.body)).toBe(200);
    expect(titles(sorted.body.data)).toEqual(['C', 'A', 'B']);
    expect(titles((await admin.get(questionsOf(event.id))).body.data)).toEqual(['C', 'A', 'B']);

    const other = await createQuestion((await newEvent()).id, { title: 'Elsewhere' });
    const refused = await admin.post(`${questionsOf(event.id)}/sort`, [
      { id: a.id, order: 0 },
      { id: other.id, order: 1 },
      { id: a.id, order: 2 },
    ]);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['1.id', '2.id']);
    expect((await admin.post(`${questionsOf(event.id)}/sort`, [])).status).toBe(422);
    expect((await admin.post(`${questionsOf(event.id)}/sort`, { sorted: [] })).status).toBe(422);
    expect(titles((await admin.get(questionsOf(event.id))).body.data)).toEqual(['C', 'A', 'B']);
  });

  it('deletes a question, and drops a deleted product from its links', async () => {
    const event = await newEvent();
    const keep = await createProduct(admin, event.id, { title: 'Keep' });
    const drop = await createProduct(admin, event.id, { title: 'Drop' });
    const question = await createQuestion(event.id, { belongs_to: 'PRODUCT', product_ids: [keep.id, drop.id] });
    const url = `${questionsOf(event.id)}/${question.id}`;
    await admin.delete(`/api/events/${event.id}/products/${drop.id}`);
    expect((await admin.get(url)).body.data.product_ids).toEqual([keep.id]);
    expect((await organizerRole.delete(url)).status).toBe(204);
    expect((await admin.get(url)).status).toBe(404);
    expect((await admin.get(questionsOf(event.id))).body.data).toEqual([]);
  });
});

describe('attendee fields', () => {
  it('asks every field, required, until changed; merges patches; keeps the email visible', async () => {
    const event = await newEvent();
    const url = `/api/events/${event.id}/attendee-fields`;
    const fresh = await admin.get(url);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({
      first_name: { is_required: true, is_hidden: false },
      last_name: { is_required: true, is_hidden: false },
      email: { is_required: true, is_hidden: false },
    });
    const patched = await organizerRole.request('PATCH', url, {
      json: { last_name: { is_required: false, is_hidden: true }, email: { is_required: false } },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data).toEqual({
      first_name: { is_required: true, is_hidden: false },
      last_name: { is_required: false, is_hidden: true },
      email: { is_required: false, is_hidden: false },
    });
    expect((await admin.get(url)).body.data).toEqual(patched.body.data);

    const hiddenEmail = await admin.request('PATCH', url, { json: { email: { is_hidden: true } } });
    expect(hiddenEmail.status).toBe(422);
    expect(Object.keys(hiddenEmail.body.errors)).toEqual(['email.is_hidden']);
    const hiddenRequired = await admin.request('PATCH', url, { json: { first_name: { is_hidden: true } } });
    expect(Object.keys(hiddenRequired.body.errors)).toEqual(['first_name.is_required']);
    const unknown = await admin.request('PATCH', url, { json: { phone: { is_hidden: true } } });
    expect(unknown.status).toBe(422);
    expect((await admin.request('PATCH', url, { json: { first_name: { is_hidden: 'no' } } })).status).toBe(422);
    expect((await admin.get(url)).body.data).toEqual(patched.body.data);
  });
});

describe('access', () => {
  it("answers 404 for another account's event or question, and 401 when signed out", async () => {
    const event = await newEvent();
    const question = await createQuestion(event.id, {});
    const url = `${questionsOf(event.id)}/${question.id}`;
    const body = { title: 'Mine', type: 'DATE', belongs_to: 'ORDER' };
    const fields = `/api/events/${event.id}/attendee-fields`;
    const them = outsider;
    expect((await them.get(questionsOf(event.id))).status).toBe(404);
    expect((await them.post(questionsOf(event.id), body)).status).toBe(404);
    expect((await them.get(url)).status).toBe(404);
    expect((await them.put(url, { title: 'Mine' })).status).toBe(404);
    expect((await them.delete(url)).status).toBe(404);
    expect((await them.post(`${questionsOf(event.id)}/sort`, [{ id: question.id, order: 0 }])).status).toBe(404);
    expect((await them.get(fields)).status).toBe(404);
    expect((await them.request('PATCH', fields, { json: { email: { is_required: false } } })).status).toBe(404);
    const theirs = await createEvent(them);
    expect((await them.get(`${questionsOf(theirs.id)}/${question.id}`)).status).toBe(404);
    expect((await them.put(`${questionsOf(theirs.id)}/${question.id}`, { title: 'x' })).status).toBe(404);
    expect((await them.delete(`${questionsOf(theirs.id)}/${question.id}`)).status).toBe(404);
    expect((await them.post(`${questionsOf(theirs.id)}/sort`, [{ id: question.id, order: 0 }])).status).toBe(422);

    const anonymous = createHttpClient(server.baseUrl);
    expect((await anonymous.get(questionsOf(event.id))).status).toBe(401);
    expect((await anonymous.post(questionsOf(event.id), body)).status).toBe(401);
    expect((await anonymous.get(url)).status).toBe(401);
    expect((await anonymous.put(url, { title: 'x' })).status).toBe(401);
    expect((await anonymous.delete(url)).status).toBe(401);
    expect((await anonymous.post(`${questionsOf(event.id)}/sort`, [{ id: question.id, order: 0 }])).status).toBe(401);
    expect((await anonymous.get(fields)).status).toBe(401);
    expect((await anonymous.request('PATCH', fields, { json: { email: { is_required: false } } })).status).toBe(401);
    expect((await admin.get(url)).body.data.title).toBe('Dietary needs');
  });
});
