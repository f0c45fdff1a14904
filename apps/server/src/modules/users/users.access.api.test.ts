import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * The access matrix of every users and accounts call: signed out → 401, a role without the right →
 * 403, another account's ids → 404 (never 403), so ids cannot be probed.
 */
let server: TestServer;
let sink: SmtpSink;
let admin: { http: HttpClient; user: Record<string, any> };
let organizer: { http: HttpClient; userId: string };
let outsider: { http: HttpClient; user: Record<string, any> };

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = await registerAccount(server.baseUrl);
  organizer = await inviteAndAccept({ baseUrl: server.baseUrl, admin: admin.http, sink, role: 'ORGANIZER' });
  outsider = await registerAccount(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

type Call = { method: string; path: (ids: { user: string; account: string }) => string; json?: unknown };
const token = 'x'.repeat(43);

const adminOnly: Call[] = [
  { method: 'GET', path: () => '/api/users' },
  {
    method: 'POST',
    path: () => '/api/users',
    json: { first_name: 'A', email: 'new-person@example.com', role: 'ORGANIZER' },
  },
  { method: 'GET', path: ({ user }) => `/api/users/${user}` },
  { method: 'PUT', path: ({ user }) => `/api/users/${user}`, json: { first_name: 'Renamed' } },
  { method: 'POST', path: ({ user }) => `/api/users/${user}/invitation` },
  { method: 'DELETE', path: ({ user }) => `/api/users/${user}/invitation` },
  { method: 'PUT', path: ({ account }) => `/api/accounts/${account}`, json: { name: 'Renamed' } },
];
const selfOnly: Call[] = [
  { method: 'POST', path: ({ user }) => `/api/users/${user}/confirm-email/${token}` },
  { method: 'POST', path: ({ user }) => `/api/users/${user}/resend-email-confirmation` },
  { method: 'POST', path: ({ user }) => `/api/users/${user}/confirm-email-with-code`, json: { code: '12345' } },
  { method: 'POST', path: ({ user }) => `/api/users/${user}/email-change/${token}` },
  { method: 'DELETE', path: ({ user }) => `/api/users/${user}/email-change` },
];
const anyMember: Call[] = [
  { method: 'GET', path: () => '/api/users/me' },
  { method: 'PUT', path: () => '/api/users/me', json: { first_name: 'Me' } },
  { method: 'GET', path: ({ account }) => `/api/accounts/${account}` },
];

const run = (client: HttpClient, call: Call, ids: { user: string; account: string }) =>
  client.request(call.method, call.path(ids), call.json === undefined ? {} : { json: call.json });

describe('users and accounts access matrix', () => {
  it('answers 401 to every call when signed out', async () => {
    const anonymous = createHttpClient(server.baseUrl);
    const ids = { user: admin.user.id, account: admin.user.account_id };
    for (const call of [...adminOnly, ...selfOnly, ...anyMember]) {
      const response = await run(anonymous, call, ids);
      expect(response.status, `${call.method} ${call.path(ids)}`).toBe(401);
    }
  });

  it('answers 403 to the organizer role on administrator calls', async () => {
    const ids = { user: admin.user.id, account: admin.user.account_id };
    for (const call of adminOnly) {
      const response = await run(organizer.http, call, ids);
      expect(response.status, `${call.method} ${call.path(ids)}`).toBe(403);
    }
  });

  it("answers 403 when a member acts on another member's self-only call", async () => {
    const ids = { user: organizer.userId, account: admin.user.account_id };
    for (const call of selfOnly) {
      const response = await run(admin.http, call, ids);
      expect(response.status, `${call.method} ${call.path(ids)}`).toBe(403);
    }
  });

  it("answers 404, never 403, for another account's user and account ids", async () => {
    const ids = { user: outsider.user.id, account: outsider.user.account_id };
    for (const call of [
      ...adminOnly.filter((call) => call.path(ids).includes(ids.user) || call.path(ids).includes(ids.account)),
      ...selfOnly,
    ]) {
      const response = await run(admin.http, call, ids);
      expect(response.status, `${call.method} ${call.path(ids)}`).toBe(404);
    }
    expect((await admin.http.get(`/api/accounts/${outsider.user.account_id}`)).status).toBe(404);
  });

  it('lets every member use their own calls', async () => {
    const ids = { user: admin.user.id, account: admin.user.account_id };
    for (const call of anyMember) {
      const response = await run(organizer.http, call, ids);
      expect(response.status, `${call.method} ${call.path(ids)}`).toBe(200);
    }
  });
});
