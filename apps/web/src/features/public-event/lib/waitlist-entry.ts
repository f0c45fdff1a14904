import type { TPublicWaitlistEntry } from '@marquee/core';
import { formatInZone, zoneAbbreviation } from '../../../lib/zoned-time';

/**
 * "14 Jun 2031, 18:30 GMT+2": a waiting list's times (a lottery, an offer's deadline) in the event's zone, naming it,
 * as its emails do. Here rather than in lib/zoned-time.ts, which the ticket picker loads up front.
 */
export function formatEventTime(iso: string, options: { locale: string; timeZone: string }): string {
  return `${formatInZone(iso, options)} ${zoneAbbreviation(options.timeZone, iso)}`;
}

/** Whole seconds until the offer's tickets are released (0 without an offer, or once it lapsed). */
export function offerSecondsLeft(entry: Pick<TPublicWaitlistEntry, 'offer_expires_at'>, now: number): number {
  if (!entry.offer_expires_at) return 0;
  return Math.max(0, Math.ceil((new Date(entry.offer_expires_at).getTime() - now) / 1000));
}

/** An open offer with its held order, before its deadline: the entrant can buy the tickets. */
export function canBuyOffer(
  entry: Pick<TPublicWaitlistEntry, 'status' | 'order_short_id' | 'offer_expires_at'>,
  now: number,
): boolean {
  return entry.status === 'OFFERED' && entry.order_short_id !== null && offerSecondsLeft(entry, now) > 0;
}

/** 90 061 s → 1 day and "1:01:01": whole days apart, the rest as a clock. */
export function splitTimeLeft(seconds: number): { days: number; clock: string } {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${Math.floor(rest / 3600)}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, clock };
}

/** The checkout step the held order of an offer opens at. */
export const offerCheckoutPath = (checkout: { event_id: string; order_short_id: string }): string =>
  `/checkout/${checkout.event_id}/${encodeURIComponent(checkout.order_short_id)}/details`;
