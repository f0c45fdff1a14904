import { PRODUCT_PRICE_TYPES, PRODUCT_TYPES } from '@marquee/core';
import { and, asc, count, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { lockInGlobalOrder } from '../../db/lock-order';
import { productCategories, productPrices, products, productTaxesAndFees, taxesAndFees } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
export type ProductValues = Partial<Omit<ProductInsert, 'id' | 'accountId' | 'eventId' | 'createdAt' | 'updatedAt'>>;
export type ProductPriceRow = typeof productPrices.$inferSelect;
export type ProductPriceInsert = typeof productPrices.$inferInsert;
export type ProductPriceValues = Omit<
  ProductPriceInsert,
  'id' | 'productId' | 'quantitySold' | 'createdAt' | 'updatedAt'
>;
export type TaxLink = { productId: string; taxAndFeeId: string };

/** Catalogue order: the category's place first, then the product's place inside it. */
const catalogueOrder = [
  asc(productCategories.sortOrder),
  asc(productCategories.createdAt),
  asc(productCategories.id),
  asc(products.sortOrder),
  asc(products.createdAt),
  asc(products.id),
];

export async function findProduct(
  executor: DbExecutor,
  input: { eventId: string; productId: string; lock?: boolean },
): Promise<ProductRow | null> {
  const query = executor
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.eventId, input.eventId)));
  // Not FOR UPDATE: reservations hold key-share locks on the products they write lines for (decision 119).
  const [row] = input.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** Every product of an event, in catalogue order. */
export async function listProductsOfEvent(executor: DbExecutor, eventId: string): Promise<ProductRow[]> {
  return executor
    .select(getTableColumns(products))
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.eventId, eventId))
    .orderBy(...catalogueOrder);
}

export async function listProductsOfCategory(executor: DbExecutor, categoryId: string): Promise<ProductRow[]> {
  return executor
    .select()
    .from(products)
    .where(eq(products.categoryId, categoryId))
    .orderBy(asc(products.sortOrder), asc(products.createdAt), asc(products.id));
}

export const productsListResource = defineListResource({
  fields: {
    // A row value sorts by the category's place, then the product's place inside it.
    order: field.integer(sql`(${productCategories.sortOrder}, ${products.sortOrder})`, { sortable: true }),
    created_at: field.datetime(products.createdAt, { sortable: true, filterable: true }),
    title: field.string(products.title, { sortable: true, filterable: true }),
    sale_start_date: field.datetime(products.saleStartDate, { sortable: true, filterable: true }),
    sale_end_date: field.datetime(products.saleEndDate, { sortable: true, filterable: true }),
    type: field.enum(products.type, PRODUCT_PRICE_TYPES, { filterable: true }),
    product_type: field.enum(products.productType, PRODUCT_TYPES, { filterable: true }),
    product_category_id: field.uuid(products.categoryId, { filterable: true }),
    is_hidden: field.boolean(products.isHidden, { filterable: true }),
  },
  searchable: [products.title],
  defaultSort: { field: 'order', direction: 'asc' },
  tieBreaker: products.id,
});

export async function listProductsPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  return runListQuery<ProductRow>({
    resource: productsListResource,
    query: input.query,
    scope: eq(products.eventId, input.eventId),
    fetchPage: (clauses) =>
      executor
        .select(getTableColumns(products))
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) => (await executor.select({ total: count() }).from(products).where(where))[0]?.total ?? 0,
  });
}

export async function insertProducts(executor: DbExecutor, values: ProductInsert[]): Promise<ProductRow[]> {
  if (values.length === 0) return [];
  return executor.insert(products).values(values).returning();
}

export async function updateProduct(executor: DbExecutor, id: string, values: ProductValues): Promise<ProductRow> {
  const [row] = await executor
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

export async function deleteProduct(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(products).where(eq(products.id, id));
}

/** The sort order that puts a new product last in its category. */
export async function nextProductOrder(executor: DbExecutor, categoryId: string): Promise<number> {
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${products.sortOrder}) + 1, 0)::int` })
    .from(products)
    .where(eq(products.categoryId, categoryId));
  return row?.next ?? 0;
}

/** Makes room after `after` in a category, so a copy can sit right behind its original. */
export async function shiftProductsAfter(
  executor: DbExecutor,
  input: { categoryId: string; after: number },
): Promise<void> {
  await executor
    .update(products)
    .set({ sortOrder: sql`${products.sortOrder} + 1` })
    .where(and(eq(products.categoryId, input.categoryId), gt(products.sortOrder, input.after)));
}

/** Prices of the given products, each product's in display order. */
export async function listPrices(executor: DbExecutor, productIds: string[]): Promise<ProductPriceRow[]> {
  if (productIds.length === 0) return [];
  return executor
    .select()
    .from(productPrices)
    .where(inArray(productPrices.productId, productIds))
    .orderBy(asc(productPrices.productId), asc(productPrices.sortOrder), asc(productPrices.createdAt));
}

/**
 * Locks the price rows of the given products (step 4 of the global lock order, `db/lock-order.ts`) and returns them,
 * so a sale cannot land between a "nothing sold" check and the catalogue change it guards. `FOR NO KEY UPDATE`, as
 * sellers lock them: a full lock would also wait for reservations' key-share locks, and a reservation that wrote its
 * lines before queueing for these rows would then wait for us while we wait for it (decision 119). A price or
 * product about to be deleted is locked for that with `lockPricesToDelete` / `lockProductsToDelete`.
 */
export async function lockPrices(executor: DbExecutor, productIds: string[]): Promise<ProductPriceRow[]> {
  return lockInGlobalOrder(executor, { pricesOfProducts: productIds });
}

/**
 * The sellers' lock (reservations, staff tickets; decision 097): it serialises every seller of a price, but lets rows
 * that merely reference the price be written meanwhile, so a reservation writes its order before queueing for the
 * lock and holds it for fewer statements. Since decision 119 catalogue edits take the same lock (`lockPrices`).
 */
export async function lockPricesToSell(executor: DbExecutor, productIds: string[]): Promise<ProductPriceRow[]> {
  return lockInGlobalOrder(executor, { pricesOfProducts: productIds });
}

/** A product's taxes and fees, active or not, each with its row (a reservation's one read of them). */
export async function listTaxesOfProducts(executor: DbExecutor, productIds: string[]) {
  if (productIds.length === 0) return [];
  return executor
    .select({ productId: productTaxesAndFees.productId, tax: taxesAndFees })
    .from(productTaxesAndFees)
    .innerJoin(taxesAndFees, eq(taxesAndFees.id, productTaxesAndFees.taxAndFeeId))
    .where(inArray(productTaxesAndFees.productId, productIds))
    .orderBy(asc(taxesAndFees.type), asc(taxesAndFees.name));
}

export async function insertPrices(executor: DbExecutor, values: ProductPriceInsert[]): Promise<void> {
  if (values.length === 0) return;
  await executor.insert(productPrices).values(values);
}

export async function updatePrice(executor: DbExecutor, id: string, values: ProductPriceValues): Promise<void> {
  await executor
    .update(productPrices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productPrices.id, id));
}

export async function deletePrices(executor: DbExecutor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor.delete(productPrices).where(inArray(productPrices.id, ids));
}

export async function listTaxLinks(executor: DbExecutor, productIds: string[]): Promise<TaxLink[]> {
  if (productIds.length === 0) return [];
  return executor
    .select({ productId: productTaxesAndFees.productId, taxAndFeeId: productTaxesAndFees.taxAndFeeId })
    .from(productTaxesAndFees)
    .innerJoin(taxesAndFees, eq(taxesAndFees.id, productTaxesAndFees.taxAndFeeId))
    .where(inArray(productTaxesAndFees.productId, productIds))
    .orderBy(asc(taxesAndFees.type), asc(taxesAndFees.name));
}

export async function insertTaxLinks(executor: DbExecutor, links: TaxLink[]): Promise<void> {
  if (links.length === 0) return;
  await executor.insert(productTaxesAndFees).values(links).onConflictDoNothing();
}

export async function replaceTaxLinks(executor: DbExecutor, productId: string, taxIds: string[]): Promise<void> {
  await executor.delete(productTaxesAndFees).where(eq(productTaxesAndFees.productId, productId));
  await insertTaxLinks(
    executor,
    taxIds.map((taxAndFeeId) => ({ productId, taxAndFeeId })),
  );
}

/** What attaching a tax or fee to a product needs to know about it: whose it is and which currencies it fits. */
export type TaxCurrencyRow = Pick<typeof taxesAndFees.$inferSelect, 'id' | 'name' | 'calculation' | 'currency'>;

const taxCurrencyColumns = {
  id: taxesAndFees.id,
  name: taxesAndFees.name,
  calculation: taxesAndFees.calculation,
  currency: taxesAndFees.currency,
};

/**
 * The given ids that are taxes or fees of the account, share-locked in id order: a change of their currency
 * (which takes the row's update lock first) waits until the product linking them commits, then sees the link.
 */
export async function lockAccountTaxes(
  executor: DbExecutor,
  accountId: string,
  ids: string[],
): Promise<TaxCurrencyRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select(taxCurrencyColumns)
    .from(taxesAndFees)
    .where(and(eq(taxesAndFees.accountId, accountId), inArray(taxesAndFees.id, ids)))
    .orderBy(asc(taxesAndFees.id))
    .for('share');
}

/** The taxes and fees linked to any product of the event, share-locked in id order (as `lockAccountTaxes`). */
export async function lockTaxesOfEvent(executor: DbExecutor, eventId: string): Promise<TaxCurrencyRow[]> {
  const linked = executor
    .select({ id: productTaxesAndFees.taxAndFeeId })
    .from(productTaxesAndFees)
    .innerJoin(products, eq(products.id, productTaxesAndFees.productId))
    .where(eq(products.eventId, eventId));
  return executor
    .select(taxCurrencyColumns)
    .from(taxesAndFees)
    .where(inArray(taxesAndFees.id, linked))
    .orderBy(asc(taxesAndFees.id))
    .for('share');
}

/** Locks the prices of every product in a category and returns how many units they have sold in total. */
export async function lockSoldInCategory(executor: DbExecutor, categoryId: string): Promise<number> {
  const productIds = (
    await executor.select({ id: products.id }).from(products).where(eq(products.categoryId, categoryId))
  ).map((row) => row.id);
  const prices = await lockPrices(executor, productIds);
  return prices.reduce((total, price) => total + price.quantitySold, 0);
}

/** What going live needs to know about an event's catalogue. */
export async function catalogueFacts(
  executor: DbExecutor,
  eventId: string,
): Promise<{ hasVisibleProduct: boolean; hasPaidProduct: boolean }> {
  const [visible] = await executor
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.eventId, eventId), eq(products.isHidden, false)));
  // A donation can always collect money (buyers may give more than the minimum), so it needs a payment method.
  const [paid] = await executor
    .select({ total: count() })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(
      and(
        eq(products.eventId, eventId),
        sql`(${products.type} = 'DONATION' OR (${products.type} IN ('PAID', 'TIERED') AND ${productPrices.price} > 0))`,
      ),
    );
  return { hasVisibleProduct: (visible?.total ?? 0) > 0, hasPaidProduct: (paid?.total ?? 0) > 0 };
}

/** Which of the given ids are products of the event. */
export async function findEventProductIds(executor: DbExecutor, eventId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.eventId, eventId), inArray(products.id, ids)));
  return rows.map((row) => row.id);
}
