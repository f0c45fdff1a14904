import { AppError } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import { claimWebhookEvent } from './payments.repository';
import { stripeClient, type Stripe } from './stripe.client';
import { applyRefundUpdate, recordFailedIntent, settleSucceededIntent } from './stripe.service';

export const HANDLED_STRIPE_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'refund.created',
  'refund.updated',
] as const;

/**
 * `POST /public/webhooks/stripe` (docs/decisions/047): the signature is checked over the raw body with
 * the webhook secret (400 otherwise); the event id is claimed in the same transaction as the change it
 * causes, so a duplicate delivery — on any instance, at any time — changes nothing, and a handling that
 * fails rolls the claim back for Stripe's retry.
 */
export async function handleStripeWebhook(
  deps: IdentityDeps,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<{ duplicate: boolean; type: string }> {
  const stripe = stripeClient(deps.config);
  if (!stripe) throw new AppError('BAD_REQUEST', 'Stripe webhooks are not configured on this server.');
  let event: Stripe.Event;
  try {
    if (!input.signature) throw new Error('no signature');
    event = stripe.webhooks.constructEvent(input.rawBody, input.signature, deps.config.stripe.webhookSecret!);
  } catch {
    throw new AppError('BAD_REQUEST', 'The Stripe signature could not be verified.');
  }
  if (!(HANDLED_STRIPE_EVENTS as readonly string[]).includes(event.type)) return { duplicate: false, type: event.type };

  const happenedAt = new Date(event.created * 1000);
  const isNew = await deps.database.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, { id: event.id, type: event.type }))) return false;
    switch (event.type) {
      case 'payment_intent.succeeded':
        await settleSucceededIntent(deps, tx, event.data.object, happenedAt);
        break;
      case 'payment_intent.payment_failed':
        await recordFailedIntent(deps, tx, event.data.object, { notify: true });
        break;
      case 'refund.created':
      case 'refund.updated':
        await applyRefundUpdate(deps, tx, event.data.object);
        break;
      case 'charge.refunded':
        for (const refund of event.data.object.refunds?.data ?? []) await applyRefundUpdate(deps, tx, refund);
        break;
    }
    return true;
  });
  if (!isNew) deps.logger.info({ stripeEventId: event.id, type: event.type }, 'Duplicate Stripe webhook ignored');
  return { duplicate: !isNew, type: event.type };
}
