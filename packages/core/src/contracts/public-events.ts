import { z } from 'zod';
import { EVENT_CATEGORIES } from './events';
import { ZImage } from './images';

/**
 * The public list of events across organizers (issue 25, decision 138): what directories and the widget show.
 * Only events buyers may open (LIVE or PAUSED) of LIVE organizers, neither of them behind a page password.
 */

/** upcoming: not ended (start_date ascending by default); past: ended (start_date descending by default). */
export const PUBLIC_EVENT_LIST_STATES = ['upcoming', 'past'] as const;
export type TPublicEventListState = (typeof PUBLIC_EVENT_LIST_STATES)[number];

/**
 * Where an event's sales stand, as a list can tell without counting live reservations:
 * - ON_SALE: some listed ticket can be bought now;
 * - NOT_YET_ON_SALE: none can yet, one will later;
 * - SOLD_OUT: what remains on sale has sold all its stock;
 * - SALE_ENDED: every listed ticket's sale window has passed;
 * - PAUSED: the organizer stopped sales;
 * - ENDED: the event is over;
 * - NO_TICKETS: nothing is listed without a promo code.
 */
export const PUBLIC_EVENT_SALE_STATES = [
  'ON_SALE',
  'NOT_YET_ON_SALE',
  'SOLD_OUT',
  'SALE_ENDED',
  'PAUSED',
  'ENDED',
  'NO_TICKETS',
] as const;
export type TPublicEventSaleState = (typeof PUBLIC_EVENT_SALE_STATES)[number];

/** Where it happens, in as many words as a card needs: no street address. */
export const ZPublicEventLocationSummary = z
  .object({
    venue_name: z.string().nullable(),
    city: z.string().nullable(),
    state_or_region: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'PublicEventLocationSummary' });
export type TPublicEventLocationSummary = z.infer<typeof ZPublicEventLocationSummary>;

export const ZPublicEventListItem = z
  .object({
    id: z.uuid(),
    title: z.string(),
    slug: z.string(),
    category: z.enum(EVENT_CATEGORIES),
    start_date: z.string(),
    end_date: z.string().nullable(),
    timezone: z.string(),
    currency: z.string(),
    is_online_event: z.boolean(),
    /** Null for an online event or one without a venue. */
    location: ZPublicEventLocationSummary.nullable(),
    /** The cover (EVENT_COVER) with its smaller copies, or null. */
    cover_image: ZImage.nullable(),
    organizer: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
    /** The lowest listed price in minor units of `currency` (0 = free), null when nothing is listed. */
    lowest_price: z.number().int().nullable(),
    sale_state: z.enum(PUBLIC_EVENT_SALE_STATES),
    public_url: z.string(),
  })
  .meta({ id: 'PublicEventListItem' });
export type TPublicEventListItem = z.infer<typeof ZPublicEventListItem>;

/**
 * `eventsStatus` picks upcoming or past events; the list query (page, per_page, query, sort_by, sort_direction,
 * filter_fields) is checked by the server against the list's whitelist, like every list.
 */
export const ZPublicEventsQuery = z
  .object({ eventsStatus: z.enum(PUBLIC_EVENT_LIST_STATES).default('upcoming') })
  .catchall(z.unknown());
export type TPublicEventsQuery = z.input<typeof ZPublicEventsQuery>;
