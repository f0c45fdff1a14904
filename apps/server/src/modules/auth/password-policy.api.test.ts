import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../test-support/http';
import { emailTo, linkIn, registerAccount, TEST_PASSWORD, tokenFrom, uniqueEmail } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * Passwords too easy to guess are refused wherever one is set (issue 24 point 5, decision 136): register, reset,
 * accept an invitation, change one's own. 422 on the `password` field, with the reason.
 */

let server: TestServer;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const weak = (password: string) => ({ password, password_confirmation: password });

function expectWeakPasswordRefusal(response: { status: number; body: Record<string, any> }) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.errors.password[0]).toMatch(/^This password is too easy to guess\./);
}

describe('password strength (decision 136)', () => {
  it('refuses common passwords at registration, and creates no account', async () => {
    for (const password of ['12345678', 'password', 'password123', 'qwertyuiop']) {
      const email = uniqueEmail('weak');
      const response = await createHttpClient(server.baseUrl).post('/api/auth/register', {
        first_name: 'Wendy',
        email,
        timezone: 'UTC',
        ...weak(password),
      });
      expectWeakPasswordRefusal(response);
      const users = await server.services.database.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
      expect(users.rows).toHaveLength(0);
    }
  });

  it("refuses a password made of the person's own name or email", async () => {
    const response = await createHttpClient(server.baseUrl).post('/api/auth/register', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: uniqueEmail('lovelace'),
      timezone: 'UTC',
      ...weak('lovelace2024'),
    });
    expectWeakPasswordRefusal(response);
    expect(response.body.errors.password[0]).toContain('It should not contain your name or email address.');
  });

  it('refuses a weak new password when changing it, resetting it, or accepting an invitation', async () => {
    const { http, email } = await registerAccount(server.baseUrl);
    expectWeakPasswordRefusal(
      await http.request('PUT', '/api/users/me', { json: { ...weak('password1'), current_password: TEST_PASSWORD } }),
    );

    await createHttpClient(server.baseUrl).post('/api/auth/forgot-password', { email });
    const resetToken = tokenFrom(linkIn(await emailTo(sink, email, 'reset'), '/auth/reset-password/'));
    expectWeakPasswordRefusal(
      await createHttpClient(server.baseUrl).post(`/api/auth/reset-password/${resetToken}`, weak('iloveyou1')),
    );

    const invitee = uniqueEmail('invitee');
    const invited = await http.post('/api/users', { first_name: 'Otto', email: invitee, role: 'ORGANIZER' });
    expect(invited.status).toBe(201);
    const invitation = tokenFrom(linkIn(await emailTo(sink, invitee, 'invit'), '/auth/accept-invitation/'));
    expectWeakPasswordRefusal(
      await createHttpClient(server.baseUrl).post(`/api/auth/invitation/${invitation}`, {
        first_name: 'Otto',
        timezone: 'UTC',
        ...weak('12345678'),
      }),
    );
    // A strong one passes everywhere.
    const accepted = await createHttpClient(server.baseUrl).post(`/api/auth/invitation/${invitation}`, {
      first_name: 'Otto',
      timezone: 'UTC',
      ...weak('another-secret-password-7'),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });
});
