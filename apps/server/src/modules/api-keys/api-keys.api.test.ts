import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** API keys (issue 26 point 7): the same tenant and role rules as a session; revoked or expired keys get 401. */

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
});

async function createKey(body: Record<string, unknown>) {
  const response = await admin.post('/api/account/api-keys', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: string; key: string; key_hint: string };
}

/** A client that sends only the key: no cookie, as an integration would. */
const withKey = (key: string) => {
  const client = createHttpClient(server.baseUrl);
  const auth = { authorization: `Bearer ${key}` };
  return {
    get: (path: string) => client.request('GET', path, { headers: auth }),
    post: (path: string, json?: unknown) => client.request('POST', path, { json, headers: auth }),
    put: (path: string, json?: unknown) => client.request('PUT', path, { json, headers: auth }),
    delete: (path: string) => client.request('DELETE', path, { headers: auth }),
  };
};

describe('API keys', () => {
  it('are shown once, stored hashed, and act in their own account only', async () => {
    const created = await createKey({ name: 'Zapier', role: 'ADMIN' });
    expect(created.key).toMatch(/^mqk_[A-Za-z0-9]{40}$/);
    expect(created.key_hint).toBe(`${created.key.slice(0, 8)}…${created.key.slice(-4)}`);
    const stored = await server.services.database.query<{ key_hash: string }>(
      'SELECT key_hash FROM api_keys WHERE id = $1',
      [created.id],
    );
    expect(stored.rows[0]!.key_hash).not.toContain(created.key);
    const listed = await admin.get('/api/account/api-keys');
    expect(listed.body.data.find((key: { id: string }) => key.id === created.id)).toMatchObject({
      name: 'Zapier',
      role: 'ADMIN',
      last_used_at: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(created.key);

    const event = await createEvent(admin);
    const client = withKey(created.key);
    expect((await client.get(`/api/events/${event.id}`)).body.data.id).toBe(event.id);
    // A write without a cookie passes the request-origin guard: integrations post JSON from servers.
    const organizer = await client.post('/api/organizers', {
      name: 'Made by key',
      email: 'key@example.com',
      currency: 'EUR',
      timezone: 'Europe/Berlin',
    });
    expect(organizer.status, JSON.stringify(organizer.body)).toBe(201);

    const stranger = (await registerAccount(server.baseUrl)).http;
    const foreign = await createEvent(stranger);
    expect((await client.get(`/api/events/${foreign.id}`)).status).toBe(404);
    expect((await client.get(`/api/events/${foreign.id}/webhooks`)).status).toBe(404);

    const used = await admin.get(`/api/account/api-keys/${created.id}`);
    expect(used.body.data.last_used_at).toEqual(expect.any(String));
  });

  it('carry their role exactly as a session of that role would', async () => {
    const { key } = await createKey({ name: 'Read-mostly', role: 'ORGANIZER' });
    const client = withKey(key);
    const event = await createEvent(admin);
    expect((await client.get(`/api/events/${event.id}/webhooks`)).status).toBe(200);
    const refused = await client.post(`/api/events/${event.id}/webhooks`, {
      url: 'https://example.com/hook',
      event_types: ['order.created'],
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect((await client.get('/api/users')).status).toBe(403);
    expect((await client.put(`/api/events/${event.id}`, { title: 'Renamed by key' })).status).toBe(200);
  });

  it('cannot mint keys, nor change the person behind them', async () => {
    const { key } = await createKey({ name: 'CI', role: 'ADMIN' });
    const client = withKey(key);
    expect((await client.post('/api/account/api-keys', { name: 'Another', role: 'ADMIN' })).status).toBe(403);
    expect((await client.get('/api/account/api-keys')).status).toBe(403);
    expect((await client.put('/api/users/me', { first_name: 'Mallory' })).status).toBe(403);
  });

  it('stop at once when revoked or expired, with a 401 that says why', async () => {
    const revoked = await createKey({ name: 'Old sync', role: 'ADMIN' });
    expect((await withKey(revoked.key).get('/api/events')).status).toBe(200);
    expect((await admin.delete(`/api/account/api-keys/${revoked.id}`)).status).toBe(204);
    const afterRevoke = await withKey(revoked.key).get('/api/events');
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.message).toMatch(/API key/);
    expect((await admin.delete(`/api/account/api-keys/${revoked.id}`)).status).toBe(404);

    const expiring = await createKey({
      name: 'Trial',
      role: 'ADMIN',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(expiring.key).get('/api/events')).status).toBe(200);
    await server.services.database.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expiring.id,
    ]);
    expect((await withKey(expiring.key).get('/api/events')).status).toBe(401);
    expect((await withKey('mqk_made-up').get('/api/events')).status).toBe(401);
  });

  it('validate what they are given', async () => {
    const past = await admin.post('/api/account/api-keys', {
      name: 'Late',
      role: 'ADMIN',
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(422);
    expect(past.body.errors.expires_at).toHaveLength(1);
    expect((await admin.post('/api/account/api-keys', { name: ' ', role: 'ADMIN' })).body.errors.name).toHaveLength(1);
    expect((await admin.post('/api/account/api-keys', { name: 'X', role: 'OWNER' })).status).toBe(422);
    const stranger = (await registerAccount(server.baseUrl)).http;
    const mine = await createKey({ name: 'Mine', role: 'ADMIN' });
    expect((await stranger.get(`/api/account/api-keys/${mine.id}`)).status).toBe(404);
    expect((await stranger.delete(`/api/account/api-keys/${mine.id}`)).status).toBe(404);
  });

  it('are documented in the OpenAPI document as a bearer scheme', async () => {
    const document = (await admin.get('/api/openapi.json')).body;
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(document.paths['/api/public/events/{eventId}/order']?.post?.security).toEqual([]);
  });
});
