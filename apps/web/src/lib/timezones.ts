/** The browser's time zone, or UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

let cachedZones: readonly string[] | undefined;

/** Every IANA time zone the browser knows, with UTC first (some engines leave it out of the list). */
export function supportedTimeZones(): readonly string[] {
  if (!cachedZones) {
    let zones: string[] = [];
    try {
      zones = Intl.supportedValuesOf('timeZone');
    } catch {
      zones = [browserTimeZone()];
    }
    cachedZones = ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
  }
  return cachedZones;
}

/** "GMT+1", "GMT-3:30" or "GMT" for the zone right now; empty if the engine cannot tell. */
export function timeZoneOffsetLabel(timeZone: string, date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** "America/New York (GMT-5)": readable, and still searchable by the IANA name. */
export function timeZoneLabel(timeZone: string): string {
  const offset = timeZoneOffsetLabel(timeZone);
  const name = timeZone.replace(/_/g, ' ');
  return offset ? `${name} (${offset})` : name;
}
