import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';

/**
 * A local HTTP server answering the few Stripe API calls Marquee makes (create/retrieve a PaymentIntent,
 * create a refund), so the real `stripe` SDK runs unchanged against it (STRIPE_API_HOST/PORT/PROTOCOL).
 * Tests move intents along with `succeed`/`fail` and build real signed webhook deliveries with `webhook`.
 */

export type StandInIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { message: string; code: string; type: string } | null;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
};

export type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: string;
  metadata: Record<string, string>;
  created: number;
};

export type StripeStandIn = {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** The server's env keys that point the SDK here. */
  env: Record<string, string>;
  intents: Map<string, StandInIntent>;
  refunds: StandInRefund[];
  /** Every call received: method, path and the form body, parsed. */
  calls: { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null }[];
  /** Status the next refunds are created with (default succeeded). */
  refundStatus: string;
  succeed(intentId: string): StandInIntent;
  fail(intentId: string, message?: string): StandInIntent;
  /** A webhook delivery as Stripe would send it: JSON payload and its `Stripe-Signature` header. */
  webhook(
    type: string,
    object: object,
    options?: { id?: string; created?: number; secret?: string },
  ): { payload: string; signature: string; id: string };
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, StandInIntent>();
  const refunds: StandInRefund[] = [];
  const calls: StripeStandIn['calls'] = [];
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const state = { refundStatus: 'succeeded' };

  const route = (method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intentId = id('pi');
      const intent: StandInIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        description: (body.description as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        latest_charge: null,
        last_payment_error: null,
        automatic_payment_methods: body.automatic_payment_methods ? { enabled: true } : null,
        created: now(),
        livemode: false,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intentMatch) {
      const intent = intents.get(decodeURIComponent(intentMatch[1]!));
      return intent ? { status: 200, body: intent } : notFound('payment_intent');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(body.payment_intent));
      if (!intent) return notFound('payment_intent');
      if (intent.status !== 'succeeded')
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'This PaymentIntent has no successful charge to refund.' },
          },
        };
      const refund: StandInRefund = {
        id: id('re'),
        object: 'refund',
        amount: body.amount ? Number(body.amount) : intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: state.refundStatus,
        metadata: (body.metadata as Record<string, string>) ?? {},
        created: now(),
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = qs.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
      calls.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
      let answer: { status: number; body: unknown };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        answer = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      } else if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) {
        // Stripe answers a repeated idempotency key with the first answer, never a second object.
        answer = byIdempotencyKey.get(idempotencyKey)!;
      } else {
        answer = route(request.method ?? 'GET', url.pathname, body);
        if (idempotencyKey && request.method === 'POST') byIdempotencyKey.set(idempotencyKey, answer);
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const signer = new Stripe(secretKey);

  const requireIntent = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`No payment intent ${intentId} at the stand-in`);
    return intent;
  };

  return {
    secretKey,
    webhookSecret,
    publishableKey: 'pk_test_stand_in',
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      CARD_PAYMENT_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    intents,
    refunds,
    calls,
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(value: string) {
      state.refundStatus = value;
    },
    succeed(intentId) {
      const intent = requireIntent(intentId);
      Object.assign(intent, { status: 'succeeded', latest_charge: id('ch'), last_payment_error: null });
      return intent;
    },
    fail(intentId, message = 'Your card was declined.') {
      const intent = requireIntent(intentId);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { message, code: 'card_declined', type: 'card_error' },
      });
      return intent;
    },
    webhook(type, object, options = {}) {
      const eventId = options.id ?? id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-01-01',
        created: options.created ?? now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
      });
      return { payload, signature, id: eventId };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function notFound(kind: string) {
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}` } },
  };
}
