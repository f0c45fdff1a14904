import {
  availablePaymentMethods,
  type TStripePaymentIntentCreated,
  type TStripePaymentIntentStatus,
} from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { AppError } from '../../lib/app-error';
import { appUrl, type IdentityDeps } from '../auth/identity-context';
import { findEventWithOrganizer, lockOrder } from '../checkout/checkout.repository';
import { eventEmailSender } from '../checkout/checkout.emails';
import { requireSessionOrder } from '../checkout/checkout.service';
import type { EventRow } from '../events/events.repository';
import { toEventSettings } from '../events/events.mapper';
import { findOrder, listOrderItems, type OrderRow } from '../orders/orders.repository';
import { choosePaymentProvider } from '../orders/order-details';
import { placeOrder } from '../orders/order-lifecycle';
import { recordPaymentFailed, recordRefundRequested, settleRefund, voidLatePayment } from '../orders/order-payments';
import { findPaymentByIntent, findPaymentOfOrder, insertPayment, updatePayment } from './payments.repository';
import { stripeClient, type Stripe } from './stripe.client';
import { stripeRefundJob } from './stripe-refund.job';

/**
 * The Stripe payment path (issue 6 point 5; docs/decisions/046-049): PaymentIntents created outside any
 * transaction, then settled by a compare-and-set on the order inside one transaction that also queues the
 * email, whichever of the webhook and the buyer's return reaches it first. No lock is held across a call
 * to Stripe.
 */

type Deps = IdentityDeps;
type OrderInput = { eventId: string; shortId: string; sessionIdentifier: string | null };

const isExpiredAt = (order: OrderRow, at: Date) => (order.reservedUntil?.getTime() ?? 0) <= at.getTime();

function requireStripe(deps: Deps): Stripe {
  const stripe = stripeClient(deps.config);
  if (!stripe) throw new AppError('CONFLICT', 'Card payments are not available on this server.');
  return stripe;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** "N item(s) for event: <title ≤75> (Order <short>)", as spec §5 describes the intent. */
async function describe(executor: DbExecutor, order: OrderRow, event: EventRow): Promise<string> {
  const units = (await listOrderItems(executor, order.id)).reduce((sum, item) => sum + item.quantity, 0);
  return `${units} item(s) for event: ${event.title.slice(0, 75)} (Order ${order.shortId})`;
}

/**
 * `POST …/stripe/payment_intent`: one intent per order. The first call creates it with an idempotency key
 * derived from the order (two racing calls get the same intent from Stripe) and stores its id; later calls
 * retrieve it again for its client secret.
 */
export async function createStripePaymentIntent(deps: Deps, input: OrderInput): Promise<TStripePaymentIntentCreated> {
  const stripe = requireStripe(deps);
  const { db } = deps.database;
  const order = await requireSessionOrder(db, input);
  if (order.status !== 'RESERVED') throw new AppError('CONFLICT', 'This order is no longer in progress.');
  if (isExpiredAt(order, new Date()))
    throw new AppError('CONFLICT', 'Your reservation has expired. Please start again.');
  if (order.email === null) throw new AppError('CONFLICT', 'Enter the order details first.');
  const event = (await findEventWithOrganizer(db, order.eventId))!.event;
  const methods = availablePaymentMethods({
    totalGross: Number(order.totalGross),
    eventProviders: toEventSettings(event).payment_providers,
    isStripeConfigured: true,
  });
  if (!methods.includes('STRIPE')) throw new AppError('CONFLICT', 'This event does not offer card payment.');

  const existing = await findPaymentOfOrder(db, order.id);
  let intent: Stripe.PaymentIntent;
  try {
    intent = existing
      ? await stripe.paymentIntents.retrieve(existing.paymentIntentId)
      : await stripe.paymentIntents.create(
          {
            amount: Number(order.totalGross),
            currency: order.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            description: await describe(db, order, event),
            receipt_email: order.email,
            metadata: {
              order_id: order.id,
              order_short_id: order.shortId,
              event_id: event.id,
              account_id: event.accountId,
            },
          },
          { idempotencyKey: `marquee-order-${order.id}-payment-intent` },
        );
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'Stripe payment intent creation failed');
    throw new AppError('VALIDATION_FAILED', 'The card payment could not be started. Please try again.');
  }
  if (existing && intent.status === 'succeeded') {
    // Paid, but neither the webhook nor the return page has settled it yet: settle it now, never pay twice.
    await db.transaction((tx) => settleSucceededIntent(deps, tx, intent, new Date()));
    throw new AppError('CONFLICT', 'This order is already paid.');
  }
  if (!existing)
    await insertPayment(db, {
      orderId: order.id,
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: order.currency,
      status: intent.status,
    });
  return {
    client_secret: intent.client_secret!,
    publishable_key: deps.config.publicConfig.cardPaymentPublishableKey!,
    account_id: null,
    payment_intent_id: intent.id,
  };
}

/**
 * `GET …/stripe/payment_intent`: asks Stripe now (the buyer's return from a redirect, or a webhook that is
 * late) and settles the order the same way the webhook does.
 */
export async function getStripePaymentIntent(deps: Deps, input: OrderInput): Promise<TStripePaymentIntentStatus> {
  const stripe = requireStripe(deps);
  const { db } = deps.database;
  const order = await requireSessionOrder(db, input);
  const payment = await findPaymentOfOrder(db, order.id);
  if (!payment) throw AppError.notFound('payment');
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId);
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'Stripe payment intent retrieval failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment status could not be checked. Please try again.');
  }
  await db.transaction(async (tx) => {
    if (intent.status === 'succeeded') await settleSucceededIntent(deps, tx, intent, new Date());
    else if (intent.last_payment_error && intent.status === 'requires_payment_method')
      await recordFailedIntent(deps, tx, intent, { notify: false });
    else await updatePayment(tx, payment.id, { status: intent.status });
  });
  const after = (await findOrder(db, order.id))!;
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    last_error: intent.last_payment_error?.message ?? null,
    order_status: after.status,
    payment_status: after.paymentStatus,
    refund_status: after.refundStatus,
  };
}

/**
 * A succeeded intent. Exactly once per order (the order row is locked and its status compared):
 * a live reservation completes (COMPLETED / PAYMENT_RECEIVED, counted, confirmation queued in this
 * transaction); a reservation that had expired or was abandoned when the money arrived is cancelled and
 * refunded in full (spec §5), since its units may already belong to someone else. Anything else is a repeat.
 */
export async function settleSucceededIntent(
  deps: Deps,
  tx: DbExecutor,
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'latest_charge'>,
  paidAt: Date,
): Promise<'COMPLETED' | 'REFUNDING' | 'ALREADY_SETTLED' | 'UNKNOWN'> {
  const payment = await findPaymentByIntent(tx, intent.id);
  if (!payment) return 'UNKNOWN';
  await updatePayment(tx, payment.id, { status: 'succeeded', chargeId: idOf(intent.latest_charge) });
  const order = (await lockOrder(tx, payment.orderId))!;
  const isAwaiting = order.paymentStatus === 'AWAITING_PAYMENT' || order.paymentStatus === 'PAYMENT_FAILED';
  if (!isAwaiting || (order.status !== 'RESERVED' && order.status !== 'ABANDONED')) return 'ALREADY_SETTLED';
  const event = (await findEventWithOrganizer(tx, order.eventId))!.event;

  if (order.status === 'RESERVED' && !isExpiredAt(order, paidAt)) {
    await choosePaymentProvider(tx, { orderId: order.id, provider: 'STRIPE' });
    await placeOrder(deps, tx, { orderId: order.id, event, placement: 'CARD' });
    return 'COMPLETED';
  }
  const cancelled = await voidLatePayment(tx, { orderId: order.id, provider: 'STRIPE' });
  if (!cancelled) return 'ALREADY_SETTLED';
  await deps.queue.send(stripeRefundJob, { order_id: order.id }, { executor: tx, singletonKey: order.id });
  await queuePaymentIssueEmail(deps, tx, { order: cancelled, event, kind: 'REFUNDED_AFTER_EXPIRY' });
  deps.logger.warn({ orderId: order.id }, 'Stripe payment arrived after the reservation ended: refunding');
  return 'REFUNDING';
}

/** A declined attempt: PAYMENT_FAILED, the order stays RESERVED so the buyer can try again. */
export async function recordFailedIntent(
  deps: Deps,
  tx: DbExecutor,
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'last_payment_error'>,
  options: { notify: boolean },
): Promise<void> {
  const payment = await findPaymentByIntent(tx, intent.id);
  if (!payment) return;
  await updatePayment(tx, payment.id, {
    status: intent.status,
    lastError: intent.last_payment_error?.message?.slice(0, 500) ?? 'The payment failed.',
  });
  await recordPaymentFailed(tx, payment.orderId);
  if (!options.notify) return;
  const order = (await findOrder(tx, payment.orderId))!;
  if (order.status !== 'RESERVED') return;
  const event = (await findEventWithOrganizer(tx, order.eventId))!.event;
  await queuePaymentIssueEmail(deps, tx, { order, event, kind: 'FAILED' });
}

type RefundUpdate = {
  id: string;
  amount: number;
  currency: string;
  status: string | null;
  payment_intent: string | { id: string } | null;
};

/**
 * A refund as Stripe reports it (refund.created/updated, charge.refunded, or the refund call's answer):
 * recorded once by its id; its amount is added to the order only on the transition to SUCCEEDED, so any
 * number of reports count it once (spec §5: final only when Stripe says succeeded).
 */
export async function applyRefundUpdate(
  deps: Pick<Deps, 'queue'>,
  tx: DbExecutor,
  refund: RefundUpdate,
): Promise<void> {
  const intentId = idOf(refund.payment_intent);
  const payment = intentId ? await findPaymentByIntent(tx, intentId) : null;
  if (!payment) return;
  await recordRefundRequested(tx, {
    orderId: payment.orderId,
    providerRefundId: refund.id,
    amount: refund.amount,
    currency: refund.currency.toUpperCase(),
  });
  if (refund.status === 'succeeded')
    await settleRefund(deps, tx, { orderId: payment.orderId, providerRefundId: refund.id, outcome: 'SUCCEEDED' });
  else if (refund.status === 'failed' || refund.status === 'canceled')
    await settleRefund(deps, tx, { orderId: payment.orderId, providerRefundId: refund.id, outcome: 'FAILED' });
}

async function queuePaymentIssueEmail(
  deps: Deps,
  tx: DbExecutor,
  input: { order: OrderRow; event: EventRow; kind: 'FAILED' | 'REFUNDED_AFTER_EXPIRY' },
): Promise<void> {
  const { order, event, kind } = input;
  if (!order.email) return;
  const sender = (await eventEmailSender(tx, event.id)) ?? undefined;
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'order_payment_issue',
      sender,
      locale: order.locale,
      to: order.email,
      data: {
        kind,
        firstName: order.firstName ?? '',
        eventTitle: event.title,
        orderShortId: order.shortId,
        currency: order.currency,
        totalGross: Number(order.totalGross),
        actionUrl: appUrl(
          deps,
          kind === 'FAILED' ? `/checkout/${event.id}/${order.shortId}/payment` : `/event/${event.id}/${event.slug}`,
        ),
      },
    }),
    { executor: tx },
  );
}
