import type { TOrderEventPayload } from '@marquee/core';
import type { TDomainEventConsumer } from '../domain-events/domain-events.service';
import { cancellationRows, paymentRows, refundRows, saleRows } from './ledger-movements';
import { findLedgerOrderContext, insertLedgerRows, listLedgerLines, type LedgerRowInput } from './ledger.repository';

/**
 * Writes the sales ledger from the outbox (decision 151), in the transaction that marks each event handled: a
 * placed order's lines, its payment, its cancellation, each refund. The order's own lines and codes are read as they
 * are now (they never change once placed); what changes over time (status, refunded) is read from the event.
 */
export const ledgerConsumer: TDomainEventConsumer = {
  name: 'reports.ledger',
  types: ['order.created', 'order.completed', 'order.cancelled', 'order.refunded'],
  async handle(event, tx) {
    if (!event.order_id) return;
    const order = await findLedgerOrderContext(tx, event.order_id);
    if (!order) return;
    const payload = event.payload as TOrderEventPayload;
    const moment = { occurredAt: new Date(event.occurred_at), domainEventId: event.id, timezone: order.timezone };
    let rows: LedgerRowInput[] = [];
    switch (event.type) {
      case 'order.created':
        rows = saleRows(moment, await listLedgerLines(tx, order.orderId));
        break;
      case 'order.completed':
        rows = paymentRows(moment, { totalGross: payload.order.totals.total });
        break;
      case 'order.cancelled':
        rows = cancellationRows(moment, await listLedgerLines(tx, order.orderId), payload.order.totals.refunded);
        break;
      case 'order.refunded': {
        const amount = payload.refund_amount ?? 0;
        if (amount <= 0) return;
        rows = refundRows(moment, {
          lines: await listLedgerLines(tx, order.orderId),
          source: payload.refund_id ? `r${payload.refund_id}` : `e${event.id}`,
          amount,
          refundedBefore: Math.max(0, payload.order.totals.refunded - amount),
          cancelled: payload.order.status === 'CANCELLED',
        });
        break;
      }
      default:
        return;
    }
    await insertLedgerRows(tx, order, rows);
  },
};
