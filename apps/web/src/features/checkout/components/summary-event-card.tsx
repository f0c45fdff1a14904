import { Paper, Stack, Title } from '@mantine/core';
import type { TPublicEvent } from '@marquee/core';
import { EventCalendarShare, EventDates, EventLocation } from '../../public-event';

/** On the order summary: when and where the event is, and a way to put it in the buyer's calendar. */
export function SummaryEventCard({ event }: { event: TPublicEvent }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="summary-event">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {event.title}
        </Title>
        <EventDates event={event} />
        <EventLocation event={event} />
        <EventCalendarShare event={event} canShare={event.settings.show_share_buttons} />
      </Stack>
    </Paper>
  );
}
