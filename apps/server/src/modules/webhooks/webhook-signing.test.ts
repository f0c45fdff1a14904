import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, webhookEnvelope, webhookHeaders } from './webhook-signing';

const body = (sentAt: Date) =>
  JSON.stringify(webhookEnvelope('order.created', sentAt, { id: 'ord_1', total_gross: 2500, currency: 'EUR' }));

describe('webhook signing', () => {
  it('makes secrets of the Standard Webhooks form, each different', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('signs so that the standardwebhooks library verifies, and carries both body forms', () => {
    const secret = generateWebhookSecret();
    const sentAt = new Date();
    const payload = body(sentAt);
    const headers = webhookHeaders({ id: 'msg_1', sentAt, body: payload, secrets: [secret], userAgent: 'Marquee' });
    expect(new Webhook(secret).verify(payload, headers)).toMatchObject({
      type: 'order.created',
      event_type: 'order.created',
      data: { id: 'ord_1' },
      payload: { id: 'ord_1' },
      event_sent_at: sentAt.toISOString(),
    });
    expect(headers.signature).toBe(createHmac('sha256', secret).update(payload).digest('hex'));
    expect(headers['content-type']).toBe('application/json');
  });

  it('signs with both secrets during a rotation, and a changed body or another secret fails', () => {
    const [old, fresh] = [generateWebhookSecret(), generateWebhookSecret()];
    const sentAt = new Date();
    const payload = body(sentAt);
    const headers = webhookHeaders({ id: 'msg_2', sentAt, body: payload, secrets: [fresh, old], userAgent: 'Marquee' });
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(old).verify(payload, headers)).not.toThrow();
    expect(() => new Webhook(fresh).verify(payload, headers)).not.toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(payload, headers)).toThrow();
    expect(() => new Webhook(fresh).verify(payload.replace('2500', '1'), headers)).toThrow();
  });

  it('dates the signature, so an old capture is refused as a replay', () => {
    const secret = generateWebhookSecret();
    const sentAt = new Date(Date.now() - 60 * 60 * 1000);
    const payload = body(sentAt);
    const headers = webhookHeaders({ id: 'msg_3', sentAt, body: payload, secrets: [secret], userAgent: 'Marquee' });
    expect(() => new Webhook(secret).verify(payload, headers)).toThrow(/timestamp/i);
  });
});
