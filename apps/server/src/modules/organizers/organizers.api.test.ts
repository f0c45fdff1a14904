import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { emailTo, inviteAndAccept, linkIn, registerAccount, tokenFrom } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerRole: HttpClient;
let outsider: HttpClient;

const organizerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Café Müller Live',
  email: 'Hello@CafeMuller.example',
  currency: 'eur',
  timezone: 'Europe/Berlin',
  ...overrides,
});

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  // Publishing needs a confirmed account.
  const token = tokenFrom(
    linkIn(await emailTo(sink, registered.email, 'confirm your email'), '/confirm-email-address/'),
  );
  expect((await admin.post(`/api/users/${registered.user.id}/confirm-email/${token}`)).status).toBe(200);
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('organizers', () => {
  it('creates an organizer with a slug from its name, as DRAFT', async () => {
    const response = await admin.post(
      '/api/organizers',
      organizerBody({ description: '<p>Jazz <script>alert(1)</script>nights</p>' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      name: 'Café Müller Live',
      slug: 'cafe-muller-live',
      email: 'hello@cafemuller.example',
      currency: 'EUR',
      status: 'DRAFT',
      description: '<p>Jazz nights</p>',
    });
    expect(response.body.data.public_url).toMatch(new RegExp(`/events/${response.body.data.id}/cafe-muller-live$`));
    const again = await admin.post('/api/organizers', organizerBody());
    expect(again.body.data.slug).toBe('cafe-muller-live-2');
  });

  it('refuses bad input with 422 naming the fields', async () => {
    const response = await admin.post('/api/organizers', {
      name: '',
      email: 'nope',
      currency: 'EURO',
      timezone: 'Mars/Base',
      website: 'ftp://x',
      slug: 'Bad Slug',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'currency',
      'email',
      'name',
      'slug',
      'timezone',
      'website',
    ]);
  });

  it('lists, gets and updates within the account only', async () => {
    const created = (await admin.post('/api/organizers', organizerBody({ name: 'Zebra Sounds' }))).body.data;
    const list = await admin.get('/api/organizers?query=zebra');
    expect(list.body.data.map((item: { id: string }) => item.id)).toEqual([created.id]);
    expect(list.body.meta.allowed_sorts).toEqual(['name', 'created_at', 'updated_at', 'status']);
    expect((await organizerRole.get(`/api/organizers/${created.id}`)).status).toBe(200);

    const updated = await organizerRole.post(`/api/organizers/${created.id}`, {
      name: 'Zebra Sound System',
      slug: 'zebra',
      phone: '+49 30 1234',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Zebra Sound System', slug: 'zebra', phone: '+49 30 1234' });
    const other = (await admin.post('/api/organizers', organizerBody({ name: 'Other' }))).body.data;
    const clash = await admin.put(`/api/organizers/${other.id}`, { slug: 'zebra' });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toHaveProperty('slug');

    expect((await outsider.get(`/api/organizers/${created.id}`)).status).toBe(404);
    expect((await outsider.post(`/api/organizers/${created.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await outsider.get('/api/organizers')).body.data).toEqual([]);
    expect((await createHttpClient(server.baseUrl).get('/api/organizers')).status).toBe(401);
  });

  it('moves through statuses under the rules', async () => {
    const team = await registerAccount(server.baseUrl);
    const only = (await team.http.post('/api/organizers', organizerBody())).body.data;
    const unverified = await team.http.put(`/api/organizers/${only.id}/status`, { status: 'LIVE' });
    expect(unverified.status).toBe(409);
    expect(unverified.body.message).toMatch(/Confirm your email/);
    expect((await team.http.put(`/api/organizers/${only.id}/status`, { status: 'ARCHIVED' })).status).toBe(409);

    const created = (await admin.post('/api/organizers', organizerBody({ name: 'Status Co' }))).body.data;
    expect((await admin.put(`/api/organizers/${created.id}/status`, { status: 'PUBLISHED' })).status).toBe(422);
    expect((await admin.put(`/api/organizers/${created.id}/status`, { status: 'LIVE' })).body.data.status).toBe('LIVE');
    expect((await admin.put(`/api/organizers/${created.id}/status`, { status: 'ARCHIVED' })).body.data.status).toBe(
      'ARCHIVED',
    );
    expect((await admin.put(`/api/organizers/${created.id}/status`, { status: 'LIVE' })).status).toBe(409);
    expect((await admin.put(`/api/organizers/${created.id}/status`, { status: 'DRAFT' })).body.data.status).toBe(
      'DRAFT',
    );
    expect((await outsider.put(`/api/organizers/${created.id}/status`, { status: 'ARCHIVED' })).status).toBe(404);
  });

  it('reads and merges settings', async () => {
    const created = (await admin.post('/api/organizers', organizerBody({ name: 'Settings Co' }))).body.data;
    const initial = await admin.get(`/api/organizers/${created.id}/settings`);
    expect(initial.body.data).toMatchObject({
      homepage_visibility: 'PUBLIC',
      allow_search_engine_indexing: true,
      social_media_handles: {},
    });
    await admin.request('PATCH', `/api/organizers/${created.id}/settings`, {
      json: { social_media_handles: { instagram: 'cafe', x: 'cafe_x' }, seo_title: 'Café' },
    });
    const patched = await admin.request('PATCH', `/api/organizers/${created.id}/settings`, {
      json: { social_media_handles: { x: null }, allow_search_engine_indexing: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      social_media_handles: { instagram: 'cafe' },
      seo_title: 'Café',
      allow_search_engine_indexing: false,
    });
    const invalid = await admin.request('PATCH', `/api/organizers/${created.id}/settings`, {
      json: { social_media_handles: { myspace: 'x' }, seo_title: 'x'.repeat(300), unknown_key: 1 },
    });
    expect(invalid.status).toBe(422);
    expect(
      (await outsider.request('PATCH', `/api/organizers/${created.id}/settings`, { json: { seo_title: 'x' } })).status,
    ).toBe(404);
  });
});

describe('the account currency at onboarding (decision 118)', () => {
  it("makes the first organizer's currency the account's default; later organizers leave it", async () => {
    const registered = await registerAccount(server.baseUrl);
    const account = `/api/accounts/${registered.user.account_id}`;
    expect((await registered.http.get(account)).body.data.currency_code).toBe('USD');

    const refused = await registered.http.post('/api/organizers', organizerBody({ currency: 'EURO' }));
    expect(refused.status).toBe(422);
    expect((await registered.http.get(account)).body.data.currency_code).toBe('USD');

    const first = await registered.http.post('/api/organizers', organizerBody({ currency: 'eur' }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await registered.http.get(account)).body.data.currency_code).toBe('EUR');

    const second = await registered.http.post('/api/organizers', organizerBody({ name: 'Second', currency: 'GBP' }));
    expect(second.status).toBe(201);
    expect((await registered.http.get(account)).body.data.currency_code).toBe('EUR');
    // Changing an organizer's currency later is not onboarding: the account keeps its own setting.
    expect((await registered.http.put(`/api/organizers/${first.body.data.id}`, { currency: 'CHF' })).status).toBe(200);
    expect((await registered.http.get(account)).body.data.currency_code).toBe('EUR');
  });
});
