import { ORDER_MOVE_RULES, orderMoveSources, type TOrderMove, type TOrderPaymentStatus } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import { queueOrderConfirmation } from '../checkout/checkout.emails';
import type { EventRow } from '../events/events.repository';
import { recordAttendeeEvents, recordOrderEvents } from './order-events';
import { listOrderAttendees } from './orders.manage.repository';
import { findOrderForUpdate, transitionOrder, type OrderInsert, type OrderRow } from './orders.repository';
import { cancelOrder, completeOrder, markOrderPaid } from './orders.service';

/**
 * The order's life in one face (issue 23, decision 122): every change of an order's status goes through here, is
 * checked against core's transition table (`ORDER_MOVE_RULES`, 409 with its refusal otherwise), and records what
 * follows in the caller's transaction: domain events (docs/domain-events.md), the buyer's confirmation and tickets,
 * the invoice. "An order was placed" happens in `placeOrder` and nowhere else.
 */

type LifecycleDeps = IdentityDeps;

type TMoveInput = { orderId: string; move: TOrderMove; values: Partial<OrderInsert> };

/** The compare-and-set of a move that changes only the order row: null when the order is not in one of its sources. */
export async function tryMoveOrder(tx: DbExecutor, input: TMoveInput): Promise<OrderRow | null> {
  const target = ORDER_MOVE_RULES[input.move].to;
  return transitionOrder(tx, {
    orderId: input.orderId,
    from: orderMoveSources(input.move),
    values: { ...input.values, ...(target ? { status: target } : {}) },
  });
}

/** `tryMoveOrder`, refused with the move's 409 when the order is elsewhere. */
export async function moveOrder(tx: DbExecutor, input: TMoveInput): Promise<OrderRow> {
  const moved = await tryMoveOrder(tx, input);
  if (!moved) throw new AppError('CONFLICT', ORDER_MOVE_RULES[input.move].refusal);
  return moved;
}

/** How a reservation became an order: nothing to pay, paid by card, or to be paid offline. */
export type TPlacement = 'FREE' | 'CARD' | 'OFFLINE';

const PLACEMENTS: Record<TPlacement, { move: TOrderMove; paymentStatus: TOrderPaymentStatus }> = {
  FREE: { move: 'complete', paymentStatus: 'NO_PAYMENT_REQUIRED' },
  CARD: { move: 'complete', paymentStatus: 'PAYMENT_RECEIVED' },
  OFFLINE: { move: 'await_offline_payment', paymentStatus: 'AWAITING_OFFLINE_PAYMENT' },
};

/**
 * RESERVED → COMPLETED or AWAITING_OFFLINE_PAYMENT: units and sale counted, attendees written or moved on,
 * `order.created` (and `order.completed`) with `attendee.created`, the invoice and the buyer's emails, all in `tx`.
 */
export async function placeOrder(
  deps: LifecycleDeps,
  tx: DbExecutor,
  input: { orderId: string; event: EventRow; placement: TPlacement },
): Promise<OrderRow> {
  const { move, paymentStatus } = PLACEMENTS[input.placement];
  const status = ORDER_MOVE_RULES[move].to as 'COMPLETED' | 'AWAITING_OFFLINE_PAYMENT';
  const order = await completeOrder(tx, { orderId: input.orderId, status, paymentStatus });
  await recordOrderEvents(deps, tx, {
    order,
    previousStatus: 'RESERVED',
    types: status === 'COMPLETED' ? ['order.created', 'order.completed'] : ['order.created'],
  });
  await recordAttendeeEvents(deps, tx, {
    order,
    type: 'attendee.created',
    attendees: await listOrderAttendees(tx, order.id),
  });
  await queueOrderConfirmation(deps, tx, { order, event: input.event });
  return order;
}

/**
 * AWAITING_OFFLINE_PAYMENT → COMPLETED when the money came in (staff, or the door): the sale counted, attendees
 * ACTIVE, the invoice PAID, `order.marked_as_paid` and `order.completed`, the buyer's confirmation again.
 */
export async function markOrderAsPaid(
  deps: LifecycleDeps,
  tx: DbExecutor,
  input: { orderId: string; event: EventRow },
): Promise<OrderRow> {
  const order = await markOrderPaid(tx, input.orderId);
  await recordOrderEvents(deps, tx, {
    order,
    previousStatus: 'AWAITING_OFFLINE_PAYMENT',
    types: ['order.marked_as_paid', 'order.completed'],
  });
  await recordAttendeeEvents(deps, tx, {
    order,
    type: 'attendee.updated',
    attendees: (await listOrderAttendees(tx, order.id)).filter((attendee) => attendee.status === 'ACTIVE'),
  });
  await queueOrderConfirmation(deps, tx, { order, event: input.event });
  return order;
}

/**
 * → CANCELLED: units (and the promo code's use) given back once, attendees cancelled, `order.cancelled` and an
 * `attendee.cancelled` for each ticket it ended (tickets cancelled one by one had theirs already).
 */
export async function cancelPlacedOrder(
  deps: LifecycleDeps,
  tx: DbExecutor,
  input: { orderId: string },
): Promise<OrderRow> {
  // The status before, under the row lock the cancel takes anyway.
  const current = await findOrderForUpdate(tx, input.orderId);
  const before = await listOrderAttendees(tx, input.orderId);
  const order = await cancelOrder(tx, input.orderId);
  await recordOrderEvents(deps, tx, { order, previousStatus: current?.status ?? null, types: ['order.cancelled'] });
  const ended = new Set(before.filter((attendee) => attendee.status !== 'CANCELLED').map((attendee) => attendee.id));
  await recordAttendeeEvents(deps, tx, {
    order,
    type: 'attendee.cancelled',
    attendees: (await listOrderAttendees(tx, order.id)).filter((attendee) => ended.has(attendee.id)),
  });
  return order;
}
