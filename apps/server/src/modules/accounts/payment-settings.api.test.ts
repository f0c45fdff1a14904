import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { stripeStatus } from './payment-settings.service';

let server: TestServer;
let sink: SmtpSink;
let admin: { http: HttpClient; user: Record<string, string> };
let organizer: HttpClient;
let outsider: HttpClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: {
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      CARD_PAYMENT_PUBLISHABLE_KEY: 'pk_test_123',
      API_URL_SERVER: 'https://api.tickets.example/api/',
    },
  });
  admin = await registerAccount(server.baseUrl);
  organizer = (await inviteAndAccept({ baseUrl: server.baseUrl, admin: admin.http, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const settingsPath = () => `/api/accounts/${admin.user.account_id}/payment-settings`;
const patch = (client: HttpClient, json: unknown) => client.request('PATCH', settingsPath(), { json });

describe('stripe status', () => {
  const config = (secretKey: string | null, publishable: string | null, webhookSecret: string | null) => ({
    stripe: { secretKey, webhookSecret },
    publicConfig: { cardPaymentPublishableKey: publishable } as never,
  });

  it('is configured only with all three keys, with the mode from the secret key', () => {
    expect(stripeStatus(config('sk_live_x', 'pk_live_x', 'whsec_x'))).toEqual({
      configured: true,
      mode: 'live',
      missing_keys: [],
    });
    expect(stripeStatus(config('rk_test_x', 'pk_test_x', 'whsec_x')).mode).toBe('test');
    expect(stripeStatus(config(null, 'pk_test_x', null))).toEqual({
      configured: false,
      mode: null,
      missing_keys: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    });
  });
});

describe('payment settings', () => {
  it('shows the instance Stripe status and the offline defaults, never the keys', async () => {
    const response = await admin.http.get(settingsPath());
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      stripe: {
        configured: true,
        mode: 'test',
        missing_keys: [],
        // API_URL_SERVER is the address Stripe's servers call back on.
        webhook_url: 'https://api.tickets.example/api/public/webhooks/stripe',
      },
      offline: { enabled_by_default: false, default_instructions: null },
    });
    expect(JSON.stringify(response.body)).not.toContain('sk_test_123');
  });

  it('saves the offline defaults into the event defaults, which new events start with', async () => {
    const saved = await patch(admin.http, {
      offline: { enabled_by_default: true, default_instructions: 'Pay by bank transfer to IBAN X.' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.offline).toEqual({
      enabled_by_default: true,
      default_instructions: 'Pay by bank transfer to IBAN X.',
    });
    const defaults = await admin.http.get(`/api/accounts/${admin.user.account_id}/event-defaults`);
    expect(defaults.body.data).toMatchObject({
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: 'Pay by bank transfer to IBAN X.',
    });

    const organizerRow = await admin.http.post('/api/organizers', {
      name: 'Payments',
      email: 'p@example.com',
      currency: 'EUR',
      timezone: 'UTC',
    });
    const event = await admin.http.post('/api/events', {
      organizer_id: organizerRow.body.data.id,
      title: 'Offline by default',
      start_date: '2031-01-01T18:00:00Z',
    });
    const settings = await admin.http.get(`/api/events/${event.body.data.id}/settings`);
    expect(settings.body.data).toMatchObject({
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: 'Pay by bank transfer to IBAN X.',
    });

    const off = await patch(admin.http, { offline: { enabled_by_default: false } });
    expect(off.body.data.offline).toEqual({
      enabled_by_default: false,
      default_instructions: 'Pay by bank transfer to IBAN X.',
    });
  });

  it('answers 422 for offline without instructions and for unknown fields', async () => {
    const empty = await patch(admin.http, { offline: { enabled_by_default: true, default_instructions: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('offline_payment_instructions');
    expect((await patch(admin.http, { offline: { enabled_by_default: 'yes' } })).status).toBe(422);
    expect((await patch(admin.http, { stripe: { configured: true }, offline: {} })).status).toBe(422);
  });

  it('is for administrators of the account only', async () => {
    expect((await organizer.get(settingsPath())).status).toBe(403);
    expect((await patch(organizer, { offline: { enabled_by_default: false } })).status).toBe(403);
    expect((await outsider.get(settingsPath())).status).toBe(404);
    expect((await patch(outsider, { offline: { enabled_by_default: false } })).status).toBe(404);
  });
});
