import { EVENT_CATEGORIES, type TPublicEventListState, type TSortDirection } from '@marquee/core';
import { and, count, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { events, listedEventCondition, organizers, productPrices, products } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

/**
 * The public list of events across organizers (issue 25, decision 138). Its whitelist: dates, title, organizer,
 * currency and category; search over the event's title and the organizer's name.
 */
const listResource = (direction: TSortDirection) =>
  defineListResource({
    fields: {
      start_date: field.datetime(events.startDate, { sortable: true, filterable: true }),
      end_date: field.datetime(events.endDate, { filterable: true }),
      title: field.string(events.title, { sortable: true }),
      organizer_id: field.uuid(events.organizerId, { filterable: true }),
      currency: field.string(events.currency, { filterable: true }),
      category: field.enum(events.category, EVENT_CATEGORIES, { filterable: true }),
    },
    searchable: [events.title, organizers.name],
    defaultSort: { field: 'start_date', direction },
    tieBreaker: events.id,
  });

/** Upcoming soonest first, past latest first, as on the organizer's page (spec §9). */
export const publicEventsListResources = {
  upcoming: listResource('asc'),
  past: listResource('desc'),
} as const satisfies Record<TPublicEventListState, unknown>;

/**
 * What makes an event listed: its own state (the partial index's predicate, verbatim), a LIVE organizer whose page is
 * not behind a password, and upcoming (no end date, or one still ahead) or past (ended).
 */
function listedScope(state: TPublicEventListState, now: Date): SQL {
  return and(
    listedEventCondition(events),
    eq(organizers.status, 'LIVE'),
    sql`(${organizers.settings} ->> 'homepage_visibility') is distinct from 'PASSWORD_PROTECTED'`,
    state === 'upcoming' ? or(isNull(events.endDate), gt(events.endDate, now)) : lte(events.endDate, now),
  )!;
}

const listedColumns = {
  event: events,
  organizer: { id: organizers.id, name: organizers.name, slug: organizers.slug },
};

export type ListedEventRow = {
  event: typeof events.$inferSelect;
  organizer: { id: string; name: string; slug: string };
};

export async function listListedEvents(
  executor: DbExecutor,
  input: { state: TPublicEventListState; query: ParsedListQuery; now: Date },
) {
  return runListQuery<ListedEventRow>({
    resource: publicEventsListResources[input.state],
    query: input.query,
    scope: listedScope(input.state, input.now),
    fetchPage: (clauses) =>
      executor
        .select(listedColumns)
        .from(events)
        .innerJoin(organizers, eq(organizers.id, events.organizerId))
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) =>
      (
        await executor
          .select({ total: count() })
          .from(events)
          .innerJoin(organizers, eq(organizers.id, events.organizerId))
          .where(where)
      )[0]?.total ?? 0,
  });
}

/** The products and prices of a page of events that a visitor sees without a promo code, in one query. */
export async function listListedPrices(executor: DbExecutor, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return executor
    .select({ product: products, price: productPrices })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(
      and(
        inArray(products.eventId, eventIds),
        eq(products.isHidden, false),
        eq(products.isHiddenWithoutPromoCode, false),
        eq(productPrices.isHidden, false),
      ),
    );
}
