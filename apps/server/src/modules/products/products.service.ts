import { recordProductChange } from './product-domain-events';
import {
  productShapeProblems,
  type TList,
  type TProduct,
  type TProductCategory,
  type TProductShape,
  type ZCreateProduct,
  type ZSortProducts,
  type ZUpdateProduct,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { lockingTransaction, lockPricesToDelete, lockProductsToDelete } from '../../db/lock-order';
import type { FieldErrors } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/rich-text';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import {
  assertTaxLinksFit,
  copyablePriceFields,
  copyableProductFields,
  loadCategories,
  loadProduct,
  loadAdminProducts,
  requireCatalogueEvent,
  taxCurrencyProblems,
} from './catalogue.service';
import { findCategory, listCategories, updateCategory } from './product-categories.repository';
import { addError, applyPricePlan, planPrices, throwIfAny, toDate } from './product-prices.service';
import { productsHaveOrderLines } from '../orders/orders.repository';
import { productErrors, productMessages } from './products.errors';
import {
  deleteProduct,
  findProduct,
  insertPrices,
  insertProducts,
  insertTaxLinks,
  listPrices,
  listProductsOfEvent,
  listProductsPage,
  listTaxLinks,
  lockAccountTaxes,
  lockPrices,
  nextProductOrder,
  productsListResource,
  replaceTaxLinks,
  shiftProductsAfter,
  updateProduct,
  type ProductPriceRow,
  type ProductRow,
  type ProductValues,
} from './products.repository';

type Deps = IdentityDeps;
type CreateInput = z.output<typeof ZCreateProduct>;
type UpdateInput = z.output<typeof ZUpdateProduct>;

const TITLE_MAX = 255;
const COPY_SUFFIX = ' (Copy)';

const soldOf = (prices: ProductPriceRow[]) => prices.reduce((total, price) => total + price.quantitySold, 0);

/** Columns from a body; fields an update leaves out stay out, so they keep their stored value. */
function productValues(body: UpdateInput): ProductValues {
  const values: ProductValues = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = sanitizeRichText(body.description);
  if (body.type !== undefined) values.type = body.type;
  if (body.product_type !== undefined) values.productType = body.product_type;
  if (body.sale_start_date !== undefined) values.saleStartDate = toDate(body.sale_start_date);
  if (body.sale_end_date !== undefined) values.saleEndDate = toDate(body.sale_end_date);
  if (body.min_per_order !== undefined) values.minPerOrder = body.min_per_order ?? 1;
  if (body.max_per_order !== undefined) values.maxPerOrder = body.max_per_order;
  if (body.is_hidden !== undefined) values.isHidden = body.is_hidden;
  if (body.hide_before_sale_start_date !== undefined) values.hideBeforeSaleStartDate = body.hide_before_sale_start_date;
  if (body.hide_after_sale_end_date !== undefined) values.hideAfterSaleEndDate = body.hide_after_sale_end_date;
  if (body.hide_when_sold_out !== undefined) values.hideWhenSoldOut = body.hide_when_sold_out;
  if (body.is_hidden_without_promo_code !== undefined)
    values.isHiddenWithoutPromoCode = body.is_hidden_without_promo_code;
  if (body.show_quantity_remaining !== undefined) values.showQuantityRemaining = body.show_quantity_remaining;
  if (body.start_collapsed !== undefined) values.startCollapsed = body.start_collapsed;
  if (body.is_highlighted !== undefined) values.isHighlighted = body.is_highlighted;
  if (body.highlight_message !== undefined) values.highlightMessage = body.highlight_message || null;
  if (body.waitlist_enabled !== undefined) values.waitlistEnabled = body.waitlist_enabled;
  if (body.waitlist_processing_mode !== undefined) values.waitlistProcessingMode = body.waitlist_processing_mode;
  if (body.waitlist_offer_timeout_minutes !== undefined)
    values.waitlistOfferTimeoutMinutes = body.waitlist_offer_timeout_minutes;
  return values;
}

/** The account's own taxes and fees only, each fitting the event's currency (decision 118); each id once. */
async function checkTaxIds(
  executor: DbExecutor,
  input: { auth: AuthContext; currency: string; ids: string[]; errors: FieldErrors },
): Promise<string[]> {
  const unique = [...new Set(input.ids)];
  const found = await lockAccountTaxes(executor, input.auth.account.id, unique);
  const foundIds = new Set(found.map((tax) => tax.id));
  if (unique.some((id) => !foundIds.has(id))) addError(input.errors, 'tax_and_fee_ids', productMessages.unknownTax);
  for (const problem of taxCurrencyProblems(found, input.currency)) {
    addError(input.errors, 'tax_and_fee_ids', problem);
  }
  return unique;
}

/** The product an update would produce, for the cross-field rules shared with the create schema. */
function mergedShape(current: ProductRow, prices: ProductPriceRow[], body: UpdateInput): TProductShape {
  const pick = <T, S>(next: T | undefined, stored: S): T | S => (next === undefined ? stored : next);
  return {
    type: body.type ?? current.type,
    sale_start_date: pick(body.sale_start_date, current.saleStartDate),
    sale_end_date: pick(body.sale_end_date, current.saleEndDate),
    min_per_order: pick(body.min_per_order, current.minPerOrder),
    max_per_order: pick(body.max_per_order, current.maxPerOrder),
    prices:
      body.prices ??
      prices.map((price) => ({
        id: price.id,
        label: price.label,
        price: price.price,
        sale_start_date: price.saleStartDate,
        sale_end_date: price.saleEndDate,
      })),
  };
}

async function requireProduct(executor: DbExecutor, eventId: string, productId: string, lock = false) {
  const row = await findProduct(executor, { eventId, productId, lock });
  if (!row) throw productErrors.productNotFound();
  return row;
}

export async function listEventProducts(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TProduct>> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  const query = parseListQuery(productsListResource, input.rawQuery);
  const { rows, meta } = await listProductsPage(db, { eventId: event.id, query });
  return { data: await loadAdminProducts(db, rows), meta };
}

export async function getProduct(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; productId: string },
): Promise<TProduct> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  return loadProduct(db, await requireProduct(db, event.id, input.productId));
}

export async function createProduct(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: CreateInput },
): Promise<TProduct> {
  const { body } = input;
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const errors: FieldErrors = {};
    const category = await findCategory(tx, { eventId: event.id, categoryId: body.product_category_id });
    if (!category) addError(errors, 'product_category_id', productMessages.unknownCategory);
    const taxIds = await checkTaxIds(tx, { auth, currency: event.currency, ids: body.tax_and_fee_ids ?? [], errors });
    const plan = planPrices({ existing: [], prices: body.prices, isTiered: body.type === 'TIERED', errors });
    throwIfAny(errors);
    const [row] = await insertProducts(tx, [
      {
        ...productValues(body),
        title: body.title,
        type: body.type,
        accountId: auth.account.id,
        eventId: event.id,
        categoryId: category!.id,
        sortOrder: await nextProductOrder(tx, category!.id),
      },
    ]);
    await applyPricePlan(tx, row!.id, plan);
    await replaceTaxLinks(tx, row!.id, taxIds);
    await recordProductChange(deps, tx, { product: row!, organizerId: event.organizerId, type: 'product.created' });
    return loadProduct(tx, row!);
  });
}

export async function editProduct(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; productId: string; body: UpdateInput },
): Promise<TProduct> {
  const { body } = input;
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireProduct(tx, event.id, input.productId, true);
    const currentPrices = await lockPrices(tx, [current.id]);
    const hasSales = soldOf(currentPrices) > 0;
    const errors: FieldErrors = {};
    for (const problem of productShapeProblems(mergedShape(current, currentPrices, body))) {
      addError(errors, problem.path.join('.'), problem.message);
    }
    if (hasSales && body.type !== undefined && body.type !== current.type) {
      addError(errors, 'type', productMessages.typeLocked);
    }
    // Sold tickets created attendees (and add-ons did not); switching the kind would contradict them.
    if (hasSales && body.product_type !== undefined && body.product_type !== current.productType) {
      addError(errors, 'product_type', productMessages.productTypeLocked);
    }
    let placement = { categoryId: current.categoryId, sortOrder: current.sortOrder };
    if (body.product_category_id !== undefined && body.product_category_id !== current.categoryId) {
      const category = await findCategory(tx, { eventId: event.id, categoryId: body.product_category_id });
      if (!category) addError(errors, 'product_category_id', productMessages.unknownCategory);
      else placement = { categoryId: category.id, sortOrder: await nextProductOrder(tx, category.id) };
    }
    const taxIds = body.tax_and_fee_ids
      ? await checkTaxIds(tx, { auth, currency: event.currency, ids: body.tax_and_fee_ids, errors })
      : null;
    const type = body.type ?? current.type;
    const plan = body.prices
      ? planPrices({ existing: currentPrices, prices: body.prices, isTiered: type === 'TIERED', errors })
      : null;
    throwIfAny(errors);
    if (plan) await lockPricesToDelete(tx, plan.removals);
    const row = await updateProduct(tx, current.id, { ...productValues(body), ...placement });
    if (plan) await applyPricePlan(tx, current.id, plan);
    if (taxIds) await replaceTaxLinks(tx, current.id, taxIds);
    await recordProductChange(deps, tx, { product: row, organizerId: event.organizerId, type: 'product.updated' });
    return loadProduct(tx, row);
  });
}

export async function removeProduct(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; productId: string },
): Promise<void> {
  await lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireProduct(tx, event.id, input.productId, true);
    // Sales are history: orders, attendees and reports point at the product, so it can only be hidden.
    const prices = await lockPrices(tx, [current.id]);
    if (soldOf(prices) > 0) throw productErrors.productHasSales();
    // Taken without waiting (decision 119); once held, no order line of the product is being written.
    await lockProductsToDelete(tx, [current.id]);
    await lockPricesToDelete(
      tx,
      prices.map((price) => price.id),
    );
    if (await productsHaveOrderLines(tx, [current.id])) throw productErrors.productHasSales();
    await deleteProduct(tx, current.id);
    await recordProductChange(deps, tx, { product: current, organizerId: event.organizerId, type: 'product.deleted' });
  });
}

function copyTitle(title: string): string {
  let base = title;
  while ((base + COPY_SUFFIX).length > TITLE_MAX) base = Array.from(base).slice(0, -1).join('');
  return base + COPY_SUFFIX;
}

/** A copy right after the original: same settings, prices (nothing sold) and taxes. */
export async function duplicateProduct(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; productId: string },
): Promise<TProduct> {
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const source = await requireProduct(tx, event.id, input.productId);
    const prices = await listPrices(tx, [source.id]);
    const links = await listTaxLinks(tx, [source.id]);
    await assertTaxLinksFit(tx, { accountId: source.accountId, links, currency: event.currency });
    await shiftProductsAfter(tx, { categoryId: source.categoryId, after: source.sortOrder });
    const [copy] = await insertProducts(tx, [
      {
        ...copyableProductFields(source),
        accountId: source.accountId,
        eventId: source.eventId,
        title: copyTitle(source.title),
        sortOrder: source.sortOrder + 1,
      },
    ]);
    await insertPrices(
      tx,
      prices.map((price) => ({ ...copyablePriceFields(price), productId: copy!.id })),
    );
    await insertTaxLinks(
      tx,
      links.map((link) => ({ productId: copy!.id, taxAndFeeId: link.taxAndFeeId })),
    );
    await recordProductChange(deps, tx, { product: copy!, organizerId: event.organizerId, type: 'product.created' });
    return loadProduct(tx, copy!);
  });
}

/**
 * Reorders categories (listed ones take their array position, the others follow in their current order)
 * and places each listed product in its category at its `order`, moving it between categories if needed.
 */
export async function sortProducts(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: z.output<typeof ZSortProducts> },
): Promise<TProductCategory[]> {
  const entries = input.body.sorted_categories;
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const categories = new Map((await listCategories(tx, event.id)).map((row) => [row.id, row]));
    const productRows = new Map((await listProductsOfEvent(tx, event.id)).map((row) => [row.id, row]));
    const errors: FieldErrors = {};
    const listedCategories = new Set<string>();
    const listedProducts = new Set<string>();
    entries.forEach((entry, i) => {
      const key = `sorted_categories.${i}.product_category_id`;
      if (!categories.has(entry.product_category_id)) addError(errors, key, productMessages.unknownCategory);
      else if (listedCategories.has(entry.product_category_id)) addError(errors, key, productMessages.listedTwice);
      listedCategories.add(entry.product_category_id);
      entry.sorted_products.forEach((product, j) => {
        const productKey = `sorted_categories.${i}.sorted_products.${j}.id`;
        if (!productRows.has(product.id)) addError(errors, productKey, productMessages.unknownProduct);
        else if (listedProducts.has(product.id)) addError(errors, productKey, productMessages.listedTwice);
        listedProducts.add(product.id);
      });
    });
    throwIfAny(errors);

    const order = [
      ...entries.map((entry) => entry.product_category_id),
      ...[...categories.keys()].filter((id) => !listedCategories.has(id)),
    ];
    for (const [index, id] of order.entries()) {
      if (categories.get(id)!.sortOrder !== index) await updateCategory(tx, id, { sortOrder: index });
    }
    for (const entry of entries) {
      for (const product of entry.sorted_products) {
        const row = productRows.get(product.id)!;
        if (row.categoryId === entry.product_category_id && row.sortOrder === product.order) continue;
        await updateProduct(tx, row.id, { categoryId: entry.product_category_id, sortOrder: product.order });
      }
    }
    return loadCategories(tx, event.id);
  });
}
