import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { daysBetween } from '@marquee/core';
import { IconShare, IconTicket } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useEventStats, type TStatsRange } from '../api/stats';
import { SalesStatCards } from './sales-stat-cards';

const SalesChart = lazy(() => import('./sales-chart'));

type TRangeDays = '7' | '30' | '90' | '365';

/** The last `days` whole days, ending today in the event timezone. */
function lastDays(days: number, timezone: string): TStatsRange {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { start_date: start, end_date: today };
}

/** Reference §2.7: the event's sales figures, a daily chart over a chosen range, and an empty state. */
export function EventSalesPanel({
  eventId,
  timezone,
  currency,
}: {
  eventId: string;
  timezone: string;
  currency: string;
}) {
  const { t } = useLingui();
  const [days, setDays] = useState<TRangeDays>('30');
  const stats = useEventStats(eventId, lastDays(Number(days), timezone));
  const data = stats.data;
  const noSales = data !== undefined && data.totals.total_orders === 0;
  const dayCount = data ? daysBetween(data.start_date, data.end_date) + 1 : 0;
  const zone = data?.timezone ?? timezone;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="event-sales">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={18}>
            <Trans>Sales</Trans>
          </Title>
          <SegmentedControl
            size="xs"
            value={days}
            onChange={(value) => setDays(value as TRangeDays)}
            aria-label={t`Chart period`}
            data={[
              { value: '7', label: t`7 days` },
              { value: '30', label: t`30 days` },
              { value: '90', label: t`90 days` },
              { value: '365', label: t`1 year` },
            ]}
          />
        </Group>
        {stats.isError ? (
          <LoadError
            title={<Trans>We couldn't load the sales figures</Trans>}
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <>
            <SalesStatCards totals={data?.totals} currency={data?.currency ?? currency} />
            {noSales ? (
              <Stack gap="xs" align="flex-start" data-testid="no-sales">
                <Text fw={600}>
                  <Trans>No sales yet</Trans>
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Add tickets and share your event page: orders will show up here as they come in.</Trans>
                </Text>
                <Group gap="xs">
                  <Button
                    component={Link}
                    to={`/manage/event/${eventId}/products`}
                    size="xs"
                    variant="light"
                    leftSection={<IconTicket size={16} aria-hidden />}
                  >
                    <Trans>Tickets and products</Trans>
                  </Button>
                  <Button
                    component={Link}
                    to={`/manage/event/${eventId}/settings`}
                    size="xs"
                    variant="subtle"
                    leftSection={<IconShare size={16} aria-hidden />}
                  >
                    <Trans>Event page settings</Trans>
                  </Button>
                </Group>
              </Stack>
            ) : null}
            {data ? (
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {plural(dayCount, {
                    one: `Daily sales over # day, in the event time zone (${zone})`,
                    other: `Daily sales over # days, in the event time zone (${zone})`,
                  })}
                </Text>
                <Suspense fallback={<Skeleton h={260} radius="md" />}>
                  <SalesChart daily={data.daily} currency={data.currency} />
                </Suspense>
              </Stack>
            ) : (
              <Skeleton h={260} radius="md" />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
