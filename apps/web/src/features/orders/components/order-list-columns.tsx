import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, formatNumber } from '@marquee/core';
import { DateTimeCell, EmptyCell } from '../../../components/data-list/list-cells';
import type { TListColumn } from '../../../components/data-list/list-table';
import type { TOrderListRow } from '../api/order-management';
import type { TOrderDialog } from './order-drawer';
import { OrderRowMenu } from './order-row-menu';
import { OrderStatusBadges } from './order-status-badges';

const buyerName = (order: TOrderListRow) => [order.first_name, order.last_name].filter(Boolean).join(' ');

const stopRowClick = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

/**
 * The orders list's columns (issue 7 points 1 and 5): the order number always shows; the others can be hidden
 * from the Columns menu. "Reserved until" starts hidden unless the list shows checkouts in progress: orders
 * proper hold nothing, so it would be a column of dashes (decisions 095 and 098).
 */
export function useOrderListColumns({
  isEventList,
  showsCheckouts,
  onOpen,
}: {
  isEventList: boolean;
  /** The status filter asks for reservations in progress or abandoned checkouts. */
  showsCheckouts: boolean;
  onOpen: (order: TOrderListRow, dialog?: TOrderDialog) => void;
}): TListColumn<TOrderListRow>[] {
  const { t, i18n } = useLingui();
  const providerLabel = (provider: TOrderListRow['payment_provider']) =>
    provider === 'STRIPE'
      ? t`Card (Stripe)`
      : provider === 'OFFLINE'
        ? t({ message: 'Offline', context: 'payment method' })
        : t`No payment`;

  const eventColumn: TListColumn<TOrderListRow> = {
    key: 'event',
    header: t`Event`,
    canHide: true,
    cell: (order) => (
      <Text size="sm" truncate maw={220}>
        {order.event_title}
      </Text>
    ),
  };
  const itemsColumn: TListColumn<TOrderListRow> = {
    key: 'items',
    header: t`Items`,
    canHide: true,
    cell: (order) => formatNumber(order.item_count ?? 0, i18n.locale),
  };

  return [
    {
      key: 'order',
      sortKey: 'short_id',
      header: t`Order`,
      cell: (order) => (
        <Anchor
          component="button"
          type="button"
          fw={700}
          ff="monospace"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(order);
          }}
        >
          #{order.short_id}
        </Anchor>
      ),
    },
    {
      key: 'customer',
      sortKey: 'last_name',
      header: t`Customer`,
      canHide: true,
      cell: (order) => (
        <>
          <Text fw={600} size="sm" truncate maw={240}>
            {buyerName(order) || '—'}
          </Text>
          <Text size="xs" c="dimmed" truncate maw={240}>
            {order.email ?? ''}
          </Text>
        </>
      ),
    },
    ...(isEventList ? [] : [eventColumn]),
    {
      key: 'created',
      sortKey: 'created_at',
      defaultDirection: 'desc',
      header: t`Date`,
      canHide: true,
      cell: (order) => <DateTimeCell iso={order.created_at} />,
    },
    ...(isEventList ? [itemsColumn] : []),
    {
      key: 'total',
      sortKey: 'total_gross',
      defaultDirection: 'desc',
      header: t`Total`,
      canHide: true,
      cell: (order) => (
        <>
          <Text size="sm" fw={600}>
            {formatMoney(order.total_gross, order.currency, i18n.locale)}
          </Text>
          {order.total_refunded > 0 ? <RefundedLine order={order} /> : null}
        </>
      ),
    },
    {
      key: 'provider',
      header: t`Payment`,
      canHide: true,
      cell: (order) => <Text size="sm">{providerLabel(order.payment_provider)}</Text>,
    },
    {
      key: 'status',
      sortKey: 'status',
      header: t`Status`,
      canHide: true,
      cell: (order) => <OrderStatusBadges order={order} />,
    },
    {
      key: 'invoice',
      header: t`Invoice`,
      canHide: true,
      cell: (order) =>
        order.invoice_number ? (
          <Text size="sm" ff="monospace">
            {order.invoice_number}
          </Text>
        ) : (
          <EmptyCell />
        ),
    },
    {
      key: 'reserved_until',
      header: t`Reserved until`,
      canHide: true,
      isHiddenByDefault: !showsCheckouts,
      cell: (order) => <DateTimeCell iso={order.reserved_until} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
      cellProps: stopRowClick,
      cell: (order) => (
        <OrderRowMenu eventId={order.event_id} order={order} onOpen={(dialog) => onOpen(order, dialog)} />
      ),
    },
  ];
}

function RefundedLine({ order }: { order: TOrderListRow }) {
  const { i18n } = useLingui();
  const amount = formatMoney(order.total_refunded, order.currency, i18n.locale);
  return (
    <Text size="xs" c="dimmed">
      <Trans>Refunded {amount}</Trans>
    </Text>
  );
}
