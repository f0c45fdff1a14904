import { randomUUID } from 'node:crypto';
import { taxFitsCurrency, type TCapacityLimit, type TProduct, type TProductCategory } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/sessions.service';
import { listCapacityLimits } from '../capacity/capacity.repository';
import { reservedQuantities } from '../orders/orders.repository';
import { findEvent, type EventRow } from '../events/events.repository';
import { insertCategories, listCategories, type ProductCategoryRow } from './product-categories.repository';
import { productMessages } from './products.errors';
import { toProduct, toProductCategory } from './products.mapper';
import {
  catalogueFacts,
  findEventProductIds,
  findProduct,
  insertPrices,
  insertProducts,
  insertTaxLinks,
  listPrices,
  listProductsOfCategory,
  listProductsOfEvent,
  listTaxLinks,
  lockAccountTaxes,
  lockTaxesOfEvent,
  type ProductPriceRow,
  type ProductRow,
  type TaxCurrencyRow,
} from './products.repository';
import { waitingPeoplePerProduct } from '../waitlist/waitlist-counts';

/**
 * What the products module shares: the event guard, loading products with their prices, taxes and the
 * capacity assignments that cap them, checking product ids of an event, and the pieces the events module
 * uses (go-live checks, copying a catalogue into a duplicated event).
 */

/** The event if it belongs to the caller's account; another account's id answers 404. */
export async function requireCatalogueEvent(
  executor: DbExecutor,
  auth: AuthContext,
  eventId: string,
  lock = false,
): Promise<EventRow> {
  const event = await findEvent(executor, { accountId: auth.account.id, eventId, lock });
  if (!event) throw AppError.notFound('event');
  return event;
}

/**
 * Products to DTOs with their prices, tax ids and capacity limits, in three queries for any number of
 * products. Availability and sold-out states include the ACTIVE capacity assignments each product is in.
 */
export async function loadProducts(
  executor: DbExecutor,
  rows: ProductRow[],
  now = new Date(),
  /**
   * Rows of these products the caller already holds (a reservation's locked prices, its tax links), and an
   * order of the caller's transaction whose holds are not counted (a reservation checking the others' holds).
   */
  known: {
    prices?: ProductPriceRow[];
    taxLinks?: Awaited<ReturnType<typeof listTaxLinks>>;
    excludeOrderId?: string;
  } = {},
): Promise<TProduct[]> {
  const ids = rows.map((row) => row.id);
  // Sequential on purpose: the executor may be a transaction, whose single connection runs one statement at a time.
  const prices = known.prices ?? (await listPrices(executor, ids));
  const links = known.taxLinks ?? (await listTaxLinks(executor, ids));
  const limits = await listCapacityLimits(executor, ids, known.excludeOrderId);
  const reserved = await reservedQuantities(
    executor,
    prices.map((price) => price.id),
    now,
    known.excludeOrderId,
  );
  return productsFromRows(rows, { prices, taxLinks: links, limits, reserved, now });
}

/** `loadProducts` on rows already read: the product read model from prices, tax links, capacity limits and holds. */
export function productsFromRows(
  rows: ProductRow[],
  input: {
    prices: ProductPriceRow[];
    taxLinks: { productId: string; taxAndFeeId: string }[];
    limits: (TCapacityLimit & { productId: string })[];
    reserved: ReadonlyMap<string, number>;
    now: Date;
  },
): TProduct[] {
  const pricesOf = groupBy(input.prices, (price) => price.productId);
  const taxesOf = groupBy(input.taxLinks, (link) => link.productId);
  const limitsOf = groupBy(input.limits, (limit) => limit.productId);
  return rows.map((row) =>
    toProduct(row, {
      prices: pricesOf.get(row.id) ?? [],
      taxAndFeeIds: (taxesOf.get(row.id) ?? []).map((link) => link.taxAndFeeId),
      capacityLimits: (limitsOf.get(row.id) ?? []).map(({ productId: _product, ...limit }): TCapacityLimit => limit),
      reserved: input.reserved,
      now: input.now,
    }),
  );
}

/**
 * The given ids deduplicated, with the ones that are not products of the event reported under `field`
 * (the modules that link to products: capacity assignments, questions, promo codes).
 */
export async function checkEventProductIds(
  executor: DbExecutor,
  input: { eventId: string; ids: readonly string[]; field: string; errors: Record<string, string[]> },
): Promise<string[]> {
  const unique = [...new Set(input.ids)];
  const found = new Set(await findEventProductIds(executor, input.eventId, unique));
  if (unique.some((id) => !found.has(id))) {
    const messages = (input.errors[input.field] ??= []);
    messages.push('Choose products of this event.');
  }
  return unique;
}

/**
 * The organizer's read model: `loadProducts` with how many people wait for each product (issue 31). Buyers' reads
 * and reservations use `loadProducts`, which does not ask.
 */
export async function loadAdminProducts(executor: DbExecutor, rows: ProductRow[]): Promise<TProduct[]> {
  const products = await loadProducts(executor, rows);
  const waiting = await waitingPeoplePerProduct(
    executor,
    rows.map((row) => row.id),
  );
  return products.map((product) => {
    const people = waiting.get(product.id) ?? 0;
    return { ...product, waitlist_entry_count: people, has_waiting_entries: people > 0 };
  });
}

export async function loadProduct(executor: DbExecutor, row: ProductRow): Promise<TProduct> {
  return (await loadAdminProducts(executor, [row]))[0]!;
}

/** A product's resource without a caller (a webhook's payload), or null when it is gone. */
export async function readProduct(
  executor: DbExecutor,
  input: { eventId: string; productId: string },
): Promise<TProduct | null> {
  const row = await findProduct(executor, input);
  return row ? loadProduct(executor, row) : null;
}

/** Categories in order, each with its products in order. */
export async function loadCategories(
  executor: DbExecutor,
  eventId: string,
  only?: ProductCategoryRow,
): Promise<TProductCategory[]> {
  const categories = only ? [only] : await listCategories(executor, eventId);
  const rows = only ? await listProductsOfCategory(executor, only.id) : await listProductsOfEvent(executor, eventId);
  const productsOf = groupBy(await loadAdminProducts(executor, rows), (product) => product.product_category_id);
  return categories.map((category) => toProductCategory(category, productsOf.get(category.id) ?? []));
}

export async function catalogueGoLiveFacts(executor: DbExecutor, eventId: string) {
  return catalogueFacts(executor, eventId);
}

/** Why each of these taxes and fees cannot apply to prices in `currency`: fixed amounts of another currency. */
export function taxCurrencyProblems(taxes: TaxCurrencyRow[], currency: string): string[] {
  return taxes
    .filter((tax) => !taxFitsCurrency(tax, currency))
    .map((tax) => productMessages.taxInOtherCurrency(tax, currency));
}

/**
 * Copies carry their original's tax links into prices of `currency`; a link that would not fit is refused under
 * `tax_and_fee_ids` rather than copied (it would never be charged) or left out (the copy would differ unseen).
 */
export async function assertTaxLinksFit(
  executor: DbExecutor,
  input: { accountId: string; links: { taxAndFeeId: string }[]; currency: string },
): Promise<void> {
  const ids = [...new Set(input.links.map((link) => link.taxAndFeeId))];
  const problems = taxCurrencyProblems(await lockAccountTaxes(executor, input.accountId, ids), input.currency);
  if (problems.length > 0) throw AppError.validation({ tax_and_fee_ids: problems });
}

/**
 * Why the event's prices cannot move to `currency`: fixed taxes and fees of another currency on its products
 * (the caller holds the event's lock, so no product of it gains a link meanwhile).
 */
export async function eventCurrencyProblems(
  executor: DbExecutor,
  input: { eventId: string; currency: string },
): Promise<string[]> {
  return (await lockTaxesOfEvent(executor, input.eventId))
    .filter((tax) => !taxFitsCurrency(tax, input.currency))
    .map((tax) => productMessages.currencyOfAttachedTax(tax, input.currency));
}

export type CatalogueIdMaps = {
  categoryIds: Map<string, string>;
  productIds: Map<string, string>;
  priceIds: Map<string, string>;
};

/**
 * Copies an event's categories, products, prices (sold counts start again at 0) and tax links into
 * another event of the same account, priced in `currency`. Ids are chosen here, so the old → new maps are known
 * without relying on the order rows come back from a multi-row insert.
 */
export async function copyEventCatalogue(
  executor: DbExecutor,
  input: { accountId: string; sourceEventId: string; targetEventId: string; currency: string },
): Promise<CatalogueIdMaps> {
  const maps: CatalogueIdMaps = { categoryIds: new Map(), productIds: new Map(), priceIds: new Map() };
  const categories = await listCategories(executor, input.sourceEventId);
  await insertCategories(
    executor,
    categories.map((category) => {
      const id = randomUUID();
      maps.categoryIds.set(category.id, id);
      return {
        id,
        eventId: input.targetEventId,
        name: category.name,
        description: category.description,
        isHidden: category.isHidden,
        noProductsMessage: category.noProductsMessage,
        sortOrder: category.sortOrder,
      };
    }),
  );
  const sourceProducts = await listProductsOfEvent(executor, input.sourceEventId);
  await insertProducts(
    executor,
    sourceProducts.map((product) => {
      const id = randomUUID();
      maps.productIds.set(product.id, id);
      return {
        ...copyableProductFields(product),
        id,
        accountId: input.accountId,
        eventId: input.targetEventId,
        categoryId: maps.categoryIds.get(product.categoryId)!,
      };
    }),
  );
  const sourceIds = sourceProducts.map((product) => product.id);
  const prices = await listPrices(executor, sourceIds);
  const links = await listTaxLinks(executor, sourceIds);
  await assertTaxLinksFit(executor, { accountId: input.accountId, links, currency: input.currency });
  await insertPrices(
    executor,
    prices.map((price) => {
      const id = randomUUID();
      maps.priceIds.set(price.id, id);
      return { ...copyablePriceFields(price), id, productId: maps.productIds.get(price.productId)! };
    }),
  );
  await insertTaxLinks(
    executor,
    links.map((link) => ({ productId: maps.productIds.get(link.productId)!, taxAndFeeId: link.taxAndFeeId })),
  );
  return maps;
}

/** Everything an organizer set on a product; ids, owners and timestamps are the copy's own. */
export function copyableProductFields(row: ProductRow) {
  const { id: _id, accountId: _account, eventId: _event, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return fields;
}

/** A price's settings without its sales: a copy starts with nothing sold. */
export function copyablePriceFields(row: ProductPriceRow) {
  const {
    id: _id,
    productId: _product,
    quantitySold: _sold,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = row;
  return fields;
}
