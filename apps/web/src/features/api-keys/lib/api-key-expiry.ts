import { browserTimeZone, zonedToUtcIso } from '../../../lib/zoned-time';

/** Never, a number of days from now, or the end of a chosen day. */
export const EXPIRY_CHOICES = ['never', '30', '90', '365', 'custom'] as const;
export type TExpiryChoice = (typeof EXPIRY_CHOICES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The key's `expires_at`: null for never; undefined when the custom day is missing, invalid or not in the future
 * (the form says so). A custom day lasts until its last minute in the browser's time zone.
 */
export function expiryIso(
  choice: TExpiryChoice,
  customDay: string,
  { now = new Date(), timeZone = browserTimeZone() } = {},
): string | null | undefined {
  if (choice === 'never') return null;
  if (choice !== 'custom') return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
  if (!ISO_DAY.test(customDay)) return undefined;
  const iso = zonedToUtcIso(`${customDay}T23:59`, timeZone);
  return iso && new Date(iso).getTime() > now.getTime() ? iso : undefined;
}

/** Tomorrow as YYYY-MM-DD on the browser's clock: the first day a custom expiry may pick. */
export function tomorrowDay(now: Date = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const month = String(tomorrow.getMonth() + 1).padStart(2, '0');
  const day = String(tomorrow.getDate()).padStart(2, '0');
  return `${tomorrow.getFullYear()}-${month}-${day}`;
}
