import { createHmac, randomBytes } from 'node:crypto';

/**
 * The wire format of a delivery (issue 26 point 3): Standard Webhooks headers and body, plus the spec's
 * `Signature` header and `{ event_type, event_sent_at, payload }` fields, so receivers written for either read it.
 */

const SECRET_PREFIX = 'whsec_';

/**
 * A new endpoint secret: `whsec_` and 32 base64 characters (24 random bytes), the form Standard Webhooks libraries
 * take as is; the spec's 32 characters are the random part.
 */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with one secret. */
export function standardSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${digest}`;
}

export type TWebhookEnvelope<T> = {
  type: string;
  timestamp: string;
  data: T;
  event_type: string;
  event_sent_at: string;
  payload: T;
};

export function webhookEnvelope<T>(type: string, sentAt: Date, data: T): TWebhookEnvelope<T> {
  const timestamp = sentAt.toISOString();
  return { type, timestamp, data, event_type: type, event_sent_at: timestamp, payload: data };
}

/**
 * The request headers of one attempt. `secrets` is newest first: during a rotation's overlap both sign, space
 * separated in `webhook-signature` as the standard allows, so receivers holding either secret verify. The spec's
 * `Signature` is the hex HMAC-SHA256 of the body keyed with the newest secret.
 */
export function webhookHeaders(input: {
  id: string;
  sentAt: Date;
  body: string;
  secrets: readonly string[];
  userAgent: string;
}): Record<string, string> {
  const seconds = Math.floor(input.sentAt.getTime() / 1000);
  const [newest] = input.secrets;
  if (!newest) throw new Error('A webhook needs a secret to sign with.');
  return {
    'content-type': 'application/json',
    'user-agent': input.userAgent,
    'webhook-id': input.id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': input.secrets
      .map((secret) => standardSignature(secret, input.id, seconds, input.body))
      .join(' '),
    'x-webhook-source': input.userAgent,
    signature: createHmac('sha256', newest).update(input.body).digest('hex'),
  };
}
