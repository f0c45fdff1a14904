import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { BUYER_VISIBLE_EVENT_STATUSES } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { events, organizers, productPrices, products } from '../../db/schema';

export type PublicOrganizerRow = typeof organizers.$inferSelect;
export type PublicEventRow = typeof events.$inferSelect;

/** Statuses a buyer may see, the same rule as the public event (checkout.service requirePublicEvent). */
export const PUBLIC_EVENT_STATUSES = BUYER_VISIBLE_EVENT_STATUSES;

export async function findOrganizerById(executor: DbExecutor, organizerId: string) {
  const [row] = await executor.select().from(organizers).where(eq(organizers.id, organizerId));
  return row ?? null;
}

/**
 * Upcoming: buyer-visible and not ended (no end date counts as not ended, like the manage list);
 * past: ended (end_date at or before now) and never ARCHIVED, which the status list already excludes.
 * Both use the (organizer_id, start_date) index.
 */
function stateCondition(state: 'upcoming' | 'past', now: Date): SQL {
  return state === 'upcoming' ? or(isNull(events.endDate), gt(events.endDate, now))! : lte(events.endDate, now);
}

export async function listOrganizerEvents(
  executor: DbExecutor,
  input: {
    organizerId: string;
    state: 'upcoming' | 'past';
    page: number;
    perPage: number;
    now: Date;
    statuses: PublicEventRow['status'][];
    /** False for visitors: password-protected events stay off the list (decision 133). */
    withPasswordProtected: boolean;
  },
): Promise<{ rows: PublicEventRow[]; total: number }> {
  const where = and(
    eq(events.organizerId, input.organizerId),
    inArray(events.status, input.statuses),
    stateCondition(input.state, input.now),
    input.withPasswordProtected
      ? undefined
      : sql`${events.settings}->>'homepage_visibility' IS DISTINCT FROM 'PASSWORD_PROTECTED'`,
  );
  const direction = input.state === 'upcoming' ? asc : desc;
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(events)
      .where(where)
      .orderBy(direction(events.startDate), direction(events.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    executor.select({ total: count() }).from(events).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * The "from" price of an event: its lowest price above zero, so an event that sells paid tickets next to a free one
 * (a volunteer pass, a pay-what-you-want donation from 0) reads "From €15" and not "Free"; 0 only when everything
 * it lists is free (issue 25 point 12).
 */
const fromPrice = sql<
  number | null
>`coalesce(min(${productPrices.price}) filter (where ${productPrices.price} > 0), min(${productPrices.price}))`;

/**
 * The "from" price of each event, one grouped query for the page: products and prices a buyer
 * can see without a promo code. Sale windows and sold-out states are left to the event page.
 */
export async function lowestPrices(executor: DbExecutor, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await executor
    .select({ eventId: products.eventId, lowest: fromPrice })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(
      and(
        inArray(products.eventId, eventIds),
        eq(products.isHidden, false),
        eq(products.isHiddenWithoutPromoCode, false),
        eq(productPrices.isHidden, false),
      ),
    )
    .groupBy(products.eventId);
  return new Map(rows.filter((row) => row.lowest !== null).map((row) => [row.eventId, Number(row.lowest)]));
}

/** The event, its organizer and its lowest listed price in one indexed query (the server-rendered head). */
export async function findEventForSeo(executor: DbExecutor, eventId: string) {
  const lowest = executor
    .select({ lowest: fromPrice })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(
      and(
        eq(products.eventId, events.id),
        eq(products.isHidden, false),
        eq(products.isHiddenWithoutPromoCode, false),
        eq(productPrices.isHidden, false),
      ),
    );
  const [row] = await executor
    .select({ event: events, organizer: organizers, lowestPrice: sql<number | null>`(${lowest})` })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId));
  if (!row) return null;
  return { ...row, lowestPrice: row.lowestPrice === null ? null : Number(row.lowestPrice) };
}
