import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { formatDateTime } from '../../lib/dates';

/** A list cell with nothing to show: a dimmed dash, so an empty cell reads as "none", not as missing data. */
export function EmptyCell() {
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

/** A date and time in a list cell, in the reader's locale; a dash when there is none. */
export function DateTimeCell({ iso }: { iso: string | null }) {
  const { i18n } = useLingui();
  if (!iso) return <EmptyCell />;
  return (
    <Text size="sm" component="time" dateTime={iso}>
      {formatDateTime(iso, i18n.locale)}
    </Text>
  );
}
