import { type TCreatePublicOrder, type TPublicOrder } from '@marquee/core';
import { findPendingOrderEmail } from '../orders/order-email-changes';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toEventSettings } from '../events/events.mapper';
import { listOrderItems, type OrderItemRow, type OrderRow } from '../orders/orders.repository';
import { isCountedStatus } from '../orders/orders.service';
import { moveOrder } from '../orders/order-lifecycle';
import { findInvoiceOfOrder } from '../orders/invoices';
import { offerPrefillOf } from '../waitlist/waitlist-prefill';
import {
  findEventWithOrganizer,
  findOrderByShortId,
  findSessionReservation,
  listAttendeesOfOrder,
} from './checkout.repository';
import { type Deps, UUID } from './checkout.shared';

/** The order a session holds: reading it, and abandoning it (the lifecycle's `abandon`, decision 122). */

/**
 * A reservation whose time ran out: still RESERVED past its hold, or ABANDONED by the expiry job (which keeps
 * `reserved_until`; a buyer's abandon or a replaced basket clears it).
 */
const hasLapsed = (order: OrderRow, now: Date) =>
  (order.status === 'RESERVED' || order.status === 'ABANDONED') &&
  order.reservedUntil !== null &&
  order.reservedUntil.getTime() <= now.getTime();

export async function loadPublicOrder(
  executor: DbExecutor,
  order: OrderRow,
  knownItems?: OrderItemRow[],
): Promise<TPublicOrder> {
  const items = knownItems ?? (await listOrderItems(executor, order.id));
  const hasDetails = order.email !== null;
  const attendeeRows = hasDetails ? await listAttendeesOfOrder(executor, order.id) : [];
  // The event's settings matter only once the order counts: its thank-you message and self-service.
  const settings = isCountedStatus(order.status) ? await eventSettingsOf(executor, order.eventId) : null;
  return {
    short_id: order.shortId,
    event_id: order.eventId,
    status: order.status,
    payment_status: order.paymentStatus,
    reserved_until: order.reservedUntil?.toISOString() ?? null,
    is_expired: hasLapsed(order, new Date()),
    session_identifier: order.status === 'RESERVED' ? order.sessionId : null,
    currency: order.currency,
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    promo_code: order.promoCode,
    affiliate_code: order.affiliateCode,
    total_before_additions: Number(order.totalBeforeAdditions),
    total_discount: Number(order.totalDiscount),
    total_tax: Number(order.totalTax),
    total_fee: Number(order.totalFee),
    total_gross: Number(order.totalGross),
    order_items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_price_id: item.productPriceId,
      item_name: item.itemName,
      price_label: item.priceLabel,
      quantity: item.quantity,
      price_per_unit: Number(item.pricePerUnit),
      price_before_discount: Number(item.priceBeforeDiscount),
      total_before_additions: Number(item.totalBeforeAdditions),
      total_discount: Number(item.totalDiscount),
      total_tax: Number(item.totalTax),
      total_fee: Number(item.totalFee),
      total_gross: Number(item.totalGross),
      taxes_and_fees: item.taxesAndFees ?? [],
    })),
    attendees: attendeeRows.map((attendee) => ({
      short_id: attendee.shortId,
      public_id: attendee.publicId,
      product_id: attendee.productId,
      product_price_id: attendee.productPriceId,
      first_name: attendee.firstName,
      last_name: attendee.lastName,
      email: attendee.email,
      status: attendee.status,
    })),
    created_at: order.createdAt.toISOString(),
    post_checkout_message: order.status === 'COMPLETED' ? (settings?.post_checkout_message ?? null) : null,
    invoice: await publicInvoiceOf(executor, order),
    can_self_edit: settings?.allow_attendee_self_edit ?? false,
    pending_email: settings?.allow_attendee_self_edit ? await findPendingOrderEmail(executor, order.id) : null,
    // Only an offer's held order has a name before its details (issue 31): no extra read for any other reservation.
    prefill:
      order.status === 'RESERVED' && order.email === null && order.firstName !== null
        ? await offerPrefillOf(executor, order.id)
        : null,
  };
}

async function publicInvoiceOf(executor: DbExecutor, order: OrderRow): Promise<TPublicOrder['invoice']> {
  if (order.status === 'RESERVED' || order.status === 'ABANDONED') return null;
  const invoice = await findInvoiceOfOrder(executor, order.id);
  return invoice ? { number: invoice.invoiceNumber, status: invoice.status } : null;
}

async function eventSettingsOf(executor: DbExecutor, eventId: string) {
  const found = await findEventWithOrganizer(executor, eventId);
  return found ? toEventSettings(found.event) : null;
}

/**
 * The order of this event with this short id. While RESERVED it belongs to the session that made it
 * (query or cookie); anyone else gets the same 404 as an unknown id.
 */
export async function requireSessionOrder(
  executor: DbExecutor,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<OrderRow> {
  if (!UUID.test(input.eventId)) throw AppError.notFound('order');
  const order = await findOrderByShortId(executor, { eventId: input.eventId.toLowerCase(), shortId: input.shortId });
  if (!order) throw AppError.notFound('order');
  if ((order.status === 'RESERVED' || order.status === 'ABANDONED') && order.sessionId !== input.sessionIdentifier)
    throw AppError.notFound('order');
  return order;
}

export async function getPublicOrder(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<TPublicOrder> {
  const { db } = deps.database;
  return loadPublicOrder(db, await requireSessionOrder(db, input));
}

/**
 * The reservation this browser's session holds for the event, still within its hold (decision 062): lets
 * the event page offer "continue" or "start again". No session, none live, or a malformed id: 404.
 */
export async function getCurrentSessionOrder(
  deps: Deps,
  input: { eventId: string; sessionIdentifier: string | null },
): Promise<TPublicOrder> {
  const { db } = deps.database;
  if (!UUID.test(input.eventId) || !input.sessionIdentifier) throw AppError.notFound('order');
  const order = await findSessionReservation(db, {
    eventId: input.eventId.toLowerCase(),
    sessionId: input.sessionIdentifier,
    now: new Date(),
  });
  if (!order) throw AppError.notFound('order');
  return loadPublicOrder(db, order);
}

/** The buyer leaves: the reservation ends now and its units return. */
export async function abandonPublicOrder(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<TPublicOrder> {
  return deps.database.db.transaction(async (tx) => {
    const order = await requireSessionOrder(tx, input);
    const moved = await moveOrder(tx, { orderId: order.id, move: 'abandon', values: { reservedUntil: null } });
    return loadPublicOrder(tx, moved);
  });
}

export type { TCreatePublicOrder };
