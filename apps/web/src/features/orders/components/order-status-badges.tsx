import { Badge, Group } from '@mantine/core';
import { getOrderStatusColor, type TOrderSummary } from '@marquee/core';
import { useOrderStatusLabel } from '../hooks/use-order-status-label';

/** The order's status and, once there is one, its refund status, coloured as spec §4. */
export function OrderStatusBadges({ order }: { order: Pick<TOrderSummary, 'status' | 'refund_status'> }) {
  const label = useOrderStatusLabel();
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={getOrderStatusColor(order.status)} data-testid="order-status">
        {label(order.status)}
      </Badge>
      {order.refund_status ? (
        <Badge variant="light" color={getOrderStatusColor(order.refund_status)} data-testid="order-refund-status">
          {label(order.refund_status)}
        </Badge>
      ) : null}
    </Group>
  );
}
