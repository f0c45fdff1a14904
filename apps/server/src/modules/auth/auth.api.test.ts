import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../test-support/http';
import {
  TEST_PASSWORD,
  codeIn,
  emailTo,
  inviteAndAccept,
  linkIn,
  registerAccount,
  signIn,
  tokenFrom,
  uniqueEmail,
} from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { activeAdminsOf } from '../users/users.service';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let baseUrl: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

describe('POST /api/auth/register', () => {
  it('creates an account with its first administrator, signs in with a secure cookie and emails a confirmation', async () => {
    const email = uniqueEmail('register');
    const http = createHttpClient(baseUrl);
    const response = await http.post('/api/auth/register', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      timezone: 'America/New_York',
      locale: 'de',
      currency: 'eur',
    });
    expect(response.status).toBe(201);
    expect(response.body.data.user).toMatchObject({
      email,
      full_name: 'Grace Hopper',
      role: 'ADMIN',
      is_account_owner: true,
      is_email_verified: false,
      locale: 'de',
      timezone: 'America/New_York',
    });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('marquee_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);
    const me = await http.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
    const account = await http.get(`/api/accounts/${me.body.data.account_id}`);
    expect(account.body.data).toMatchObject({ currency_code: 'EUR', timezone: 'America/New_York', is_verified: false });
    const message = await emailTo(sink, email, 'E-Mail');
    expect(message.text).toMatch(/\/manage\/profile\/confirm-email-address\/\S+/);
    expect(codeIn(message)).toMatch(/^\d{5}$/);
  });

  it('answers a taken email exactly as a free one, keeps the new account apart and tells the holder', async () => {
    // Decision 164: no answer of the register call, nor of anything a stranger can do next, tells them the address
    // already has an account.
    const holder = await registerAccount(baseUrl);
    const strangerPassword = 'mallory-tries-this-one';
    const registerAs = async (email: string) => {
      const http = createHttpClient(baseUrl);
      const response = await http.post('/api/auth/register', {
        first_name: 'Mallory',
        email,
        password: strangerPassword,
        password_confirmation: strangerPassword,
      });
      return { http, response, id: response.body.data?.user?.id as string };
    };
    const freeEmail = uniqueEmail('free');
    const free = await registerAs(freeEmail);
    const taken = await registerAs(holder.email.toUpperCase());
    for (const attempt of [free, taken]) {
      expect(attempt.response.status).toBe(201);
      expect(attempt.response.headers.getSetCookie().some((cookie) => cookie.startsWith('marquee_session='))).toBe(
        true,
      );
    }
    const keys = (body: { data: { user: object } }) => Object.keys(body.data.user).sort();
    expect(keys(taken.response.body)).toEqual(keys(free.response.body));
    expect(taken.response.body.data.user).toMatchObject({ email: holder.email, is_email_verified: false });
    expect(taken.id).not.toBe(holder.user.id);
    expect(taken.response.body.data.user.account_id).not.toBe(holder.user.account_id);
    for (const attempt of [free, taken]) {
      const me = await attempt.http.get('/api/users/me');
      expect(me.status).toBe(200);
      expect(me.body.data.id).toBe(attempt.id);
      const account = await attempt.http.get(`/api/accounts/${me.body.data.account_id}`);
      expect(account.body.data.is_verified).toBe(false);
    }

    // A guessed code and a resend are answered alike; the free address gets its code, the holder only a notice.
    const freeCode = codeIn(await emailTo(sink, freeEmail, 'confirm your email'));
    const guess = freeCode === '11111' ? '22222' : '11111';
    const guesses = await Promise.all(
      [free, taken].map((attempt) =>
        attempt.http.post(`/api/users/${attempt.id}/confirm-email-with-code`, { code: guess }),
      ),
    );
    expect(guesses[1]!.status).toBe(guesses[0]!.status);
    expect(guesses[1]!.body).toEqual(guesses[0]!.body);
    const resends = await Promise.all(
      [free, taken].map((attempt) => attempt.http.post(`/api/users/${attempt.id}/resend-email-confirmation`)),
    );
    expect(resends.map((response) => response.status)).toEqual([200, 200]);
    const notice = await emailTo(sink, holder.email, 'tried to create an account');
    expect(notice.text).toContain('not linked to your account');
    expect(notice.text).toContain('/auth/forgot-password');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const toHolder = sink.messages.filter((message) => message.to.includes(holder.email));
    // Once an hour however often the address is tried, and never a confirmation link or code.
    expect(toHolder.filter((message) => message.subject.includes('tried to create'))).toHaveLength(1);
    expect(toHolder.filter((message) => message.subject.includes('confirm your email'))).toHaveLength(1); // their own

    // Each password opens its own account; the holder's sign-in, reset and account are untouched.
    const strangerSignIn = await createHttpClient(baseUrl).post('/api/auth/login', {
      email: holder.email,
      password: strangerPassword,
    });
    expect(strangerSignIn.status).toBe(200);
    expect(strangerSignIn.body.data.user.id).toBe(taken.id);
    const holderMe = await (await signIn(baseUrl, holder.email)).get('/api/users/me');
    expect(holderMe.body.data.id).toBe(holder.user.id);
    expect(
      (await createHttpClient(baseUrl).post('/api/auth/login', { email: holder.email, password: 'neither-of-them' }))
        .status,
    ).toBe(401);
    await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email: holder.email });
    const reset = await emailTo(sink, holder.email, 'reset');
    const resetToken = tokenFrom(linkIn(reset, '/auth/reset-password/'));
    const inspected = await createHttpClient(baseUrl).get(`/api/auth/reset-password/${resetToken}`);
    expect(inspected.body.data.email).toBe(holder.email);
    const holders = await sql('select id from users where email = $1 and not is_email_duplicate', [holder.email]);
    expect(holders.rows).toEqual([{ id: holder.user.id }]);

    const mismatch = await createHttpClient(baseUrl).post('/api/auth/register', {
      first_name: 'X',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      password_confirmation: 'something-else',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toHaveProperty('password_confirmation');
  });

  it("sends nothing to the address on a duplicate's behalf, until it moves to an address it can prove", async () => {
    const holder = await registerAccount(baseUrl);
    const duplicate = await registerAccount(baseUrl, { email: holder.email, first_name: 'Dup' });
    expect(duplicate.user.id).not.toBe(holder.user.id);
    const admins = await activeAdminsOf(server.services.database.db, duplicate.user.account_id);
    expect(admins).toEqual([]);

    // A password change and an email change tell the old address nothing: it is the holder's.
    await emailTo(sink, holder.email, 'confirm your email');
    await emailTo(sink, holder.email, 'tried to create an account');
    sink.clear();
    const changed = await duplicate.http.put('/api/users/me', {
      password: 'another-long-passphrase',
      password_confirmation: 'another-long-passphrase',
      current_password: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const ownEmail = uniqueEmail('own');
    await duplicate.http.put('/api/users/me', { email: ownEmail, current_password: 'another-long-passphrase' });
    const token = tokenFrom(linkIn(await emailTo(sink, ownEmail, 'confirm your new email'), '/confirm-email-change/'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.filter((message) => message.to.includes(holder.email))).toEqual([]);

    // Proved at an address of its own, it holds that address like anyone.
    const confirmed = await duplicate.http.post(`/api/users/${duplicate.user.id}/email-change/${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: ownEmail, is_email_verified: true });
    expect(await activeAdminsOf(server.services.database.db, duplicate.user.account_id)).toEqual([
      expect.objectContaining({ email: ownEmail }),
    ]);
    await signIn(baseUrl, ownEmail, 'another-long-passphrase');
  });

  it('lets a duplicate prove the address once its holder has moved to another', async () => {
    const holder = await registerAccount(baseUrl);
    const duplicate = await registerAccount(baseUrl, { email: holder.email, first_name: 'Dup' });
    // Both registrations' emails have arrived before the sink is cleared below, so the code read is the new one.
    await emailTo(sink, holder.email, 'confirm your email');
    await emailTo(sink, holder.email, 'tried to create an account');
    const movedTo = uniqueEmail('moved');
    await holder.http.put('/api/users/me', { email: movedTo, current_password: TEST_PASSWORD });
    const token = tokenFrom(linkIn(await emailTo(sink, movedTo, 'confirm your new email'), '/confirm-email-change/'));
    expect((await holder.http.post(`/api/users/${holder.user.id}/email-change/${token}`)).status).toBe(200);

    sink.clear();
    expect((await duplicate.http.post(`/api/users/${duplicate.user.id}/resend-email-confirmation`)).status).toBe(200);
    const code = codeIn(await emailTo(sink, holder.email, 'confirm your email'));
    const confirmed = await duplicate.http.post(`/api/users/${duplicate.user.id}/confirm-email-with-code`, { code });
    expect(confirmed.body.data).toMatchObject({ id: duplicate.user.id, email: holder.email, is_email_verified: true });
    // The address now resets the former duplicate's password.
    await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email: holder.email });
    await emailTo(sink, holder.email, 'reset');
  });

  it('gives 422 for wrong types, a short password and an invalid time zone', async () => {
    const response = await createHttpClient(baseUrl).post('/api/auth/register', {
      first_name: 12,
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'short',
      timezone: 'Mars/Olympus',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'first_name', 'password', 'timezone']);
  });
});

describe('POST /api/auth/login and logout', () => {
  it('signs in, and logout revokes the session on the server', async () => {
    const { email } = await registerAccount(baseUrl);
    const http = await signIn(baseUrl, email);
    const stolenCookie = http.cookies.get('marquee_session')!;
    expect((await http.get('/api/users/me')).status).toBe(200);
    const logout = await http.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect((await http.get('/api/users/me')).status).toBe(401);
    // The old cookie value, replayed, is dead too.
    const replay = await createHttpClient(baseUrl).get('/api/users/me', { cookie: `marquee_session=${stolenCookie}` });
    expect(replay.status).toBe(401);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { email } = await registerAccount(baseUrl);
    const wrongPassword = await createHttpClient(baseUrl).post('/api/auth/login', {
      email,
      password: 'not-the-password',
    });
    const unknownEmail = await createHttpClient(baseUrl).post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'not-the-password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('lets a member of several accounts choose one', async () => {
    const first = await registerAccount(baseUrl);
    const second = await registerAccount(baseUrl);
    const invited = await second.http.post('/api/users', { first_name: 'Ada', email: first.email, role: 'ORGANIZER' });
    expect(invited.status).toBe(201);
    const token = tokenFrom(linkIn(await emailTo(sink, first.email, 'invited'), '/auth/accept-invitation/'));
    const details = await createHttpClient(baseUrl).get(`/api/auth/invitation/${token}`);
    expect(details.body.data.requires_password).toBe(false);
    const accepted = await createHttpClient(baseUrl).post(`/api/auth/invitation/${token}`, {
      first_name: 'Ada',
      timezone: 'Europe/Dublin',
    });
    expect(accepted.status).toBe(200);

    const http = createHttpClient(baseUrl);
    const choice = await http.post('/api/auth/login', { email: first.email, password: TEST_PASSWORD });
    expect(choice.status).toBe(200);
    expect(choice.body.data).toMatchObject({ user: null, requires_account_selection: true });
    expect(choice.body.data.accounts).toHaveLength(2);
    expect(http.cookies.has('marquee_session')).toBe(false);
    expect((await http.get('/api/users/me')).status).toBe(401);

    const chosen = await http.post('/api/auth/login', {
      email: first.email,
      password: TEST_PASSWORD,
      account_id: second.user.account_id,
    });
    expect(chosen.body.data.user).toMatchObject({ account_id: second.user.account_id, role: 'ORGANIZER' });
    const other = await http.post('/api/auth/login', {
      email: first.email,
      password: TEST_PASSWORD,
      account_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty('account_id');
  });

  it('refuses a deactivated user and ends their sessions', async () => {
    const admin = await registerAccount(baseUrl);
    const member = await inviteAndAccept({ baseUrl, admin: admin.http, sink, role: 'ORGANIZER' });
    expect((await member.http.get('/api/users/me')).status).toBe(200);
    const deactivated = await admin.http.put(`/api/users/${member.userId}`, { status: 'INACTIVE' });
    expect(deactivated.status).toBe(200);
    expect((await member.http.get('/api/users/me')).status).toBe(401);
    const login = await createHttpClient(baseUrl).post('/api/auth/login', {
      email: member.email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(403);
  });

  it('rate-limits attempts per email, and a successful sign-in resets the count', async () => {
    const { email } = await registerAccount(baseUrl);
    const attempt = (password: string) => createHttpClient(baseUrl).post('/api/auth/login', { email, password });
    for (let index = 0; index < 9; index++) expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    for (let index = 0; index < 10; index++) expect((await attempt('wrong-password')).status).toBe(401);
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The window passing (simulated by ageing the counters) lets the person try again.
    await sql(
      `UPDATE rate_limit_buckets SET window_start = window_start - interval '1 hour' WHERE key LIKE 'login-email-ip:%'`,
    );
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown emails and emails a link only to the known one', async () => {
    const { email } = await registerAccount(baseUrl);
    const known = await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email });
    const unknown = await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await emailTo(sink, email, 'reset');
  });

  it('sets the new password, kills every old session, and the link works once', async () => {
    const { email, http: oldSession } = await registerAccount(baseUrl);
    await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email });
    const token = tokenFrom(linkIn(await emailTo(sink, email, 'reset'), '/auth/reset-password/'));
    const check = await createHttpClient(baseUrl).get(`/api/auth/reset-password/${token}`);
    expect(check.body.data).toEqual({ email });

    const same = await createHttpClient(baseUrl).post(`/api/auth/reset-password/${token}`, {
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toHaveProperty('password');

    const reset = await createHttpClient(baseUrl).post(`/api/auth/reset-password/${token}`, {
      password: 'a-brand-new-password',
      password_confirmation: 'a-brand-new-password',
    });
    expect(reset.status).toBe(200);
    expect((await oldSession.get('/api/users/me')).status).toBe(401);
    await signIn(baseUrl, email, 'a-brand-new-password');
    const reused = await createHttpClient(baseUrl).post(`/api/auth/reset-password/${token}`, {
      password: 'yet-another-password',
      password_confirmation: 'yet-another-password',
    });
    expect(reused.status).toBe(404);
    await emailTo(sink, email, 'password was changed');
  });

  it('refuses an expired link with 410 and a made-up one with 404', async () => {
    const { email } = await registerAccount(baseUrl);
    await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email });
    const token = tokenFrom(linkIn(await emailTo(sink, email, 'reset'), '/auth/reset-password/'));
    await sql(`UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'PASSWORD_RESET'`);
    expect((await createHttpClient(baseUrl).get(`/api/auth/reset-password/${token}`)).status).toBe(410);
    expect((await createHttpClient(baseUrl).get(`/api/auth/reset-password/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('rate-limits reset requests per email with the same answer for everyone', async () => {
    const email = uniqueEmail('flood');
    for (let index = 0; index < 5; index++) {
      expect((await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email })).status).toBe(200);
    }
    expect((await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email })).status).toBe(429);
  });
});

describe('invitations', () => {
  it('shows the invitation, accepts it once, and signs the invitee in', async () => {
    const admin = await registerAccount(baseUrl);
    const email = uniqueEmail('invitee');
    await admin.http.post('/api/users', { first_name: 'Ivy', email, role: 'ORGANIZER' });
    const token = tokenFrom(linkIn(await emailTo(sink, email, 'invited'), '/auth/accept-invitation/'));
    const details = await createHttpClient(baseUrl).get(`/api/auth/invitation/${token}`);
    expect(details.body.data).toMatchObject({
      email,
      first_name: 'Ivy',
      role: 'ORGANIZER',
      requires_password: true,
      invited_by: 'Ada Admin',
    });

    const missingPassword = await createHttpClient(baseUrl).post(`/api/auth/invitation/${token}`, {
      first_name: 'Ivy',
      timezone: 'UTC',
    });
    expect(missingPassword.status).toBe(422);
    expect(missingPassword.body.errors).toHaveProperty('password');

    const http = createHttpClient(baseUrl);
    const accepted = await http.post(`/api/auth/invitation/${token}`, {
      first_name: 'Ivy',
      last_name: 'Ink',
      timezone: 'Europe/Paris',
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.user).toMatchObject({ role: 'ORGANIZER', is_email_verified: true, full_name: 'Ivy Ink' });
    expect((await http.get('/api/users/me')).status).toBe(200);
    expect((await createHttpClient(baseUrl).get(`/api/auth/invitation/${token}`)).status).toBe(409);
  });
});

describe('secrets never reach the logs or the responses', () => {
  it('keeps passwords, tokens and session ids out of every log line', async () => {
    const secretPassword = 'very-secret-password-123';
    const { email, http } = await registerAccount(baseUrl, {
      password: secretPassword,
      password_confirmation: secretPassword,
    });
    const session = http.cookies.get('marquee_session')!;
    await createHttpClient(baseUrl).post('/api/auth/forgot-password', { email });
    const token = tokenFrom(linkIn(await emailTo(sink, email, 'reset'), '/auth/reset-password/'));
    await createHttpClient(baseUrl).post('/api/auth/login', { email, password: secretPassword });
    const logs = server.rawLogs();
    expect(logs).not.toContain(secretPassword);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(session);
    const me = await http.get('/api/users/me');
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash/i);
  });
});

describe('sign-in lockout per account and address', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    // Behind a proxy, the client's address comes from X-Forwarded-For: two people, two addresses.
    proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('locks out the address that guesses, not the owner signing in from another', async () => {
    const { email } = await registerAccount(proxied.baseUrl);
    const from = (ip: string, password: string) =>
      createHttpClient(proxied.baseUrl).request('POST', '/api/auth/login', {
        json: { email, password },
        headers: { 'x-forwarded-for': ip },
      });
    for (let index = 0; index < 10; index++) expect((await from('203.0.113.7', 'wrong-password')).status).toBe(401);
    expect((await from('203.0.113.7', TEST_PASSWORD)).status).toBe(429);
    expect((await from('198.51.100.2', TEST_PASSWORD)).status).toBe(200);
  });
});
