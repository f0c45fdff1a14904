import { TextInput, type TextInputProps } from '@mantine/core';
import { timeZoneOffsetLabel } from '../lib/timezones';

type TZonedDateTimeInputProps = Omit<TextInputProps, 'type' | 'rightSection'> & {
  /** The zone the wall-clock value is in; named beside the field so nobody reads it as their own time. */
  timeZone: string;
};

/**
 * A date and time on the wall clock of `timeZone` (`YYYY-MM-DDTHH:mm`), typed or picked with the browser's
 * own date-time control, which is keyboard-accessible and fits small screens. Convert with lib/zoned-time.
 */
export function ZonedDateTimeInput({ timeZone, ...props }: TZonedDateTimeInputProps) {
  const offset = timeZoneOffsetLabel(timeZone);
  return (
    <TextInput
      type="datetime-local"
      rightSection={
        offset ? (
          <span aria-hidden style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>
            {offset}
          </span>
        ) : null
      }
      rightSectionWidth={offset.length > 6 ? 72 : 56}
      {...props}
    />
  );
}
