import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatMoney, formatNumber, type TSalesTotals } from '@marquee/core';
import {
  IconCash,
  IconCoins,
  IconDiscount,
  IconEye,
  IconReceipt,
  IconReceiptRefund,
  IconReceiptTax,
  IconTicket,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { InfoTip } from '../../../components/info-tip';
import { useCountHints } from '../hooks/use-count-hints';

type TCard = { key: string; label: string; value: string; icon: ReactNode; hint: string; secondary?: string };

const CARD_COUNT = 10;

/**
 * The sales figures as cards (decision 121): money in the given currency, counts as numbers, each with a tooltip
 * saying what it counts and what is shown apart; under them, the subtraction that gives net revenue, so a reader
 * can check it. Skeletons while loading.
 */
export function SalesStatCards({ totals, currency }: { totals: TSalesTotals | undefined; currency: string }) {
  const { t, i18n } = useLingui();
  const hints = useCountHints();
  const money = (minor: number) => formatMoney(minor, currency, i18n.locale);
  const count = (value: number) => formatNumber(value, i18n.locale);
  const apart = (awaiting: number, cancelled: number) => {
    const parts: string[] = [];
    if (awaiting > 0) {
      const shown = count(awaiting);
      parts.push(t`${shown} awaiting payment`);
    }
    if (cancelled > 0) {
      const shown = count(cancelled);
      parts.push(t`${shown} cancelled`);
    }
    return parts.length > 0 ? parts.join(' · ') : undefined;
  };
  const awaitingMoney = totals && totals.total_awaiting_payment > 0 ? money(totals.total_awaiting_payment) : null;
  const cards: TCard[] = totals
    ? [
        {
          key: 'gross',
          label: t`Gross sales`,
          value: money(totals.total_gross_sales),
          icon: <IconCash size={18} />,
          hint: t`What buyers of placed orders were charged, taxes and fees included, before refunds. Orders awaiting offline payment are included.`,
          secondary: awaitingMoney ? t`${awaitingMoney} awaiting payment` : undefined,
        },
        {
          key: 'discounts',
          label: t`Discounts`,
          value: money(totals.total_discount),
          icon: <IconDiscount size={18} />,
          hint: t`Promo code discounts given on placed orders. Already taken off gross sales.`,
        },
        {
          key: 'tax',
          label: t`Taxes`,
          value: money(totals.total_tax),
          icon: <IconReceiptTax size={18} />,
          hint: t`Taxes charged on placed orders, less the share returned with refunds. They are owed, not revenue.`,
        },
        {
          key: 'fees',
          label: t`Fees`,
          value: money(totals.total_fees),
          icon: <IconCoins size={18} />,
          hint: t`Fees charged on placed orders, less the share returned with refunds. They are part of net revenue.`,
        },
        {
          key: 'refunds',
          label: t`Refunds`,
          value: money(totals.total_refunded),
          icon: <IconReceiptRefund size={18} />,
          hint: t`Money returned to buyers of placed orders.`,
        },
        {
          key: 'net',
          label: t`Net revenue`,
          value: money(totals.total_net_revenue),
          icon: <IconWallet size={18} />,
          hint: t`Gross sales minus taxes minus refunds.`,
        },
        {
          key: 'orders',
          label: t`Orders`,
          value: count(totals.total_orders),
          icon: <IconReceipt size={18} />,
          hint: hints.orders,
          secondary: apart(totals.total_orders_awaiting_payment, totals.total_orders_cancelled),
        },
        {
          key: 'tickets',
          label: t`Tickets sold`,
          value: count(totals.total_tickets_sold),
          icon: <IconTicket size={18} />,
          hint: t`Ticket units in placed orders.`,
        },
        {
          key: 'attendees',
          label: t`Attendees`,
          value: count(totals.total_attendees),
          icon: <IconUsers size={18} />,
          hint: hints.attendees,
          secondary: apart(totals.total_attendees_awaiting_payment, totals.total_attendees_cancelled),
        },
        {
          key: 'views',
          label: t`Page views`,
          value: count(totals.total_views),
          icon: <IconEye size={18} />,
          hint: t`Visits to the public event page.`,
        },
      ]
    : [];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="sales-stat-cards">
        {totals
          ? cards.map((card) => <StatCard key={card.key} card={card} />)
          : Array.from({ length: CARD_COUNT }, (_, index) => <Skeleton key={index} h={78} radius="md" />)}
      </SimpleGrid>
      {totals ? <NetCheck totals={totals} money={money} /> : null}
    </Stack>
  );
}

function StatCard({ card }: { card: TCard }) {
  const { t } = useLingui();
  const label = card.label;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`stat-${card.key}`}>
      <Group gap={6} wrap="nowrap">
        <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
          {card.icon}
        </ThemeIcon>
        <Text size="xs" c="dimmed" truncate>
          {card.label}
        </Text>
        <InfoTip label={t`About ${label}`} testId="stat-hint">
          {card.hint}
        </InfoTip>
      </Group>
      <Text fw={700} fz={{ base: 18, sm: 22 }} mt={6} data-testid="stat-value">
        {card.value}
      </Text>
      {card.secondary ? (
        <Text size="xs" c="dimmed" data-testid="stat-secondary">
          {card.secondary}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The subtraction behind net revenue, with the figures above, so the cards can be checked at a glance. */
function NetCheck({ totals, money }: { totals: TSalesTotals; money: (minor: number) => string }) {
  const gross = money(totals.total_gross_sales);
  const tax = money(totals.total_tax);
  const refunds = money(totals.total_refunded);
  const net = money(totals.total_net_revenue);
  return (
    <Text size="xs" c="dimmed" data-testid="net-check">
      <Trans>
        Gross sales {gross} − taxes {tax} − refunds {refunds} = net revenue {net}
      </Trans>
    </Text>
  );
}
