import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../test-support/http';
import {
  TEST_PASSWORD,
  emailTo,
  inviteAndAccept,
  linkIn,
  registerAccount,
  tokenFrom,
  uniqueEmail,
} from '../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createWebDist } from '../test-support/web-dist';

let server: TestServer;
let sink: SmtpSink;
let webDist: ReturnType<typeof createWebDist>;
let admin: HttpClient;
let adminEmail: string;
/** Every secret and personal value the flows below handle; none may appear in the log. */
const secrets: string[] = [];

const FAKE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$aGFzaC1vZi1hLXBhc3N3b3Jk';

beforeAll(async () => {
  sink = await startSmtpSink();
  webDist = createWebDist();
  server = await startTestServer({
    env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port), WEB_DIST_DIR: webDist.dir, LOG_LEVEL: 'debug' },
    extraApiPlugins: [
      // A statement that fails in PostgreSQL with a buyer's email and a password hash among its bound values.
      async (app) => {
        app.post('/test-fixtures/failing-statement', async () => {
          await app.services.database.db.execute(
            sql`insert into users (id, email, password_hash) values (${'buyer-in-params@example.com'}, ${'x'}, ${FAKE_HASH})`,
          );
          return { data: null };
        });
      },
    ],
  });
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  adminEmail = registered.email;
  secrets.push(registered.http.cookies.get('marquee_session')!);
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
  webDist?.remove();
});

const person = (first: string, email: string) => ({
  first_name: first,
  last_name: 'Guest',
  email,
  email_confirmation: email,
});

describe('the log of the sensitive flows (issue 24, decision 128)', () => {
  it('signs up, confirms an email, resets a password and accepts an invitation', async () => {
    const password = 'sign-up-secret-password-42';
    const { http, user, email } = await registerAccount(server.baseUrl, {
      password,
      password_confirmation: password,
    });
    secrets.push(password, email, http.cookies.get('marquee_session')!);
    // The same address again: a separate account (decision 164), whose password and session stay out of the log too.
    const again = createHttpClient(server.baseUrl);
    const duplicate = await again.post('/api/auth/register', {
      first_name: 'Ada',
      email,
      password: 'another-secret-password-7',
      password_confirmation: 'another-secret-password-7',
    });
    expect(duplicate.status).toBe(201);
    secrets.push('another-secret-password-7', again.cookies.get('marquee_session')!);

    const confirmation = tokenFrom(linkIn(await emailTo(sink, email, 'confirm your email'), '/confirm-email-address/'));
    secrets.push(confirmation);
    await createHttpClient(server.baseUrl).get(`/manage/profile/confirm-email-address/${confirmation}`);
    expect((await http.post(`/api/users/${user.id}/confirm-email/${confirmation}`)).status).toBe(200);

    await createHttpClient(server.baseUrl).post('/api/auth/forgot-password', { email });
    const reset = tokenFrom(linkIn(await emailTo(sink, email, 'reset'), '/auth/reset-password/'));
    secrets.push(reset);
    const anonymous = createHttpClient(server.baseUrl);
    await anonymous.get(`/auth/reset-password/${reset}`);
    expect((await anonymous.get(`/api/auth/reset-password/${reset}`)).status).toBe(200);
    const newPassword = 'reset-secret-password-99';
    const done = await anonymous.post(`/api/auth/reset-password/${reset}`, {
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    secrets.push(newPassword);

    const invitee = await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' });
    const invitation = sink.messages.find((message) => message.to.includes(invitee.email))!;
    secrets.push(invitee.email, tokenFrom(linkIn(invitation, '/auth/accept-invitation/')));
    secrets.push(invitee.http.cookies.get('marquee_session')!);

    const hashes = await server.services.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = ANY($1)',
      [[email, invitee.email, adminEmail]],
    );
    secrets.push(...hashes.rows.map((row) => row.password_hash));
    expect(hashes.rows).toHaveLength(4); // the address's holder and its duplicate, the invitee, the admin
  });

  it('checks out, and finds the tickets by email', async () => {
    const organizerId = (await createOrganizer(admin)).id;
    const event = await createEvent(admin, { organizerId });
    const product = await createProduct(admin, event.id, { type: 'FREE', prices: [{ price: 0 }] });
    await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const promo = await admin.post(`/api/events/${event.id}/promo-codes`, {
      code: 'SECRETCODE7',
      discount_type: 'PERCENTAGE',
      discount: 10,
    });
    expect(promo.status, JSON.stringify(promo.body)).toBe(201);
    secrets.push('SECRETCODE7', 'secretcode7');

    const buyerEmail = uniqueEmail('buyer');
    secrets.push(buyerEmail);
    const buyer = createHttpClient(server.baseUrl);
    await buyer.get(`/api/public/events/${event.id}?promo_code=secretcode7`);
    await buyer.get(`/api/public/events/${event.id}/promo-codes/SECRETCODE7`);
    const reserved = await buyer.post(`/api/public/events/${event.id}/order`, {
      products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0].id, quantity: 1 }] }],
    });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
    const order = reserved.body.data;
    secrets.push(order.short_id, order.session_identifier);
    const orderPath = `/api/public/events/${event.id}/order/${order.short_id}`;
    expect((await buyer.get(`${orderPath}?session_identifier=${order.session_identifier}`)).status).toBe(200);
    await buyer.get(`/checkout/${event.id}/${order.short_id}/details`);
    const completed = await buyer.put(orderPath, {
      order: person('Bea', buyerEmail),
      products: [{ product_id: product.id, product_price_id: product.prices[0].id, ...person('Bea', buyerEmail) }],
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const attendees = completed.body.data.attendees as { short_id: string }[];
    secrets.push(...attendees.map((attendee) => attendee.short_id));
    await createHttpClient(server.baseUrl).get(`/api/public/events/${event.id}/attendees/${attendees[0]!.short_id}`);
    await createHttpClient(server.baseUrl).get(`/product/${event.id}/${attendees[0]!.short_id}`);
    await emailTo(sink, buyerEmail, 'Your order');

    const lookup = createHttpClient(server.baseUrl);
    expect((await lookup.post('/api/public/ticket-lookup', { email: buyerEmail })).status).toBe(200);
    const message = await sink.waitForMessage(
      (item) => item.to.includes(buyerEmail) && item.subject === 'Your tickets',
      15_000,
    );
    const ticketToken = message.text.match(/\/my-tickets\/([A-Za-z0-9]+)/)![1]!;
    secrets.push(ticketToken);
    await lookup.get(`/my-tickets/${ticketToken}`);
    expect((await lookup.get(`/api/public/ticket-lookup/${ticketToken}`)).status).toBe(200);

    // The door: the list's key, a scanned ticket code (decision 137).
    const attendeeRow = (await admin.get(`/api/events/${event.id}/attendees`)).body.data[0] as { public_id: string };
    const list = await admin.post(`/api/events/${event.id}/check-in-lists`, {
      name: 'Door',
      product_ids: [product.id],
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const door = `/api/public/check-in-lists/${list.body.data.short_id}`;
    secrets.push(list.body.data.short_id, attendeeRow.public_id);
    const staff = createHttpClient(server.baseUrl);
    expect((await staff.get(`${door}/attendees`)).status).toBe(200);
    expect((await staff.get(`${door}/attendees/${attendeeRow.public_id}`)).status).toBe(200);
    await staff.get(`/check-in/${list.body.data.short_id}`);

    // The buyer's email change: the confirmation link, the new address and the order's new key.
    const newEmail = uniqueEmail('moved');
    secrets.push(newEmail);
    expect((await buyer.patch(orderPath, { email: newEmail })).status).toBe(200);
    const confirmMail = await sink.waitForMessage((item) => item.to.includes(newEmail), 15_000);
    const confirmToken = /\/order-email\/([A-Za-z0-9_-]+)\/confirm/.exec(confirmMail.text)![1]!;
    secrets.push(confirmToken);
    await buyer.get(`/order-email/${confirmToken}/confirm`);
    const confirmed = await buyer.post(`/api/public/order-email-changes/${confirmToken}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    secrets.push(confirmed.body.data.order_short_id);
  });

  it('logs a failed statement by its code and statement, without its bound values', async () => {
    const response = await admin.post('/api/test-fixtures/failing-statement');
    expect(response.status).toBe(422);
    secrets.push('buyer-in-params@example.com', FAKE_HASH);
    const entry = server.logs.find((line) => (line.err as { code?: string } | undefined)?.code === '22P02');
    expect(entry?.err).toMatchObject({ code: '22P02', statement: 'insert into users' });
  });

  it('holds none of the tokens, passwords, hashes, keys or buyer emails the flows used', async () => {
    // The queue logs the emails it sent after the answers; give it a moment to write them.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const log = server.rawLogs();
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('"url":"/api/auth/reset-password/[redacted]"');
    expect(log).toContain('"url":"/my-tickets/[redacted]"');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log.includes(secret), `the log holds "${secret}"`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `the log holds "${secret}" URL-encoded`).toBe(false);
    }
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(TEST_PASSWORD);
  });
});
