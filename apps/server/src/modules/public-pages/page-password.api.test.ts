import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createWebDist, pageShell } from '../../test-support/web-dist';
import { PAGE_UNLOCK_LIMIT_PER_IP } from './page-access.service';

/** Password-protected pages (issue 24 point 6, decision 133), through real HTTP and the server-rendered HTML. */
const webDist = createWebDist({
  'index.html': pageShell('/assets/app.js'),
  'event.html': pageShell('/assets/event-page.js'),
});

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  // Per-IP limits apply to the loopback address here (the default test setup exempts it).
  server = await startTestServer({ env: { WEB_DIST_DIR: webDist.dir, RATE_LIMIT_EXEMPT_IPS: '' } });
  admin = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
  webDist.remove();
});

const visitor = () => createHttpClient(server.baseUrl);
const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.services.database.query<T>(text, values)).rows;
const resetUnlockLimit = () =>
  sql(`DELETE FROM rate_limit_buckets WHERE key LIKE $1`, [`${PAGE_UNLOCK_LIMIT_PER_IP.name}:%`]);

const SECRET_DESCRIPTION = 'Backstage entrance behind the canal';
const SECRET_PRODUCT = 'Friends and family pass';
const PASSWORD = 'open sesame';

/** A page as a browser loads it: the HTML with this client's cookies. */
async function pageHtml(client: HttpClient, path: string): Promise<{ status: number; html: string }> {
  const response = await client.request('GET', path, { headers: { accept: 'text/html' } });
  return { status: response.status, html: String(response.body) };
}

async function protectedEvent() {
  const organizer = await createOrganizer(admin, { name: 'Canal House', description: '<p>Open to all</p>' });
  await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
  const event = await createEvent(admin, {
    organizerId: organizer.id,
    overrides: { title: 'Private Gala', description: `<p>${SECRET_DESCRIPTION}</p>` },
  });
  const product = await createProduct(admin, event.id, { title: SECRET_PRODUCT, type: 'FREE', prices: [{ price: 0 }] });
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const saved = await admin.patch(`/api/events/${event.id}/settings`, {
    homepage_visibility: 'PASSWORD_PROTECTED',
    homepage_password: PASSWORD,
    seo_description: 'A secret SEO summary',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const order = {
    products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0].id, quantity: 1 }] }],
  };
  return { organizer, event, product, order };
}

describe('setting a page password', () => {
  it('is required with "with a password", stored hashed, and never sent back', async () => {
    const event = await createEvent(admin);
    const withoutPassword = await admin.patch(`/api/events/${event.id}/settings`, {
      homepage_visibility: 'PASSWORD_PROTECTED',
    });
    expect(withoutPassword.status).toBe(422);
    expect(withoutPassword.body.errors).toHaveProperty('homepage_password');
    const tooShort = await admin.patch(`/api/events/${event.id}/settings`, {
      homepage_visibility: 'PASSWORD_PROTECTED',
      homepage_password: 'abc',
    });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.errors).toHaveProperty('homepage_password');

    const saved = await admin.patch(`/api/events/${event.id}/settings`, {
      homepage_visibility: 'PASSWORD_PROTECTED',
      homepage_password: PASSWORD,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ homepage_visibility: 'PASSWORD_PROTECTED', has_homepage_password: true });
    expect(saved.body.data).not.toHaveProperty('homepage_password');
    const read = await admin.get(`/api/events/${event.id}/settings`);
    expect(read.body.data.has_homepage_password).toBe(true);
    for (const body of [saved.body, read.body, (await admin.get(`/api/events/${event.id}`)).body]) {
      expect(JSON.stringify(body)).not.toContain(PASSWORD);
      expect(JSON.stringify(body)).not.toContain('argon2');
    }
    const [row] = await sql<{ homepage_password_hash: string; settings: string }>(
      `SELECT homepage_password_hash, settings::text AS settings FROM events WHERE id = $1`,
      [event.id],
    );
    expect(row!.homepage_password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.settings).not.toContain(PASSWORD);

    // Other settings change without the password again; everyone-visible drops it.
    const later = await admin.patch(`/api/events/${event.id}/settings`, { seo_title: 'Gala' });
    expect(later.status).toBe(200);
    expect(later.body.data.has_homepage_password).toBe(true);
    const opened = await admin.patch(`/api/events/${event.id}/settings`, { homepage_visibility: 'PUBLIC' });
    expect(opened.body.data.has_homepage_password).toBe(false);
    const again = await admin.patch(`/api/events/${event.id}/settings`, { homepage_visibility: 'PASSWORD_PROTECTED' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toHaveProperty('homepage_password');
  });

  it('works the same for organizers', async () => {
    const organizer = await createOrganizer(admin);
    const refused = await admin.patch(`/api/organizers/${organizer.id}/settings`, {
      homepage_visibility: 'PASSWORD_PROTECTED',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('homepage_password');
    const saved = await admin.patch(`/api/organizers/${organizer.id}/settings`, {
      homepage_visibility: 'PASSWORD_PROTECTED',
      homepage_password: PASSWORD,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.has_homepage_password).toBe(true);
    expect(JSON.stringify(saved.body)).not.toContain(PASSWORD);
  });
});

describe('a password-protected event', () => {
  it('shows a visitor its title and the password form only, on every public path', async () => {
    const { organizer, event, order } = await protectedEvent();
    const stranger = visitor();

    const read = await stranger.get(`/api/public/events/${event.id}`);
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({
      message: expect.any(String),
      errors: {},
      code: 'password_required',
      page: { type: 'event', id: event.id, title: 'Private Gala' },
    });
    // With a promo code too (no guess is spent on a locked page).
    expect((await stranger.get(`/api/public/events/${event.id}?promo_code=ANYTHING`)).status).toBe(403);
    expect((await stranger.get(`/api/public/events/${event.id}/calendar.ics`)).status).toBe(403);
    expect((await stranger.get(`/api/public/events/${event.id}/promo-codes/SUMMER`)).status).toBe(403);
    const reserved = await stranger.post(`/api/public/events/${event.id}/order`, order);
    expect(reserved.status).toBe(403);
    expect(reserved.body.code).toBe('password_required');

    const page = await pageHtml(stranger, `/event/${event.id}/${event.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Private Gala');
    expect(page.html).toContain('noindex');
    expect(page.html).toContain('/assets/app.js');
    for (const secret of [SECRET_DESCRIPTION, SECRET_PRODUCT, 'A secret SEO summary', 'application/ld+json']) {
      expect(page.html).not.toContain(secret);
    }

    // The organizer's public list leaves it out for visitors; its team still sees it.
    const listed = await stranger.get(`/api/public/organizers/${organizer.id}/events`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
    expect(listed.body.meta.total).toBe(0);
    const staffList = await admin.get(`/api/public/organizers/${organizer.id}/events`);
    expect(staffList.body.data.map((item: { id: string }) => item.id)).toEqual([event.id]);

    // The team previews it without the password.
    expect((await admin.get(`/api/public/events/${event.id}`)).status).toBe(200);
  });

  it('refuses a wrong password on the field and opens for the right one, in that browser only', async () => {
    await resetUnlockLimit();
    const { event, order } = await protectedEvent();
    const guest = visitor();
    const wrong = await guest.post(`/api/public/events/${event.id}/unlock`, { password: 'open sesame!' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['This password is not correct.']);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect((await guest.post(`/api/public/events/${event.id}/unlock`, { password: '' })).status).toBe(422);

    const right = await guest.post(`/api/public/events/${event.id}/unlock`, { password: PASSWORD });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data).toEqual({ unlocked: true });
    const [cookie] = right.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^marquee_page_e_${event.id}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain(PASSWORD);

    const read = await guest.get(`/api/public/events/${event.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.description).toContain(SECRET_DESCRIPTION);
    expect(JSON.stringify(read.body)).toContain(SECRET_PRODUCT);
    expect((await guest.get(`/api/public/events/${event.id}/calendar.ics`)).status).toBe(200);
    expect((await guest.get(`/api/public/events/${event.id}/promo-codes/SUMMER`)).status).toBe(200);
    expect((await guest.post(`/api/public/events/${event.id}/order`, order)).status).toBe(201);
    const page = await pageHtml(guest, `/event/${event.id}/${event.slug}`);
    expect(page.html).toContain('/assets/event-page.js');
    expect(page.html).toContain(SECRET_PRODUCT);

    // Another browser, or this key on another page, opens nothing.
    expect((await visitor().get(`/api/public/events/${event.id}`)).status).toBe(403);
    const other = await protectedEvent();
    expect((await guest.get(`/api/public/events/${other.event.id}`)).status).toBe(403);
    const forged = visitor();
    forged.cookies.set(`marquee_page_e_${other.event.id}`, cookie!.split(';')[0]!.split('=')[1]!);
    expect((await forged.get(`/api/public/events/${other.event.id}`)).status).toBe(403);
  });

  it('locks again for everyone when the organizer changes the password', async () => {
    await resetUnlockLimit();
    const { event } = await protectedEvent();
    const guest = visitor();
    expect((await guest.post(`/api/public/events/${event.id}/unlock`, { password: PASSWORD })).status).toBe(200);
    expect((await guest.get(`/api/public/events/${event.id}`)).status).toBe(200);

    const changed = await admin.patch(`/api/events/${event.id}/settings`, { homepage_password: 'a new secret' });
    expect(changed.status).toBe(200);
    expect((await guest.get(`/api/public/events/${event.id}`)).status).toBe(403);
    expect((await guest.post(`/api/public/events/${event.id}/unlock`, { password: PASSWORD })).status).toBe(422);
    expect((await guest.post(`/api/public/events/${event.id}/unlock`, { password: 'a new secret' })).status).toBe(200);
    expect((await guest.get(`/api/public/events/${event.id}`)).status).toBe(200);
  });

  it('limits wrong passwords per address, counting only wrong ones', async () => {
    await resetUnlockLimit();
    const { event } = await protectedEvent();
    const guest = visitor();
    try {
      for (let attempt = 0; attempt < PAGE_UNLOCK_LIMIT_PER_IP.limit; attempt++) {
        expect(
          (await guest.post(`/api/public/events/${event.id}/unlock`, { password: `guess ${attempt}` })).status,
        ).toBe(422);
      }
      const limited = await guest.post(`/api/public/events/${event.id}/unlock`, { password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await resetUnlockLimit();
    }
  });
});

describe('a password-protected organizer page', () => {
  it('shows its name and the password form only until opened; its events keep their own setting', async () => {
    await resetUnlockLimit();
    const organizer = await createOrganizer(admin, { name: 'Hidden Club', description: '<p>Members only lounge</p>' });
    await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
    const event = await createEvent(admin, { organizerId: organizer.id, overrides: { title: 'Open Night' } });
    await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const saved = await admin.patch(`/api/organizers/${organizer.id}/settings`, {
      homepage_visibility: 'PASSWORD_PROTECTED',
      homepage_password: PASSWORD,
    });
    expect(saved.status).toBe(200);
    const stranger = visitor();

    const read = await stranger.get(`/api/public/organizers/${organizer.id}`);
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({
      code: 'password_required',
      page: { type: 'organizer', id: organizer.id, title: 'Hidden Club' },
    });
    expect(JSON.stringify(read.body)).not.toContain('Members only');
    expect((await stranger.get(`/api/public/organizers/${organizer.id}/events`)).status).toBe(403);
    const contact = await stranger.post(`/api/public/organizers/${organizer.id}/contact`, {
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello',
    });
    expect(contact.status).toBe(403);
    const page = await pageHtml(stranger, `/events/${organizer.id}/${organizer.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Hidden Club');
    expect(page.html).toContain('noindex');
    expect(page.html).not.toContain('Members only');
    expect(page.html).not.toContain('application/ld+json');

    // The public event of a protected organizer names it, without its description.
    const eventRead = await stranger.get(`/api/public/events/${event.id}`);
    expect(eventRead.status).toBe(200);
    expect(eventRead.body.data.organizer).toMatchObject({ name: 'Hidden Club', description: null });

    expect((await stranger.post(`/api/public/organizers/${organizer.id}/unlock`, { password: 'nope' })).status).toBe(
      422,
    );
    expect((await stranger.post(`/api/public/organizers/${organizer.id}/unlock`, { password: PASSWORD })).status).toBe(
      200,
    );
    const opened = await stranger.get(`/api/public/organizers/${organizer.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.description).toContain('Members only');
    const events = await stranger.get(`/api/public/organizers/${organizer.id}/events`);
    expect(events.body.data.map((item: { title: string }) => item.title)).toEqual(['Open Night']);
    // The organizer's key opens the organizer page, not a protected event of it.
    expect((await admin.get(`/api/public/organizers/${organizer.id}`)).status).toBe(200);
    expect((await visitor().get(`/api/public/organizers/${organizer.id}`)).status).toBe(403);
  });

  it('answers 404 to an unlock of a page nobody may see', async () => {
    const draft = await createOrganizer(admin);
    expect((await visitor().post(`/api/public/organizers/${draft.id}/unlock`, { password: PASSWORD })).status).toBe(
      404,
    );
    expect((await visitor().post(`/api/public/events/not-an-id/unlock`, { password: PASSWORD })).status).toBe(404);
  });
});
