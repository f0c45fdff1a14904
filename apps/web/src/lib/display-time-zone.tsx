import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, type ReactNode } from 'react';
import { formatDateTime } from './dates';
import { formatInZone, zoneAbbreviation } from './zoned-time';

/**
 * The zone an area's times are shown in: inside an event, the event's own (issue 25: every screen of an event
 * reads the same clock as its settings, its check-in gates and its messages); elsewhere none, so the browser's.
 */
const DisplayTimeZoneContext = createContext<string | undefined>(undefined);

export function DisplayTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <DisplayTimeZoneContext.Provider value={timeZone}>{children}</DisplayTimeZoneContext.Provider>;
}

/** The event's zone inside an event's screens; undefined (the browser's zone) elsewhere. */
export function useDisplayTimeZone(): string | undefined {
  return useContext(DisplayTimeZoneContext);
}

/**
 * Formats instants in the display zone. `withZone` appends the zone's short name ("14 Mar 2026, 19:00 GMT+1")
 * for single facts in drawers; lists say the zone once instead (see `TimeZoneNote`).
 */
export function useFormatDisplayTime() {
  const { i18n } = useLingui();
  const timeZone = useDisplayTimeZone();
  return (iso: string, options: { withZone?: boolean } = {}): string => {
    if (!timeZone) return formatDateTime(iso, i18n.locale);
    const text = formatInZone(iso, { locale: i18n.locale, timeZone });
    return options.withZone ? `${text} ${zoneAbbreviation(timeZone, iso)}` : text;
  };
}
