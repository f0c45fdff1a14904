import { recordOrderChange } from './order-events';
import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  isBuyerActivityAction,
  type TEventOrderRow,
  type TList,
  type TOrderDetail,
  type TUpdateOrderBuyer,
} from '@marquee/core';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { lockingTransaction } from '../../db/lock-order';
import { orderRefunds, orders } from '../../db/schema';
import { emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { AppError } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { listCheckIns } from '../attendees/attendee-check-ins';
import { appUrl, type IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { eventEmailSender, queueOrderConfirmation } from '../checkout/checkout.emails';
import type { EventRow } from '../events/events.repository';
import { requireEvent } from '../events/events.service';
import { applyRefundUpdate } from '../payments/stripe.service';
import { stripeClient, Stripe } from '../payments/stripe.client';
import { findPaymentOfOrder } from '../payments/payments.repository';
import { toOrderSummary } from './orders.mapper';
import {
  eventOrdersListResource,
  findEventOrder,
  listAnswersOfOrder,
  listEmailsOfOrder,
  listEventOrdersPage,
  listOrderAttendees,
  listPaymentsOfOrder,
  listRefundsOfOrder,
  refundsInFlightTotal,
  recordOrderEmail,
  setRefundPending,
  setRefundStatus,
  updateOrderBuyerDetails,
  type EventOrderListRow,
} from './orders.manage.repository';
import { changedFields, listOrderActivity, recordOrderActivity } from './order-activity';
import { listMessagesOfOrder } from '../messages/messages.repository';
import { completeOfflinePayment } from './orders.mark-paid';
import { listOrderItems } from './orders.repository';
import { cancelPlacedOrder } from './order-lifecycle';

/**
 * The organizer's side of one event's orders (issue 7 points 1-2; docs/decisions/066-069): list, detail,
 * buyer edits, mark as paid, cancel, refund, resend and invoice. Every call first finds the event in the
 * caller's account (another account's ids → 404), then the order in that event.
 */

type Deps = IdentityDeps;
type OrderRef = { eventId: string; orderId: string };

export function toEventOrderRow(row: EventOrderListRow): TEventOrderRow {
  return { ...toOrderSummary(row), item_count: Number(row.itemCount) };
}

export async function requireOrder(executor: DbExecutor, auth: AuthContext, ref: OrderRef, lock = false) {
  const event = await requireEvent(executor, auth, ref.eventId);
  const order = await findEventOrder(executor, { eventId: event.id, orderId: ref.orderId, lock });
  if (!order) throw AppError.notFound('order');
  return { event, order };
}

export async function listEventOrders(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TEventOrderRow>> {
  const { db } = deps.database;
  await requireEvent(db, auth, input.eventId);
  const query = parseListQuery(eventOrdersListResource, input.rawQuery);
  const { rows, meta } = await listEventOrdersPage(db, { eventId: input.eventId, query });
  return { data: rows.map(toEventOrderRow), meta };
}

/** An order, or a checkout listed on request (decision 098): readable, though no action applies to it. */
export async function getOrderDetail(deps: Deps, auth: AuthContext, ref: OrderRef): Promise<TOrderDetail> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, ref.eventId);
  const order = await findEventOrder(db, { eventId: event.id, orderId: ref.orderId, includeCheckouts: true });
  if (!order) throw AppError.notFound('order');
  return buildDetail(db, order);
}

/** An order's full resource without a caller (a webhook's payload): the account was checked by whoever asks. */
export async function readOrderDetail(
  executor: DbExecutor,
  input: { eventId: string; orderId: string },
): Promise<TOrderDetail | null> {
  const order = await findEventOrder(executor, { ...input, includeCheckouts: true });
  return order ? buildDetail(executor, order) : null;
}

async function buildDetail(executor: DbExecutor, order: EventOrderListRow): Promise<TOrderDetail> {
  const [items, payments, refunds, answers, attendeeRows, emails, checkIns, activity, messages] = await Promise.all([
    listOrderItems(executor, order.id),
    listPaymentsOfOrder(executor, order.id),
    listRefundsOfOrder(executor, order.id),
    listAnswersOfOrder(executor, order.id),
    listOrderAttendees(executor, order.id),
    listEmailsOfOrder(executor, order.id),
    listCheckIns(executor, { orderId: order.id }),
    listOrderActivity(executor, order.id),
    listMessagesOfOrder(executor, order.id),
  ]);
  const timeline: TOrderDetail['timeline'] = [{ kind: 'CREATED', at: order.createdAt.toISOString(), details: {} }];
  if (order.paymentProvider === 'OFFLINE')
    timeline.push({ kind: 'AWAITING_OFFLINE_PAYMENT', at: order.createdAt.toISOString(), details: {} });
  for (const payment of payments)
    timeline.push({
      kind: 'PAYMENT',
      at: (payment.status === 'succeeded' ? payment.updatedAt : payment.createdAt).toISOString(),
      details: { provider: 'STRIPE', status: payment.status, amount: Number(payment.amount) },
    });
  if (order.completedAt)
    timeline.push({
      kind: 'COMPLETED',
      at: order.completedAt.toISOString(),
      details: { payment_status: order.paymentStatus },
    });
  for (const refund of refunds)
    timeline.push({
      kind: 'REFUND',
      at: refund.createdAt.toISOString(),
      details: { amount: Number(refund.amount), status: refund.status },
    });
  for (const email of emails)
    timeline.push({
      kind: 'EMAIL_QUEUED',
      at: email.createdAt.toISOString(),
      details: { template: email.template, to: email.recipient },
    });
  for (const checkIn of checkIns) {
    const details = { attendee_public_id: checkIn.attendeePublicId, check_in_list: checkIn.listName };
    timeline.push({ kind: 'CHECKED_IN', at: checkIn.createdAt.toISOString(), details });
    if (checkIn.checkedOutAt) timeline.push({ kind: 'CHECKED_OUT', at: checkIn.checkedOutAt.toISOString(), details });
  }
  for (const entry of activity)
    timeline.push(
      isBuyerActivityAction(entry.action)
        ? {
            kind: 'BUYER_ACTION',
            at: entry.createdAt.toISOString(),
            details: { ...entry.details, action: entry.action },
          }
        : {
            kind: 'STAFF_ACTION',
            at: entry.createdAt.toISOString(),
            details: { ...entry.details, action: entry.action, by: entry.userName },
          },
    );
  for (const message of messages)
    timeline.push({
      kind: 'MESSAGE',
      at: (message.sentAt ?? message.createdAt).toISOString(),
      details: { subject: message.subject, to: message.email, status: message.status, message_id: message.messageId },
    });
  if (order.status === 'CANCELLED')
    timeline.push({
      kind: 'CANCELLED',
      at: (order.statisticsDecrementedAt ?? order.updatedAt).toISOString(),
      details: {},
    });
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  return {
    ...toEventOrderRow(order),
    locale: order.locale,
    notes: order.notes,
    address: order.address ?? null,
    is_manually_created: order.isManuallyCreated,
    updated_at: order.updatedAt.toISOString(),
    lines: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_price_id: item.productPriceId,
      product_type: item.productType,
      item_name: item.itemName,
      price_label: item.priceLabel,
      quantity: item.quantity,
      price_per_unit: Number(item.pricePerUnit),
      price_before_discount: item.priceBeforeDiscount === null ? null : Number(item.priceBeforeDiscount),
      total_before_additions: Number(item.totalBeforeAdditions),
      total_discount: Number(item.totalDiscount),
      total_tax: Number(item.totalTax),
      total_fee: Number(item.totalFee),
      total_gross: Number(item.totalGross),
      taxes_and_fees: item.taxesAndFees ?? [],
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: 'STRIPE' as const,
      payment_intent_id: payment.paymentIntentId,
      amount: Number(payment.amount),
      currency: payment.currency,
      status: payment.status,
      last_error: payment.lastError,
      created_at: payment.createdAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      provider_refund_id: refund.providerRefundId,
      amount: Number(refund.amount),
      currency: refund.currency,
      status: refund.status,
      reason: refund.reason,
      created_at: refund.createdAt.toISOString(),
    })),
    answers: answers.map((row) => ({
      question_id: row.questionId,
      question_title: row.questionTitle,
      belongs_to: row.belongsTo,
      attendee_id: row.attendeeId,
      product_id: row.productId,
      answer: row.answer,
    })),
    attendees: attendeeRows.map((attendee) => ({
      id: attendee.id,
      short_id: attendee.shortId,
      product_id: attendee.productId,
      first_name: attendee.firstName,
      last_name: attendee.lastName,
      email: attendee.email,
      status: attendee.status,
    })),
    timeline,
  };
}

async function reload(deps: Deps, ref: OrderRef): Promise<TOrderDetail> {
  const order = await findEventOrder(deps.database.db, ref);
  return buildDetail(deps.database.db, order!);
}

export async function updateOrder(
  deps: Deps,
  auth: AuthContext,
  input: OrderRef & { body: TUpdateOrderBuyer },
): Promise<TOrderDetail> {
  await deps.database.db.transaction(async (tx) => {
    const { order } = await requireOrder(tx, auth, input, true);
    const notes = input.body.notes === undefined ? undefined : input.body.notes || null;
    const fields = changedFields(
      {
        first_name: order.firstName,
        last_name: order.lastName,
        email: order.email,
        address: order.address,
        notes: order.notes,
      },
      {
        first_name: input.body.first_name,
        last_name: input.body.last_name,
        email: input.body.email,
        address: input.body.address,
        notes,
      },
    );
    if (fields)
      await recordOrderActivity(tx, auth, {
        orderId: order.id,
        eventId: order.eventId,
        action: 'BUYER_EDITED',
        details: { fields },
      });
    await updateOrderBuyerDetails(tx, {
      orderId: order.id,
      firstName: input.body.first_name,
      lastName: input.body.last_name,
      email: input.body.email,
      address: input.body.address,
      notes,
    });
    if (fields) await recordOrderChange(deps, tx, { orderId: order.id, type: 'order.updated' });
  });
  return reload(deps, input);
}

/** AWAITING_OFFLINE_PAYMENT → COMPLETED (409 otherwise); the buyer's confirmation and tickets are queued with it. */
export async function markAsPaid(deps: Deps, auth: AuthContext, ref: OrderRef): Promise<TOrderDetail> {
  await deps.database.db.transaction(async (tx) => {
    const { event, order } = await requireOrder(tx, auth, ref, true);
    if (order.status !== 'AWAITING_OFFLINE_PAYMENT')
      throw new AppError(
        'CONFLICT',
        `Only an order awaiting offline payment can be marked as paid (this one is ${order.status}).`,
      );
    await completeOfflinePayment(deps, tx, { orderId: order.id, event });
    await recordOrderActivity(tx, auth, { orderId: order.id, eventId: event.id, action: 'MARKED_PAID' });
  });
  return reload(deps, ref);
}

export async function resendConfirmation(deps: Deps, auth: AuthContext, ref: OrderRef): Promise<TOrderDetail> {
  await deps.database.db.transaction(async (tx) => {
    const { event, order } = await requireOrder(tx, auth, ref);
    if (order.status !== 'COMPLETED' && order.status !== 'AWAITING_OFFLINE_PAYMENT')
      throw new AppError('CONFLICT', 'Only a completed order or one awaiting payment has a confirmation to resend.');
    if (!order.email) throw new AppError('CONFLICT', 'This order has no buyer email address.');
    await queueOrderConfirmation(deps, tx, { order, event });
    await recordOrderActivity(tx, auth, {
      orderId: order.id,
      eventId: event.id,
      action: 'CONFIRMATION_RESENT',
      details: { to: order.email },
    });
  });
  return reload(deps, ref);
}

/* ---------- refunds ---------- */

/**
 * What can still be refunded through the provider, or why nothing can: a free order, an order not paid
 * through Stripe (offline payments are settled outside Marquee) or not paid at all → 409.
 */
async function refundable(executor: DbExecutor, order: EventOrderListRow) {
  if (Number(order.totalGross) === 0) throw new AppError('CONFLICT', 'This order is free: there is nothing to refund.');
  if (order.paymentStatus !== 'PAYMENT_RECEIVED')
    throw new AppError('CONFLICT', 'This order has not been paid, so there is nothing to refund.');
  if (order.paymentProvider !== 'STRIPE')
    throw new AppError(
      'CONFLICT',
      'Only card payments can be refunded here; refund an offline payment outside Marquee and cancel the order.',
    );
  const payment = await findPaymentOfOrder(executor, order.id);
  if (!payment || payment.status !== 'succeeded')
    throw new AppError('CONFLICT', 'The card payment of this order has not succeeded, so it cannot be refunded.');
  const inFlight = await refundsInFlightTotal(executor, order.id);
  // REFUND_PENDING without a pending refund row: the automatic full refund of a late payment (decision 048)
  // is queued and has not reached the provider yet.
  if (order.refundStatus === 'REFUND_PENDING' && inFlight === 0)
    throw new AppError('CONFLICT', 'A full refund of this order is already being processed.');
  const remaining = Number(order.totalGross) - Number(order.totalRefunded) - inFlight;
  return { payment, remaining };
}

type PlannedRefund = { placeholderId: string; paymentIntentId: string; amount: number; idempotencyKey: string };

/**
 * Records a PENDING refund (a local placeholder id until the provider answers) and REFUND_PENDING on the
 * order, in the caller's transaction, so a second request meanwhile sees the amount as taken.
 */
async function planRefund(
  tx: DbExecutor,
  order: EventOrderListRow,
  input: { amount: number; paymentIntentId: string; reason: string },
): Promise<PlannedRefund> {
  const key = randomUUID();
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      providerRefundId: `pending_${key}`,
      amount: input.amount,
      currency: order.currency,
      status: 'PENDING',
      reason: input.reason,
    })
    .returning({ id: orderRefunds.id });
  await setRefundPending(tx, order.id);
  return {
    placeholderId: row!.id,
    paymentIntentId: input.paymentIntentId,
    amount: input.amount,
    idempotencyKey: `marquee-order-${order.id}-refund-${key}`,
  };
}

type RefundOutcome = { ok: true } | { ok: false; code: 'CONFLICT' | 'VALIDATION_FAILED'; message: string };

/**
 * Asks the provider for the refund after the commit (no lock is held across the call), then records its
 * answer the way the webhooks do (`applyRefundUpdate`): SUCCEEDED adds to the order's refunded total and
 * sets PARTIALLY_REFUNDED / REFUNDED; pending stays REFUND_PENDING until `refund.updated` arrives; a refusal
 * marks the refund FAILED and the order REFUND_FAILED, and says why.
 */
async function sendRefund(deps: Deps, order: EventOrderListRow, planned: PlannedRefund): Promise<RefundOutcome> {
  const stripe = stripeClient(deps.config);
  const { db } = deps.database;
  const fail = async (code: 'CONFLICT' | 'VALIDATION_FAILED', message: string): Promise<RefundOutcome> => {
    await db.transaction(async (tx) => {
      await tx
        .update(orderRefunds)
        .set({ status: 'FAILED', updatedAt: new Date() })
        .where(eq(orderRefunds.id, planned.placeholderId));
      await setRefundStatus(tx, order.id, 'REFUND_FAILED');
    });
    return { ok: false, code, message };
  };
  if (!stripe)
    return fail('CONFLICT', 'Card payments are not configured on this server: the refund could not be sent.');
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: planned.paymentIntentId,
        amount: planned.amount,
        metadata: { order_id: order.id, order_short_id: order.shortId, reason: 'refund_by_organizer' },
      },
      { idempotencyKey: planned.idempotencyKey },
    );
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'Stripe refund failed');
    const reason = error instanceof Stripe.errors.StripeError ? error.message : 'The payment provider did not answer.';
    return fail('VALIDATION_FAILED', `The payment provider refused the refund: ${reason}`);
  }
  await db.transaction(async (tx) => {
    // A webhook may have recorded the refund by its real id first: then the placeholder goes.
    const [known] = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(eq(orderRefunds.providerRefundId, refund.id));
    if (known) await tx.delete(orderRefunds).where(eq(orderRefunds.id, planned.placeholderId));
    else
      await tx
        .update(orderRefunds)
        .set({ providerRefundId: refund.id, updatedAt: new Date() })
        .where(and(eq(orderRefunds.id, planned.placeholderId), eq(orderRefunds.status, 'PENDING')));
    await applyRefundUpdate(deps, tx, refund);
  });
  deps.logger.info({ orderId: order.id, refundId: refund.id, status: refund.status }, 'Refund requested by staff');
  return { ok: true };
}

async function queueOrderUpdateEmail(
  deps: Deps,
  tx: DbExecutor,
  input: { order: EventOrderListRow; event: EventRow; kind: 'CANCELLED' | 'REFUNDED'; amount: number },
) {
  const { order, event } = input;
  if (!order.email) return;
  const sender = (await eventEmailSender(tx, event.id)) ?? undefined;
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'order_update',
      sender,
      locale: order.locale,
      to: order.email,
      data: {
        kind: input.kind,
        firstName: order.firstName ?? '',
        eventTitle: event.title,
        orderShortId: order.shortId,
        currency: order.currency,
        amount: input.amount,
        orderUrl: appUrl(deps, `/checkout/${event.id}/${order.shortId}/summary`),
      },
    }),
    { executor: tx },
  );
  await recordOrderEmail(tx, { orderId: order.id, template: 'order_update', recipient: order.email });
}

/**
 * `POST …/refund`: a full or partial refund through the provider. 409 for a free, unpaid or offline order;
 * 422 for an amount over what is left (refunded and pending refunds count) and for a refund the provider
 * refuses (then nothing else changes). Once the provider accepted it, `cancel_order` cancels the order and
 * the buyer is emailed.
 */
export async function refundOrder(
  deps: Deps,
  auth: AuthContext,
  input: OrderRef & { amount: number; notifyBuyer: boolean; cancelOrder: boolean },
): Promise<TOrderDetail> {
  const { db } = deps.database;
  const { order, event, planned } = await db.transaction(async (tx) => {
    const { event, order } = await requireOrder(tx, auth, input, true);
    const { payment, remaining } = await refundable(tx, order);
    if (remaining <= 0) throw new AppError('CONFLICT', 'This order has been refunded in full already.');
    if (input.amount > remaining)
      throw AppError.validation({
        amount: [`At most ${formatMoney(remaining, order.currency, 'en')} (${remaining}) can still be refunded.`],
      });
    const planned = await planRefund(tx, order, {
      amount: input.amount,
      paymentIntentId: payment.paymentIntentId,
      reason: input.cancelOrder ? 'ORDER_CANCELLED' : 'STAFF_REFUND',
    });
    return { order, event, planned };
  });
  const outcome = await sendRefund(deps, order, planned);
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
  await db.transaction(async (tx) => {
    await recordOrderActivity(tx, auth, {
      orderId: order.id,
      eventId: event.id,
      action: 'REFUND_REQUESTED',
      details: { amount: input.amount },
    });
    let cancelled = false;
    if (input.cancelOrder) {
      const [current] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id))
        .for('update');
      if (current && current.status !== 'CANCELLED') {
        await cancelPlacedOrder(deps, tx, { orderId: order.id });
        cancelled = true;
      }
    }
    if (input.notifyBuyer)
      await queueOrderUpdateEmail(deps, tx, {
        order,
        event,
        kind: cancelled ? 'CANCELLED' : 'REFUNDED',
        amount: input.amount,
      });
  });
  return reload(deps, input);
}

/**
 * `POST …/cancel`: COMPLETED or AWAITING_OFFLINE_PAYMENT → CANCELLED (409 when already cancelled): units
 * return to sale, attendees are cancelled, the buyer is emailed; `refund: true` also refunds what is left
 * through the provider (409 when there is nothing refundable, checked before anything changes). A refund the
 * provider then refuses leaves the order cancelled with REFUND_FAILED, which the answer shows.
 */
export async function cancelOrderByStaff(
  deps: Deps,
  auth: AuthContext,
  input: OrderRef & { refund: boolean; notifyBuyer: boolean },
): Promise<TOrderDetail> {
  const { db } = deps.database;
  // The order row, then its prices (units given back, in id order), then its promo code: the global lock order.
  const { order, event, planned } = await lockingTransaction(deps.database, async (tx) => {
    const { event, order } = await requireOrder(tx, auth, input, true);
    if (order.status === 'CANCELLED') throw new AppError('CONFLICT', 'This order is cancelled already.');
    let planned: PlannedRefund | null = null;
    if (input.refund) {
      const { payment, remaining } = await refundable(tx, order);
      if (remaining > 0)
        planned = await planRefund(tx, order, {
          amount: remaining,
          paymentIntentId: payment.paymentIntentId,
          reason: 'ORDER_CANCELLED',
        });
    }
    await cancelPlacedOrder(deps, tx, { orderId: order.id });
    await recordOrderActivity(tx, auth, {
      orderId: order.id,
      eventId: event.id,
      action: 'CANCELLED_BY_STAFF',
      details: { refund_amount: planned?.amount ?? null },
    });
    return { order, event, planned };
  });
  const outcome = planned ? await sendRefund(deps, order, planned) : null;
  if (input.notifyBuyer)
    await queueOrderUpdateEmail(deps, db, {
      order,
      event,
      kind: 'CANCELLED',
      amount: planned && outcome?.ok ? planned.amount : 0,
    });
  return reload(deps, input);
}
