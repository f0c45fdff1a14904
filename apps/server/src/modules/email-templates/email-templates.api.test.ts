import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let adminUser: Record<string, any>;
let organizerId: string;

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  adminUser = registered.user;
  await sql('UPDATE accounts SET verified_at = now() WHERE id = $1', [adminUser.account_id]);
  organizerId = (await createOrganizer(admin, { name: 'Blue Note', email: 'boxoffice@bluenote.example' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const organizerPath = () => `/api/organizers/${organizerId}/email-templates`;
const eventPath = (eventId: string) => `/api/events/${eventId}/email-templates`;

const confirmation = (overrides: Record<string, unknown> = {}) => ({
  template_type: 'order_confirmation',
  subject: 'Tickets for {{ event.title }}, {{ order.first_name }}!',
  body: '<p>Dear {{ order.first_name }}, order {{ order.number }} came to {{ order.total }}.</p>',
  cta_label: 'Open my order',
  ...overrides,
});

async function liveEvent() {
  const event = await createEvent(admin, { organizerId });
  const product = await createProduct(admin, event.id, {
    title: 'Standing',
    prices: [{ price: 2500, initial_quantity_available: 10 }],
  });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: ['OFFLINE'], offline_payment_instructions: '<p>Pay at the <strong>door</strong></p>' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return { event, product };
}

/** Places an offline order of `quantity` tickets; the buyer is `buyer`, the second ticket goes to `guest` if given. */
async function placeOrder(
  input: { event: Record<string, any>; product: Record<string, any> },
  buyer: { first: string; email: string },
  guest?: { first: string; email: string },
) {
  const http = createHttpClient(server.baseUrl);
  const priceId = input.product.prices[0].id as string;
  const quantity = guest ? 2 : 1;
  const order = (
    await http.post(`/api/public/events/${input.event.id}/order`, {
      products: [{ product_id: input.product.id, quantities: [{ price_id: priceId, quantity }] }],
    })
  ).body.data;
  const person = (who: { first: string; email: string }) => ({
    first_name: who.first,
    last_name: 'Guest',
    email: who.email,
    email_confirmation: who.email,
  });
  const ticket = { product_id: input.product.id, product_price_id: priceId };
  const saved = await http.put(`/api/public/events/${input.event.id}/order/${order.short_id}`, {
    order: person(buyer),
    products: [{ ...ticket, ...person(buyer) }, ...(guest ? [{ ...ticket, ...person(guest) }] : [])],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const done = await http.post(`/api/public/events/${input.event.id}/order/${order.short_id}/await-offline-payment`);
  expect(done.status).toBe(200);
  return order as { short_id: string };
}

describe('email templates: the calls', () => {
  it('creates, lists, updates and deletes an organizer template; one per type; the type is fixed', async () => {
    const created = await admin.post(organizerPath(), confirmation());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      template_type: 'order_confirmation',
      scope: 'ORGANIZER',
      organizer_id: organizerId,
      event_id: null,
      cta: { label: 'Open my order', url_token: 'order.url' },
      engine: 'liquid',
      is_active: true,
    });
    const again = await admin.post(organizerPath(), confirmation());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'email_template_exists',
      params: { template_type: 'order_confirmation' },
    });

    const id = created.body.data.id as string;
    const off = await admin.put(`${organizerPath()}/${id}`, { is_active: false, cta_label: 'See it' });
    expect(off.body.data).toMatchObject({
      is_active: false,
      cta: { label: 'See it' },
      subject: created.body.data.subject,
    });
    expect((await admin.get(organizerPath())).body.data).toEqual([]);
    const all = await admin.get(`${organizerPath()}?include_inactive=true`);
    expect(all.body.data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(all.body.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });

    expect((await admin.delete(`${organizerPath()}/${id}`)).status).toBe(204);
    expect((await admin.delete(`${organizerPath()}/${id}`)).status).toBe(404);
  });

  it('refuses Liquid that does not parse, variables the type lacks, includes and runaway loops, naming the field', async () => {
    const broken = await admin.post(organizerPath(), confirmation({ body: '<p>{% if order.number %}open</p>' }));
    expect(broken.status).toBe(422);
    expect(broken.body.error_codes.body[0].code).toBe('template_syntax');
    const typo = await admin.post(organizerPath(), confirmation({ subject: 'Order {{ order.numbr }}' }));
    expect(typo.status).toBe(422);
    expect(typo.body.error_codes.subject[0]).toEqual({
      code: 'template_unknown_variable',
      params: { variable: 'order.numbr' },
    });
    // The ticket's own variables belong to the ticket email only.
    const wrongType = await admin.post(organizerPath(), confirmation({ body: '{{ ticket.name }}' }));
    expect(wrongType.body.error_codes.body[0].params).toEqual({ variable: 'ticket.name' });
    for (const body of ["{% include 'secrets' %}", '{% for i in (1..100000000) %}{{ i }}{% endfor %}']) {
      const refused = await admin.post(organizerPath(), confirmation({ body }));
      expect(refused.status, body).toBe(422);
      expect(refused.body.error_codes.body[0].code).toBe('template_syntax');
    }
    const empty = await admin.post(organizerPath(), confirmation({ subject: '', cta_label: 'x'.repeat(101) }));
    expect(Object.keys(empty.body.errors).sort()).toEqual(['cta_label', 'subject']);
    expect((await admin.post(organizerPath(), confirmation({ template_type: 'invoice' }))).status).toBe(422);
  });

  it("keeps each account's templates to itself and needs a confirmed email to write one", async () => {
    const { event } = await liveEvent();
    const created = await admin.post(eventPath(event.id), confirmation());
    expect(created.body.data).toMatchObject({ scope: 'EVENT', event_id: event.id });
    const stranger = await registerAccount(server.baseUrl);
    await sql('UPDATE accounts SET verified_at = now() WHERE id = $1', [stranger.user.account_id]);
    expect((await stranger.http.get(eventPath(event.id))).status).toBe(404);
    expect((await stranger.http.put(`${eventPath(event.id)}/${created.body.data.id}`, { subject: 'x' })).status).toBe(
      404,
    );
    expect((await stranger.http.post(organizerPath(), confirmation())).status).toBe(404);
    // Another event of the same account cannot reach this event's template by its id.
    const other = await createEvent(admin, { organizerId });
    expect((await admin.put(`${eventPath(other.id)}/${created.body.data.id}`, { subject: 'x' })).status).toBe(404);

    const unverified = await registerAccount(server.baseUrl);
    const ownOrganizer = await createOrganizer(unverified.http);
    const refused = await unverified.http.post(`/api/organizers/${ownOrganizer.id}/email-templates`, confirmation());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_unverified');
    expect((await createHttpClient(server.baseUrl).get(organizerPath())).status).toBe(401);
  });

  it('previews a draft with the real event and a sample order, values escaped, in the user language', async () => {
    const { event } = await liveEvent();
    const preview = await admin.post(`${eventPath(event.id)}/preview`, {
      template_type: 'order_confirmation',
      subject: '{{ event.title }} — {{ order.number }}',
      body: '<p>Hello {{ order.first_name }}: {{ order.total }}. {{ settings.offline_payment_instructions }}</p>',
      cta_label: 'Open',
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.subject).toBe(`${event.title} — ABC123`);
    expect(preview.body.data.html).toContain('Hello Ada: €50.00');
    // The organizer's rich text keeps its formatting; the button opens the order.
    expect(preview.body.data.html).toContain('<strong>door</strong>');
    expect(preview.body.data.text).toContain('Open');
    const organizerPreview = await admin.post(`${organizerPath()}/preview`, {
      template_type: 'attendee_ticket',
      subject: 'Ticket: {{ ticket.name }} ({{ ticket.price }})',
      body: '<p>{{ attendee.name }}</p>',
      cta_label: 'My ticket',
    });
    expect(organizerPreview.body.data.subject).toBe('Ticket: General admission (€25.00)');
    const broken = await admin.post(`${organizerPath()}/preview`, {
      template_type: 'attendee_ticket',
      subject: 'x',
      body: '{{ order.total }}',
      cta_label: 'x',
    });
    expect(broken.body.error_codes.body[0].params).toEqual({ variable: 'order.total' });
  });

  it('starts new templates from the built-in wording in the user language, and lists each type’s variables', async () => {
    const german = await registerAccount(server.baseUrl, { locale: 'de' });
    const defaults = await german.http.get('/api/email-templates/defaults');
    expect(defaults.status).toBe(200);
    const byType = Object.fromEntries(
      defaults.body.data.map((entry: { template_type: string }) => [entry.template_type, entry]),
    );
    expect(byType.order_confirmation.subject).toContain('{{ event.title }}');
    expect(byType.order_confirmation.cta).toEqual({ label: expect.any(String), url_token: 'order.url' });
    expect(byType.attendee_ticket.cta.url_token).toBe('ticket.url');
    expect(byType.order_confirmation.subject).not.toBe('Your order for {{ event.title }}');
    // Every default is itself a valid template.
    for (const entry of defaults.body.data) {
      const check = await admin.post(`${organizerPath()}/preview`, {
        template_type: entry.template_type,
        subject: entry.subject,
        body: entry.body,
        cta_label: entry.cta.label,
      });
      expect(check.status, JSON.stringify(check.body)).toBe(200);
    }
    const tokens = await admin.get('/api/email-templates/tokens/attendee_ticket');
    expect(tokens.body.data).toContainEqual({ token: 'ticket.url', is_html: false });
    expect(tokens.body.data).toContainEqual({ token: 'event.description', is_html: true });
    expect((await admin.get('/api/email-templates/tokens/invoice')).status).toBe(422);
  });
});

describe('email templates: the emails', () => {
  it("uses the event's template, else the organizer's, else the built-in email; escapes what buyers typed", async () => {
    const organizerTemplate = await admin.post(
      organizerPath(),
      confirmation({ subject: 'From the organizer: {{ event.title }}' }),
    );
    expect(organizerTemplate.status, JSON.stringify(organizerTemplate.body)).toBe(201);

    const withOwn = await liveEvent();
    const own = await admin.post(
      eventPath(withOwn.event.id),
      confirmation({
        subject: 'Yours, {{ order.first_name }}',
        body:
          '<p>Dear {{ order.first_name }}, order {{ order.number }}: {{ order.total }}.</p>' +
          '{% if order.is_awaiting_offline_payment %}<p>Still to pay.</p>{{ settings.offline_payment_instructions }}{% endif %}',
      }),
    );
    expect(own.status).toBe(201);
    const order = await placeOrder(withOwn, { first: '<b>Ann</b>', email: 'ann@templates.example' });
    const email = await sink.waitForMessage((message) => message.to.includes('ann@templates.example'));
    expect(email.subject).toBe('Yours, <b>Ann</b>');
    expect(email.html).toContain('Dear &lt;b&gt;Ann&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Ann</b>');
    expect(email.text).toContain(`order ${order.short_id}: €25.00`);
    expect(email.text).toContain('Still to pay.');
    expect(email.html).toContain('<strong>door</strong>');
    // The button and the ticket links stay whatever the wording.
    expect(email.text).toContain('Open my order');
    expect(email.text).toContain(`/checkout/${withOwn.event.id}/${order.short_id}/summary`);
    expect(email.text).toMatch(new RegExp(`/product/${withOwn.event.id}/\\S+`));

    // Its template switched off, the event falls back to the organizer's.
    await admin.put(`${eventPath(withOwn.event.id)}/${own.body.data.id}`, { is_active: false });
    await placeOrder(withOwn, { first: 'Bo', email: 'bo@templates.example' });
    const fallback = await sink.waitForMessage((message) => message.to.includes('bo@templates.example'));
    expect(fallback.subject).toBe(`From the organizer: ${withOwn.event.title}`);

    // Without any, the built-in email.
    await admin.delete(`${organizerPath()}/${organizerTemplate.body.data.id}`);
    await placeOrder(withOwn, { first: 'Cy', email: 'cy@templates.example' });
    const builtIn = await sink.waitForMessage((message) => message.to.includes('cy@templates.example'));
    expect(builtIn.subject).toBe(`Your order for ${withOwn.event.title}`);
  });

  it("fills a ticket template with the attendee's name, ticket, price and link", async () => {
    const live = await liveEvent();
    const created = await admin.post(eventPath(live.event.id), {
      template_type: 'attendee_ticket',
      subject: '{{ attendee.name }}, your {{ ticket.name }}',
      body:
        '<p>{{ order.first_name }} bought you {{ ticket.name }} ({{ ticket.price }}) for {{ event.title }}.</p>' +
        '<p>Order {{ order.number }}: {{ order.url }}</p>',
      cta_label: 'Show my ticket',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = await placeOrder(
      live,
      { first: 'Dee', email: 'dee@templates.example' },
      { first: 'Eve', email: 'eve@templates.example' },
    );
    const ticket = await sink.waitForMessage((message) => message.to.includes('eve@templates.example'));
    expect(ticket.subject).toBe('Eve Guest, your Standing');
    expect(ticket.text).toContain(`Dee bought you Standing (€25.00) for ${live.event.title}.`);
    expect(ticket.text).toMatch(new RegExp(`Show my ticket[\\s\\S]*?/product/${live.event.id}/\\S+`));
    // The holder gets the order's reference and their ticket's link, never the buyer's key (decision 137).
    expect(ticket.text).toMatch(new RegExp(`Order ord_\\w+: \\S*/product/${live.event.id}/`));
    expect(ticket.text).not.toContain(order.short_id);
    // The buyer's own email is the built-in one: this event has no confirmation template.
    const buyerEmail = await sink.waitForMessage((message) => message.to.includes('dee@templates.example'));
    expect(buyerEmail.subject).toBe(`Your order for ${live.event.title}`);
  });
});
