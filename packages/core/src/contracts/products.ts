import { z } from 'zod';
import { ZDateTimeInput as ZDateTime } from './input-hygiene';
import { waitlistProductShape } from './waitlist';

/**
 * Product categories, products and their prices (spec §4 "Catalogue", docs/decisions/019-products-and-prices.md).
 * Money is integer minor units of the event's currency; quantities are whole units.
 */

/** The price type of a product: how its price is set. */
export const PRODUCT_PRICE_TYPES = ['PAID', 'FREE', 'DONATION', 'TIERED'] as const;
export type TProductPriceType = (typeof PRODUCT_PRICE_TYPES)[number];

/** TICKET creates an attendee per unit; GENERAL is an add-on (merchandise, parking) with no attendee. */
export const PRODUCT_TYPES = ['TICKET', 'GENERAL'] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];

/** What a buyer could do with a product or price right now (computed, never stored). */
export const PRODUCT_SALES_STATUSES = ['ON_SALE', 'NOT_YET_ON_SALE', 'SALE_ENDED', 'SOLD_OUT', 'HIDDEN'] as const;
export type TProductSalesStatus = (typeof PRODUCT_SALES_STATUSES)[number];

/** The per-order maximum when a product sets none (spec §16.7). */
export const DEFAULT_MAX_PER_ORDER = 100;
/** Upper bound of min/max per order, to keep inputs sane. */
export const PER_ORDER_LIMIT = 10_000;
/** Largest price and quantity a field accepts: fits the integer columns with room to spare. */
export const MAX_PRICE_AMOUNT = 1_000_000_000;
export const MAX_QUANTITY = 1_000_000_000;
export const MAX_PRICES_PER_PRODUCT = 100;

const ZAmount = z
  .number({ error: 'Enter an amount in minor units (cents).' })
  .int({ error: 'Use a whole number of minor units (cents).' })
  .min(0, { error: 'A price cannot be negative.' })
  .max(MAX_PRICE_AMOUNT);
const ZQuantity = z
  .number()
  .int({ error: 'Use a whole number.' })
  .min(0, { error: 'A quantity cannot be negative.' })
  .max(MAX_QUANTITY);
const ZPerOrder = z
  .number()
  .int({ error: 'Use a whole number.' })
  .min(1, { error: 'At least 1.' })
  .max(PER_ORDER_LIMIT);

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

export const ZProductPrice = z
  .object({
    id: z.uuid(),
    /** The tier's name; required for TIERED, usually null otherwise. */
    label: z.string().nullable(),
    /** Minor units. FREE: 0. DONATION: the minimum a buyer pays. */
    price: z.number().int(),
    /** null = unlimited. */
    initial_quantity_available: z.number().int().nullable(),
    quantity_sold: z.number().int(),
    /** What is left to sell (initial − sold − live holds, capped by active capacity assignments); null when unlimited. */
    quantity_available: z.number().int().nullable(),
    is_sold_out: z.boolean(),
    /** A tier's own sale window (TIERED only), within the product's. */
    sale_start_date: z.string().nullable(),
    sale_end_date: z.string().nullable(),
    is_hidden: z.boolean(),
    order: z.number().int(),
    sales_status: z.enum(PRODUCT_SALES_STATUSES),
  })
  .meta({ id: 'ProductPrice' });
export type TProductPrice = z.infer<typeof ZProductPrice>;

export const ZProduct = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    product_category_id: z.uuid(),
    /** The same as product_category_id. */
    category_id: z.uuid(),
    title: z.string(),
    /** Sanitised HTML. */
    description: z.string().nullable(),
    type: z.enum(PRODUCT_PRICE_TYPES),
    product_type: z.enum(PRODUCT_TYPES),
    sale_start_date: z.string().nullable(),
    sale_end_date: z.string().nullable(),
    min_per_order: z.number().int(),
    /** null = the default of 100 applies. */
    max_per_order: z.number().int().nullable(),
    is_hidden: z.boolean(),
    hide_before_sale_start_date: z.boolean(),
    hide_after_sale_end_date: z.boolean(),
    hide_when_sold_out: z.boolean(),
    is_hidden_without_promo_code: z.boolean(),
    show_quantity_remaining: z.boolean(),
    start_collapsed: z.boolean(),
    is_highlighted: z.boolean(),
    highlight_message: z.string().nullable(),
    /** The waiting list of a sold-out product (issue 31): null follows the event's settings. */
    ...waitlistProductShape,
    /** People on its waiting list, not yet offered (admin reads only). */
    waitlist_entry_count: z.number().int().nonnegative().optional(),
    /** Anyone is on its waiting list, not yet offered (admin reads only). */
    has_waiting_entries: z.boolean().optional(),
    order: z.number().int(),
    tax_and_fee_ids: z.array(z.uuid()),
    prices: z.array(ZProductPrice),
    /** Sum over the prices. */
    quantity_sold: z.number().int(),
    /** Sum over the prices; null when any price is unlimited. */
    quantity_available: z.number().int().nullable(),
    /** Every price is sold out. */
    is_sold_out: z.boolean(),
    sales_status: z.enum(PRODUCT_SALES_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Product' });
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductCategory = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    name: z.string(),
    /** Sanitised HTML. */
    description: z.string().nullable(),
    is_hidden: z.boolean(),
    /** Shown publicly when the category has nothing to sell. */
    no_products_message: z.string().nullable(),
    order: z.number().int(),
    products: z.array(ZProduct),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ProductCategory' });
export type TProductCategory = z.infer<typeof ZProductCategory>;

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

const categoryFields = {
  name: z.string().trim().min(1, { error: 'Enter a name.' }).max(50),
  description: z.string().max(5000).nullable().optional(),
  is_hidden: z.boolean().optional(),
  no_products_message: z.string().trim().max(255).nullable().optional(),
};

export const ZCreateProductCategory = z.object(categoryFields).meta({ id: 'CreateProductCategory' });
export type TCreateProductCategory = z.input<typeof ZCreateProductCategory>;
/** Fields left out keep their value. Order changes go through `POST /events/{id}/products/sort`. */
export const ZUpdateProductCategory = z.object(categoryFields).partial().meta({ id: 'UpdateProductCategory' });
export type TUpdateProductCategory = z.input<typeof ZUpdateProductCategory>;

/**
 * One price in a create or update body. The array order is the display order. On update, an entry with
 * the `id` of an existing price keeps that price (and its sold count); one without an `id` adds a price;
 * existing prices left out are removed.
 */
export const ZProductPriceInput = z
  .object({
    id: z.uuid().optional(),
    label: z.string().trim().max(255).nullable().optional(),
    price: ZAmount,
    initial_quantity_available: ZQuantity.nullable().optional(),
    sale_start_date: ZDateTime.nullable().optional(),
    sale_end_date: ZDateTime.nullable().optional(),
    is_hidden: z.boolean().optional(),
  })
  .meta({ id: 'ProductPriceEntry' });
export type TProductPriceInput = z.input<typeof ZProductPriceInput>;

const productFields = {
  product_category_id: z.uuid(),
  title: z.string().trim().min(1, { error: 'Enter a title.' }).max(255),
  description: z.string().max(50_000).nullable().optional(),
  type: z.enum(PRODUCT_PRICE_TYPES),
  product_type: z.enum(PRODUCT_TYPES).optional(),
  sale_start_date: ZDateTime.nullable().optional(),
  sale_end_date: ZDateTime.nullable().optional(),
  min_per_order: ZPerOrder.nullable().optional(),
  max_per_order: ZPerOrder.nullable().optional(),
  is_hidden: z.boolean().optional(),
  hide_before_sale_start_date: z.boolean().optional(),
  hide_after_sale_end_date: z.boolean().optional(),
  hide_when_sold_out: z.boolean().optional(),
  is_hidden_without_promo_code: z.boolean().optional(),
  show_quantity_remaining: z.boolean().optional(),
  start_collapsed: z.boolean().optional(),
  is_highlighted: z.boolean().optional(),
  highlight_message: z.string().trim().max(255).nullable().optional(),
  waitlist_enabled: waitlistProductShape.waitlist_enabled.optional(),
  waitlist_processing_mode: waitlistProductShape.waitlist_processing_mode.optional(),
  waitlist_offer_timeout_minutes: waitlistProductShape.waitlist_offer_timeout_minutes.optional(),
  tax_and_fee_ids: z.array(z.uuid()).max(50).optional(),
  prices: z
    .array(ZProductPriceInput)
    .min(1, { error: 'Add a price.' })
    .max(MAX_PRICES_PER_PRODUCT, { error: `At most ${MAX_PRICES_PER_PRODUCT} prices.` }),
};

type TDateLike = string | Date;

/** The fields the cross-field rules look at; a create body, or an update merged over the stored product. */
export type TProductShape = {
  type: TProductPriceType;
  sale_start_date?: TDateLike | null;
  sale_end_date?: TDateLike | null;
  min_per_order?: number | null;
  max_per_order?: number | null;
  prices: readonly {
    id?: string | null;
    label?: string | null;
    price: number;
    sale_start_date?: TDateLike | null;
    sale_end_date?: TDateLike | null;
  }[];
};

export type TProductShapeProblem = { path: (string | number)[]; message: string };

const timeOf = (value: TDateLike | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).getTime();

const endsAfterStart = (start: TDateLike | null | undefined, end: TDateLike | null | undefined) => {
  const from = timeOf(start);
  const to = timeOf(end);
  return from === null || to === null || to > from;
};

/**
 * The rules that span several fields of a product: sale windows, per-order limits and what each price
 * type allows. Used by the create schema and by the server on an update merged over the stored product,
 * so both paths answer the same 422s.
 */
export function productShapeProblems(product: TProductShape): TProductShapeProblem[] {
  const problems: TProductShapeProblem[] = [];
  const add = (path: (string | number)[], message: string) => problems.push({ path, message });
  if (!endsAfterStart(product.sale_start_date, product.sale_end_date)) {
    add(['sale_end_date'], 'The sale must end after it starts.');
  }
  const min = product.min_per_order ?? 1;
  if (product.max_per_order !== null && product.max_per_order !== undefined) {
    if (product.max_per_order < min) add(['max_per_order'], 'The maximum per order cannot be below the minimum.');
  } else if (min > DEFAULT_MAX_PER_ORDER) {
    add(['min_per_order'], `Without a maximum per order, the minimum can be at most ${DEFAULT_MAX_PER_ORDER}.`);
  }

  const isTiered = product.type === 'TIERED';
  // An empty list is the schema's own error (`min(1)`), not repeated here.
  if (!isTiered && product.prices.length > 1) {
    add(['prices'], 'This price type has exactly one price; use TIERED for several.');
  }
  const seenLabels = new Set<string>();
  const seenIds = new Set<string>();
  product.prices.forEach((price, index) => {
    if (price.id) {
      if (seenIds.has(price.id)) add(['prices', index, 'id'], 'This price appears twice.');
      seenIds.add(price.id);
    }
    if (product.type === 'FREE' && price.price !== 0) add(['prices', index, 'price'], 'A free product costs 0.');
    if (isTiered) {
      const label = price.label?.trim().toLowerCase() ?? '';
      if (!label) add(['prices', index, 'label'], 'Name each tier.');
      else if (seenLabels.has(label)) add(['prices', index, 'label'], 'Each tier needs its own name.');
      seenLabels.add(label);
      if (!endsAfterStart(price.sale_start_date, price.sale_end_date)) {
        add(['prices', index, 'sale_end_date'], "The tier's sale must end after it starts.");
      }
    } else {
      for (const key of ['sale_start_date', 'sale_end_date'] as const) {
        if (price[key] !== null && price[key] !== undefined) {
          add(['prices', index, key], "Only tiers have their own sale window; use the product's.");
        }
      }
    }
  });
  return problems;
}

export const ZCreateProduct = z
  .object(productFields)
  .superRefine((value, context) => {
    for (const problem of productShapeProblems(value)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  })
  .meta({ id: 'CreateProduct' });
export type TCreateProduct = z.input<typeof ZCreateProduct>;

/**
 * Fields left out keep their value; `prices`, when sent, is the whole new list. The cross-field rules
 * are checked on the result (the server merges, then applies `productShapeProblems`).
 */
export const ZUpdateProduct = z.object(productFields).partial().meta({ id: 'UpdateProduct' });
export type TUpdateProduct = z.input<typeof ZUpdateProduct>;

/**
 * Reorders categories (in array order) and the products inside them (by `order`); a product listed under
 * another category of the same event moves there. Categories and products left out keep their place.
 */
export const ZSortProducts = z
  .object({
    sorted_categories: z
      .array(
        z.object({
          product_category_id: z.uuid(),
          sorted_products: z
            .array(z.object({ id: z.uuid(), order: z.number().int().min(0).max(1_000_000) }))
            .max(1000)
            .default([]),
        }),
      )
      .min(1)
      .max(200),
  })
  .meta({ id: 'SortProducts' });
export type TSortProducts = z.input<typeof ZSortProducts>;
