import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { useOrganizerStats } from '../api/stats';
import { SalesStatCards } from './sales-stat-cards';

/** Reference §2.6: sales, orders, attendees and page views across the organizer's events, one currency at a time. */
export function OrganizerSalesPanel({ organizerId, currency }: { organizerId: string; currency: string }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<string | null>(null);
  const stats = useOrganizerStats(organizerId, chosen);
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
        {stats.isError ? (
          <LoadError
            title={<Trans>We couldn't load the sales figures</Trans>}
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <SalesStatCards totals={data?.totals} currency={data?.currency ?? currency} />
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
