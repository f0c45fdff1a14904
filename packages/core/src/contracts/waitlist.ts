import { z } from 'zod';
import { ZEmail, ZLocale } from './users';

/**
 * The waiting list (issue 31, server-behaviour §14, decision 160): a person waits for a number of tickets of one
 * product price (and, if they say so, other tiers of the same product). When stock frees, the next entries are
 * offered a held order for their quantity; buying it completes the entry.
 */

export const WAITLIST_ENTRY_STATUSES = ['WAITING', 'OFFERED', 'PURCHASED', 'OFFER_EXPIRED', 'CANCELLED'] as const;
export type TWaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/** Statuses in which an entry still holds its place (one per email and price, §14). */
export const OPEN_WAITLIST_STATUSES = ['WAITING', 'OFFERED'] as const satisfies readonly TWaitlistEntryStatus[];

/** Statuses an organizer may offer from: still waiting, or offered before and lapsed (§14: re-offerable). */
export const OFFERABLE_WAITLIST_STATUSES = [
  'WAITING',
  'OFFER_EXPIRED',
] as const satisfies readonly TWaitlistEntryStatus[];

export const canOfferWaitlistEntry = (entry: { status: TWaitlistEntryStatus }): boolean =>
  (OFFERABLE_WAITLIST_STATUSES as readonly string[]).includes(entry.status);

/** Only an open entry can be cancelled: one that waits or holds an offer (§14). */
export const canCancelWaitlistEntry = (entry: { status: TWaitlistEntryStatus }): boolean =>
  (OPEN_WAITLIST_STATUSES as readonly string[]).includes(entry.status);

/** Entries the organizer may offer at once ("offer the next N", §14). */
export const MAX_WAITLIST_OFFER_COUNT = 50;
/** How long an offer holds its tickets when neither the product nor the event says (§14: 12 h). */
export const DEFAULT_WAITLIST_OFFER_TIMEOUT_MINUTES = 12 * 60;
export const MIN_WAITLIST_OFFER_TIMEOUT_MINUTES = 1;
export const MAX_WAITLIST_OFFER_TIMEOUT_MINUTES = 10_080;
/** Public tokens (view, leave, claim the offer): 64 characters (§0). */
export const WAITLIST_TOKEN_LENGTH = 64;
/** At most this many other tiers may be named as acceptable alternatives. */
export const MAX_WAITLIST_ALTERNATIVES = 20;

const ZTimeout = z
  .number()
  .int({ error: 'Use a whole number of minutes.' })
  .min(MIN_WAITLIST_OFFER_TIMEOUT_MINUTES)
  .max(MAX_WAITLIST_OFFER_TIMEOUT_MINUTES, { error: 'At most 10,080 minutes (7 days).' });

/** How entries of a product get their offers: by themselves as stock frees, or only when the organizer offers. */
export const WAITLIST_PROCESSING_MODES = ['AUTOMATIC', 'MANUAL'] as const;
export type TWaitlistProcessingMode = (typeof WAITLIST_PROCESSING_MODES)[number];

/** The waiting-list fields of a product (all nullable: null follows the event's settings, §14). */
export const waitlistProductShape = {
  /** null: on (the list is refused only when explicitly off, §14). */
  waitlist_enabled: z.boolean().nullable(),
  /** null: the event's `waitlist_auto_process`. */
  waitlist_processing_mode: z.enum(WAITLIST_PROCESSING_MODES).nullable(),
  /** null: the event's `waitlist_offer_timeout_minutes`. */
  waitlist_offer_timeout_minutes: ZTimeout.nullable(),
};

/** The event settings of the waiting list (§3 "Other", issue 31). */
export const waitlistSettingsShape = {
  /** Offers go out by themselves when stock frees (§3: true). */
  waitlist_auto_process: z.boolean(),
  /** How long an offer holds its tickets; null: 12 hours. Shortened when the event is near (decision 160). */
  waitlist_offer_timeout_minutes: ZTimeout.nullable(),
  /** The event page shows how many people wait for a sold-out ticket. */
  waitlist_show_count: z.boolean(),
  /**
   * Lottery for on-sale rushes: entries that joined before this instant are put in a random order, drawn once (with
   * a recorded seed) when the first offer of their price is made after it; later entries follow in joining order.
   * null: first come, first served.
   */
  waitlist_lottery_until: z.iso.datetime({ offset: true }).nullable(),
};

export const DEFAULT_WAITLIST_SETTINGS = {
  waitlist_auto_process: true,
  waitlist_offer_timeout_minutes: null,
  waitlist_show_count: false,
  waitlist_lottery_until: null,
} as const;

const ZName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Enter a ${label}.` })
    .max(100);

/** `POST /public/events/{id}/waitlist`. */
export const ZJoinWaitlist = z
  .object({
    product_price_id: z.uuid(),
    email: ZEmail,
    first_name: ZName('first name'),
    last_name: ZName('last name'),
    quantity: z.number().int({ error: 'Use a whole number.' }).min(1, { error: 'At least 1.' }).max(100),
    /** Other prices of the same product the person would also take. */
    alternative_price_ids: z.array(z.uuid()).max(MAX_WAITLIST_ALTERNATIVES).optional(),
    locale: ZLocale.optional(),
  })
  .meta({ id: 'JoinWaitlist' });
export type TJoinWaitlist = z.input<typeof ZJoinWaitlist>;

export const ZWaitlistJoined = z
  .object({
    id: z.uuid(),
    status: z.enum(WAITLIST_ENTRY_STATUSES),
    /** 1 for the next in line; null while a lottery is still to be drawn. */
    position: z.number().int().nullable(),
    quantity: z.number().int(),
    /** When the lottery this entry takes part in is drawn (it joined before the event's lottery time); else null. */
    lottery_until: z.string().nullable(),
  })
  .meta({ id: 'WaitlistJoined' });
export type TWaitlistJoined = z.infer<typeof ZWaitlistJoined>;

/** `GET /public/waitlist/{token}`: what the entrant sees from the link in their email. */
export const ZPublicWaitlistEntry = ZWaitlistJoined.extend({
  first_name: z.string(),
  event: z.object({
    id: z.uuid(),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    timezone: z.string(),
    slug: z.string(),
  }),
  product_title: z.string(),
  price_label: z.string().nullable(),
  /** Other tiers of the product this entry would take, by label. */
  alternative_price_labels: z.array(z.string()),
  created_at: z.string(),
  /** OFFERED: until when the tickets are held. */
  offer_expires_at: z.string().nullable(),
  /** OFFERED: the held order, opened with `POST /public/waitlist/{token}/checkout`. */
  order_short_id: z.string().nullable(),
  can_leave: z.boolean(),
}).meta({ id: 'PublicWaitlistEntry' });
export type TPublicWaitlistEntry = z.infer<typeof ZPublicWaitlistEntry>;

/** `POST /public/waitlist/{token}/checkout`: the held order, its checkout session set as the browser's cookie. */
export const ZWaitlistCheckout = z
  .object({ event_id: z.uuid(), order_short_id: z.string(), session_identifier: z.string() })
  .meta({ id: 'WaitlistCheckout' });
export type TWaitlistCheckout = z.infer<typeof ZWaitlistCheckout>;

/** One entry as the organizer sees it. */
export const ZWaitlistEntry = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    product_id: z.uuid(),
    product_price_id: z.uuid(),
    product_title: z.string(),
    price_label: z.string().nullable(),
    alternative_price_ids: z.array(z.uuid()),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    locale: z.string(),
    quantity: z.number().int(),
    status: z.enum(WAITLIST_ENTRY_STATUSES),
    /** Joining order within the price (max + 1, §14). */
    position: z.number().int(),
    /** The lottery's draw order, when the entry took part in one; offers follow it before `position`. */
    lottery_rank: z.number().int().nullable(),
    offered_at: z.string().nullable(),
    offer_expires_at: z.string().nullable(),
    /** Times this entry was offered (re-offers count). */
    offer_count: z.number().int(),
    order_id: z.uuid().nullable(),
    order_short_id: z.string().nullable(),
    purchased_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WaitlistEntry' });
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** `POST /events/{id}/waitlist/offer`: the next `count` entries of a price, or the chosen entries. */
export const ZOfferWaitlist = z
  .union([
    z
      .object({
        product_price_id: z.uuid(),
        count: z.number().int().min(1).max(MAX_WAITLIST_OFFER_COUNT),
      })
      .strict(),
    z.object({ entry_ids: z.array(z.uuid()).min(1).max(MAX_WAITLIST_OFFER_COUNT) }).strict(),
  ])
  .meta({ id: 'OfferWaitlist' });
export type TOfferWaitlist = z.input<typeof ZOfferWaitlist>;

export const WAITLIST_SKIP_REASONS = ['NOT_ENOUGH_STOCK', 'NOT_OFFERABLE', 'NOT_ON_SALE'] as const;

export const ZWaitlistOfferResult = z
  .object({
    offered: z.array(ZWaitlistEntry),
    /** Entries that could not be offered, and why (no stock free for their quantity, or not WAITING / expired). */
    skipped: z.array(z.object({ id: z.uuid(), reason: z.enum(WAITLIST_SKIP_REASONS) })),
  })
  .meta({ id: 'WaitlistOfferResult' });
export type TWaitlistOfferResult = z.infer<typeof ZWaitlistOfferResult>;

/** `POST /events/{id}/waitlist/draw`: draws the lottery of a price now (seeded, once). */
export const ZDrawWaitlistLottery = z
  .object({
    product_price_id: z.uuid(),
    /** A chosen seed makes the draw reproducible; absent: a random one, recorded. */
    seed: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .meta({ id: 'DrawWaitlistLottery' });

export const ZWaitlistDraw = z
  .object({
    id: z.uuid(),
    product_price_id: z.uuid(),
    seed: z.string(),
    drawn_at: z.string(),
    lottery_until: z.string(),
    entry_count: z.number().int(),
    /** Entry ids in drawn order. */
    order: z.array(z.uuid()),
  })
  .meta({ id: 'WaitlistDraw' });
export type TWaitlistDraw = z.infer<typeof ZWaitlistDraw>;

/** Per price (§14 per-price stats), with the product's settings in force. */
export const ZWaitlistPriceStats = z.object({
  product_id: z.uuid(),
  product_price_id: z.uuid(),
  product_title: z.string(),
  price_label: z.string().nullable(),
  /** Price per ticket in minor units (the product's base price for the estimate). */
  price: z.number().int(),
  waitlist_enabled: z.boolean(),
  processing_mode: z.enum(WAITLIST_PROCESSING_MODES),
  offer_timeout_minutes: z.number().int(),
  waiting_people: z.number().int(),
  waiting_tickets: z.number().int(),
  offers_outstanding: z.number().int(),
  offered_tickets: z.number().int(),
  purchased: z.number().int(),
  expired: z.number().int(),
  cancelled: z.number().int(),
  /** Purchased / (purchased + expired + cancelled after an offer); null before any offer ended. */
  conversion_rate: z.number().nullable(),
  /** Tickets free for sale now (null: unlimited), after outstanding offers (§14). */
  available: z.number().int().nullable(),
  /** Sum of the price over the waiting tickets: what N more seats would bring (`revenueIfMoreSeats`). */
  revenue_if_all_seated: z.number().int(),
  lottery_drawn_at: z.string().nullable(),
});
export type TWaitlistPriceStats = z.infer<typeof ZWaitlistPriceStats>;

export const ZWaitlistStats = z
  .object({
    currency: z.string(),
    totals: z.object({
      waiting_people: z.number().int(),
      waiting_tickets: z.number().int(),
      offers_outstanding: z.number().int(),
      purchased: z.number().int(),
      conversion_rate: z.number().nullable(),
    }),
    prices: z.array(ZWaitlistPriceStats),
    settings: z.object(waitlistSettingsShape),
  })
  .meta({ id: 'WaitlistStats' });
export type TWaitlistStats = z.infer<typeof ZWaitlistStats>;
