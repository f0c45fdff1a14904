import type { TDomainEvent, TOrderEventPayload } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import type { TDomainEventConsumer } from '../domain-events/domain-events.service';
import { cancellationRows, paymentRows, refundRows, saleRows } from './ledger-movements';
import {
  findLedgerOrderContexts,
  insertLedgerEntries,
  listLedgerLinesOf,
  type LedgerEntry,
  type LedgerLine,
  type LedgerOrderContext,
  type LedgerRowInput,
} from './ledger.repository';

/**
 * Writes the sales ledger from the outbox (decision 151): a placed order's lines, its payment, its cancellation, each
 * refund. A batch of events is handled in the one transaction that marks them (the consumer API's `handleBatch`): the
 * orders and their lines are read in two statements and the rows written in a few, so a rush of orders costs the
 * ledger a handful of statements per hundred events. The order's lines and codes are read as they are now (they never
 * change once placed); what changes over time (status, refunded) is read from each event.
 */

const NEEDS_LINES = new Set(['order.created', 'order.cancelled', 'order.refunded']);

function rowsOf(event: TDomainEvent, order: LedgerOrderContext, lines: readonly LedgerLine[]): LedgerRowInput[] {
  const payload = event.payload as TOrderEventPayload;
  const moment = { occurredAt: new Date(event.occurred_at), domainEventId: event.id, timezone: order.timezone };
  switch (event.type) {
    case 'order.created':
      return saleRows(moment, lines);
    case 'order.completed':
      return paymentRows(moment, { totalGross: payload.order.totals.total });
    case 'order.cancelled':
      return cancellationRows(moment, lines, payload.order.totals.refunded);
    case 'order.refunded': {
      const amount = payload.refund_amount ?? 0;
      if (amount <= 0) return [];
      return refundRows(moment, {
        lines,
        source: payload.refund_id ? `r${payload.refund_id}` : `e${event.id}`,
        amount,
        refundedBefore: Math.max(0, payload.order.totals.refunded - amount),
        cancelled: payload.order.status === 'CANCELLED',
      });
    }
    default:
      return [];
  }
}

async function writeLedger(events: TDomainEvent[], tx: DbExecutor): Promise<void> {
  const orderIds = [...new Set(events.flatMap((event) => (event.order_id ? [event.order_id] : [])))];
  const orders = await findLedgerOrderContexts(tx, orderIds);
  const lines = await listLedgerLinesOf(
    tx,
    orderIds.filter((id) => events.some((event) => event.order_id === id && NEEDS_LINES.has(event.type))),
  );
  const entries: LedgerEntry[] = [];
  for (const event of events) {
    const order = event.order_id ? orders.get(event.order_id) : undefined;
    if (!order) continue;
    for (const row of rowsOf(event, order, lines.get(order.orderId) ?? [])) entries.push({ order, row });
  }
  await insertLedgerEntries(tx, entries);
}

export const ledgerConsumer: TDomainEventConsumer = {
  name: 'reports.ledger',
  types: ['order.created', 'order.completed', 'order.cancelled', 'order.refunded'],
  handle: (event, tx) => writeLedger([event], tx),
  handleBatch: (events, tx) => writeLedger(events, tx),
};
