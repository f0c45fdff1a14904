import { PUBLIC_EVENT_ELEMENT_ID } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createWebDist, pageShell } from '../../test-support/web-dist';

/** A built app with its three entries, told apart by their scripts (decisions 093 and 115). */
const webDist = createWebDist({
  'index.html': pageShell('/assets/app.js'),
  'event.html': pageShell('/assets/event-page.js'),
  'buyer.html': pageShell('/assets/buyer.js'),
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
const visit = async (pathAndQuery: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.baseUrl}${pathAndQuery}`, { redirect: 'manual', headers });
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
};
const isEventEntry = (html: string) => html.includes('/assets/event-page.js') && !html.includes('/assets/app.js');
const entryOf = (html: string) =>
  (['app', 'event-page', 'buyer'] as const).find((entry) => html.includes(`/assets/${entry}.js`));

/** The event written into the page, parsed; undefined when there is none. */
function inlinedEvent(html: string): Record<string, any> | undefined {
  const match = new RegExp(
    `<script id="${PUBLIC_EVENT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

const HOSTILE = 'Jazz </script><script>alert(1)</script> & \u2028 "Friends"';

async function liveEvent(title = 'Summer Jazz Night') {
  const organizer = await createOrganizer(admin, { name: 'Canal House' });
  const event = await createEvent(admin, { organizerId: organizer.id, overrides: { title } });
  await createProduct(admin, event.id, { title: 'Standing', prices: [{ price: 2500 }] });
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return event;
}

describe('the light entry of a public event page', () => {
  it('sends the event inside the HTML, as the public call answers it, with the head and first paint', async () => {
    const event = await liveEvent();
    const { status, html, cacheControl } = await visit(`/event/${event.id}/${event.slug}`);
    expect(status).toBe(200);
    expect(isEventEntry(html)).toBe(true);
    // It holds availability: never reused, not even on Back.
    expect(cacheControl).toBe('no-store');
    expect(html).toContain('<title>Summer Jazz Night | Marquee</title>');
    expect(html).toMatch(/<div id="root">.*<h1>Summer Jazz Night<\/h1>/);
    const api = await createHttpClient(server.baseUrl).get(`/api/public/events/${event.id}`);
    expect(inlinedEvent(html)).toEqual(api.body.data);
    expect(inlinedEvent(html)?.product_categories[0].products[0].title).toBe('Standing');

    // No checkout session, no order to resume: the page need not ask for one.
    expect(html).not.toContain('marquee-checkout-session');

    const short = await visit(`/e/${event.id}/${event.slug}`);
    expect(isEventEntry(short.html)).toBe(true);
    expect(inlinedEvent(short.html)?.id).toBe(event.id);
  });

  it('tells the page when the browser has a checkout session, so only then it asks for an order to resume', async () => {
    const event = await liveEvent();
    const { html } = await visit(`/event/${event.id}/${event.slug}`, { cookie: 'marquee_checkout_session=abc123' });
    expect(isEventEntry(html)).toBe(true);
    expect(html).toContain('<meta name="marquee-checkout-session" content="present" />');
    expect(html).not.toContain('abc123');
  });

  it('cannot be broken out of by the event text', async () => {
    const event = await liveEvent(HOSTILE);
    const { html } = await visit(`/event/${event.id}/${event.slug}`);
    const script = html.slice(html.indexOf(`id="${PUBLIC_EVENT_ELEMENT_ID}"`));
    expect(script.slice(0, script.indexOf('</script>'))).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)');
    expect(inlinedEvent(html)?.title).toBe(HOSTILE);
  });

  it('applies ?promo_code= as the public call does, and leaves a code too long for the call to the app', async () => {
    const event = await liveEvent();
    const promo = await admin.post(`/api/events/${event.id}/promo-codes`, {
      code: 'JAZZ10',
      discount_type: 'PERCENTAGE',
      discount: 10,
    });
    expect(promo.status, JSON.stringify(promo.body)).toBe(201);

    const valid = await visit(`/event/${event.id}/${event.slug}?promo_code=jazz10&aff=BLOG`);
    // Typed in any case, the code shows as the organizer wrote it.
    expect(inlinedEvent(valid.html)?.promo_code).toEqual({ code: 'JAZZ10', valid: true, reason: null });
    const unknown = await visit(`/event/${event.id}/${event.slug}?promo_code=NOPE`);
    expect(inlinedEvent(unknown.html)?.promo_code).toMatchObject({ valid: false, reason: 'UNKNOWN' });

    const tooLong = await visit(`/event/${event.id}/${event.slug}?promo_code=${'X'.repeat(51)}`);
    expect(tooLong.status).toBe(200);
    expect(isEventEntry(tooLong.html)).toBe(false);
    expect(inlinedEvent(tooLong.html)).toBeUndefined();
  });

  it('leaves drafts, wrong slugs, staff previews and organizer pages to the app', async () => {
    const event = await liveEvent();
    const redirect = await visit(`/event/${event.id}/old-slug?promo_code=A`);
    expect(redirect.status).toBe(301);

    await sql(`UPDATE events SET status = 'DRAFT' WHERE id = $1`, [event.id]);
    const draft = await visit(`/event/${event.id}/${event.slug}`);
    expect(draft.status).toBe(404);
    expect(isEventEntry(draft.html)).toBe(false);
    expect(inlinedEvent(draft.html)).toBeUndefined();

    const preview = await visit(`/event/${event.id}/preview`);
    expect(isEventEntry(preview.html)).toBe(false);

    const organizer = await visit(`/events/${event.organizer_id}/canal-house`);
    expect(isEventEntry(organizer.html)).toBe(false);
  });
});

describe('the light entry of the buyer’s pages (decision 115)', () => {
  it('starts checkout, tickets, prints, "find my tickets" and organizer pages, with the configuration', async () => {
    const event = await liveEvent();
    const eventId = event.id;
    for (const pathAndQuery of [
      `/checkout/${eventId}`,
      `/checkout/${eventId}/o_abc/details`,
      `/checkout/${eventId}/o_abc/payment`,
      `/checkout/${eventId}/o_abc/payment_return?payment_intent=pi_1`,
      `/checkout/${eventId}/o_abc/summary`,
      `/product/${eventId}/a_abc`,
      `/product/${eventId}/a_abc/print`,
      `/order/${eventId}/o_abc/print`,
      '/my-tickets',
      '/my-tickets/some-token',
    ]) {
      const page = await visit(pathAndQuery);
      expect({ pathAndQuery, status: page.status, entry: entryOf(page.html) }).toEqual({
        pathAndQuery,
        status: 200,
        entry: 'buyer',
      });
      expect(page.html).toContain('id="marquee-config"');
      expect(page.cacheControl).toBe('no-cache');
    }
  });

  it('serves organizer pages with their head, and their not-found page, from the buyer entry', async () => {
    const { id, slug } = await createOrganizer(admin, { name: 'Canal House' });
    await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [id]);
    const organizer = await visit(`/events/${id}/${slug}/past-events?page=2`);
    expect(organizer.status).toBe(200);
    expect(entryOf(organizer.html)).toBe('buyer');
    expect(organizer.html).toMatch(/<title>[^<]*Canal House/);

    const missing = await visit('/events/00000000-0000-4000-8000-000000000000/nobody');
    expect(missing.status).toBe(404);
    expect(entryOf(missing.html)).toBe('buyer');
  });

  it('leaves the back office, sign-in, staff previews, the door page and unknown paths to the app', async () => {
    const event = await liveEvent();
    for (const pathAndQuery of [
      '/',
      '/manage/events',
      `/manage/event/${event.id}/orders`,
      '/auth/login',
      `/event/${event.id}/preview`,
      `/organizer/${event.organizer_id}/preview`,
      '/check-in/cil_abc',
      `/checkout/${event.id}/o_abc`,
      '/somewhere/else',
    ]) {
      const page = await visit(pathAndQuery);
      expect({ pathAndQuery, entry: entryOf(page.html) }).toEqual({ pathAndQuery, entry: 'app' });
    }
  });
});
