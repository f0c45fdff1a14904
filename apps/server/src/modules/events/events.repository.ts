import { and, asc, count, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { events, productCategories } from '../../db/schema';
import { EVENT_CATEGORIES, type EVENT_LIST_STATES } from '@marquee/core';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type EventRow = typeof events.$inferSelect;
export type ProductCategoryRow = typeof productCategories.$inferSelect;

export async function insertEvent(executor: DbExecutor, values: typeof events.$inferInsert): Promise<EventRow> {
  const [row] = await executor.insert(events).values(values).returning();
  return row!;
}

/**
 * The event if it belongs to the account; null otherwise, so other accounts' ids look absent. `lock` serialises writers
 * of the event `FOR NO KEY UPDATE`, which reservations' key-share locks on it do not wait for (decision 119).
 */
export async function findEvent(
  executor: DbExecutor,
  input: { accountId: string; eventId: string; lock?: boolean },
): Promise<EventRow | null> {
  const query = executor
    .select()
    .from(events)
    .where(and(eq(events.id, input.eventId), eq(events.accountId, input.accountId)));
  const [row] = input.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

export async function updateEvent(
  executor: DbExecutor,
  id: string,
  values: Partial<Omit<EventRow, 'id' | 'accountId' | 'shortId' | 'createdAt'>>,
): Promise<EventRow> {
  const [row] = await executor
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row!;
}

export async function deleteEvent(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(events).where(eq(events.id, id));
}

/** The ids of the organizer's events, locked against concurrent writers for the organizer's deletion. */
export async function lockEventIdsOfOrganizer(executor: DbExecutor, organizerId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: events.id })
    .from(events)
    .where(eq(events.organizerId, organizerId))
    .orderBy(asc(events.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function deleteEventsOfOrganizer(executor: DbExecutor, organizerId: string): Promise<void> {
  await executor.delete(events).where(eq(events.organizerId, organizerId));
}

export async function archiveEventsOfOrganizer(executor: DbExecutor, organizerId: string): Promise<void> {
  await executor
    .update(events)
    .set({ status: 'ARCHIVED', updatedAt: new Date() })
    .where(and(eq(events.organizerId, organizerId), ne(events.status, 'ARCHIVED')));
}

export async function insertProductCategory(
  executor: DbExecutor,
  values: typeof productCategories.$inferInsert,
): Promise<ProductCategoryRow> {
  const [row] = await executor.insert(productCategories).values(values).returning();
  return row!;
}

export async function listProductCategories(executor: DbExecutor, eventId: string): Promise<ProductCategoryRow[]> {
  return executor
    .select()
    .from(productCategories)
    .where(eq(productCategories.eventId, eventId))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.createdAt));
}

export const eventsListResource = defineListResource({
  fields: {
    title: field.string(events.title, { sortable: true, filterable: true }),
    start_date: field.datetime(events.startDate, { sortable: true, filterable: true }),
    end_date: field.datetime(events.endDate, { sortable: true, filterable: true }),
    created_at: field.datetime(events.createdAt, { sortable: true, filterable: true }),
    updated_at: field.datetime(events.updatedAt, { sortable: true, filterable: true }),
    status: field.enum(events.status, ['DRAFT', 'LIVE', 'PAUSED', 'ARCHIVED'], { filterable: true }),
    organizer_id: field.uuid(events.organizerId, { filterable: true }),
    category: field.enum(events.category, EVENT_CATEGORIES, { filterable: true }),
    currency: field.string(events.currency, { filterable: true }),
  },
  searchable: [events.title],
  defaultSort: { field: 'start_date', direction: 'asc' },
  tieBreaker: events.id,
});

export type EventsListState = (typeof EVENT_LIST_STATES)[number];

/** The manage screen's tabs: upcoming (not archived, not yet ended), ended (not archived), archived, draft. */
function stateCondition(state: EventsListState | undefined, now: Date): SQL | undefined {
  switch (state) {
    case 'upcoming':
      return and(ne(events.status, 'ARCHIVED'), or(isNull(events.endDate), gt(events.endDate, now)));
    case 'ended':
      return and(ne(events.status, 'ARCHIVED'), lte(events.endDate, now));
    case 'archived':
      return eq(events.status, 'ARCHIVED');
    case 'draft':
      return eq(events.status, 'DRAFT');
    default:
      return undefined;
  }
}

export async function listEvents(
  executor: DbExecutor,
  input: { accountId: string; organizerId?: string; state?: EventsListState; query: ParsedListQuery; now?: Date },
) {
  const scope = and(
    eq(events.accountId, input.accountId),
    input.organizerId ? eq(events.organizerId, input.organizerId) : undefined,
    stateCondition(input.state, input.now ?? new Date()),
  );
  return runListQuery<EventRow>({
    resource: eventsListResource,
    query: input.query,
    scope,
    fetchPage: (clauses) =>
      executor
        .select()
        .from(events)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) => (await executor.select({ total: count() }).from(events).where(where))[0]?.total ?? 0,
  });
}

/** The sites an event lets frame its widget and checkout (issue 28); null when there is no such event. */
export async function findWidgetAllowedDomains(executor: DbExecutor, eventId: string): Promise<string[] | null> {
  const [row] = await executor
    .select({ domains: sql<string[] | null>`${events.settings} -> 'widget_settings' -> 'allowed_domains'` })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  return Array.isArray(row.domains) ? row.domains.filter((domain) => typeof domain === 'string') : [];
}
