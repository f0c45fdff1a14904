import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { emailTo, inviteAndAccept, linkIn, registerAccount, tokenFrom } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerRole: HttpClient;
let outsider: HttpClient;
let organizerId: string;

const inDays = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

const createEvent = async (overrides: Record<string, unknown> = {}, client = admin) => {
  const response = await client.post('/api/events', {
    organizer_id: organizerId,
    title: 'Summer Jazz Night',
    start_date: inDays(10),
    end_date: inDays(10, 23),
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
};

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  const token = tokenFrom(
    linkIn(await emailTo(sink, registered.email, 'confirm your email'), '/confirm-email-address/'),
  );
  await admin.post(`/api/users/${registered.user.id}/confirm-email/${token}`);
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  const organizer = await admin.post('/api/organizers', {
    name: 'Blue Note',
    email: 'hi@bluenote.example',
    currency: 'EUR',
    timezone: 'Europe/Amsterdam',
  });
  organizerId = organizer.body.data.id;
  await admin.request('PATCH', `/api/organizers/${organizerId}/settings`, {
    json: { default_attendee_details_collection_method: 'PER_ORDER', default_show_marketing_opt_in: false },
  });
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('creating and editing events', () => {
  it('creates a DRAFT event inheriting the organizer currency, time zone and defaults', async () => {
    const event = await createEvent({
      description: '<p>Live <img src="x" onerror="alert(1)"> music</p>',
      category: 'MUSIC',
    });
    expect(event).toMatchObject({
      status: 'DRAFT',
      slug: 'summer-jazz-night',
      currency: 'EUR',
      timezone: 'Europe/Amsterdam',
      category: 'MUSIC',
      lifecycle: 'UPCOMING',
      description: '<p>Live  music</p>',
    });
    expect(event.short_id).toMatch(/^e_[A-Za-z0-9]{13}$/);
    const settings = await admin.get(`/api/events/${event.id}/settings`);
    expect(settings.body.data).toMatchObject({
      order_timeout_in_minutes: 15,
      attendee_details_collection_method: 'PER_ORDER',
      show_marketing_opt_in: false,
      support_email: 'hi@bluenote.example',
      continue_button_text: 'Continue',
    });
    const categories = await server.services.database.query<{ name: string }>(
      'SELECT name FROM product_categories WHERE event_id = $1',
      [event.id],
    );
    expect(categories.rows).toEqual([{ name: 'Tickets' }]);
  });

  it('refuses bad input with 422 naming the fields', async () => {
    const response = await admin.post('/api/events', {
      organizer_id: organizerId,
      title: '',
      start_date: '2026-13-01 19:00',
      category: 'RAVE',
      currency: 'EURO',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['category', 'currency', 'start_date', 'title']);
    const backwards = await admin.post('/api/events', {
      organizer_id: organizerId,
      title: 'X',
      start_date: inDays(5),
      end_date: inDays(4),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toHaveProperty('end_date');
  });

  it("refuses another account's organizer and event with 404", async () => {
    const event = await createEvent();
    expect(
      (await outsider.post('/api/events', { organizer_id: organizerId, title: 'X', start_date: inDays(3) })).status,
    ).toBe(404);
    expect((await outsider.get(`/api/events/${event.id}`)).status).toBe(404);
    expect((await outsider.put(`/api/events/${event.id}`, { title: 'Mine' })).status).toBe(404);
    expect((await outsider.put(`/api/events/${event.id}/status`, { status: 'ARCHIVED' })).status).toBe(404);
    expect((await outsider.delete(`/api/events/${event.id}`)).status).toBe(404);
    expect((await outsider.get(`/api/events/${event.id}/settings`)).status).toBe(404);
    expect(
      (await outsider.post(`/api/events/${event.id}/duplicate`, { title: 'Copy', start_date: inDays(3) })).status,
    ).toBe(404);
    expect((await createHttpClient(server.baseUrl).get(`/api/events/${event.id}`)).status).toBe(401);
  });

  it('updates fields and clears the venue of an online event', async () => {
    const event = await createEvent({ location_details: { venue_name: 'Paradiso', city: 'Amsterdam', country: 'nl' } });
    expect(event.location_details).toMatchObject({ venue_name: 'Paradiso', country: 'NL' });
    const online = await organizerRole.put(`/api/events/${event.id}`, { title: 'Jazz Stream', is_online_event: true });
    expect(online.status).toBe(200);
    expect(online.body.data).toMatchObject({
      title: 'Jazz Stream',
      slug: 'jazz-stream',
      is_online_event: true,
      location_details: null,
    });
    const bad = await admin.put(`/api/events/${event.id}`, { end_date: '2000-01-01T00:00:00Z' });
    expect(bad.status).toBe(422);
  });
});

describe('the events list', () => {
  it('filters by tab, organizer, search and sorts, with the list meta', async () => {
    const team = await registerAccount(server.baseUrl);
    const org = (
      await team.http.post('/api/organizers', {
        name: 'Tabs',
        email: 't@example.com',
        currency: 'USD',
        timezone: 'UTC',
      })
    ).body.data;
    const post = (body: Record<string, unknown>) => team.http.post('/api/events', { organizer_id: org.id, ...body });
    const soon = (await post({ title: 'Alpha soon', start_date: inDays(2), end_date: inDays(2, 23) })).body.data;
    const later = (await post({ title: 'Beta later', start_date: inDays(30) })).body.data;
    const past = (await post({ title: 'Gamma past', start_date: inDays(-10), end_date: inDays(-10, 23) })).body.data;
    const archived = (await post({ title: 'Delta archived', start_date: inDays(5) })).body.data;
    await team.http.put(`/api/events/${archived.id}/status`, { status: 'ARCHIVED' });

    const ids = async (query: string) =>
      (await team.http.get(`/api/events?${query}`)).body.data.map((item: { id: string }) => item.id);
    expect(await ids('eventsStatus=upcoming')).toEqual([soon.id, later.id]);
    expect(await ids('eventsStatus=ended')).toEqual([past.id]);
    expect(await ids('eventsStatus=archived')).toEqual([archived.id]);
    expect(await ids('eventsStatus=draft')).toEqual([past.id, soon.id, later.id]);
    expect(await ids('query=beta')).toEqual([later.id]);
    expect(await ids('sort_by=title&sort_direction=desc')).toEqual([past.id, archived.id, later.id, soon.id]);
    expect(await ids(`filter_fields[organizer_id][eq]=${org.id}&filter_fields[status][eq]=ARCHIVED`)).toEqual([
      archived.id,
    ]);
    const organizerList = await team.http.get(`/api/organizers/${org.id}/events?eventsStatus=upcoming`);
    expect(organizerList.body.data).toHaveLength(2);
    expect(organizerList.body.meta).toMatchObject({
      total: 2,
      default_sort: 'start_date',
      default_sort_direction: 'asc',
    });
    expect((await team.http.get('/api/events?eventsStatus=soon')).status).toBe(422);
    expect((await team.http.get('/api/events?sort_by=attendees')).status).toBe(422);
    expect((await outsider.get(`/api/organizers/${org.id}/events`)).status).toBe(404);
  });

  it('takes empty parameters as unset, as forms send them, on its own parameters and the list query alike', async () => {
    const team = await registerAccount(server.baseUrl);
    const org = (
      await team.http.post('/api/organizers', {
        name: 'Empty',
        email: 'e@example.com',
        currency: 'USD',
        timezone: 'UTC',
      })
    ).body.data;
    const first = (await team.http.post('/api/events', { organizer_id: org.id, title: 'First', start_date: inDays(3) }))
      .body.data;
    const second = (
      await team.http.post('/api/events', { organizer_id: org.id, title: 'Second', start_date: inDays(4) })
    ).body.data;
    const empty =
      'eventsStatus=&page=&per_page=&query=&sort_by=&sort_direction=&filter_fields[status][eq]=&filter_fields[title][like]=';
    for (const path of [`/api/events?${empty}`, `/api/organizers/${org.id}/events?${empty}`]) {
      const response = await team.http.get(path);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
      expect(response.body.meta).toMatchObject({ current_page: 1, per_page: 20, total: 2 });
    }
    const filled = await team.http.get('/api/events?sort_by=title&sort_direction=&per_page=&query=sec&page=');
    expect(filled.body.data.map((item: { id: string }) => item.id)).toEqual([second.id]);
  });
});

describe('event status', () => {
  it('goes live, pauses, archives and restores under the transition rules', async () => {
    const event = await createEvent();
    const [tickets] = (await admin.get(`/api/events/${event.id}/product-categories`)).body.data;
    await admin.post(`/api/events/${event.id}/products`, {
      title: 'Entry',
      type: 'FREE',
      product_category_id: tickets.id,
      prices: [{ price: 0 }],
    });
    const to = (status: string) => admin.put(`/api/events/${event.id}/status`, { status });
    expect((await to('PAUSED')).status).toBe(409);
    expect((await to('LIVE')).body.data.status).toBe('LIVE');
    expect((await to('PAUSED')).body.data.status).toBe('PAUSED');
    expect((await to('ARCHIVED')).body.data.status).toBe('ARCHIVED');
    expect((await to('LIVE')).status).toBe(409);
    expect((await to('DRAFT')).body.data.status).toBe('DRAFT');
    const unknown = await to('CANCELLED');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('status');
  });

  it('says what is missing when an event cannot go live', async () => {
    const team = await registerAccount(server.baseUrl);
    const org = (
      await team.http.post('/api/organizers', {
        name: 'Unverified',
        email: 'u@example.com',
        currency: 'USD',
        timezone: 'UTC',
      })
    ).body.data;
    const past = (
      await team.http.post('/api/events', {
        organizer_id: org.id,
        title: 'Old',
        start_date: inDays(-3),
        end_date: inDays(-3, 23),
      })
    ).body.data;
    const response = await team.http.put(`/api/events/${past.id}/status`, { status: 'LIVE' });
    expect(response.status).toBe(409);
    expect(response.body.errors.status).toEqual([
      'Confirm your email address before publishing events.',
      'The event has already ended. Change its dates first.',
      'Add at least one ticket or product before going live.',
    ]);
  });

  it('archives the events of an archived organizer', async () => {
    const second = (
      await admin.post('/api/organizers', { name: 'Second', email: 's@example.com', currency: 'EUR', timezone: 'UTC' })
    ).body.data;
    const event = (
      await admin.post('/api/events', { organizer_id: second.id, title: 'Goes with it', start_date: inDays(4) })
    ).body.data;
    expect((await admin.put(`/api/organizers/${second.id}/status`, { status: 'ARCHIVED' })).status).toBe(200);
    expect((await admin.get(`/api/events/${event.id}`)).body.data.status).toBe('ARCHIVED');
    const refused = await admin.post('/api/events', {
      organizer_id: second.id,
      title: 'Too late',
      start_date: inDays(4),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('organizer_id');
  });
});

describe('settings', () => {
  it('merges with PATCH, replaces with PUT, and persists', async () => {
    const event = await createEvent();
    const patched = await organizerRole.request('PATCH', `/api/events/${event.id}/settings`, {
      json: {
        order_timeout_in_minutes: 30,
        payment_providers: ['OFFLINE'],
        offline_payment_instructions: '<p>Pay at the door <script>x</script></p>',
        seo_title: 'Jazz',
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      order_timeout_in_minutes: 30,
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: '<p>Pay at the door </p>',
      seo_title: 'Jazz',
      continue_button_text: 'Continue',
    });
    expect((await admin.get(`/api/events/${event.id}/settings`)).body.data.order_timeout_in_minutes).toBe(30);

    const full = { ...patched.body.data, order_timeout_in_minutes: 45, seo_title: null };
    const replaced = await admin.put(`/api/events/${event.id}/settings`, full);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ order_timeout_in_minutes: 45, seo_title: null });
    expect((await admin.put(`/api/events/${event.id}/settings`, { order_timeout_in_minutes: 10 })).status).toBe(422);
  });

  it('validates timeouts, providers and offline instructions', async () => {
    const event = await createEvent();
    const patch = (json: unknown) => admin.request('PATCH', `/api/events/${event.id}/settings`, { json });
    expect((await patch({ order_timeout_in_minutes: 0 })).body.errors).toHaveProperty('order_timeout_in_minutes');
    expect((await patch({ order_timeout_in_minutes: 121 })).status).toBe(422);
    expect((await patch({ payment_providers: ['PAYPAL'] })).status).toBe(422);
    expect((await patch({ payment_providers: ['OFFLINE'] })).body.errors).toHaveProperty(
      'offline_payment_instructions',
    );
    expect((await patch({ surprise: true })).status).toBe(422);
  });

  it('starts invoicing off with numbering defaults and the organizer as issuer, and needs an address to turn it on', async () => {
    const event = await createEvent();
    const patch = (json: unknown) => admin.request('PATCH', `/api/events/${event.id}/settings`, { json });
    const initial = (await admin.get(`/api/events/${event.id}/settings`)).body.data;
    expect(initial).toMatchObject({
      enable_invoicing: false,
      invoice_label: 'Invoice',
      invoice_prefix: 'INV-',
      invoice_start_number: 1,
      invoice_payment_terms_days: null,
    });
    expect(initial.organization_name).toEqual(expect.any(String));

    const refused = await patch({ enable_invoicing: true });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['organization_address']);
    expect((await patch({ invoice_prefix: 'INV/2026' })).body.errors).toHaveProperty('invoice_prefix');
    expect((await patch({ invoice_start_number: 0 })).body.errors).toHaveProperty('invoice_start_number');
    expect((await patch({ invoice_payment_terms_days: 1001 })).body.errors).toHaveProperty(
      'invoice_payment_terms_days',
    );

    const saved = await patch({
      enable_invoicing: true,
      organization_address: 'Prinsengracht 263, Amsterdam',
      invoice_prefix: 'JAZZ-',
      invoice_start_number: 100,
      invoice_payment_terms_days: 14,
      invoice_tax_details: 'VAT NL123456789B01',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      enable_invoicing: true,
      invoice_prefix: 'JAZZ-',
      invoice_start_number: 100,
    });
  });
});

describe('the currency', () => {
  it('changes while the event has no orders, and not once it has one', async () => {
    const event = await createEvent();
    const changed = await admin.put(`/api/events/${event.id}`, { currency: 'USD' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.currency).toBe('USD');
    const product = await createProduct(admin, event.id, { prices: [{ price: 1000 }] });
    await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: product.prices[0].id, quantity: 1 }],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
    });
    const refused = await admin.put(`/api/events/${event.id}`, { currency: 'EUR', title: 'Renamed' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.currency[0]).toMatch(/orders: they are in USD/);
    const after = await admin.get(`/api/events/${event.id}`);
    expect(after.body.data).toMatchObject({ currency: 'USD', title: event.title });
    // Sending the same currency with other changes is fine.
    expect((await admin.put(`/api/events/${event.id}`, { currency: 'USD', title: 'Renamed' })).status).toBe(200);
  });
});

describe('duplicate and delete', () => {
  it('copies an event as a DRAFT with or without its settings', async () => {
    const event = await createEvent({ title: 'Original' });
    const [tickets] = (await admin.get(`/api/events/${event.id}/product-categories`)).body.data;
    await admin.post(`/api/events/${event.id}/products`, {
      title: 'Entry',
      type: 'FREE',
      product_category_id: tickets.id,
      prices: [{ price: 0 }],
    });
    expect((await admin.put(`/api/events/${event.id}/status`, { status: 'LIVE' })).status).toBe(200);
    await admin.request('PATCH', `/api/events/${event.id}/settings`, { json: { order_timeout_in_minutes: 20 } });
    const withSettings = await admin.post(`/api/events/${event.id}/duplicate`, {
      title: 'Copy',
      start_date: inDays(40),
    });
    expect(withSettings.status).toBe(201);
    expect(withSettings.body.data).toMatchObject({ title: 'Copy', status: 'DRAFT', currency: 'EUR' });
    expect(withSettings.body.data.id).not.toBe(event.id);
    expect(
      (await admin.get(`/api/events/${withSettings.body.data.id}/settings`)).body.data.order_timeout_in_minutes,
    ).toBe(20);
    const bare = await admin.post(`/api/events/${event.id}/duplicate`, {
      title: 'Bare',
      start_date: inDays(41),
      duplicate_settings: false,
    });
    expect((await admin.get(`/api/events/${bare.body.data.id}/settings`)).body.data.order_timeout_in_minutes).toBe(15);
    expect((await admin.post(`/api/events/${event.id}/duplicate`, { title: '' })).status).toBe(422);
  });

  it('deletes for administrators only', async () => {
    const event = await createEvent();
    expect((await organizerRole.delete(`/api/events/${event.id}`)).status).toBe(403);
    const deleted = await admin.delete(`/api/events/${event.id}`);
    expect(deleted.status).toBe(204);
    expect((await admin.get(`/api/events/${event.id}`)).status).toBe(404);
  });
});

describe('duplicating what links to products', () => {
  type Body = Record<string, any>;
  const post = async (path: string, body: unknown) => {
    const response = await admin.post(path, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as Body;
  };

  /** An event with two products and everything issue 5 links to them, with some usage on the original. */
  async function eventWithCatalogueRules() {
    const event = await createEvent({ title: 'Rules' });
    const [tickets] = (await admin.get(`/api/events/${event.id}/product-categories`)).body.data;
    const product = (title: string) =>
      post(`/api/events/${event.id}/products`, {
        title,
        type: 'PAID',
        product_category_id: tickets.id,
        prices: [{ price: 2500, initial_quantity_available: 100 }],
      });
    const standing = await product('Standing');
    const seated = await product('Seated');
    await server.services.database.query('UPDATE product_prices SET quantity_sold = 40 WHERE id = $1', [
      standing.prices[0].id,
    ]);
    const base = `/api/events/${event.id}`;
    await post(`${base}/questions`, {
      title: 'Company',
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'ORDER',
      required: true,
    });
    await post(`${base}/questions`, {
      title: 'Seat side',
      type: 'RADIO',
      belongs_to: 'PRODUCT',
      product_ids: [seated.id],
      options: ['Left', 'Right'],
    });
    await admin.request('PATCH', `${base}/attendee-fields`, { json: { last_name: { is_required: false } } });
    const everyone = await post(`${base}/promo-codes`, { code: 'everyone', discount_type: 'PERCENTAGE', discount: 10 });
    await post(`${base}/promo-codes`, {
      code: 'seats',
      discount_type: 'FIXED',
      discount: 500,
      applicable_product_ids: [seated.id],
      max_allowed_usages: 10,
    });
    await server.services.database.query(
      'UPDATE promo_codes SET order_usage_count = 4, attendee_usage_count = 9 WHERE id = $1',
      [everyone.id],
    );
    await post(`${base}/capacity-assignments`, { name: 'Hall', capacity: 150, product_ids: [standing.id, seated.id] });
    const affiliate = await post(`${base}/affiliates`, { name: 'Blog', code: 'blog', email: 'blog@example.com' });
    await server.services.database.query(
      'UPDATE affiliates SET total_sales = 3, total_sales_gross = 7500 WHERE id = $1',
      [affiliate.id],
    );
    return { event, standing, seated };
  }

  const read = async (eventId: string) => {
    const base = `/api/events/${eventId}`;
    return {
      products: (await admin.get(`${base}/products`)).body.data as Body[],
      questions: (await admin.get(`${base}/questions`)).body.data as Body[],
      attendeeFields: (await admin.get(`${base}/attendee-fields`)).body.data as Body,
      promoCodes: (await admin.get(`${base}/promo-codes?sort_by=code`)).body.data as Body[],
      capacity: (await admin.get(`${base}/capacity-assignments`)).body.data as Body[],
      affiliates: (await admin.get(`${base}/affiliates`)).body.data as Body[],
    };
  };

  it('copies questions, promo codes, capacity and affiliates onto the copied products, without sales', async () => {
    const { event } = await eventWithCatalogueRules();
    const response = await admin.post(`/api/events/${event.id}/duplicate`, {
      title: 'Rules again',
      start_date: inDays(50),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const copy = await read(response.body.data.id);
    const [standing, seated] = copy.products.map((product) => product.id);

    expect(copy.questions.map((question) => [question.title, question.product_ids, question.options])).toEqual([
      ['Company', [], []],
      ['Seat side', [seated], ['Left', 'Right']],
    ]);
    expect(copy.questions[0]).toMatchObject({ required: true, belongs_to: 'ORDER', event_id: response.body.data.id });
    expect(copy.attendeeFields.last_name).toEqual({ is_required: false, is_hidden: false });

    expect(
      copy.promoCodes.map((code) => [
        code.code,
        code.discount_type,
        code.discount,
        code.applicable_product_ids,
        code.order_usage_count,
        code.attendee_usage_count,
      ]),
    ).toEqual([
      ['everyone', 'PERCENTAGE', 10, [], 0, 0],
      ['seats', 'FIXED', 500, [seated], 0, 0],
    ]);
    expect(copy.promoCodes[1]!.max_allowed_usages).toBe(10);

    expect(copy.capacity).toHaveLength(1);
    expect(copy.capacity[0]).toMatchObject({
      name: 'Hall',
      capacity: 150,
      product_ids: [standing, seated],
      used_capacity: 0,
      percentage_used: 0,
    });

    expect(copy.affiliates).toHaveLength(1);
    expect(copy.affiliates[0]).toMatchObject({
      code: 'BLOG',
      email: 'blog@example.com',
      total_sales: 0,
      total_sales_gross: 0,
    });

    // The original keeps its links and usage.
    const original = await read(event.id);
    expect(original.capacity[0]!.used_capacity).toBe(40);
    expect(original.promoCodes[0]!.order_usage_count).toBe(4);
    expect(original.questions[1]!.product_ids).not.toContain(seated);
  });

  it('copies only what names no product when products stay behind', async () => {
    const { event } = await eventWithCatalogueRules();
    const response = await admin.post(`/api/events/${event.id}/duplicate`, {
      title: 'No products',
      start_date: inDays(51),
      duplicate_products: false,
    });
    expect(response.status).toBe(201);
    const copy = await read(response.body.data.id);
    expect(copy.products).toEqual([]);
    expect(copy.questions.map((question) => question.title)).toEqual(['Company']);
    expect(copy.promoCodes.map((code) => [code.code, code.applies_to_all_products])).toEqual([['everyone', true]]);
    expect(copy.capacity).toEqual([]);
    expect(copy.affiliates.map((affiliate) => affiliate.code)).toEqual(['BLOG']);
  });

  it('copies none of them when asked not to', async () => {
    const { event } = await eventWithCatalogueRules();
    const response = await admin.post(`/api/events/${event.id}/duplicate`, {
      title: 'Products only',
      start_date: inDays(52),
      duplicate_questions: false,
      duplicate_promo_codes: false,
      duplicate_capacity_assignments: false,
      duplicate_affiliates: false,
    });
    expect(response.status).toBe(201);
    const copy = await read(response.body.data.id);
    expect(copy.products).toHaveLength(2);
    expect(copy.questions).toEqual([]);
    expect(copy.attendeeFields.last_name).toEqual({ is_required: true, is_hidden: false });
    expect(copy.promoCodes).toEqual([]);
    expect(copy.capacity).toEqual([]);
    expect(copy.affiliates).toEqual([]);
  });
});
