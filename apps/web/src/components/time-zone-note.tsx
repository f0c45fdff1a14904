import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useDisplayTimeZone } from '../lib/display-time-zone';

/** "Times in Europe/Berlin" under a list whose times are in the event's zone; nothing outside an event. */
export function TimeZoneNote() {
  const timeZone = useDisplayTimeZone();
  if (!timeZone) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="time-zone-note">
      <Trans>Times in {timeZone}</Trans>
    </Text>
  );
}
