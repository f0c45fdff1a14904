/*
 * Wall-clock date-times in a named time zone, converted to and from the API's UTC instants.
 * Forms show and take `YYYY-MM-DDTHH:mm` (the value of an `<input type="datetime-local">`) in the event's or
 * organizer's zone, whatever zone the browser is in; the API speaks ISO 8601 UTC. Intl does the zone rules,
 * so daylight-saving changes follow the browser's time zone database.
 */

/** `YYYY-MM-DDTHH:mm`: a date and time on a wall clock, with no zone of its own. */
export type TLocalDateTime = string;

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type TWallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What a wall clock in `timeZone` shows at the instant `epochMs`. */
function wallClockAt(epochMs: number, timeZone: string): TWallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    // Some engines still print midnight as 24 with h23; it is the same instant.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

const wallClockAsUtc = (clock: TWallClock) =>
  Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** The zone's offset from UTC at `epochMs`, in milliseconds (east positive: Berlin in summer is +7 200 000). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  return wallClockAsUtc(wallClockAt(wholeSeconds, timeZone)) - wholeSeconds;
}

function parseLocal(local: TLocalDateTime): TWallClock | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const clock = {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: Number.isNaN(second) ? 0 : second!,
  };
  // Reject impossible dates such as 2026-02-30 instead of rolling them over to March.
  const check = new Date(wallClockAsUtc(clock));
  if (check.getUTCMonth() !== clock.month - 1 || check.getUTCDate() !== clock.day || clock.hour > 23) return null;
  return clock;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function formatLocal(clock: TWallClock): TLocalDateTime {
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** Whether the text is a real `YYYY-MM-DDTHH:mm` wall-clock time. */
export function isLocalDateTime(value: string | null | undefined): value is TLocalDateTime {
  return typeof value === 'string' && parseLocal(value) !== null;
}

/**
 * The UTC instant (ISO 8601, `Z`) at which clocks in `timeZone` show `local`. A time skipped by a
 * daylight-saving jump (02:30 on a spring-forward night) moves forward by the jump, as clocks do; a time
 * that happens twice (the autumn hour) is its first occurrence. Null when `local` is not a valid date-time.
 */
export function zonedToUtcIso(local: TLocalDateTime, timeZone: string): string | null {
  const clock = parseLocal(local);
  if (!clock) return null;
  const asUtc = wallClockAsUtc(clock);
  // Try the offsets in force just before and just after; the earliest that reproduces the clock wins.
  const candidates = [zoneOffsetMs(asUtc - 86_400_000, timeZone), zoneOffsetMs(asUtc + 86_400_000, timeZone)]
    .map((offset) => asUtc - offset)
    .concat(asUtc - zoneOffsetMs(asUtc, timeZone))
    .sort((a, b) => a - b);
  const exact = candidates.find((epoch) => wallClockAsUtc(wallClockAt(epoch, timeZone)) === asUtc);
  if (exact !== undefined) return new Date(exact).toISOString();
  // In a gap no instant shows this time: use the offset from before the jump, which lands after it.
  const before = zoneOffsetMs(asUtc - 86_400_000, timeZone);
  return new Date(asUtc - before).toISOString();
}

/** What clocks in `timeZone` show at the instant `iso`, as `YYYY-MM-DDTHH:mm`; empty for a missing value. */
export function utcIsoToZoned(iso: string | null | undefined, timeZone: string): TLocalDateTime {
  if (!iso) return '';
  const epoch = new Date(iso).getTime();
  if (Number.isNaN(epoch)) return '';
  return formatLocal(wallClockAt(epoch, timeZone));
}

/** Wall-clock arithmetic: `local` plus `minutes`, on the same clock (19:00 + 120 → 21:00, across days too). */
export function addMinutesToLocal(local: TLocalDateTime, minutes: number): TLocalDateTime | null {
  const clock = parseLocal(local);
  if (!clock) return null;
  const moved = new Date(wallClockAsUtc(clock) + minutes * MINUTE_MS);
  return formatLocal({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    hour: moved.getUTCHours(),
    minute: moved.getUTCMinutes(),
    second: 0,
  });
}

/** Tomorrow's date in `timeZone` at `hour:minute` there: the default start of a new event. */
export function tomorrowAt(timeZone: string, hour: number, minute = 0, now: Date = new Date()): TLocalDateTime {
  const today = wallClockAt(now.getTime(), timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return formatLocal({
    year: tomorrow.getUTCFullYear(),
    month: tomorrow.getUTCMonth() + 1,
    day: tomorrow.getUTCDate(),
    hour,
    minute,
    second: 0,
  });
}

/** Compares two wall-clock values; negative when `a` is earlier. Invalid values compare as equal. */
export function compareLocal(a: TLocalDateTime, b: TLocalDateTime): number {
  const left = parseLocal(a);
  const right = parseLocal(b);
  if (!left || !right) return 0;
  return wallClockAsUtc(left) - wallClockAsUtc(right);
}

/** An instant formatted for people in the given zone ("Sat, 14 Mar 2026, 19:00"), in the reader's language. */
export function formatInZone(
  iso: string,
  options: { locale: string; timeZone: string } & Intl.DateTimeFormatOptions,
): string {
  const { locale, timeZone, ...format } = options;
  const date = new Date(iso);
  const parts: Intl.DateTimeFormatOptions = Object.keys(format).length
    ? format
    : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...parts, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, parts).format(date);
  }
}

/** "GMT+2" style name of the zone's offset at that instant, for labels next to zoned inputs. */
export function zoneAbbreviation(timeZone: string, iso?: string | null): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
      iso ? new Date(iso) : new Date(),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The zone of the browser's clock, for screens outside an event. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Midnight at the start of `day` (YYYY-MM-DD) on the clock of `timeZone` (the browser's when none), in UTC. */
export function zonedDayStartIso(day: string, timeZone: string = browserTimeZone()): string | null {
  return ISO_DAY.test(day) ? zonedToUtcIso(`${day}T00:00`, timeZone) : null;
}

/** Midnight after `day` on that clock: the exclusive end of a range of whole days ending that day. */
export function zonedDayEndIso(day: string, timeZone: string = browserTimeZone()): string | null {
  if (!ISO_DAY.test(day)) return null;
  const next = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(next.getTime())) return null;
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedDayStartIso(next.toISOString().slice(0, 10), timeZone);
}
