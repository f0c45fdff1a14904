import type { Database, DbExecutor } from '../../db/client';
import type { Logger } from 'pino';
import { cancellationRows, paymentRows, refundRows, saleRows } from './ledger-movements';
import {
  findLedgerOrderContext,
  insertLedgerRows,
  listLedgerBackfillOrders,
  listLedgerLines,
  listSucceededRefunds,
  type LedgerOrderContext,
  type LedgerRowInput,
} from './ledger.repository';
import { getLedgerBackfillState, setLedgerBackfillDone } from './reports.repository';

/**
 * Builds the ledger of orders placed before the ledger existed (decision 151), from each order's state: its sale when it
 * was created, its payment when completed, each succeeded refund when it settled, its cancellation when last changed.
 * Migration 0039 starts the outbox consumer at the outbox's end and marks the backfill pending; it runs once, at
 * start-up right after the migrations and before this process serves or works, and every row it writes has the
 * same entry keys as the consumer's, so running it twice adds nothing.
 */

const BACKFILL_META_KEY = 'sales_ledger_backfill';
const PAGE = 200;

/** The rows an order's current state stands for. */
export async function ledgerRowsFromOrderState(tx: DbExecutor, order: LedgerOrderContext): Promise<LedgerRowInput[]> {
  const lines = await listLedgerLines(tx, order.orderId);
  const at = (occurredAt: Date) => ({ occurredAt, domainEventId: null, timezone: order.timezone });
  const rows = saleRows(at(order.createdAt), lines);
  if (order.completedAt) rows.push(...paymentRows(at(order.completedAt), order));
  const cancelled = order.status === 'CANCELLED';
  const refunds = await listSucceededRefunds(tx, order.orderId);
  const cancelledAt = cancelled ? (order.cancelledAt ?? order.updatedAt) : null;
  let refunded = 0;
  let refundedAtCancellation = 0;
  const refundMoves = refunds.map((refund) => ({
    source: `r${refund.id}`,
    amount: refund.amount,
    at: refund.createdAt,
  }));
  const recorded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  if (order.totalRefunded > recorded)
    refundMoves.push({ source: 'rest', amount: order.totalRefunded - recorded, at: order.updatedAt });
  for (const refund of refundMoves) {
    const afterCancellation = cancelledAt !== null && refund.at > cancelledAt;
    rows.push(
      ...refundRows(at(refund.at), {
        lines,
        source: refund.source,
        amount: refund.amount,
        refundedBefore: refunded,
        cancelled: afterCancellation,
      }),
    );
    refunded += refund.amount;
    if (!afterCancellation) refundedAtCancellation = refunded;
  }
  if (cancelledAt) rows.push(...cancellationRows(at(cancelledAt), lines, refundedAtCancellation));
  return rows;
}

/**
 * Writes an order's ledger from its state now: for orders written without the outbox (the demo data, test fixtures),
 * as if each of their movements had been recorded.
 */
export async function writeLedgerFromOrderState(tx: DbExecutor, orderId: string): Promise<number> {
  const order = await findLedgerOrderContext(tx, orderId);
  if (!order || !['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'].includes(order.status)) return 0;
  return insertLedgerRows(tx, order, await ledgerRowsFromOrderState(tx, order));
}

/** Rebuilds every placed or cancelled order's ledger; answers how many rows it added. */
export async function backfillSalesLedger(database: Database): Promise<number> {
  let added = 0;
  let afterId: string | null = null;
  for (;;) {
    const orders = await listLedgerBackfillOrders(database.db, { afterId, limit: PAGE });
    for (const order of orders)
      added += await database.db.transaction(async (tx) =>
        insertLedgerRows(tx, order, await ledgerRowsFromOrderState(tx, order)),
      );
    if (orders.length < PAGE) break;
    afterId = orders[orders.length - 1]!.orderId;
  }
  return added;
}

/** Runs the backfill when migration 0039 asked for it, then marks it done. */
export async function runPendingLedgerBackfill(database: Database, logger: Logger): Promise<void> {
  if ((await getLedgerBackfillState(database.db, BACKFILL_META_KEY)) !== 'pending') return;
  const added = await backfillSalesLedger(database);
  await setLedgerBackfillDone(database.db, BACKFILL_META_KEY);
  if (added > 0) logger.info({ rows: added }, 'Sales ledger rebuilt from existing orders');
}
