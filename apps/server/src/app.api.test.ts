import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './test-support/http';
import { createFixtureTable, fixtureRoutes } from './test-support/list-fixture';
import { startTestServer, type TestServer } from './test-support/test-server';

let server: TestServer;
let http: ReturnType<typeof createHttpClient>;

const ITEMS = [
  { name: 'Ada Lovelace', email: 'ada@example.com', status: 'COMPLETED', total_gross: 5000, is_vip: true },
  { name: 'Grace Hopper', email: 'grace@example.com', status: 'CANCELLED', total_gross: 1200 },
  { name: 'Alan Turing', email: null, status: 'COMPLETED', total_gross: 0 },
  { name: 'Katherine Johnson', email: 'kj@example.org', status: 'AWAITING_OFFLINE_PAYMENT', total_gross: 7500 },
  { name: 'Edsger Dijkstra', email: 'ewd@example.org', status: 'COMPLETED', total_gross: 3300, is_vip: true },
  { name: '100% Real_Name', email: 'wild@example.com', status: 'COMPLETED', total_gross: 999 },
] as const;

beforeAll(async () => {
  server = await startTestServer({ extraApiPlugins: [fixtureRoutes] });
  await createFixtureTable(server.services.database);
  http = createHttpClient(server.baseUrl);
  for (const item of ITEMS) {
    const response = await http.post('/api/test-fixtures/items', item);
    expect(response.status).toBe(201);
  }
});

afterAll(async () => {
  await server?.close();
});

describe(`API conventions (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers a single resource as { data }', async () => {
    const created = await http.post('/api/test-fixtures/items', {
      name: 'Barbara Liskov',
      status: 'COMPLETED',
      total_gross: 10,
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(['data']);
    const fetched = await http.get(`/api/test-fixtures/items/${created.body.data.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual({ data: created.body.data });
  });

  it('answers a list as { data, meta } with the spec meta keys', async () => {
    const response = await http.get('/api/test-fixtures/items?per_page=2');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
    expect(response.body.meta).toMatchObject({ current_page: 1, per_page: 2, last_page: 4, total: 7 });
    expect(response.body.meta.allowed_sorts).toEqual(['name', 'total_gross', 'created_at']);
    expect(response.body.meta.default_sort).toBe('created_at');
    expect(response.body.meta.allowed_filter_fields).toContain('status');
  });

  it('gives 422 naming the field for a body field of the wrong type or an unknown enum value', async () => {
    const response = await http.post('/api/test-fixtures/items', { name: 42, status: 'PAID', total_gross: 'lots' });
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(expect.any(String));
    expect(Object.keys(response.body.errors).sort()).toEqual(['name', 'status', 'total_gross']);
    expect(response.body.errors.status[0]).toEqual(expect.any(String));
  });

  it('gives 422 for a missing required body and for a bad path parameter', async () => {
    const missing = await http.request('POST', '/api/test-fixtures/items', { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('name');
    const badId = await http.get('/api/test-fixtures/items/not-a-uuid');
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toHaveProperty('id');
  });

  it('gives 400 for malformed JSON', async () => {
    const response = await http.request('POST', '/api/test-fixtures/items', {
      body: '{"name": "broken",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The request body is not valid JSON.',
      errors: {},
      code: 'bad_request',
      error_codes: {},
    });
  });

  it('gives 415 for a body that is not JSON', async () => {
    const response = await http.request('POST', '/api/test-fixtures/items', {
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.errors).toEqual({});
  });

  it('gives a JSON 404 for an unknown API route and a domain 404 for a missing resource', async () => {
    const route = await http.get('/api/no-such-thing');
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ message: 'No route matches GET /api/no-such-thing.', errors: {}, code: 'not_found' });
    const missing = await http.get('/api/test-fixtures/items/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('not found');
  });

  it('maps a unique-constraint conflict to 409 with the field named', async () => {
    const response = await http.post('/api/test-fixtures/items', {
      name: 'Ada Lovelace',
      status: 'COMPLETED',
      total_gross: 1,
    });
    expect(response.status).toBe(409);
    expect(response.body.errors).toHaveProperty('name');
  });

  it('hides internal error details behind a generic 500 and logs them with the request id', async () => {
    const response = await http.request('GET', '/api/test-fixtures/boom', {
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('secret internal detail');
    expect(response.headers.get('x-request-id')).toBe('trace-abc-123');
    const logged = server.logs.find((line) => line.request_id === 'trace-abc-123' && line.level === 50);
    expect(logged).toBeDefined();
  });

  it('sends security headers and no CORS headers by default', async () => {
    const response = await http.request('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Stripe.js is allowed only where card payments are configured (payments/stripe.api.test.ts).
    expect(response.headers.get('content-security-policy')).not.toContain('stripe.com');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
  });
});

describe('the list helper against real rows', () => {
  const names = (body: { data: { name: string }[] }) => body.data.map((item) => item.name);

  it('sorts by a whitelisted field in both directions', async () => {
    const ascending = await http.get('/api/test-fixtures/items?sort_by=total_gross&sort_direction=asc&per_page=100');
    const totals = ascending.body.data.map((item: { total_gross: number }) => item.total_gross);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const descending = await http.get('/api/test-fixtures/items?sort_by=name&sort_direction=desc&per_page=3');
    expect(names(descending.body)).toEqual(['Katherine Johnson', 'Grace Hopper', 'Edsger Dijkstra']);
  });

  it('pages through every row exactly once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await http.get(`/api/test-fixtures/items?sort_by=name&per_page=3&page=${page}`);
      seen.push(...names(response.body));
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const beyond = await http.get('/api/test-fixtures/items?page=99');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ current_page: 99, from: null, to: null });
  });

  it('filters with each operator', async () => {
    const list = async (query: string) =>
      names((await http.get(`/api/test-fixtures/items?sort_by=name&per_page=100&${query}`)).body);
    expect(await list('filter_fields[status][eq]=CANCELLED')).toEqual(['Grace Hopper']);
    expect(await list('filter_fields[status][ne]=COMPLETED')).toEqual(['Grace Hopper', 'Katherine Johnson']);
    expect(await list('filter_fields[total_gross][gt]=3300')).toEqual(['Ada Lovelace', 'Katherine Johnson']);
    expect(await list('filter_fields[total_gross][gte]=3300')).toEqual([
      'Ada Lovelace',
      'Edsger Dijkstra',
      'Katherine Johnson',
    ]);
    expect(await list('filter_fields[total_gross][lt]=999')).toEqual(['Alan Turing', 'Barbara Liskov']);
    expect(await list('filter_fields[total_gross][lte]=999')).toEqual([
      '100% Real_Name',
      'Alan Turing',
      'Barbara Liskov',
    ]);
    expect(await list('filter_fields[email][like]=EXAMPLE.ORG')).toEqual(['Edsger Dijkstra', 'Katherine Johnson']);
    expect(await list('filter_fields[email][not_like]=example.com')).toEqual([
      'Alan Turing',
      'Barbara Liskov',
      'Edsger Dijkstra',
      'Katherine Johnson',
    ]);
    expect(await list('filter_fields[status][in]=CANCELLED,AWAITING_OFFLINE_PAYMENT')).toEqual([
      'Grace Hopper',
      'Katherine Johnson',
    ]);
    expect(await list('filter_fields[email][eq]=null')).toEqual(['Alan Turing', 'Barbara Liskov']);
    expect(await list('filter_fields[is_vip][eq]=true&filter_fields[total_gross][lt]=4000')).toEqual([
      'Edsger Dijkstra',
    ]);
    expect(await list('filter_fields[created_at][gte]=2000-01-01T00:00:00Z')).toHaveLength(7);
  });

  it('searches case-insensitively and treats wildcards literally', async () => {
    const search = async (term: string) =>
      names((await http.get(`/api/test-fixtures/items?query=${encodeURIComponent(term)}`)).body);
    expect(await search('LOVELACE')).toEqual(['Ada Lovelace']);
    expect((await search('@example.org')).sort()).toEqual(['Edsger Dijkstra', 'Katherine Johnson']);
    expect(await search('100%')).toEqual(['100% Real_Name']);
    expect(await search('%')).toEqual(['100% Real_Name']);
    expect(await search('l__e')).toEqual([]);
  });

  it('answers 422 naming the parameter for a sort or filter outside the whitelist or an unknown operator', async () => {
    const sort = await http.get('/api/test-fixtures/items?sort_by=email');
    expect(sort.status).toBe(422);
    expect(Object.keys(sort.body.errors)).toEqual(['sort_by']);
    const filter = await http.get('/api/test-fixtures/items?filter_fields[secret][eq]=1');
    expect(filter.status).toBe(422);
    expect(Object.keys(filter.body.errors)).toEqual(['filter_fields.secret']);
    const operator = await http.get('/api/test-fixtures/items?filter_fields[name][matches]=x');
    expect(operator.status).toBe(422);
    expect(Object.keys(operator.body.errors)).toEqual(['filter_fields.name.matches']);
    const perPage = await http.get('/api/test-fixtures/items?per_page=500');
    expect(perPage.status).toBe(422);
    expect(Object.keys(perPage.body.errors)).toEqual(['per_page']);
  });

  it('survives injection attempts in every parameter and leaves the table intact', async () => {
    const attack = encodeURIComponent(`x'; DROP TABLE test_fixture_items; --`);
    const attempts = [
      `sort_by=${attack}`,
      `sort_direction=${attack}`,
      `filter_fields[${attack}][eq]=1`,
      `filter_fields[name][${attack}]=1`,
      `filter_fields[name][eq]=${attack}`,
      `filter_fields[name][in]=${attack},b`,
      `filter_fields[total_gross][gt]=${attack}`,
      `query=${attack}`,
      `page=${attack}`,
    ];
    for (const attempt of attempts) {
      const response = await http.get(`/api/test-fixtures/items?${attempt}`);
      expect([200, 422]).toContain(response.status);
      if (response.status === 200) expect(response.body.data).toEqual([]);
    }
    // qs drops prototype keys before validation, so this one is simply not a filter.
    const proto = await http.get('/api/test-fixtures/items?filter_fields[__proto__][eq]=1');
    expect(proto.status).toBe(200);
    const all = await http.get('/api/test-fixtures/items?per_page=100');
    expect(all.body.meta.total).toBe(7);
  });
});
