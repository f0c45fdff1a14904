import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../test-support/http';
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
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let baseUrl: string;
let admin: { http: HttpClient; user: Record<string, any>; email: string };
let organizer: { http: HttpClient; email: string; userId: string };
let outsider: { http: HttpClient; user: Record<string, any>; email: string };
let anonymous: HttpClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  baseUrl = server.baseUrl;
  admin = await registerAccount(baseUrl);
  organizer = await inviteAndAccept({ baseUrl, admin: admin.http, sink, role: 'ORGANIZER' });
  outsider = await registerAccount(baseUrl);
  anonymous = createHttpClient(baseUrl);
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

describe('GET and PUT /api/users/me', () => {
  it('returns the spec fields of the signed-in user', async () => {
    const response = await admin.http.get('/api/users/me');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data)).toEqual(
      expect.arrayContaining(['id', 'email', 'full_name', 'locale', 'account_id', 'role', 'is_email_verified']),
    );
  });

  it('is 401 signed out', async () => {
    expect((await anonymous.get('/api/users/me')).status).toBe(401);
    expect((await anonymous.put('/api/users/me', { first_name: 'X' })).status).toBe(401);
  });

  it('updates name, language and time zone, and refuses bad values with 422', async () => {
    const { http } = await registerAccount(baseUrl);
    const updated = await http.put('/api/users/me', {
      first_name: 'Augusta',
      last_name: 'King',
      locale: 'fr',
      timezone: 'Europe/London',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ full_name: 'Augusta King', locale: 'fr', timezone: 'Europe/London' });
    const bad = await http.put('/api/users/me', { first_name: 7, locale: 'ru', timezone: 'Nowhere/Land' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['first_name', 'locale', 'timezone']);
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const { http, email } = await registerAccount(baseUrl);
    const otherDevice = await signIn(baseUrl, email);
    const withoutCurrent = await http.put('/api/users/me', {
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(withoutCurrent.status).toBe(422);
    expect(withoutCurrent.body.errors).toHaveProperty('current_password');
    const wrongCurrent = await http.put('/api/users/me', {
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
      current_password: 'not-it',
    });
    expect(wrongCurrent.body.errors).toHaveProperty('current_password');
    const changed = await http.put('/api/users/me', {
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
      current_password: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await http.get('/api/users/me')).status).toBe(200);
    expect((await otherDevice.get('/api/users/me')).status).toBe(401);
    await signIn(baseUrl, email, 'new-password-1');
  });
});

describe('email confirmation', () => {
  it('confirms with the emailed link once, and verifies the account of its owner', async () => {
    const { http, user, email } = await registerAccount(baseUrl);
    const token = tokenFrom(linkIn(await emailTo(sink, email, 'confirm your email'), '/confirm-email-address/'));
    const confirmed = await http.post(`/api/users/${user.id}/confirm-email/${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.is_email_verified).toBe(true);
    expect((await http.get(`/api/accounts/${user.account_id}`)).body.data.is_verified).toBe(true);
    expect((await http.post(`/api/users/${user.id}/confirm-email/${token}`)).status).toBe(404);
  });

  it("refuses another member's id with 403 and another account's with 404", async () => {
    expect((await admin.http.post(`/api/users/${organizer.userId}/resend-email-confirmation`)).status).toBe(403);
    expect((await admin.http.post(`/api/users/${outsider.user.id}/resend-email-confirmation`)).status).toBe(404);
    expect(
      (await admin.http.post(`/api/users/${outsider.user.id}/confirm-email-with-code`, { code: '12345' })).status,
    ).toBe(404);
    expect((await anonymous.post(`/api/users/${admin.user.id}/resend-email-confirmation`)).status).toBe(401);
  });

  it('confirms with the 5-digit code, counting wrong guesses and locking after five', async () => {
    const { http, user, email } = await registerAccount(baseUrl);
    const message = await emailTo(sink, email, 'confirm your email');
    const code = codeIn(message);
    const wrongCode = code === '00000' ? '11111' : '00000';
    const malformed = await http.post(`/api/users/${user.id}/confirm-email-with-code`, { code: '12' });
    expect(malformed.status).toBe(422);
    const wrong = await http.post(`/api/users/${user.id}/confirm-email-with-code`, { code: wrongCode });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toHaveProperty('code');
    const right = await http.post(`/api/users/${user.id}/confirm-email-with-code`, { code });
    expect(right.status).toBe(200);
    expect(right.body.data.is_email_verified).toBe(true);

    const second = await registerAccount(baseUrl);
    const secondCode = codeIn(await emailTo(sink, second.email, 'confirm your email'));
    const guess = secondCode === '00000' ? '11111' : '00000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(
        (await second.http.post(`/api/users/${second.user.id}/confirm-email-with-code`, { code: guess })).status,
      ).toBe(422);
    }
    expect(
      (await second.http.post(`/api/users/${second.user.id}/confirm-email-with-code`, { code: guess })).status,
    ).toBe(410);
    // Even the right code no longer works once locked: a new one must be sent.
    expect(
      (await second.http.post(`/api/users/${second.user.id}/confirm-email-with-code`, { code: secondCode })).status,
    ).toBe(410);
  });

  it('resends a confirmation, rate-limited, and refuses once verified', async () => {
    const { http, user, email } = await registerAccount(baseUrl);
    for (let index = 0; index < 5; index++) {
      expect((await http.post(`/api/users/${user.id}/resend-email-confirmation`)).status).toBe(200);
    }
    expect((await http.post(`/api/users/${user.id}/resend-email-confirmation`)).status).toBe(429);
    const latest = await sink.waitForMessage(
      (message) => message.to.includes(email) && sink.messages.filter((m) => m.to.includes(email)).length >= 6,
    );
    await sql(`DELETE FROM rate_limit_buckets WHERE key LIKE 'confirm-resend:%'`);
    // Each resend replaces the link before it: exactly one of the six still confirms. Several workers deliver at
    // once, so the newest link is not always the last to arrive.
    expect(latest.to).toContain(email);
    const tokens = sink.messages
      .filter((message) => message.to.includes(email))
      .map((message) => tokenFrom(linkIn(message, '/confirm-email-address/')));
    const statuses: number[] = [];
    for (const token of tokens.reverse())
      statuses.push((await http.post(`/api/users/${user.id}/confirm-email/${token}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect((await http.post(`/api/users/${user.id}/resend-email-confirmation`)).status).toBe(409);
  });
});

describe('email change', () => {
  it('needs the current password, confirms from the new address, and the old link dies on cancel', async () => {
    const { http, user, email } = await registerAccount(baseUrl);
    const newEmail = uniqueEmail('moved');
    expect((await http.put('/api/users/me', { email: newEmail })).status).toBe(422);
    const requested = await http.put('/api/users/me', { email: newEmail, current_password: TEST_PASSWORD });
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({ email, pending_email: newEmail });
    await emailTo(sink, email, 'change of your sign-in email');
    const firstToken = tokenFrom(
      linkIn(await emailTo(sink, newEmail, 'confirm your new email'), '/confirm-email-change/'),
    );

    const cancelled = await http.delete(`/api/users/${user.id}/email-change`);
    expect(cancelled.body.data.pending_email).toBeNull();
    expect((await http.post(`/api/users/${user.id}/email-change/${firstToken}`)).status).toBe(404);

    sink.clear();
    await http.put('/api/users/me', { email: newEmail, current_password: TEST_PASSWORD });
    const token = tokenFrom(linkIn(await emailTo(sink, newEmail, 'confirm your new email'), '/confirm-email-change/'));
    const confirmed = await http.post(`/api/users/${user.id}/email-change/${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: newEmail, pending_email: null, is_email_verified: true });
    await signIn(baseUrl, newEmail);
  });

  it('answers an address another user holds like any other; only the link sent there tells it is taken', async () => {
    // Refusing at once would let any signed-in person find out who has an account (decision 164).
    const requested = await admin.http.put('/api/users/me', {
      email: outsider.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({ email: admin.email, pending_email: outsider.email });
    const token = tokenFrom(
      linkIn(await emailTo(sink, outsider.email, 'confirm your new email'), '/confirm-email-change/'),
    );
    const confirmed = await admin.http.post(`/api/users/${admin.user.id}/email-change/${token}`);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe('This email is now used by another user.');
    const me = await admin.http.delete(`/api/users/${admin.user.id}/email-change`);
    expect(me.body.data).toMatchObject({ email: admin.email, pending_email: null });
  });
});

describe('team management', () => {
  it('lists members with the list query, for administrators only', async () => {
    const list = await admin.http.get('/api/users?sort_by=email&filter_fields[role][eq]=ORGANIZER');
    expect(list.status).toBe(200);
    expect(list.body.data.map((member: { email: string }) => member.email)).toEqual([organizer.email]);
    expect(list.body.meta.allowed_sorts).toContain('last_login_at');
    const search = await admin.http.get(`/api/users?query=${encodeURIComponent('Ada Admin')}`);
    expect(search.body.data).toHaveLength(1);
    expect((await admin.http.get('/api/users?sort_by=password')).status).toBe(422);
    expect((await organizer.http.get('/api/users')).status).toBe(403);
    expect((await anonymous.get('/api/users')).status).toBe(401);
    // Another account's members never appear.
    const outsiders = await outsider.http.get('/api/users');
    expect(outsiders.body.data.map((member: { email: string }) => member.email)).toEqual([outsider.email]);
  });

  it('gets one member; another account id is 404, the organizer role is 403', async () => {
    expect((await admin.http.get(`/api/users/${organizer.userId}`)).body.data).toMatchObject({
      role: 'ORGANIZER',
      status: 'ACTIVE',
    });
    expect((await admin.http.get(`/api/users/${outsider.user.id}`)).status).toBe(404);
    expect((await organizer.http.get(`/api/users/${admin.user.id}`)).status).toBe(403);
    expect((await admin.http.get('/api/users/not-a-uuid')).status).toBe(422);
  });

  it('invites, refuses duplicates, resends and revokes', async () => {
    const email = uniqueEmail('team');
    const invited = await admin.http.post('/api/users', { first_name: 'Tess', email, role: 'ADMIN' });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, status: 'INVITED', role: 'ADMIN' });
    await emailTo(sink, email, 'invited');
    expect((await admin.http.post('/api/users', { first_name: 'Tess', email, role: 'ADMIN' })).status).toBe(409);
    expect((await admin.http.post('/api/users', { first_name: 'Tess', email: 'nope', role: 'OWNER' })).status).toBe(
      422,
    );
    expect(
      (await organizer.http.post('/api/users', { first_name: 'T', email: uniqueEmail(), role: 'ADMIN' })).status,
    ).toBe(403);

    sink.clear();
    expect((await admin.http.post(`/api/users/${invited.body.data.id}/invitation`)).status).toBe(200);
    const token = tokenFrom(linkIn(await emailTo(sink, email, 'invited'), '/auth/accept-invitation/'));
    expect((await organizer.http.post(`/api/users/${invited.body.data.id}/invitation`)).status).toBe(403);
    expect((await admin.http.post(`/api/users/${organizer.userId}/invitation`)).status).toBe(409);
    expect((await outsider.http.delete(`/api/users/${invited.body.data.id}/invitation`)).status).toBe(404);

    expect((await admin.http.delete(`/api/users/${invited.body.data.id}/invitation`)).status).toBe(200);
    expect((await createHttpClient(baseUrl).get(`/api/auth/invitation/${token}`)).status).toBe(404);
    expect((await admin.http.get(`/api/users/${invited.body.data.id}`)).status).toBe(404);
  });

  it('changes role and status, and never leaves the account without an active administrator', async () => {
    const team = await registerAccount(baseUrl);
    const second = await inviteAndAccept({ baseUrl, admin: team.http, sink, role: 'ADMIN' });
    const demoted = await second.http.put(`/api/users/${second.userId}`, { role: 'ORGANIZER' });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.role).toBe('ORGANIZER');
    // The demoted user's own session now carries the organizer role.
    expect((await second.http.get('/api/users')).status).toBe(403);

    const ownerChange = await team.http.put(`/api/users/${team.user.id}`, { role: 'ORGANIZER' });
    expect(ownerChange.status).toBe(409);
    expect((await team.http.put(`/api/users/${team.user.id}`, { status: 'INACTIVE' })).status).toBe(409);
    expect((await team.http.put(`/api/users/${second.userId}`, { status: 'SUSPENDED' })).status).toBe(422);
    expect((await team.http.put(`/api/users/${outsider.user.id}`, { role: 'ADMIN' })).status).toBe(404);
    const renamed = await team.http.put(`/api/users/${second.userId}`, { first_name: 'Renamed', role: 'ADMIN' });
    expect(renamed.body.data).toMatchObject({ first_name: 'Renamed', role: 'ADMIN' });
  });

  it('keeps one active administrator when the owner is not among the admins changed', async () => {
    const team = await registerAccount(baseUrl);
    await sql(`UPDATE account_users SET is_account_owner = false WHERE user_id = $1`, [team.user.id]);
    const other = await inviteAndAccept({ baseUrl, admin: team.http, sink, role: 'ORGANIZER' });
    expect(other).toBeDefined();
    const last = await team.http.put(`/api/users/${team.user.id}`, { role: 'ORGANIZER' });
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/at least one active administrator/);
  });
});

describe('GET and PUT /api/accounts/{id}', () => {
  it('reads for any member, updates for administrators only, and hides other accounts', async () => {
    const accountId = admin.user.account_id;
    expect((await organizer.http.get(`/api/accounts/${accountId}`)).status).toBe(200);
    const updated = await admin.http.put(`/api/accounts/${accountId}`, {
      name: 'Lovelace Live',
      currency_code: 'gbp',
      timezone: 'Europe/London',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Lovelace Live', currency_code: 'GBP', timezone: 'Europe/London' });
    expect((await organizer.http.put(`/api/accounts/${accountId}`, { name: 'Hijack' })).status).toBe(403);
    expect((await admin.http.put(`/api/accounts/${accountId}`, { name: '', currency_code: 'EURO' })).status).toBe(422);
    expect((await outsider.http.get(`/api/accounts/${accountId}`)).status).toBe(404);
    expect((await anonymous.get(`/api/accounts/${accountId}`)).status).toBe(401);
  });
});

describe('account event defaults', () => {
  it('are read by members, changed by administrators, and copied into new events', async () => {
    const accountId = admin.user.account_id;
    const initial = await organizer.http.get(`/api/accounts/${accountId}/event-defaults`);
    expect(initial.body.data).toMatchObject({ order_timeout_in_minutes: 15, payment_providers: [] });
    const patch = (client: HttpClient, json: unknown) =>
      client.request('PATCH', `/api/accounts/${accountId}/event-defaults`, { json });
    expect((await patch(organizer.http, { order_timeout_in_minutes: 20 })).status).toBe(403);
    expect((await patch(admin.http, { payment_providers: ['OFFLINE'] })).body.errors).toHaveProperty(
      'offline_payment_instructions',
    );
    const saved = await patch(admin.http, {
      order_timeout_in_minutes: 25,
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: 'Pay by bank transfer.',
    });
    expect(saved.status).toBe(200);
    expect((await outsider.http.get(`/api/accounts/${accountId}/event-defaults`)).status).toBe(404);

    const organizerRow = await admin.http.post('/api/organizers', {
      name: 'Defaults',
      email: 'd@example.com',
      currency: 'EUR',
      timezone: 'UTC',
    });
    const event = await admin.http.post('/api/events', {
      organizer_id: organizerRow.body.data.id,
      title: 'Uses defaults',
      start_date: '2031-01-01T18:00:00Z',
    });
    const settings = await admin.http.get(`/api/events/${event.body.data.id}/settings`);
    expect(settings.body.data).toMatchObject({
      order_timeout_in_minutes: 25,
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: 'Pay by bank transfer.',
    });
  });
});
