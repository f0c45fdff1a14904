import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { EventSummaryCard } from '../../../features/events';
import { EventCheckInPanel, EventSalesPanel } from '../../../features/orders';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference §2.7 dashboard: the event at a glance, its sales and, once it has check-in lists, who is in. */
export function EventDashboardPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Dashboard`);
  return (
    <Stack gap="lg">
      <EventSummaryCard event={event} />
      <EventSalesPanel eventId={event.id} timezone={event.timezone} currency={event.currency} />
      <EventCheckInPanel eventId={event.id} />
    </Stack>
  );
}
