import crypto from 'node:crypto';
import { PUBLIC_CONFIG_ELEMENT_ID, PUBLIC_EVENT_ELEMENT_ID } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createWebDist, pageShell } from '../../test-support/web-dist';

const SCRIPT = '(()=>{/* widget */})();';
const webDist = createWebDist({
  'index.html': pageShell('/assets/app.js'),
  'event.html': pageShell('/assets/event-page.js'),
  'buyer.html': pageShell('/assets/buyer.js'),
  'widget.html': pageShell('/assets/widget-page.js'),
  'assets/widget-abc123.js': SCRIPT,
  '.vite/widget-script-manifest.json': JSON.stringify({
    'src/widget-script/widget.ts': { file: 'assets/widget-abc123.js', isEntry: true },
  }),
});

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer({ env: { WEB_DIST_DIR: webDist.dir } });
  admin = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
  webDist.remove();
});

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);
const visit = async (pathAndQuery: string) => {
  const response = await fetch(`${server.baseUrl}${pathAndQuery}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
};
const frameAncestors = (headers: Headers) =>
  /frame-ancestors ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];
const inlinedEvent = (html: string) =>
  new RegExp(`<script id="${PUBLIC_EVENT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1];

async function liveEvent(title = 'Harbour Jazz Night') {
  const organizer = await createOrganizer(admin, { name: 'Canal House' });
  const event = await createEvent(admin, { organizerId: organizer.id, overrides: { title } });
  const product = await createProduct(admin, event.id, { title: 'Standing', prices: [{ price: 2500 }] });
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return { event, product };
}

describe('the embeddable widget (issue 28)', () => {
  it('serves widget.js to any site, briefly cached, and the versioned copy immutable with its integrity', async () => {
    const script = await fetch(`${server.baseUrl}/widget.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe(SCRIPT);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toMatch(/max-age=300/);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const versioned = await fetch(`${server.baseUrl}/assets/widget-abc123.js`);
    expect(versioned.headers.get('cache-control')).toMatch(/immutable/);
    expect(versioned.headers.get('access-control-allow-origin')).toBe('*');
    expect(versioned.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    // The configurator reads the versioned address and its Subresource Integrity from the page's configuration.
    const { html } = await visit('/manage/events');
    const config = JSON.parse(
      new RegExp(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(
        html,
      )![1]!,
    );
    const digest = crypto.createHash('sha384').update(SCRIPT).digest('base64');
    expect(config.widgetScript).toEqual({ url: '/assets/widget-abc123.js', integrity: `sha384-${digest}` });
  });

  it('lets any site frame the widget and its checkout, and no site frame the back office', async () => {
    const { event } = await liveEvent();
    for (const path of [
      `/widget/${event.id}`,
      `/checkout/${event.id}/o-abc/details`,
      `/checkout/${event.id}/o-abc/summary`,
      `/product/${event.id}/a-abc`,
      `/order/${event.id}/o-abc/print`,
    ]) {
      const { status, headers } = await visit(path);
      expect({ path, status, ancestors: frameAncestors(headers) }).toEqual({ path, status: 200, ancestors: '*' });
      expect(headers.get('x-frame-options')).toBeNull();
    }
    for (const path of ['/manage/events', `/manage/event/${event.id}/widget`, '/auth/login', `/event/${event.id}`]) {
      const { headers } = await visit(path);
      expect({ path, ancestors: frameAncestors(headers) }).toEqual({ path, ancestors: "'self'" });
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it("limits framing to the organizer's allowed sites once they list some", async () => {
    const { event } = await liveEvent();
    const saved = await admin.patch(`/api/events/${event.id}/settings`, {
      widget_settings: {
        ...(await admin.get(`/api/events/${event.id}/settings`)).body.data.widget_settings,
        allowed_domains: ['https://www.jazz.example/', 'https://*.club.example'],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.widget_settings.allowed_domains).toEqual([
      'https://www.jazz.example',
      'https://*.club.example',
    ]);
    expect(frameAncestors((await visit(`/widget/${event.id}`)).headers)).toBe(
      "'self' https://www.jazz.example https://*.club.example",
    );
    expect(frameAncestors((await visit(`/checkout/${event.id}/o-abc/payment`)).headers)).toBe(
      "'self' https://www.jazz.example https://*.club.example",
    );
  });

  it('refuses widget settings that are not valid, naming the field', async () => {
    const { event } = await liveEvent();
    const { product: other } = await liveEvent('Another night');
    const current = (await admin.get(`/api/events/${event.id}/settings`)).body.data.widget_settings;
    const cases: [Record<string, unknown>, string][] = [
      [{ primary_color: 'red' }, 'widget_settings.primary_color'],
      [{ padding: 501 }, 'widget_settings.padding'],
      [{ locale: 'xx' }, 'widget_settings.locale'],
      [{ allowed_domains: ['javascript:alert(1)'] }, 'widget_settings.allowed_domains.0'],
      [{ product_ids: [other.id] }, 'widget_settings.product_ids'],
    ];
    for (const [change, field] of cases) {
      const response = await admin.patch(`/api/events/${event.id}/settings`, {
        widget_settings: { ...current, ...change },
      });
      expect({ change, status: response.status, fields: Object.keys(response.body.errors ?? {}) }).toEqual({
        change,
        status: 422,
        fields: [field],
      });
    }
    // Nothing of the refused changes was kept.
    expect((await admin.get(`/api/events/${event.id}/settings`)).body.data.widget_settings).toEqual(current);
  });

  it('serves the widget page with the event inside, its saved look public but not its allowed sites', async () => {
    const { event, product } = await liveEvent();
    const current = (await admin.get(`/api/events/${event.id}/settings`)).body.data.widget_settings;
    await admin.patch(`/api/events/${event.id}/settings`, {
      widget_settings: {
        ...current,
        primary_color: '#0b7285',
        product_ids: [product.id],
        allowed_domains: ['https://www.jazz.example'],
      },
    });
    const { status, html, headers } = await visit(`/widget/${event.id}?primaryColor=%23ff0000`);
    expect(status).toBe(200);
    // It carries availability: never reused.
    expect(headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('/assets/widget-page.js');
    const inlined = JSON.parse(inlinedEvent(html)!);
    expect(inlined.title).toBe('Harbour Jazz Night');
    expect(inlined.settings.widget).toMatchObject({ primary_color: '#0b7285', product_ids: [product.id] });
    expect(inlined.settings.widget).not.toHaveProperty('allowed_domains');
  });

  it("puts the event's theme in the event page's first paint, and leaves the widget to the host's look", async () => {
    const { event } = await liveEvent('Themed Night');
    const themed = await admin.patch(`/api/events/${event.id}/settings`, {
      homepage_theme_settings: { accent: '#818cf8', background: '#0f172a', mode: 'dark', background_type: 'COLOR' },
    });
    expect(themed.status).toBe(200);
    const page = await visit(`/event/${event.id}/${event.slug}`);
    expect(page.html).toMatch(/<style data-page-theme-first-paint>[^<]*--mantine-color-body:#0f172a/);
    const widget = await visit(`/widget/${event.id}`);
    expect(widget.status).toBe(200);
    expect(widget.html).not.toContain('data-page-theme-first-paint');
  });

  it('says nothing of a draft, unknown or password-protected event in the widget', async () => {
    const organizer = await createOrganizer(admin, { name: 'Quiet House' });
    const draft = await createEvent(admin, { organizerId: organizer.id, overrides: { title: 'Secret Draft Gig' } });
    const { event: locked } = await liveEvent('Members Only Night');
    await admin.patch(`/api/events/${locked.id}/settings`, {
      homepage_visibility: 'PASSWORD_PROTECTED',
      homepage_password: 'open sesame 42',
    });
    for (const [id, title] of [
      [draft.id, 'Secret Draft Gig'],
      [locked.id, 'Members Only Night'],
      ['00000000-0000-4000-8000-000000000000', null],
      ['not-an-id', null],
    ] as const) {
      const { status, html } = await visit(`/widget/${id}`);
      expect(status).toBe(200);
      expect(html).toContain('/assets/widget-page.js');
      expect(inlinedEvent(html)).toBeUndefined();
      if (title) expect(html).not.toContain(title);
    }
    // The page then asks the API, which tells a visitor no more than that.
    const anonymous = createHttpClient(server.baseUrl);
    expect((await anonymous.get(`/api/public/events/${draft.id}`)).status).toBe(404);
    const lockedAnswer = await anonymous.get(`/api/public/events/${locked.id}`);
    expect(lockedAnswer.status).toBe(403);
    expect(JSON.stringify(lockedAnswer.body)).not.toContain('Standing');
  });

  it('sends the checkout session to frames on other sites over HTTPS, partitioned per site, and stays Lax over HTTP', async () => {
    const sessionCookieOf = async (target: TestServer) => {
      const owner = (await registerAccount(target.baseUrl)).http;
      const organizer = await createOrganizer(owner, { name: 'Cookie House' });
      const event = await createEvent(owner, { organizerId: organizer.id });
      const product = await createProduct(owner, event.id, { title: 'Standing', prices: [{ price: 2500 }] });
      await target.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
      const response = await createHttpClient(target.baseUrl).post(`/api/public/events/${event.id}/order`, {
        products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0].id, quantity: 1 }] }],
      });
      expect(response.status).toBe(201);
      return response.headers.getSetCookie().find((cookie) => cookie.startsWith('marquee_checkout_session='));
    };
    expect(await sessionCookieOf(server)).toMatch(/SameSite=Lax/i);
    const secure = await startTestServer({ env: { FRONTEND_URL: 'https://tickets.example.com' } });
    try {
      const cookie = await sessionCookieOf(secure);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/SameSite=None/i);
      expect(cookie).toMatch(/; Partitioned/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await secure.close();
    }
  });
});
