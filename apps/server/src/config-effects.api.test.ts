import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from './test-support/catalogue';
import type { HttpClient } from './test-support/http';
import { registerAccount } from './test-support/identity';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink';
import { startTestServer, type TestServer } from './test-support/test-server';
import { createWebDist } from './test-support/web-dist';

/** Spec §9 keys that reach beyond the SPA: each does what its name says on the server's side too. */

const webDist = createWebDist();
let server: TestServer;
let sink: SmtpSink;
let admin: { http: HttpClient; email: string };

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: {
      WEB_DIST_DIR: webDist.dir,
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      DEFAULT_IMAGE_URL: '/media/default-cover.jpg',
      PLATFORM_SUPPORT_EMAIL: 'help@tickets.example',
    },
  });
  admin = await registerAccount(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
  webDist.remove();
});

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

describe('DEFAULT_IMAGE_URL', () => {
  it('is the Open Graph image, the JSON-LD image and the first-paint image of an event without a cover', async () => {
    const organizer = await createOrganizer(admin.http, { name: 'Harbour Sounds' });
    await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
    const event = await createEvent(admin.http, { organizerId: organizer.id, overrides: { title: 'Pier Night' } });
    await createProduct(admin.http, event.id, { title: 'Standing', prices: [{ price: 2500 }] });
    await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);

    const html = await (await fetch(`${server.baseUrl}/event/${event.id}/${event.slug}`)).text();
    const absolute = `${server.baseUrl}/media/default-cover.jpg`;
    expect(html).toContain(`<meta property="og:image" content="${absolute}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { image?: string[] },
    );
    expect(jsonLd[0]!.image).toEqual([absolute]);
    expect(html).toMatch(/<div class="mq-fp"[^>]*><img src="\/media\/default-cover\.jpg"/);
  });
});

describe('PLATFORM_SUPPORT_EMAIL', () => {
  it('is named in the footer of the emails the platform sends', async () => {
    const message = await sink.waitForMessage((candidate) => candidate.to.includes(admin.email));
    expect(message.text).toContain('Need help? Write to help@tickets.example.');
    expect(message.html).toContain('Need help? Write to help@tickets.example.');
  });
});
