import { normalisePromoCode, PROMO_DISCOUNT_TYPES } from '@marquee/core';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { events, productCategories, products, promoCodeProducts, promoCodes } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
/** The key column is derived here from `code`, never passed in. */
export type PromoCodeInsert = Omit<typeof promoCodes.$inferInsert, 'codeKey'>;
export type PromoCodeValues = Partial<
  Omit<
    PromoCodeInsert,
    'id' | 'eventId' | 'orderUsageCount' | 'liveUsageCount' | 'attendeeUsageCount' | 'createdAt' | 'updatedAt'
  >
>;
export type PromoCodeProductLink = { promoCodeId: string; productId: string };

export const UNIQUE_CODE_CONSTRAINT = 'promo_codes_event_code_key';

export const promoCodesListResource = defineListResource({
  fields: {
    created_at: field.datetime(promoCodes.createdAt, { sortable: true, filterable: true }),
    code: field.string(promoCodes.code, { sortable: true, filterable: true }),
    order_usage_count: field.integer(promoCodes.orderUsageCount, { sortable: true, filterable: true }),
    live_usage_count: field.integer(promoCodes.liveUsageCount, { sortable: true, filterable: true }),
    attendee_usage_count: field.integer(promoCodes.attendeeUsageCount, { filterable: true }),
    discount_type: field.enum(promoCodes.discountType, PROMO_DISCOUNT_TYPES, { filterable: true }),
    expiry_date: field.datetime(promoCodes.expiryDate, { filterable: true }),
  },
  searchable: [promoCodes.code],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: promoCodes.id,
});

export async function listPromoCodesPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  return runListQuery<PromoCodeRow>({
    resource: promoCodesListResource,
    query: input.query,
    scope: eq(promoCodes.eventId, input.eventId),
    fetchPage: (clauses) =>
      executor
        .select()
        .from(promoCodes)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) => (await executor.select({ total: count() }).from(promoCodes).where(where))[0]?.total ?? 0,
  });
}

export async function listPromoCodesOfEvent(executor: DbExecutor, eventId: string): Promise<PromoCodeRow[]> {
  return executor
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.eventId, eventId))
    .orderBy(asc(promoCodes.createdAt), asc(promoCodes.id));
}

export async function findPromoCode(
  executor: DbExecutor,
  input: { eventId: string; promoCodeId: string; lock?: boolean },
): Promise<PromoCodeRow | null> {
  const query = executor
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, input.promoCodeId), eq(promoCodes.eventId, input.eventId)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The event's code with this text, in any casing. */
export async function findPromoCodeByCode(
  executor: DbExecutor,
  input: { eventId: string; code: string },
): Promise<PromoCodeRow | null> {
  const [row] = await executor
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, input.eventId), eq(promoCodes.codeKey, normalisePromoCode(input.code))));
  return row ?? null;
}

/** The products each scoped code applies to, in catalogue order. */
export async function listPromoCodeProducts(
  executor: DbExecutor,
  promoCodeIds: string[],
): Promise<PromoCodeProductLink[]> {
  if (promoCodeIds.length === 0) return [];
  return executor
    .select({ promoCodeId: promoCodeProducts.promoCodeId, productId: promoCodeProducts.productId })
    .from(promoCodeProducts)
    .innerJoin(products, eq(products.id, promoCodeProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(promoCodeProducts.promoCodeId, promoCodeIds))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id), asc(products.sortOrder), asc(products.id));
}

export async function insertPromoCodes(executor: DbExecutor, values: PromoCodeInsert[]): Promise<PromoCodeRow[]> {
  if (values.length === 0) return [];
  return executor
    .insert(promoCodes)
    .values(values.map((value) => ({ ...value, codeKey: normalisePromoCode(value.code) })))
    .returning();
}

export async function updatePromoCode(executor: DbExecutor, id: string, values: PromoCodeValues): Promise<void> {
  await executor
    .update(promoCodes)
    .set({
      ...values,
      ...(values.code !== undefined ? { codeKey: normalisePromoCode(values.code) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(promoCodes.id, id));
}

export async function deletePromoCode(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(promoCodes).where(eq(promoCodes.id, id));
}

export async function insertPromoCodeProducts(executor: DbExecutor, links: PromoCodeProductLink[]): Promise<void> {
  if (links.length === 0) return;
  await executor.insert(promoCodeProducts).values(links).onConflictDoNothing();
}

export async function replacePromoCodeProducts(
  executor: DbExecutor,
  promoCodeId: string,
  productIds: string[],
): Promise<void> {
  await executor.delete(promoCodeProducts).where(eq(promoCodeProducts.promoCodeId, promoCodeId));
  await insertPromoCodeProducts(
    executor,
    productIds.map((productId) => ({ promoCodeId, productId })),
  );
}

/** What the public check needs to know about an event, whichever account it belongs to. */
export async function findEventForPublicCheck(
  executor: DbExecutor,
  eventId: string,
): Promise<{
  id: string;
  accountId: string;
  status: string;
  title: string;
  settings: (typeof events.$inferSelect)['settings'];
  homepagePasswordHash: string | null;
} | null> {
  const [row] = await executor
    .select({
      id: events.id,
      accountId: events.accountId,
      status: events.status,
      // What decides whether the event's page is open (decision 133).
      title: events.title,
      settings: events.settings,
      homepagePasswordHash: events.homepagePasswordHash,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}
