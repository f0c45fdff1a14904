import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createWebDist } from '../../test-support/web-dist';

const webDist = createWebDist();

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
/** A plain request as a crawler makes it: no cookies, redirects not followed. */
const crawl = (pathAndQuery: string) => fetch(`${server.baseUrl}${pathAndQuery}`, { redirect: 'manual' });

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

const HOSTILE = 'Jazz </script><script>alert(1)</script> & "Friends"';

async function liveEvent(input: { title?: string; settings?: Record<string, unknown> } = {}) {
  const organizer = await createOrganizer(admin, { name: 'Blue "Note" <Club>' });
  await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
  const event = await createEvent(admin, {
    organizerId: organizer.id,
    overrides: {
      title: input.title ?? 'Summer Jazz Night',
      description: '<p>An evening of <strong>jazz</strong> &amp; blues.</p>',
    },
  });
  await createProduct(admin, event.id, { title: 'Standing', prices: [{ price: 2500 }] });
  await createProduct(admin, event.id, { title: 'Seated', prices: [{ price: 4000 }] });
  if (input.settings) {
    const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, { json: input.settings });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  await sql(`UPDATE events SET status = 'LIVE', location_details = $2 WHERE id = $1`, [
    event.id,
    JSON.stringify({ venue_name: 'The <Cellar>', city: 'Amsterdam', country: 'NL' }),
  ]);
  return { organizer, event };
}

describe('server-rendered head of the public event page', () => {
  it('sends the title, description, canonical, Open Graph, Twitter and JSON-LD Event in the HTML', async () => {
    const { event, organizer } = await liveEvent();
    const response = await crawl(`/event/${event.id}/${event.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const canonical = `${server.baseUrl}/event/${event.id}/${event.slug}`;
    expect(html).toContain('<title>Summer Jazz Night | Marquee</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Visitors see the title before the app's script has run (decision 084).
    expect(html).toMatch(/<div id="root">.*<h1>Summer Jazz Night<\/h1>.*<\/div><\/div>/);
    expect(html).toContain('<meta name="description" content="An evening of jazz &amp; blues." />');
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain('<meta property="og:title" content="Summer Jazz Night | Marquee" />');
    expect(html).toContain('<meta property="og:type" content="event" />');
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain('<meta property="og:description" content="An evening of jazz &amp; blues." />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('noindex');
    // The runtime configuration the SPA needs is still there.
    expect(html).toContain('type="application/json"');

    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Summer Jazz Night',
      startDate: new Date(event.start_date).toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'The <Cellar>',
        address: { addressLocality: 'Amsterdam', addressCountry: 'NL' },
      },
      description: 'An evening of jazz & blues.',
      organizer: { '@type': 'Organization', name: 'Blue "Note" <Club>' },
      offers: { '@type': 'Offer', price: '25', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(ld!.organizer.url).toContain(`/events/${organizer.id}/${organizer.slug}`);
  });

  it('escapes every value, keeps JSON-LD from closing its script, and honours the SEO settings', async () => {
    const { event } = await liveEvent({
      title: HOSTILE,
      settings: {
        seo_title: 'SEO <b>title</b>',
        seo_description: 'Desc "quoted" </script>',
        seo_keywords: 'jazz, <blues>',
        allow_search_engine_indexing: false,
      },
    });
    const html = await (await crawl(`/event/${event.id}/${event.slug}`)).text();
    expect(html).toContain('<title>SEO &lt;b&gt;title&lt;/b&gt; | Marquee</title>');
    expect(html).toContain('<meta name="description" content="Desc &quot;quoted&quot; &lt;/script&gt;" />');
    expect(html).toContain('<meta name="keywords" content="jazz, &lt;blues&gt;" />');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>title</b>');
    // Exactly one closing tag per script element: no value ended one early.
    const scripts = html.match(/<script\b/g)?.length ?? 0;
    expect(html.match(/<\/script>/g)?.length).toBe(scripts);
    const [ld] = jsonLdOf(html);
    expect(ld!.name).toBe(HOSTILE);
    expect(ld!.description).toBe('Desc "quoted" </script>');
    // The title the page shows before its script runs is escaped too.
    expect(html).toContain(
      `<h1>${HOSTILE.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</h1>`,
    );
  });

  it('301s a wrong or missing slug to the canonical one keeping the query string, for /event and /e', async () => {
    const { event } = await liveEvent();
    const wrong = await crawl(`/event/${event.id}/old-name?promo_code=SAVE10&aff=abc`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(`/event/${event.id}/${event.slug}?promo_code=SAVE10&aff=abc`);
    const missing = await crawl(`/event/${event.id}`);
    expect(missing.status).toBe(301);
    expect(missing.headers.get('location')).toBe(`/event/${event.id}/${event.slug}`);
    const short = await crawl(`/e/${event.id}/nope?aff=x`);
    expect(short.status).toBe(301);
    expect(short.headers.get('location')).toBe(`/e/${event.id}/${event.slug}?aff=x`);
    const shortCanonical = await crawl(`/e/${event.id}/${event.slug}`);
    expect(shortCanonical.status).toBe(200);
    expect(await shortCanonical.text()).toContain(`<link rel="canonical" href="${server.baseUrl}/event/${event.id}/`);
  });

  it('answers the SPA with status 404 and noindex for unknown and non-public events; previews are left to the SPA', async () => {
    const { event } = await liveEvent();
    // A paused event keeps its page (decision 016): only its sales stop.
    await sql(`UPDATE events SET status = 'PAUSED' WHERE id = $1`, [event.id]);
    expect((await crawl(`/event/${event.id}/${event.slug}`)).status).toBe(200);
    await sql(`UPDATE events SET status = 'DRAFT' WHERE id = $1`, [event.id]);
    for (const target of [
      `/event/${event.id}/${event.slug}`,
      '/event/00000000-0000-4000-8000-000000000000/x',
      '/event/not-an-id/x',
    ]) {
      const response = await crawl(target);
      expect(response.status, target).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html).toContain('<div id="root"></div>');
    }
    const preview = await crawl(`/event/${event.id}/preview`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('<title>Marquee</title>');
  });
});

describe('server-rendered head of the organizer page', () => {
  it('sends the Organization markup and redirects to the canonical slug keeping /past-events and the query', async () => {
    const organizer = await createOrganizer(admin, {
      name: 'Paradiso & Co',
      description: '<p>Concerts since 1968</p>',
      website: 'https://paradiso.example',
    });
    await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
    const base = `/events/${organizer.id}/${organizer.slug}`;

    const page = await crawl(base);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Paradiso &amp; Co | Marquee</title>');
    expect(html).toContain('<meta name="description" content="Concerts since 1968" />');
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}${base}" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(jsonLdOf(html)[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Paradiso & Co',
      sameAs: ['https://paradiso.example'],
    });

    const past = await crawl(`${base}/past-events?page=2`);
    expect(past.status).toBe(200);
    expect(await past.text()).toContain(`<link rel="canonical" href="${server.baseUrl}${base}/past-events" />`);

    const wrongPast = await crawl(`/events/${organizer.id}/old-slug/past-events?page=2`);
    expect(wrongPast.status).toBe(301);
    expect(wrongPast.headers.get('location')).toBe(`${base}/past-events?page=2`);
    const wrong = await crawl(`/events/${organizer.id}/old-slug?page=3`);
    expect(wrong.headers.get('location')).toBe(`${base}?page=3`);
    const bare = await crawl(`/events/${organizer.id}`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(base);

    await sql(`UPDATE organizers SET status = 'DRAFT' WHERE id = $1`, [organizer.id]);
    const hidden = await crawl(base);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain('noindex');
  });
});
