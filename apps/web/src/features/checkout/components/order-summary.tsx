import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { orderBreakdown, type TPublicOrder } from '@marquee/core';
import { BreakdownTotals, useMoney } from '../../../components/money-breakdown';

/** The order's lines and totals, from the one money breakdown: subtotal, discount, fees and taxes, total. */
export function OrderSummary({ order }: { order: TPublicOrder }) {
  const { t } = useLingui();
  const money = useMoney(order.currency);
  const breakdown = orderBreakdown(order.order_items);
  return (
    <Paper withBorder p="md" radius="md" data-testid="order-summary">
      <Stack gap="xs">
        <Text fw={700}>
          <Trans>Order summary</Trans>
        </Text>
        {breakdown.lines.map((line) => (
          <Group key={line.key} justify="space-between" wrap="nowrap" gap="sm" data-testid="order-summary-line">
            <Text fz="sm">{`${line.quantity} × ${line.name}${line.label ? ` – ${line.label}` : ''}`}</Text>
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {line.subtotal === 0 ? t`Free` : money(line.subtotal)}
            </Text>
          </Group>
        ))}
        <Divider />
        <BreakdownTotals breakdown={breakdown} currency={order.currency} promoCode={order.promo_code} />
      </Stack>
    </Paper>
  );
}
