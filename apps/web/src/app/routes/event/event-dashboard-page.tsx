import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { EventSummaryCard } from '../../../features/events/components/event-summary-card';
import { StatsComingSoon } from '../../../features/events/components/stats-coming-soon';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference §2.7 dashboard: the event at a glance; sales figures arrive with orders. */
export function EventDashboardPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Dashboard`);
  return (
    <Stack gap="lg">
      <EventSummaryCard event={event} />
      <StatsComingSoon scope="event" />
    </Stack>
  );
}
