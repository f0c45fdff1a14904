import { additionLabel, formatMoney, orderBreakdown, type TBreakdownSourceLine } from '@marquee/core';
import type { Translate } from '../translator';

/** What an order email carries to show its money: the stored lines and the code (JSON through the job queue). */
export type OrderEmailMoney = {
  currency: string;
  /** The order's lines as stored, taxes and fees included (`order_items` of the public order). */
  orderLines: TBreakdownSourceLine[];
  promoCode?: string | null;
};

/** What jobs queued before decision 117 carry instead of `orderLines`: gross per line and the order's gross. */
type LegacyOrderEmailMoney = { lines?: { name: string; quantity: number; totalGross: number }[]; totalGross?: number };

/**
 * The order's money as label/value rows, from the one breakdown (decision 117): each line before its discount,
 * then subtotal, discount, fees and taxes by name and rate, and the total. The rows add up to the total shown.
 */
export function orderMoneyRows(data: OrderEmailMoney & LegacyOrderEmailMoney, t: Translate, intlLocale: string) {
  const money = (minor: number) => formatMoney(minor, data.currency, intlLocale);
  if (!data.orderLines)
    // A job queued before the upgrade: its lines already add up to its total, as it showed them then.
    return [
      ...(data.lines ?? []).map((line) => ({
        label: `${line.quantity} × ${line.name}`,
        value: money(line.totalGross),
      })),
      { label: t('orderConfirmation.total'), value: money(data.totalGross ?? 0) },
    ];
  const breakdown = orderBreakdown(data.orderLines);
  const hasParts = breakdown.discount > 0 || breakdown.fees.length > 0 || breakdown.taxes.length > 0;
  return [
    ...breakdown.lines.map((line) => ({
      label: `${line.quantity} × ${line.label ? `${line.name} (${line.label})` : line.name}`,
      value: money(line.subtotal),
    })),
    ...(hasParts ? [{ label: t('orderConfirmation.subtotal'), value: money(breakdown.subtotal) }] : []),
    ...(breakdown.discount > 0
      ? [
          {
            label: data.promoCode
              ? t('orderConfirmation.discountWithCode', { code: data.promoCode })
              : t('orderConfirmation.discount'),
            value: `−${money(breakdown.discount)}`,
          },
        ]
      : []),
    ...[...breakdown.fees, ...breakdown.taxes].map((addition) => ({
      label: additionLabel(addition, intlLocale),
      value: money(addition.amount),
    })),
    { label: t('orderConfirmation.total'), value: money(breakdown.total) },
  ];
}

/** The total the rows above end on. */
export function orderEmailTotal(data: OrderEmailMoney & LegacyOrderEmailMoney): number {
  return data.orderLines ? orderBreakdown(data.orderLines).total : (data.totalGross ?? 0);
}
