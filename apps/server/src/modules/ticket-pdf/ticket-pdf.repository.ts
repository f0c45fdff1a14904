import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  attendees,
  events,
  images,
  orderItems,
  orders,
  organizers,
  productPrices,
  products,
  ticketPdfs,
} from '../../db/schema';

/** What a PDF ticket reads (orders, tickets, event, logo; never written here) and the PDFs it keeps. */

export type StoredTicketPdf = { fingerprint: string; content: Uint8Array; pageCount: number };

/** A ticket of the event by its link key, with its order and event (the public ticket page's lookup). */
export async function findTicketByShortId(executor: DbExecutor, input: { eventId: string; shortId: string }) {
  const [row] = await executor
    .select({ attendee: attendees, order: orders })
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .where(and(eq(attendees.eventId, input.eventId), eq(attendees.shortId, input.shortId)));
  return row ?? null;
}

export async function findOrderWithEvent(executor: DbExecutor, orderId: string) {
  const [row] = await executor
    .select({ order: orders, event: events, organizerName: organizers.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The order's tickets in the buyer's order, with the product and the tier each is for now. */
export async function listOrderTickets(executor: DbExecutor, orderId: string) {
  return executor
    .select({ attendee: attendees, productTitle: products.title, priceLabel: productPrices.label })
    .from(attendees)
    .innerJoin(products, eq(products.id, attendees.productId))
    .leftJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
    .where(eq(attendees.orderId, orderId))
    .orderBy(asc(attendees.createdAt), asc(attendees.id));
}

export async function listOrderLines(executor: DbExecutor, orderId: string) {
  return executor
    .select({
      productId: orderItems.productId,
      productPriceId: orderItems.productPriceId,
      pricePerUnit: orderItems.pricePerUnit,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/** The event's ticket logos, oldest first (one normally: a new upload replaces the old). */
export async function listTicketLogos(executor: DbExecutor, eventId: string) {
  return executor
    .select({ id: images.id, type: images.type, storageKey: images.storageKey })
    .from(images)
    .where(and(eq(images.entityType, 'EVENT'), eq(images.entityId, eventId), eq(images.type, 'TICKET_LOGO')))
    .orderBy(asc(images.createdAt));
}

export async function findStoredTicketPdf(executor: DbExecutor, scopeKey: string): Promise<StoredTicketPdf | null> {
  const [row] = await executor
    .select({ fingerprint: ticketPdfs.fingerprint, content: ticketPdfs.content, pageCount: ticketPdfs.pageCount })
    .from(ticketPdfs)
    .where(eq(ticketPdfs.scopeKey, scopeKey));
  return row ?? null;
}

/**
 * Whether the scope's stored PDF is this rendering, or one drawn from data read since: one small read while a request
 * waits for the job.
 */
export async function hasStoredTicketPdf(
  executor: DbExecutor,
  input: { scopeKey: string; fingerprint: string; since: Date },
) {
  const [row] = await executor
    .select({ scopeKey: ticketPdfs.scopeKey })
    .from(ticketPdfs)
    .where(
      and(
        eq(ticketPdfs.scopeKey, input.scopeKey),
        or(eq(ticketPdfs.fingerprint, input.fingerprint), gte(ticketPdfs.createdAt, input.since)),
      ),
    );
  return row !== undefined;
}

/**
 * One row per scope: a newer rendering replaces the one before. `preparedAt`, when the drawing read its data, is the
 * row's time, so a row newer than a request was drawn from data at least as new as the request saw.
 */
export async function storeTicketPdf(
  executor: DbExecutor,
  input: {
    scopeKey: string;
    orderId: string;
    fingerprint: string;
    content: Uint8Array;
    pageCount: number;
    preparedAt: Date;
  },
): Promise<void> {
  const { preparedAt, ...row } = input;
  const values = { ...row, createdAt: preparedAt };
  await executor
    .insert(ticketPdfs)
    .values(values)
    .onConflictDoUpdate({
      target: ticketPdfs.scopeKey,
      set: {
        fingerprint: values.fingerprint,
        content: values.content,
        pageCount: values.pageCount,
        createdAt: values.createdAt,
      },
    });
}

/** Housekeeping: PDFs are a cache, rendered again when asked for after this. */
export async function deleteTicketPdfsWrittenBefore(executor: DbExecutor, before: Date): Promise<void> {
  await executor.delete(ticketPdfs).where(lt(ticketPdfs.createdAt, before));
}
