import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct, inDays } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Per-IP limits apply to the loopback address here (the default test setup exempts it).
  server = await startTestServer({
    env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port), RATE_LIMIT_EXEMPT_IPS: '' },
  });
  admin = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const visitor = () => createHttpClient(server.baseUrl);
const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);
const setStatus = (table: 'events' | 'organizers', id: string, status: string) =>
  sql(`UPDATE ${table} SET status = $2 WHERE id = $1`, [id, status]);

async function liveOrganizer(overrides: Record<string, unknown> = {}) {
  const organizer = await createOrganizer(admin, { name: 'Blue Note', ...overrides });
  await setStatus('organizers', organizer.id, 'LIVE');
  return organizer;
}

async function event(organizerId: string, input: { title: string; start: number; end: number | null; status: string }) {
  const created = await createEvent(admin, {
    organizerId,
    overrides: { title: input.title, start_date: inDays(input.start, 18), end_date: null },
  });
  await sql(`UPDATE events SET status = $2, end_date = $3 WHERE id = $1`, [
    created.id,
    input.status,
    input.end === null ? null : inDays(input.end, 23),
  ]);
  return created;
}

const titles = (body: { data: { title: string }[] }) => body.data.map((item) => item.title);

describe('GET /api/public/organizers/:id', () => {
  it('shows a LIVE organizer without private fields, 404 for drafts, archived and unknown ids', async () => {
    const organizer = await liveOrganizer({ phone: '+31 20 555 0100', description: '<p>Jazz every night</p>' });
    const response = await visitor().get(`/api/public/organizers/${organizer.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.data).toMatchObject({
      id: organizer.id,
      name: 'Blue Note',
      slug: organizer.slug,
      description: '<p>Jazz every night</p>',
      public_url: expect.stringContaining(`/events/${organizer.id}/${organizer.slug}`),
    });
    expect(response.body.data).not.toHaveProperty('email');
    expect(response.body.data).not.toHaveProperty('phone');

    const draft = await createOrganizer(admin, { name: 'Not yet' });
    expect((await visitor().get(`/api/public/organizers/${draft.id}`)).status).toBe(404);
    await setStatus('organizers', draft.id, 'ARCHIVED');
    expect((await visitor().get(`/api/public/organizers/${draft.id}`)).status).toBe(404);
    expect((await visitor().get('/api/public/organizers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await visitor().get('/api/public/organizers/not-a-uuid')).status).toBe(404);
  });

  it('lets members of the owning account preview a draft organizer and its draft events; others get 404', async () => {
    const draft = await createOrganizer(admin, { name: 'Preview me' });
    await event(draft.id, { title: 'Draft gig', start: 5, end: 5, status: 'DRAFT' });
    await event(draft.id, { title: 'Archived gig', start: 6, end: 6, status: 'ARCHIVED' });
    const preview = await admin.get(`/api/public/organizers/${draft.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.status).toBe('DRAFT');
    const list = await admin.get(`/api/public/organizers/${draft.id}/events?eventsStatus=upcoming`);
    expect(titles(list.body)).toEqual(['Draft gig']);

    const other = (await registerAccount(server.baseUrl)).http;
    expect((await other.get(`/api/public/organizers/${draft.id}`)).status).toBe(404);
    expect((await other.get(`/api/public/organizers/${draft.id}/events`)).status).toBe(404);
  });
});

describe('GET /api/public/organizers/:id/events', () => {
  it('splits upcoming (ascending) and past (descending), showing only what buyers may see', async () => {
    const organizer = await liveOrganizer();
    const later = await event(organizer.id, { title: 'Later', start: 20, end: 20, status: 'LIVE' });
    await event(organizer.id, { title: 'Soon', start: 2, end: 2, status: 'LIVE' });
    await event(organizer.id, { title: 'Running now', start: -1, end: 1, status: 'LIVE' });
    await event(organizer.id, { title: 'No end date', start: 4, end: null, status: 'LIVE' });
    await event(organizer.id, { title: 'Draft', start: 3, end: 3, status: 'DRAFT' });
    await event(organizer.id, { title: 'Last month', start: -30, end: -30, status: 'LIVE' });
    await event(organizer.id, { title: 'Last week', start: -7, end: -7, status: 'LIVE' });
    await event(organizer.id, { title: 'Archived past', start: -3, end: -3, status: 'ARCHIVED' });
    await createProduct(admin, later.id, { title: 'Cheap', prices: [{ price: 1500 }] });
    await createProduct(admin, later.id, { title: 'Dear', prices: [{ price: 4000 }] });
    await createProduct(admin, later.id, { title: 'Secret', is_hidden: true, prices: [{ price: 100 }] });

    const upcoming = await visitor().get(`/api/public/organizers/${organizer.id}/events?eventsStatus=upcoming`);
    expect(upcoming.status, JSON.stringify(upcoming.body)).toBe(200);
    expect(titles(upcoming.body)).toEqual(['Running now', 'Soon', 'No end date', 'Later']);
    expect(upcoming.body.meta).toMatchObject({ current_page: 1, per_page: 30, total: 4, last_page: 1 });
    const laterCard = upcoming.body.data.find((item: { id: string }) => item.id === later.id);
    expect(laterCard).toMatchObject({ lowest_price: 1500, slug: later.slug, cover_image: null });
    expect(laterCard.public_url).toContain(`/event/${later.id}/${later.slug}`);

    const past = await visitor().get(`/api/public/organizers/${organizer.id}/events?eventsStatus=past`);
    expect(titles(past.body)).toEqual(['Last week', 'Last month']);

    // upcoming is the default state
    expect(titles((await visitor().get(`/api/public/organizers/${organizer.id}/events`)).body)).toHaveLength(4);
  });

  it('gives a paid event with a free ticket its lowest paid price ("from"), and 0 only when all is free', async () => {
    const organizer = await liveOrganizer();
    const mixed = await event(organizer.id, { title: 'Mixed', start: 5, end: 5, status: 'LIVE' });
    await createProduct(admin, mixed.id, { title: 'Volunteer', type: 'FREE', prices: [{ price: 0 }] });
    await createProduct(admin, mixed.id, { title: 'Standing', prices: [{ price: 2500 }] });
    await createProduct(admin, mixed.id, { title: 'Seated', prices: [{ price: 1800 }] });
    const free = await event(organizer.id, { title: 'Free', start: 6, end: 6, status: 'LIVE' });
    await createProduct(admin, free.id, { title: 'Entry', type: 'FREE', prices: [{ price: 0 }] });

    const list = await visitor().get(`/api/public/organizers/${organizer.id}/events?eventsStatus=upcoming`);
    const cardOf = (id: string) => list.body.data.find((item: { id: string }) => item.id === id);
    expect(cardOf(mixed.id).lowest_price).toBe(1800);
    expect(cardOf(free.id).lowest_price).toBe(0);
  });

  it('pages 30 at a time by default and honours page and per_page', async () => {
    const organizer = await liveOrganizer();
    const created = await createEvent(admin, { organizerId: organizer.id });
    // 32 LIVE upcoming events, copied in SQL so the test stays fast.
    await sql(
      `INSERT INTO events (short_id, account_id, organizer_id, title, slug, status, start_date, end_date, timezone, currency, settings)
       SELECT 'evt_' || md5(random()::text), account_id, organizer_id, 'Night ' || lpad(n::text, 2, '0'), 'night', 'LIVE',
              now() + (n || ' days')::interval, now() + (n || ' days')::interval + interval '3 hours', timezone, currency, settings
       FROM events, generate_series(1, 32) AS n WHERE id = $1`,
      [created.id],
    );
    const first = await visitor().get(`/api/public/organizers/${organizer.id}/events?eventsStatus=upcoming`);
    expect(first.body.data).toHaveLength(30);
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 30, total: 32, last_page: 2 });
    expect(first.body.data[0].title).toBe('Night 01');
    const second = await visitor().get(`/api/public/organizers/${organizer.id}/events?eventsStatus=upcoming&page=2`);
    expect(titles(second.body)).toEqual(['Night 31', 'Night 32']);
    const small = await visitor().get(`/api/public/organizers/${organizer.id}/events?per_page=5&page=3`);
    expect(titles(small.body)).toEqual(['Night 11', 'Night 12', 'Night 13', 'Night 14', 'Night 15']);
    expect((await visitor().get(`/api/public/organizers/${organizer.id}/events?eventsStatus=soon`)).status).toBe(422);
    expect((await visitor().get(`/api/public/organizers/${organizer.id}/events?page=0`)).status).toBe(422);
  });
});

describe('POST /api/public/organizers/:id/contact', () => {
  const message = { name: 'Ann <b>Visitor</b>', email: 'ann@example.com', message: 'Hello <script>alert(1)</script>' };

  it('refuses invalid bodies with 422 and unknown or draft organizers with 404', async () => {
    const organizer = await liveOrganizer();
    const invalid = await visitor().post(`/api/public/organizers/${organizer.id}/contact`, {
      name: '',
      email: 'nope',
      message: 'x'.repeat(5001),
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    const draft = await createOrganizer(admin, { name: 'Quiet' });
    expect((await visitor().post(`/api/public/organizers/${draft.id}/contact`, message)).status).toBe(404);
  });

  it('emails the organizer with the visitor as reply-to and everything escaped', async () => {
    const organizer = await liveOrganizer({ email: 'owner-contact@bluenote.example' });
    const response = await visitor().post(`/api/public/organizers/${organizer.id}/contact`, message);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const email = await sink.waitForMessage((received) => received.to.includes('owner-contact@bluenote.example'));
    expect(email.subject).toContain('Ann <b>Visitor</b>');
    expect(email.raw).toMatch(/^Reply-To: ann@example\.com/im);
    expect(email.text).toContain('Hello <script>alert(1)</script>');
    expect(email.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Visitor');
  });

  it("writes to the organizer in the account owner's language", async () => {
    const owner = (await registerAccount(server.baseUrl)).http;
    const organizer = await createOrganizer(owner, { name: 'Kellerbühne', email: 'post@kellerbuehne.example' });
    await setStatus('organizers', organizer.id, 'LIVE');
    await sql(
      `UPDATE users SET locale = 'de' WHERE id IN (SELECT au.user_id FROM account_users au
         JOIN organizers o ON o.account_id = au.account_id WHERE o.id = $1 AND au.is_account_owner)`,
      [organizer.id],
    );
    const response = await visitor().post(`/api/public/organizers/${organizer.id}/contact`, message);
    expect(response.status).toBe(200);
    const email = await sink.waitForMessage((received) => received.to.includes('post@kellerbuehne.example'));
    expect(email.subject).toBe('Neue Nachricht von Ann <b>Visitor</b>');
  });

  it('answers 200 to a filled honeypot but sends nothing', async () => {
    const organizer = await liveOrganizer({ email: 'honeypot@bluenote.example' });
    const response = await visitor().post(`/api/public/organizers/${organizer.id}/contact`, {
      ...message,
      website: 'http://spam.example',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { sent: true } });
    // A real message sent afterwards arrives; the honeypot one never does.
    await visitor().post(`/api/public/organizers/${organizer.id}/contact`, { ...message, message: 'Real one' });
    await sink.waitForMessage((received) => received.to.includes('honeypot@bluenote.example'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = sink.messages.filter((item) => item.to.includes('honeypot@bluenote.example'));
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain('Real one');
  });

  it('limits messages per organizer across IPs', async () => {
    const organizer = await liveOrganizer();
    // Hits from other IPs, as several servers behind a proxy would record them in the shared table.
    const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await sql(`INSERT INTO rate_limit_buckets (key, window_start, hits) VALUES ($1, $2, 30)`, [
      `organizer-contact-organizer:${organizer.id}`,
      windowStart,
    ]);
    const limited = await visitor().post(`/api/public/organizers/${organizer.id}/contact`, message);
    expect(limited.status).toBe(429);
  });

  it('limits messages per IP with 429 and a Retry-After header', async () => {
    const first = await liveOrganizer();
    const second = await liveOrganizer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const target = i % 2 === 0 ? first : second;
      statuses.push((await visitor().post(`/api/public/organizers/${target.id}/contact`, message)).status);
    }
    // The earlier tests already used some of this IP's allowance (5 an hour).
    expect(statuses).toContain(429);
    const limited = await visitor().post(`/api/public/organizers/${first.id}/contact`, message);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many attempts/);
  });
});
