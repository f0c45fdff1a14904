import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { formatMoney, type TSalesTotals } from '@marquee/core';
import {
  IconCash,
  IconCoins,
  IconEye,
  IconReceipt,
  IconReceiptTax,
  IconTicket,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

type TCard = { key: string; label: string; value: string; icon: ReactNode };

/** The sales figures as cards: money in the given currency, counts as numbers. Skeletons while loading. */
export function SalesStatCards({ totals, currency }: { totals: TSalesTotals | undefined; currency: string }) {
  const { t, i18n } = useLingui();
  const money = (minor: number) => formatMoney(minor, currency, i18n.locale);
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const cards: TCard[] = totals
    ? [
        { key: 'gross', label: t`Gross sales`, value: money(totals.total_gross_sales), icon: <IconCash size={18} /> },
        { key: 'net', label: t`Net revenue`, value: money(totals.total_net_revenue), icon: <IconWallet size={18} /> },
        { key: 'tax', label: t`Taxes`, value: money(totals.total_tax), icon: <IconReceiptTax size={18} /> },
        { key: 'fees', label: t`Fees`, value: money(totals.total_fees), icon: <IconCoins size={18} /> },
        { key: 'orders', label: t`Orders`, value: count(totals.total_orders), icon: <IconReceipt size={18} /> },
        {
          key: 'tickets',
          label: t`Tickets sold`,
          value: count(totals.total_tickets_sold),
          icon: <IconTicket size={18} />,
        },
        { key: 'attendees', label: t`Attendees`, value: count(totals.total_attendees), icon: <IconUsers size={18} /> },
        { key: 'views', label: t`Page views`, value: count(totals.total_views), icon: <IconEye size={18} /> },
      ]
    : [];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="sales-stat-cards">
      {totals
        ? cards.map((card) => (
            <Paper key={card.key} withBorder radius="md" p="sm" data-testid={`stat-${card.key}`}>
              <Group gap={6} wrap="nowrap">
                <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
                  {card.icon}
                </ThemeIcon>
                <Text size="xs" c="dimmed" truncate>
                  {card.label}
                </Text>
              </Group>
              <Text fw={700} fz={{ base: 18, sm: 22 }} mt={6} data-testid="stat-value">
                {card.value}
              </Text>
            </Paper>
          ))
        : Array.from({ length: 8 }, (_, index) => <Skeleton key={index} h={78} radius="md" />)}
    </SimpleGrid>
  );
}
