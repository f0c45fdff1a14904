import { Group } from '@mantine/core';
import type { TOrderSummary } from '@marquee/core';
import { StatusBadge } from '../../../components/status-badge';

/** The order's status and, once there is one, its refund status, coloured as spec §4. */
export function OrderStatusBadges({ order }: { order: Pick<TOrderSummary, 'status' | 'refund_status'> }) {
  return (
    <Group gap={4} wrap="wrap">
      <StatusBadge status={order.status} testId="order-status" />
      {order.refund_status ? <StatusBadge status={order.refund_status} testId="order-refund-status" /> : null}
    </Group>
  );
}
