import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../test-support/http';
import { registerAccount } from '../test-support/identity';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ http: admin } = await registerAccount(server.baseUrl));
});

afterAll(async () => {
  await server?.close();
});

const organizer = { name: 'Forged Nights', email: 'forged@example.com', currency: 'EUR', timezone: 'Europe/Berlin' };

async function organizerCount(): Promise<number> {
  const response = await admin.get('/api/organizers');
  expect(response.status).toBe(200);
  return response.body.meta.total as number;
}

describe('cookie-authenticated writes (decision 129)', () => {
  it('refuses a form-encodable body (text/plain, urlencoded) with 415, changing nothing', async () => {
    const before = await organizerCount();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await admin.request('POST', '/api/organizers', {
        body: JSON.stringify(organizer),
        headers: { 'content-type': type },
      });
      expect(response.status, type).toBe(415);
      expect(response.body.message).toBe('Send the request body as JSON (application/json).');
    }
    expect(await organizerCount()).toBe(before);
  });

  it('refuses a write sent from another site, same-site subdomains included', async () => {
    const before = await organizerCount();
    for (const site of ['cross-site', 'same-site']) {
      const response = await admin.request('POST', '/api/organizers', {
        json: organizer,
        headers: { 'sec-fetch-site': site, origin: 'https://tickets-evil.example.com' },
      });
      expect(response.status, site).toBe(403);
      expect(response.body.message).toBe('This request came from another site and was refused.');
    }
    // A browser without fetch metadata: its Origin decides.
    const foreign = await admin.request('POST', '/api/organizers', {
      json: organizer,
      headers: { origin: 'https://evil.example.com' },
    });
    expect(foreign.status).toBe(403);
    expect(await organizerCount()).toBe(before);
  });

  it('takes the same write from its own pages, and from clients without cookies as before', async () => {
    const own = await admin.request('POST', '/api/organizers', {
      json: organizer,
      headers: { 'sec-fetch-site': 'same-origin', origin: server.baseUrl },
    });
    expect(own.status).toBe(201);
    const ownOrigin = await admin.request('POST', '/api/organizers', {
      json: organizer,
      headers: { origin: server.baseUrl },
    });
    expect(ownOrigin.status).toBe(201);
    // No cookie: no session to ride; the route's own rules answer (here: sign in first).
    const anonymous = await fetch(`${server.baseUrl}/api/organizers`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(organizer),
    });
    expect(anonymous.status).not.toBe(403);
  });
});

describe('caching and framing', () => {
  it('marks what a signed-in caller reads as private and not to be stored', async () => {
    const signedIn = await admin.get('/api/organizers');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await fetch(`${server.baseUrl}/api/public/config`);
    expect(anonymous.headers.get('cache-control') ?? '').not.toContain('private');
  });

  it('sends a policy without eval that refuses framing by other sites', async () => {
    const page = await fetch(`${server.baseUrl}/manage/events`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
