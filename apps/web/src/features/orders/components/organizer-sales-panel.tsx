import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { useOrganizerDailySales, useOrganizerStats } from '../api/stats';
import { lastDays, type TSalesRangeDays } from '../lib/sales-range';
import { SalesRangeControl } from './sales-range-control';
import { SalesStatCards } from './sales-stat-cards';

const SalesChart = lazy(() => import('./sales-chart'));

/** Reference §2.6: sales, orders, attendees and page views across the organizer's events, one currency at a time. */
export function OrganizerSalesPanel({
  organizerId,
  currency,
  timezone,
}: {
  organizerId: string;
  currency: string;
  timezone: string;
}) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<string | null>(null);
  const [days, setDays] = useState<TSalesRangeDays>('30');
  const stats = useOrganizerStats(organizerId, chosen);
  const daily = useOrganizerDailySales(organizerId, chosen, lastDays(Number(days), timezone));
  const data = stats.data;
  const shownCurrency = data?.currency ?? currency;
  const currencies = [...new Set([currency, ...(data?.currencies ?? [])])].sort();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="organizer-sales">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={18}>
            <Trans>Sales across events</Trans>
          </Title>
          <Group gap="xs">
            <SalesRangeControl value={days} onChange={setDays} />
            {currencies.length > 1 ? (
              <Select
                size="xs"
                w={110}
                aria-label={t`Currency`}
                data={currencies}
                value={chosen ?? data?.currency ?? currency}
                onChange={(value) => setChosen(value)}
                allowDeselect={false}
              />
            ) : null}
          </Group>
        </Group>
        {stats.isError ? (
          <LoadError
            title={<Trans>We couldn't load the sales figures</Trans>}
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <SalesStatCards totals={data?.totals} currency={data?.currency ?? currency} />
        )}
        {daily.data ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              <Trans>Daily sales in {shownCurrency}, each day in its event's time zone</Trans>
            </Text>
            <Suspense fallback={<Skeleton h={260} radius="md" />}>
              <SalesChart daily={daily.data.daily} currency={daily.data.currency || shownCurrency} />
            </Suspense>
          </Stack>
        ) : daily.isError ? null : (
          <Skeleton h={260} radius="md" />
        )}
        {data && data.totals.total_orders === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-sales">
            <Trans>No sales yet in {shownCurrency}. Orders of every event of this organizer add up here.</Trans>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
