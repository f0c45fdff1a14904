import type { TProductCategory, ZCreateProductCategory, ZUpdateProductCategory } from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { lockingTransaction } from '../../db/lock-order';
import { sanitizeRichText } from '../../lib/rich-text';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { loadCategories, requireCatalogueEvent } from './catalogue.service';
import {
  countCategories,
  deleteCategory,
  findCategory,
  insertCategories,
  nextCategoryOrder,
  updateCategory,
  type ProductCategoryValues,
} from './product-categories.repository';
import { categoryHasOrderLines } from '../orders/orders.repository';
import { productErrors } from './products.errors';
import { lockSoldInCategory } from './products.repository';

type Deps = IdentityDeps;
type UpdateInput = z.output<typeof ZUpdateProductCategory>;

function categoryValues(body: UpdateInput): ProductCategoryValues {
  const values: ProductCategoryValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.description !== undefined) values.description = sanitizeRichText(body.description);
  if (body.is_hidden !== undefined) values.isHidden = body.is_hidden;
  if (body.no_products_message !== undefined) values.noProductsMessage = body.no_products_message || null;
  return values;
}

async function requireCategory(executor: DbExecutor, eventId: string, categoryId: string, lock = false) {
  const row = await findCategory(executor, { eventId, categoryId, lock });
  if (!row) throw productErrors.categoryNotFound();
  return row;
}

async function loadOne(executor: DbExecutor, eventId: string, categoryId: string): Promise<TProductCategory> {
  return (await loadCategories(executor, eventId, await requireCategory(executor, eventId, categoryId)))[0]!;
}

export async function listEventCategories(deps: Deps, auth: AuthContext, eventId: string): Promise<TProductCategory[]> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, eventId);
  return loadCategories(db, event.id);
}

export async function getCategory(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; categoryId: string },
): Promise<TProductCategory> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  return loadOne(db, event.id, input.categoryId);
}

/** A new category goes last. */
export async function createCategory(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: z.output<typeof ZCreateProductCategory> },
): Promise<TProductCategory> {
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const [row] = await insertCategories(tx, [
      {
        ...categoryValues(input.body),
        name: input.body.name,
        eventId: event.id,
        sortOrder: await nextCategoryOrder(tx, event.id),
      },
    ]);
    return loadOne(tx, event.id, row!.id);
  });
}

export async function editCategory(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; categoryId: string; body: UpdateInput },
): Promise<TProductCategory> {
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireCategory(tx, event.id, input.categoryId, true);
    await updateCategory(tx, current.id, categoryValues(input.body));
    return loadOne(tx, event.id, current.id);
  });
}

/**
 * Deletes a category with its products. An event always keeps one category (new products need a home),
 * and a category whose products have sold stays: those sales belong to products that must not vanish.
 */
export async function removeCategory(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; categoryId: string },
): Promise<void> {
  await lockingTransaction(deps.database, async (tx) => {
    // The event lock serialises deletions, so two concurrent calls cannot remove the last two categories.
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireCategory(tx, event.id, input.categoryId, true);
    if ((await countCategories(tx, event.id)) <= 1) throw productErrors.lastCategory();
    if ((await lockSoldInCategory(tx, current.id)) > 0) throw productErrors.categoryHasSales();
    if (await categoryHasOrderLines(tx, current.id)) throw productErrors.categoryHasSales();
    await deleteCategory(tx, current.id);
  });
}
