import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { lockInGlobalOrder } from '../../db/lock-order';
import {
  attendees,
  capacityAssignmentProducts,
  capacityAssignments,
  events,
  liveSessionOrderKey,
  orders,
  organizers,
  productPrices,
  productTaxesAndFees,
  products,
  sessionOrderKey,
  taxesAndFees,
} from '../../db/schema';

export type AttendeeRow = typeof attendees.$inferSelect;

export async function findEventWithOrganizer(executor: DbExecutor, eventId: string) {
  const [row] = await executor
    .select({ event: events, organizer: organizers })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId));
  return row ?? null;
}

export async function listEventProductsByIds(executor: DbExecutor, eventId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return executor
    .select()
    .from(products)
    .where(and(eq(products.eventId, eventId), inArray(products.id, productIds)));
}

/**
 * Locks the ACTIVE capacity assignments covering these products, in id order, after the price rows
 * (decision 040; step 5 of the global lock order, decision 119): two products sharing an assignment then serialise
 * on it, others do not.
 */
export async function lockCapacityAssignments(executor: DbExecutor, productIds: string[]): Promise<void> {
  await lockInGlobalOrder(executor, { assignmentsCoveringProducts: productIds });
}

/** Active taxes and fees per product. */
export async function listAdditionsOfProducts(executor: DbExecutor, productIds: string[]) {
  if (productIds.length === 0) return [];
  return executor
    .select({ productId: productTaxesAndFees.productId, tax: taxesAndFees })
    .from(productTaxesAndFees)
    .innerJoin(taxesAndFees, eq(taxesAndFees.id, productTaxesAndFees.taxAndFeeId))
    .where(and(inArray(productTaxesAndFees.productId, productIds), eq(taxesAndFees.isActive, true)));
}

/** The session's live reservation of the event (RESERVED, hold not yet over), the newest if several. */
export async function findSessionReservation(
  executor: DbExecutor,
  input: { eventId: string; sessionId: string; now: Date },
) {
  const [row] = await executor
    .select()
    .from(orders)
    .where(
      and(
        eq(sessionOrderKey(orders), liveSessionOrderKey(input.sessionId, input.eventId)),
        gt(orders.reservedUntil, input.now),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findOrderByShortId(executor: DbExecutor, input: { eventId: string; shortId: string }) {
  const [row] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.eventId, input.eventId), eq(orders.shortId, input.shortId)));
  return row ?? null;
}

export async function listAttendeesOfOrder(executor: DbExecutor, orderId: string): Promise<AttendeeRow[]> {
  return executor
    .select()
    .from(attendees)
    .where(eq(attendees.orderId, orderId))
    .orderBy(asc(attendees.createdAt), asc(attendees.id));
}

export async function lockOrder(executor: DbExecutor, orderId: string) {
  const [row] = await executor.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** A ticket of the event with its order, product and price (for the public ticket page). */
export async function findTicket(executor: DbExecutor, input: { eventId: string; shortId: string }) {
  const [row] = await executor
    .select({ attendee: attendees, order: orders, product: products, price: productPrices, event: events })
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .innerJoin(products, eq(products.id, attendees.productId))
    .innerJoin(events, eq(events.id, attendees.eventId))
    .leftJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
    .where(and(eq(attendees.eventId, input.eventId), eq(attendees.shortId, input.shortId)));
  return row ?? null;
}

/** Product titles and price labels of these prices (the name of a ticket staff moved to another tier). */
export async function listTicketNames(executor: DbExecutor, priceIds: string[]) {
  if (priceIds.length === 0) return [];
  return executor
    .select({ priceId: productPrices.id, title: products.title, label: productPrices.label })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(inArray(productPrices.id, priceIds));
}

/** The products of the event covered by an ACTIVE capacity assignment (part of a sales configuration read). */
export async function listCappedProductIds(executor: DbExecutor, eventId: string): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ productId: capacityAssignmentProducts.productId })
    .from(capacityAssignmentProducts)
    .innerJoin(capacityAssignments, eq(capacityAssignments.id, capacityAssignmentProducts.capacityAssignmentId))
    .where(and(eq(capacityAssignments.eventId, eventId), eq(capacityAssignments.status, 'ACTIVE')));
  return rows.map((row) => row.productId);
}
