import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { daysBetween } from '@marquee/core';
import { IconShare, IconTicket } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useEventStats } from '../api/stats';
import { lastDays, type TSalesRangeDays } from '../lib/sales-range';
import { SalesRangeControl } from './sales-range-control';
import { SalesStatCards } from './sales-stat-cards';

const SalesChart = lazy(() => import('./sales-chart'));

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
  const [days, setDays] = useState<TSalesRangeDays>('30');
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
          <SalesRangeControl value={days} onChange={setDays} />
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
