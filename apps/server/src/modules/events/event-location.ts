import { countryName, locationLine as addressLine } from '@marquee/core';
import type { EventRow } from './events.repository';

/**
 * Venue and address on one line, the country by name in the reader's language, or null (an online event says so in
 * the template's language).
 */
export function eventLocationLine(event: Pick<EventRow, 'locationDetails'>, locale = 'en'): string | null {
  return addressLine(event.locationDetails ?? null, { countryName: (code) => countryName(code, locale) });
}
