import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatMoney, type TOrderSummary } from '@marquee/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { formatRelativeTime } from '../../../lib/dates';
import { useRecentOrganizerOrders } from '../api/orders';
import { StatusBadge } from '../../../components/status-badge';
import classes from './recent-orders-panel.module.css';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

const RECENT_SHOWN = 10;

/** Reference §2.6: the organizer's ten latest orders across its events, each opening the event's orders. */
export function RecentOrdersPanel({ organizerId }: { organizerId: string }) {
  const orders = useRecentOrganizerOrders(organizerId, RECENT_SHOWN);
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        <Trans>Recent orders</Trans>
      </Title>
      {orders.isError ? (
        <LoadError
          title={<Trans>We couldn't load the orders</Trans>}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : !orders.data ? (
        <Paper withBorder radius="lg" p="md" aria-busy="true">
          <Stack gap="sm">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={40} />
            ))}
          </Stack>
        </Paper>
      ) : orders.data.data.length === 0 ? (
        <Paper withBorder radius="lg">
          <EmptyState
            py="lg"
            variant="light"
            icon={<IconReceipt size={28} aria-hidden />}
            title={<Trans>No orders yet</Trans>}
            description={<Trans>Orders from all this organizer's events will appear here as they come in.</Trans>}
          />
        </Paper>
      ) : (
        <Paper withBorder radius="lg" component="ul" className={classes.list}>
          {orders.data.data.map((order) => (
            <RecentOrderRow key={order.id} order={order} />
          ))}
        </Paper>
      )}
    </Stack>
  );
}

function RecentOrderRow({ order }: { order: TOrderSummary }) {
  const { i18n } = useLingui();
  const formatTime = useFormatDisplayTime();
  const shownStatus = order.refund_status ?? order.status;
  const buyer = [order.first_name, order.last_name].filter(Boolean).join(' ') || order.email || '—';
  return (
    <li className={classes.item}>
      <UnstyledButton
        component={Link}
        to={`/manage/event/${order.event_id}/orders#order-${order.id}`}
        className={classes.row}
        data-testid="recent-order"
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {buyer}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              #{order.short_id} · {order.event_title} ·{' '}
              <time dateTime={order.created_at} title={formatTime(order.created_at, { withZone: true })}>
                {formatRelativeTime(order.created_at, i18n.locale)}
              </time>
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={600}>{formatMoney(order.total_gross, order.currency, i18n.locale)}</Text>
            <StatusBadge size="sm" status={shownStatus} />
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
