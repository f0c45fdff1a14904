import { DEFAULT_WAITLIST_OFFER_TIMEOUT_MINUTES, type TWaitlistProcessingMode } from '../contracts/waitlist';

/** Pure rules of the waiting list (issue 31, decision 160). */

/**
 * A reproducible random order of `ids` for a lottery: the same seed and ids give the same order on every machine
 * (a Fisher–Yates shuffle driven by a PRNG seeded from the seed's text), so a recorded draw can be checked later.
 * The ids are sorted first, so the order the database returned them in does not matter.
 */
export function drawLotteryOrder(ids: readonly string[], seed: string): string[] {
  const order = [...ids].sort();
  const random = seededRandom(seed);
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}

/** xmur3 string hash feeding sfc32: small, well-distributed, and identical in every JavaScript engine. */
function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let index = 0; index < seed.length; index++) {
    h = Math.imul(h ^ seed.charCodeAt(index), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** The product's setting, else the event's, else 12 hours. */
export function waitlistOfferTimeoutMinutes(
  product: { waitlist_offer_timeout_minutes: number | null },
  event: { waitlist_offer_timeout_minutes: number | null },
): number {
  return (
    product.waitlist_offer_timeout_minutes ??
    event.waitlist_offer_timeout_minutes ??
    DEFAULT_WAITLIST_OFFER_TIMEOUT_MINUTES
  );
}

export function waitlistProcessingMode(
  product: { waitlist_processing_mode: TWaitlistProcessingMode | null },
  event: { waitlist_auto_process: boolean },
): TWaitlistProcessingMode {
  return product.waitlist_processing_mode ?? (event.waitlist_auto_process ? 'AUTOMATIC' : 'MANUAL');
}

/** The list is refused only when the product explicitly turned it off (§14). */
export const isWaitlistEnabled = (product: { waitlist_enabled: boolean | null }): boolean =>
  product.waitlist_enabled !== false;

/** The shortest hold an offer gets however near the event is: time to open the email and pay. */
export const MIN_WAITLIST_OFFER_MINUTES = 15;
/** Offers made close to the event end this long before it starts, so the tickets can still go to someone else. */
export const WAITLIST_OFFER_EVENT_MARGIN_MINUTES = 60;

/**
 * Until when an offer made `now` holds its tickets: the timeout, shortened when the event is near so an unanswered
 * offer still leaves time to pass the tickets on (ending an hour before the start), but never below 15 minutes.
 */
export function waitlistOfferDeadline(input: { now: Date; timeoutMinutes: number; eventStart: Date | null }): Date {
  const full = input.now.getTime() + input.timeoutMinutes * 60_000;
  const floor = input.now.getTime() + Math.min(input.timeoutMinutes, MIN_WAITLIST_OFFER_MINUTES) * 60_000;
  if (!input.eventStart) return new Date(full);
  const beforeStart = input.eventStart.getTime() - WAITLIST_OFFER_EVENT_MARGIN_MINUTES * 60_000;
  return new Date(Math.max(floor, Math.min(full, beforeStart)));
}

/** Purchased over offers that ended (bought, lapsed, or withdrawn after the offer); null before any ended. */
export function waitlistConversionRate(input: { purchased: number; expired: number; declined: number }): number | null {
  const ended = input.purchased + input.expired + input.declined;
  return ended === 0 ? null : input.purchased / ended;
}

/**
 * What `seats` more seats would bring at `pricePerTicket`, filling the waiting entries in line order: only whole
 * entries count (a party of four does not buy three tickets).
 */
export function revenueIfMoreSeats(input: { quantities: readonly number[]; seats: number; pricePerTicket: number }): {
  tickets: number;
  people: number;
  revenue: number;
} {
  let tickets = 0;
  let people = 0;
  for (const quantity of input.quantities) {
    if (tickets + quantity > input.seats) continue;
    tickets += quantity;
    people += 1;
  }
  return { tickets, people, revenue: tickets * input.pricePerTicket };
}
