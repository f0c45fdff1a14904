import type { ZCreateProduct } from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { productMessages } from './products.errors';
import {
  deletePrices,
  insertPrices,
  updatePrice,
  type ProductPriceRow,
  type ProductPriceValues,
} from './products.repository';

/** How a product's price list changes: new prices, kept prices (with their sales) and removed ones. */

type PriceInput = z.output<typeof ZCreateProduct>['prices'][number];

export const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

export function addError(errors: FieldErrors, key: string, message: string): void {
  const messages = (errors[key] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

function priceValues(input: PriceInput, order: number, isTiered: boolean): ProductPriceValues {
  return {
    label: input.label || null,
    price: input.price,
    initialQuantityAvailable: input.initial_quantity_available ?? null,
    // Only tiers have their own window (the schema refuses one elsewhere).
    saleStartDate: isTiered ? toDate(input.sale_start_date) : null,
    saleEndDate: isTiered ? toDate(input.sale_end_date) : null,
    isHidden: input.is_hidden ?? false,
    sortOrder: order,
  };
}

export type PricePlan = {
  updates: { id: string; values: ProductPriceValues }[];
  inserts: ProductPriceValues[];
  removals: string[];
};

/**
 * Matches the new price list against the stored one: an entry with a stored id keeps that price and its
 * sales, one without an id is new, and stored prices left out are removed. Prices with sales can be
 * neither removed nor given fewer units than they sold.
 */
export function planPrices(input: {
  existing: ProductPriceRow[];
  prices: PriceInput[];
  isTiered: boolean;
  errors: FieldErrors;
}): PricePlan {
  const byId = new Map(input.existing.map((price) => [price.id, price]));
  const kept = new Set<string>();
  const plan: PricePlan = { updates: [], inserts: [], removals: [] };
  input.prices.forEach((price, index) => {
    const values = priceValues(price, index, input.isTiered);
    if (!price.id) {
      plan.inserts.push(values);
      return;
    }
    const current = byId.get(price.id);
    if (!current) {
      addError(input.errors, `prices.${index}.id`, productMessages.unknownPrice);
      return;
    }
    kept.add(current.id);
    const quantity = values.initialQuantityAvailable;
    if (quantity !== null && quantity !== undefined && quantity < current.quantitySold) {
      addError(
        input.errors,
        `prices.${index}.initial_quantity_available`,
        productMessages.quantityBelowSold(current.quantitySold),
      );
    }
    plan.updates.push({ id: current.id, values });
  });
  for (const current of input.existing) {
    if (kept.has(current.id)) continue;
    if (current.quantitySold > 0) addError(input.errors, 'prices', productMessages.priceWithSales);
    plan.removals.push(current.id);
  }
  return plan;
}

export async function applyPricePlan(executor: DbExecutor, productId: string, plan: PricePlan): Promise<void> {
  await deletePrices(executor, plan.removals);
  for (const update of plan.updates) await updatePrice(executor, update.id, update.values);
  await insertPrices(
    executor,
    plan.inserts.map((values) => ({ ...values, productId })),
  );
}
