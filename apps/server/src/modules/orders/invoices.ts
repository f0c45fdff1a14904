import { eq, max, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { invoices } from '../../db/schema';
import type { EventRow } from '../events/events.repository';
import { toEventSettings } from '../events/events.mapper';
import type { OrderRow } from './orders.repository';

/**
 * Stored invoices (server-behaviour §5 Invoices, docs/decisions/090-stored-invoices.md): one per order, its
 * number fixed once issued. Numbers count per event from the settings' start number, one after the other,
 * under a per-event transaction lock, so concurrent completions never share or skip one.
 */
export type InvoiceRow = typeof invoices.$inferSelect;

/** Orders that get an invoice: those that count (spec), and a cancelled one whose invoice staff ask for. */
export const INVOICED_ORDER_STATUSES = ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'] as const;

const DAY_MS = 86_400_000;

export function invoiceStatusOf(order: Pick<OrderRow, 'status' | 'paymentStatus'>): InvoiceRow['status'] {
  return order.status === 'COMPLETED' || order.paymentStatus === 'PAYMENT_RECEIVED' ? 'PAID' : 'UNPAID';
}

export async function findInvoiceOfOrder(executor: DbExecutor, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await executor.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/**
 * The order's invoice: issued now if the event invoices and the order has none, marked PAID once the order
 * is paid. Null when the event does not invoice and none was issued before. Must run in a transaction (the
 * numbering lock is released at its end).
 */
export async function issueOrderInvoice(
  tx: DbExecutor,
  input: { order: OrderRow; event: EventRow },
): Promise<InvoiceRow | null> {
  const { order, event } = input;
  const status = invoiceStatusOf(order);
  const existing = await findInvoiceOfOrder(tx, order.id);
  if (existing) {
    if (existing.status === status || status !== 'PAID') return existing;
    const [paid] = await tx.update(invoices).set({ status }).where(eq(invoices.id, existing.id)).returning();
    return paid ?? existing;
  }
  const settings = toEventSettings(event);
  if (!settings.enable_invoicing || !(INVOICED_ORDER_STATUSES as readonly string[]).includes(order.status)) {
    return null;
  }
  // One numbering at a time per event; other events' invoices and every reservation go on in parallel.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`invoice:${event.id}`}, 0))`);
  // Under the lock: a concurrent call for this same order may have issued it meanwhile.
  const issuedMeanwhile = await findInvoiceOfOrder(tx, order.id);
  if (issuedMeanwhile) return issuedMeanwhile;
  const [latest] = await tx
    .select({ sequence: max(invoices.sequenceNumber) })
    .from(invoices)
    .where(eq(invoices.eventId, event.id));
  const sequence = latest?.sequence == null ? settings.invoice_start_number : latest.sequence + 1;
  const issuedAt = new Date();
  const terms = settings.invoice_payment_terms_days;
  const [created] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      eventId: event.id,
      sequenceNumber: sequence,
      invoiceNumber: `${settings.invoice_prefix}${sequence}`,
      status,
      issuedAt,
      dueAt: terms === null ? null : new Date(issuedAt.getTime() + terms * DAY_MS),
    })
    .returning();
  return created!;
}
