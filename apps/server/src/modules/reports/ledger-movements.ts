import {
  cancellationRefundAdjustment,
  cashAmounts,
  isEmptyMovement,
  negateAmounts,
  refundAmounts,
  saleAmounts,
  type TLedgerAmounts,
} from '@marquee/core';
import type { LedgerLine, LedgerOrderContext, LedgerRowInput } from './ledger.repository';

/**
 * The rows each money movement of an order adds to the ledger (decision 151). Entry keys are stable per movement, so
 * writing one twice adds nothing: `sale:<line>`, `payment`, `cancel:<line>`, `cancel:refunds`, `refund:<source>`.
 */

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a timezone, YYYY-MM-DD. */
export function dayIn(timezone: string, instant: Date): string {
  let format = dayFormatters.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timezone, format);
  }
  return format.format(instant);
}

type Moment = { occurredAt: Date; domainEventId: number | null; timezone: string };

function row(
  moment: Moment,
  input: { movement: LedgerRowInput['movement']; entryKey: string; line: LedgerLine | null; orderCount: number },
  amounts: TLedgerAmounts,
): LedgerRowInput {
  return {
    movement: input.movement,
    entryKey: input.entryKey,
    domainEventId: moment.domainEventId,
    occurredAt: moment.occurredAt,
    day: dayIn(moment.timezone, moment.occurredAt),
    line: input.line,
    orderCount: input.orderCount,
    amounts,
  };
}

/** The order was placed: one row per line, the order counted once. */
export function saleRows(moment: Moment, lines: readonly LedgerLine[]): LedgerRowInput[] {
  return lines.map((line, index) =>
    row(
      moment,
      { movement: 'SALE', entryKey: `sale:${line.id}`, line, orderCount: index === 0 ? 1 : 0 },
      saleAmounts(line),
    ),
  );
}

/** The order was paid (card, offline marked paid, or free): the cash it brought in, the order counted as paid. */
export function paymentRows(moment: Moment, order: Pick<LedgerOrderContext, 'totalGross'>): LedgerRowInput[] {
  return [
    row(moment, { movement: 'PAYMENT', entryKey: 'payment', line: null, orderCount: 1 }, cashAmounts(order.totalGross)),
  ];
}

/**
 * The order was cancelled after `refunded` had been refunded: every line's sale reversed, and the revenue those
 * refunds took given back, so the order ends at zero revenue.
 */
export function cancellationRows(moment: Moment, lines: readonly LedgerLine[], refunded: number): LedgerRowInput[] {
  const reversed = lines.map((line, index) =>
    row(
      moment,
      { movement: 'CANCELLATION', entryKey: `cancel:${line.id}`, line, orderCount: index === 0 ? -1 : 0 },
      negateAmounts(saleAmounts(line)),
    ),
  );
  const adjustment = cancellationRefundAdjustment(lines, refunded);
  if (isEmptyMovement(adjustment)) return reversed;
  return [
    ...reversed,
    row(moment, { movement: 'CANCELLATION', entryKey: 'cancel:refunds', line: null, orderCount: 0 }, adjustment),
  ];
}

/** A refund of `amount` settled, `refundedBefore` having been refunded earlier. */
export function refundRows(
  moment: Moment,
  input: { lines: readonly LedgerLine[]; source: string; amount: number; refundedBefore: number; cancelled: boolean },
): LedgerRowInput[] {
  const amounts = refundAmounts({
    lines: input.lines,
    refundedBefore: input.refundedBefore,
    amount: input.amount,
    orderCancelled: input.cancelled,
  });
  return [row(moment, { movement: 'REFUND', entryKey: `refund:${input.source}`, line: null, orderCount: 0 }, amounts)];
}
