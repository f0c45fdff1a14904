import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, type TPublicOrder } from '@marquee/core';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : undefined} fz={strong ? 'md' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : undefined} fz={strong ? 'md' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The order's lines and totals: subtotal, discount, taxes, fees and what is paid. */
export function OrderSummary({ order }: { order: TPublicOrder }) {
  const { t, i18n } = useLingui();
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.locale);
  return (
    <Paper withBorder p="md" radius="md" data-testid="order-summary">
      <Stack gap="xs">
        <Text fw={700}>
          <Trans>Order summary</Trans>
        </Text>
        {order.order_items.map((item) => (
          <Row
            key={item.id}
            label={`${item.quantity} × ${item.item_name}${item.price_label ? ` – ${item.price_label}` : ''}`}
            value={item.price_before_discount === 0 ? t`Free` : money(item.price_before_discount * item.quantity)}
          />
        ))}
        <Divider />
        {order.total_discount > 0 && <Row label={t`Discount`} value={`− ${money(order.total_discount)}`} />}
        {order.total_tax > 0 && <Row label={t`Taxes`} value={money(order.total_tax)} />}
        {order.total_fee > 0 && <Row label={t`Fees`} value={money(order.total_fee)} />}
        <Row label={t`Total`} value={order.total_gross === 0 ? t`Free` : money(order.total_gross)} strong />
      </Stack>
    </Paper>
  );
}
