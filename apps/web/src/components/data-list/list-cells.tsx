import { Text } from '@mantine/core';
import { useFormatDisplayTime } from '../../lib/display-time-zone';

/** A list cell with nothing to show: a dimmed dash, so an empty cell reads as "none", not as missing data. */
export function EmptyCell() {
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

/** A date and time in a list cell, in the reader's locale and the event's zone; a dash when there is none. */
export function DateTimeCell({ iso }: { iso: string | null }) {
  const formatTime = useFormatDisplayTime();
  if (!iso) return <EmptyCell />;
  return (
    <Text size="sm" component="time" dateTime={iso}>
      {formatTime(iso)}
    </Text>
  );
}
