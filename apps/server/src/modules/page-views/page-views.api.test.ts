import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createWebDist } from '../../test-support/web-dist';

/** Page views (issue 27 point 4, decision 150): people counted, crawlers and prefetches not, per day in the page's zone. */

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

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.services.database.query<T>(text, values).then((result) => result.rows);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.baseUrl}${path}`, { method, redirect: 'manual', headers: { 'user-agent': BROWSER, ...headers } });

describe('page views', () => {
  it('counts people on public event and organizer pages, on the day in the page’s time zone, and nobody else', async () => {
    const organizer = await createOrganizer(admin, { timezone: 'Pacific/Auckland' });
    await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
    const event = await createEvent(admin, {
      organizerId: organizer.id,
      overrides: { timezone: 'America/Los_Angeles' },
    });
    await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const eventPath = `/event/${event.id}/${event.slug}`;

    expect((await visit(eventPath)).status).toBe(200);
    expect((await visit(eventPath)).status).toBe(200);
    await visit(eventPath, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await visit(eventPath, { 'user-agent': 'facebookexternalhit/1.1' });
    await visit(eventPath, { 'sec-purpose': 'prefetch' });
    await visit(eventPath, {}, 'HEAD');
    // A wrong slug is redirected, not counted; the page it lands on is.
    expect((await visit(`/event/${event.id}/old-name`)).status).toBe(301);
    await visit(`/events/${organizer.id}/${organizer.slug}`);
    await server.app.pageViews.flush();

    const [eventDay] = await sql<{ date: string; views: number; today: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, views,
              to_char((now() AT TIME ZONE 'America/Los_Angeles')::date, 'YYYY-MM-DD') AS today
         FROM event_daily_views WHERE event_id = $1`,
      [event.id],
    );
    expect(eventDay).toMatchObject({ views: 2, date: eventDay!.today });
    const [organizerDay] = await sql<{ date: string; views: number; today: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, views,
              to_char((now() AT TIME ZONE 'Pacific/Auckland')::date, 'YYYY-MM-DD') AS today
         FROM organizer_daily_views WHERE organizer_id = $1`,
      [organizer.id],
    );
    expect(organizerDay).toMatchObject({ views: 1, date: organizerDay!.today });

    // The dashboard shows them, and further views add to the day.
    await visit(eventPath);
    await server.app.pageViews.flush();
    const stats = await admin.get(`/api/events/${event.id}/stats`);
    expect(stats.body.data.totals.total_views).toBe(3);
    expect(stats.body.data.daily.find((day: { date: string }) => day.date === eventDay!.today).total_views).toBe(3);
  });

  it('does not count pages visitors may not see', async () => {
    const event = await createEvent(admin);
    await visit(`/event/${event.id}/${event.slug}`);
    await server.app.pageViews.flush();
    expect(await sql(`SELECT * FROM event_daily_views WHERE event_id = $1`, [event.id])).toEqual([]);
  });
});
