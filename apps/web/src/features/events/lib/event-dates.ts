import { t } from '@lingui/core/macro';
import {
  addMinutesToLocal,
  compareLocal,
  isLocalDateTime,
  tomorrowAt,
  zonedToUtcIso,
  type TLocalDateTime,
} from '../../../lib/zoned-time';

/** A new event lasts two hours unless told otherwise. */
export const DEFAULT_EVENT_MINUTES = 120;

export type TStartEndValues = { start_date: TLocalDateTime; end_date: TLocalDateTime };

/** Reference: new events start tomorrow at 19:00 in the organizer's zone and end two hours later. */
export function defaultStartEnd(timeZone: string, now: Date = new Date()): TStartEndValues {
  const start = tomorrowAt(timeZone, 19, 0, now);
  return { start_date: start, end_date: addMinutesToLocal(start, DEFAULT_EVENT_MINUTES) ?? '' };
}

/**
 * When the start moves to or past the end, the end follows it (keeping two hours); an end that is still after
 * the new start stays where the person put it.
 */
export function bumpedEnd(start: TLocalDateTime, end: TLocalDateTime): TLocalDateTime {
  if (!isLocalDateTime(start)) return end;
  if (!isLocalDateTime(end) || compareLocal(end, start) <= 0) {
    return addMinutesToLocal(start, DEFAULT_EVENT_MINUTES) ?? end;
  }
  return end;
}

/** The form's wall-clock start and end as the API's UTC instants (null where empty or invalid). */
export function startEndToUtc(values: TStartEndValues, timeZone: string) {
  return {
    start_date: zonedToUtcIso(values.start_date, timeZone),
    end_date: values.end_date ? zonedToUtcIso(values.end_date, timeZone) : null,
  };
}

/** Field errors of the start/end pair, in the reader's language. */
export function startEndErrors(values: TStartEndValues): Record<string, string | null> {
  return {
    start_date: isLocalDateTime(values.start_date) ? null : t`Choose when the event starts.`,
    end_date:
      values.end_date && !isLocalDateTime(values.end_date)
        ? t`Enter a complete date and time, or leave it empty.`
        : values.end_date && isLocalDateTime(values.start_date) && compareLocal(values.end_date, values.start_date) <= 0
          ? t`The end must be after the start.`
          : null,
  };
}
