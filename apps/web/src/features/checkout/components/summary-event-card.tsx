import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TPublicEvent } from '@marquee/core';
import { IconCalendar } from '@tabler/icons-react';
import { EventCalendarShare } from '../../public-event/components/event-calendar-share';
import { EventLocation, useEventDates } from '../../public-event/components/event-header';

/** On the order summary: when and where the event is, and a way to put it in the buyer's calendar. */
export function SummaryEventCard({ event }: { event: TPublicEvent }) {
  const dates = useEventDates(event);
  return (
    <Paper withBorder p="md" radius="md" data-testid="summary-event">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {event.title}
        </Title>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendar size={18} aria-hidden />
          <Text>{dates}</Text>
        </Group>
        <EventLocation event={event} />
        <EventCalendarShare event={event} canShare={event.settings.show_share_buttons} />
      </Stack>
    </Paper>
  );
}
