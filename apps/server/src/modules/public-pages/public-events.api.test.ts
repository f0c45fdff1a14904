import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct, inDays, setQuantitySold } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** GET /api/public/events (issue 25, decision 138): every event of this file's database is listed or not by its rules. */

let server: TestServer;
let admin: HttpClient;
let other: HttpClient;
const ids: Record<string, string> = {};
const organizers: Record<string, { id: string; slug: string; name: string }> = {};

const visitor = () => createHttpClient(server.baseUrl);
const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

async function event(
  http: HttpClient,
  organizerId: string,
  input: { title: string; start: number; end: number | null; status: string; currency?: string },
) {
  const created = await createEvent(http, {
    organizerId,
    overrides: { title: input.title, start_date: inDays(input.start, 18), end_date: null },
  });
  await sql(`UPDATE events SET status = $2, end_date = $3, currency = coalesce($4, currency) WHERE id = $1`, [
    created.id,
    input.status,
    input.end === null ? null : inDays(input.end, 23),
    input.currency ?? null,
  ]);
  ids[input.title] = created.id;
  return created;
}

const protect = (table: 'events' | 'organizers', id: string) =>
  sql(
    `UPDATE ${table} SET settings = settings || '{"homepage_visibility": "PASSWORD_PROTECTED"}'::jsonb WHERE id = $1`,
    [id],
  );

const list = async (query = '') => {
  const response = await visitor().get(`/api/public/events${query ? `?${query}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const titles = (body: { data: { title: string }[] }) => body.data.map((item) => item.title);

beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerAccount(server.baseUrl)).http;
  other = (await registerAccount(server.baseUrl)).http;

  const blueNote = await createOrganizer(admin, { name: 'Blue Note', currency: 'EUR' });
  const paradiso = await createOrganizer(other, { name: 'Paradiso', currency: 'USD', email: 'p@paradiso.example' });
  const draftOrganizer = await createOrganizer(admin, { name: 'Still a draft' });
  const privateOrganizer = await createOrganizer(other, { name: 'Members only', email: 'm@members.example' });
  for (const organizer of [blueNote, paradiso, privateOrganizer]) {
    await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizer.id]);
  }
  await protect('organizers', privateOrganizer.id);
  Object.assign(organizers, { blueNote, paradiso });

  // Listed, upcoming: in start order Running now (-1), Jazz brunch (2), Open mic (5, no end), Rock night (8), Paused (12)
  const brunch = await event(admin, blueNote.id, { title: 'Jazz brunch', start: 2, end: 2, status: 'LIVE' });
  await event(admin, blueNote.id, { title: 'Running now', start: -1, end: 1, status: 'LIVE' });
  const openMic = await event(admin, blueNote.id, { title: 'Open mic', start: 5, end: null, status: 'LIVE' });
  const rock = await event(other, paradiso.id, {
    title: 'Rock night',
    start: 8,
    end: 8,
    status: 'LIVE',
    currency: 'USD',
  });
  await event(other, paradiso.id, { title: 'Paused gig', start: 12, end: 12, status: 'PAUSED', currency: 'USD' });
  // Listed, past: Last week (-7), Last month (-30)
  await event(admin, blueNote.id, { title: 'Last month', start: -30, end: -30, status: 'LIVE' });
  await event(other, paradiso.id, { title: 'Last week', start: -7, end: -7, status: 'LIVE', currency: 'USD' });
  // Never listed
  await event(admin, blueNote.id, { title: 'Draft show', start: 3, end: 3, status: 'DRAFT' });
  await event(admin, blueNote.id, { title: 'Archived show', start: 4, end: 4, status: 'ARCHIVED' });
  const secret = await event(admin, blueNote.id, { title: 'Secret show', start: 6, end: 6, status: 'LIVE' });
  await protect('events', secret.id);
  await event(admin, draftOrganizer.id, { title: 'Of a draft organizer', start: 7, end: 7, status: 'LIVE' });
  await event(other, privateOrganizer.id, { title: 'Of a private organizer', start: 7, end: 7, status: 'LIVE' });

  // Prices and sale states
  await createProduct(admin, brunch.id, { title: 'Early', prices: [{ price: 1500, initial_quantity_available: 10 }] });
  await createProduct(admin, brunch.id, { title: 'Door', prices: [{ price: 2500 }] });
  await createProduct(admin, brunch.id, { title: 'Friends', is_hidden: true, prices: [{ price: 100 }] });
  const soldOut = await createProduct(admin, openMic.id, {
    title: 'All gone',
    prices: [{ price: 1000, initial_quantity_available: 5 }],
  });
  await setQuantitySold(server, soldOut.prices[0].id, 5);
  await createProduct(other, rock.id, { title: 'Later', sale_start_date: inDays(3), prices: [{ price: 3000 }] });
  await sql(`UPDATE events SET location_details = $2::jsonb WHERE id = $1`, [
    rock.id,
    JSON.stringify({
      venue_name: 'Paradiso',
      address_line_1: 'Weteringschans 6',
      city: 'Amsterdam',
      zip_or_postal_code: '1017 SG',
      country: 'NL',
    }),
  ]);
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/public/events', () => {
  it('lists upcoming events buyers may see across organizers, soonest first, for anyone', async () => {
    const body = await list();
    expect(titles(body)).toEqual(['Running now', 'Jazz brunch', 'Open mic', 'Rock night', 'Paused gig']);
    expect(body.meta).toMatchObject({
      current_page: 1,
      per_page: 20,
      total: 5,
      last_page: 1,
      default_sort: 'start_date',
      default_sort_direction: 'asc',
      allowed_sorts: ['start_date', 'title'],
    });
    // Signed in or not, the same list: previews of drafts belong to the organizer's own page.
    expect(titles((await admin.get('/api/public/events')).body)).toEqual(titles(body));
    const response = await visitor().get('/api/public/events');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('describes each event with its organizer, place, lowest listed price and sale state', async () => {
    const byTitle = Object.fromEntries((await list()).data.map((item: { title: string }) => [item.title, item]));
    expect(byTitle['Jazz brunch']).toEqual({
      id: ids['Jazz brunch'],
      title: 'Jazz brunch',
      slug: 'jazz-brunch',
      category: 'OTHER',
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/),
      end_date: inDays(2, 23),
      timezone: 'Europe/Amsterdam',
      currency: 'EUR',
      is_online_event: false,
      location: null,
      cover_image: null,
      organizer: { id: organizers.blueNote!.id, name: 'Blue Note', slug: organizers.blueNote!.slug },
      lowest_price: 1500,
      sale_state: 'ON_SALE',
      public_url: expect.stringMatching(new RegExp(`/event/${ids['Jazz brunch']}/jazz-brunch$`)),
    });
    expect(byTitle['Rock night']).toMatchObject({
      currency: 'USD',
      location: { venue_name: 'Paradiso', city: 'Amsterdam', state_or_region: null, country: 'NL' },
      lowest_price: 3000,
      sale_state: 'NOT_YET_ON_SALE',
      organizer: { name: 'Paradiso' },
    });
    expect(byTitle['Rock night'].location).not.toHaveProperty('address_line_1');
    expect(byTitle['Open mic']).toMatchObject({ lowest_price: 1000, sale_state: 'SOLD_OUT' });
    expect(byTitle['Running now']).toMatchObject({ lowest_price: null, sale_state: 'NO_TICKETS' });
    expect(byTitle['Paused gig']).toMatchObject({ sale_state: 'PAUSED' });
  });

  it('leaves out drafts, archived events, password-protected events and events of draft or private organizers', async () => {
    const all = [...titles(await list('per_page=100')), ...titles(await list('eventsStatus=past&per_page=100'))];
    for (const hidden of [
      'Draft show',
      'Archived show',
      'Secret show',
      'Of a draft organizer',
      'Of a private organizer',
    ]) {
      expect(all).not.toContain(hidden);
    }
    expect(titles(await list('query=secret'))).toEqual([]);
  });

  it('lists past events latest first', async () => {
    const body = await list('eventsStatus=past');
    expect(titles(body)).toEqual(['Last week', 'Last month']);
    expect(body.meta).toMatchObject({ total: 2, default_sort_direction: 'desc' });
    expect(body.data[0].sale_state).toBe('ENDED');
  });

  it('filters by date range, organizer, currency and category, and searches titles and organizer names', async () => {
    expect(
      titles(
        await list(
          `filter_fields[start_date][gte]=${encodeURIComponent(inDays(1, 0))}&filter_fields[start_date][lte]=${encodeURIComponent(inDays(9, 0))}`,
        ),
      ),
    ).toEqual(['Jazz brunch', 'Open mic', 'Rock night']);
    expect(titles(await list(`filter_fields[organizer_id][eq]=${organizers.paradiso!.id}`))).toEqual([
      'Rock night',
      'Paused gig',
    ]);
    expect(
      titles(await list(`filter_fields[organizer_id][in]=${organizers.paradiso!.id},${organizers.blueNote!.id}`)),
    ).toHaveLength(5);
    expect(titles(await list('filter_fields[currency][eq]=EUR'))).toEqual(['Running now', 'Jazz brunch', 'Open mic']);
    expect(titles(await list('filter_fields[category][eq]=MUSIC'))).toEqual([]);
    expect(titles(await list('query=paradiso'))).toEqual(['Rock night', 'Paused gig']);
    expect(titles(await list('query=JAZZ'))).toEqual(['Jazz brunch']);
  });

  it('sorts by title or date either way', async () => {
    expect(titles(await list('sort_by=title'))).toEqual([
      'Jazz brunch',
      'Open mic',
      'Paused gig',
      'Rock night',
      'Running now',
    ]);
    expect(titles(await list('sort_by=start_date&sort_direction=desc'))).toEqual([
      'Paused gig',
      'Rock night',
      'Open mic',
      'Jazz brunch',
      'Running now',
    ]);
  });

  it('pages with page and per_page', async () => {
    const first = await list('per_page=2');
    expect(titles(first)).toEqual(['Running now', 'Jazz brunch']);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3, from: 1, to: 2 });
    expect(titles(await list('per_page=2&page=3'))).toEqual(['Paused gig']);
    const beyond = await list('per_page=2&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 5, from: null, to: null });
  });

  it('takes empty parameters as unset', async () => {
    const body = await list(
      'eventsStatus=&page=&per_page=&query=&sort_by=&sort_direction=&filter_fields[currency][eq]=&filter_fields[start_date][gte]=',
    );
    expect(titles(body)).toEqual(['Running now', 'Jazz brunch', 'Open mic', 'Rock night', 'Paused gig']);
  });

  it('answers bad input with 422 naming the parameter, never 500', async () => {
    const cases: [string, string][] = [
      ['eventsStatus=soon', 'eventsStatus'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['per_page=101', 'per_page'],
      ['sort_by=price', 'sort_by'],
      ['sort_direction=sideways', 'sort_direction'],
      ['filter_fields[status][eq]=DRAFT', 'filter_fields.status'],
      ['filter_fields[start_date][gte]=tomorrow', 'filter_fields.start_date.gte'],
      ['filter_fields[organizer_id][eq]=not-a-uuid', 'filter_fields.organizer_id.eq'],
      ['filter_fields[currency][between]=EUR', 'filter_fields.currency.between'],
      ['filter_fields=oops', 'filter_fields'],
      [`query=${'x'.repeat(300)}`, 'query'],
    ];
    for (const [query, field] of cases) {
      const response = await visitor().get(`/api/public/events?${query}`);
      expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBe(422);
      expect(Object.keys(response.body.errors), query).toContain(field);
    }
  });
});
