import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber, type TEventCounts } from '@marquee/core';

/**
 * What each count and figure counts (docs/decisions/121-counts-and-money-figures.md), worded once for the
 * sidebar, the list headlines and the dashboard tooltips.
 */
export function useCountHints() {
  const { t, i18n } = useLingui();
  const number = (value: number) => formatNumber(value, i18n.locale);
  const apart = (awaiting: number, cancelled: number) => {
    const parts: string[] = [];
    if (awaiting > 0) {
      const shown = number(awaiting);
      parts.push(t`${shown} awaiting offline payment (counted)`);
    }
    if (cancelled > 0) {
      const shown = number(cancelled);
      parts.push(t`${shown} cancelled (not counted)`);
    }
    return parts.length > 0 ? ` ${parts.join(' · ')}.` : '';
  };
  const orders = t`Placed orders: completed or awaiting offline payment. Cancelled orders and unfinished checkouts are not counted.`;
  const attendees = t`Valid tickets of placed orders, those awaiting offline payment included. Cancelled tickets are not counted.`;
  return {
    orders,
    attendees,
    /** The orders hint, with how many of these counts await payment or were cancelled. */
    ordersWith: (counts: TEventCounts) =>
      orders + apart(counts.total_orders_awaiting_payment, counts.total_orders_cancelled),
    attendeesWith: (counts: TEventCounts) =>
      attendees + apart(counts.total_attendees_awaiting_payment, counts.total_attendees_cancelled),
    cancelledOrders: (count: number) => plural(count, { one: '# cancelled order', other: '# cancelled orders' }),
    cancelledAttendees: (count: number) => plural(count, { one: '# cancelled ticket', other: '# cancelled tickets' }),
  };
}
