import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber, type TEventCounts } from '@marquee/core';
import { InfoTip } from '../../../components/info-tip';
import { useCountHints } from '../hooks/use-count-hints';

/**
 * A list's headline count (decision 121): the placed orders or valid attendees, then how many of them await
 * payment and how many were cancelled, with a tooltip saying what is counted. A list's own pager keeps counting
 * what its search and filters match.
 */
export function BoxOfficeCounts({ counts, kind }: { counts: TEventCounts; kind: 'orders' | 'attendees' }) {
  const { t, i18n } = useLingui();
  const hints = useCountHints();
  const isOrders = kind === 'orders';
  const total = isOrders ? counts.total_orders : counts.total_attendees;
  const awaiting = isOrders ? counts.total_orders_awaiting_payment : counts.total_attendees_awaiting_payment;
  const cancelled = isOrders ? counts.total_orders_cancelled : counts.total_attendees_cancelled;
  const parts = [
    isOrders
      ? plural(total, { one: '# order', other: '# orders' })
      : plural(total, { one: '# attendee', other: '# attendees' }),
  ];
  if (awaiting > 0) {
    const shown = formatNumber(awaiting, i18n.locale);
    parts.push(t`${shown} awaiting payment`);
  }
  if (cancelled > 0) {
    const shown = formatNumber(cancelled, i18n.locale);
    parts.push(t`${shown} cancelled`);
  }
  return (
    <span data-testid={`${kind}-counts`}>
      <span data-testid="box-office-counts">{parts.join(' · ')}</span>{' '}
      <InfoTip label={isOrders ? t`What the order count counts` : t`What the attendee count counts`}>
        {isOrders ? hints.orders : hints.attendees}
      </InfoTip>
    </span>
  );
}
