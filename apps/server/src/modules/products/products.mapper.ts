import {
  isPriceSoldOut,
  isProductSoldOut,
  priceQuantityAvailable,
  priceSalesStatus,
  productQuantityAvailable,
  productSalesStatus,
  type TCapacityLimit,
  type TCataloguePrice,
  type TCatalogueProduct,
  type TProduct,
  type TProductCategory,
  type TProductPrice,
} from '@marquee/core';
import type { ProductCategoryRow } from './product-categories.repository';
import type { ProductPriceRow, ProductRow } from './products.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toCataloguePrice(row: ProductPriceRow, reserved: ReadonlyMap<string, number> | undefined): TCataloguePrice {
  return {
    price: row.price,
    initial_quantity_available: row.initialQuantityAvailable,
    quantity_sold: row.quantitySold,
    // Live reservations: RESERVED orders whose reserved_until is still ahead.
    quantity_reserved: reserved?.get(row.id) ?? 0,
    sale_start_date: row.saleStartDate,
    sale_end_date: row.saleEndDate,
    is_hidden: row.isHidden,
  };
}

/** The stored product as the core catalogue rules read it, capped by the capacity assignments it is in. */
export function toCatalogueProduct(
  row: ProductRow,
  prices: ProductPriceRow[],
  capacityLimits: TCapacityLimit[] = [],
  reserved?: ReadonlyMap<string, number>,
): TCatalogueProduct {
  return {
    type: row.type,
    sale_start_date: row.saleStartDate,
    sale_end_date: row.saleEndDate,
    is_hidden: row.isHidden,
    hide_before_sale_start_date: row.hideBeforeSaleStartDate,
    hide_after_sale_end_date: row.hideAfterSaleEndDate,
    hide_when_sold_out: row.hideWhenSoldOut,
    is_hidden_without_promo_code: row.isHiddenWithoutPromoCode,
    prices: prices.map((price) => toCataloguePrice(price, reserved)),
    capacity_limits: capacityLimits,
  };
}

export function toProduct(
  row: ProductRow,
  input: {
    prices: ProductPriceRow[];
    taxAndFeeIds: string[];
    capacityLimits?: TCapacityLimit[];
    reserved?: ReadonlyMap<string, number>;
    now: Date;
  },
): TProduct {
  const catalogue = toCatalogueProduct(row, input.prices, input.capacityLimits, input.reserved);
  const prices: TProductPrice[] = input.prices.map((price, index) => {
    const rules = catalogue.prices[index]!;
    return {
      id: price.id,
      label: price.label,
      price: price.price,
      initial_quantity_available: price.initialQuantityAvailable,
      quantity_sold: price.quantitySold,
      quantity_available: priceQuantityAvailable(rules, catalogue),
      is_sold_out: isPriceSoldOut(rules, catalogue),
      sale_start_date: iso(price.saleStartDate),
      sale_end_date: iso(price.saleEndDate),
      is_hidden: price.isHidden,
      order: index,
      sales_status: priceSalesStatus(catalogue, rules, input.now),
    };
  });
  return {
    id: row.id,
    event_id: row.eventId,
    product_category_id: row.categoryId,
    category_id: row.categoryId,
    title: row.title,
    description: row.description,
    type: row.type,
    product_type: row.productType,
    sale_start_date: iso(row.saleStartDate),
    sale_end_date: iso(row.saleEndDate),
    min_per_order: row.minPerOrder,
    max_per_order: row.maxPerOrder,
    is_hidden: row.isHidden,
    hide_before_sale_start_date: row.hideBeforeSaleStartDate,
    hide_after_sale_end_date: row.hideAfterSaleEndDate,
    hide_when_sold_out: row.hideWhenSoldOut,
    is_hidden_without_promo_code: row.isHiddenWithoutPromoCode,
    show_quantity_remaining: row.showQuantityRemaining,
    start_collapsed: row.startCollapsed,
    is_highlighted: row.isHighlighted,
    highlight_message: row.highlightMessage,
    waitlist_enabled: row.waitlistEnabled ?? null,
    waitlist_processing_mode: row.waitlistProcessingMode ?? null,
    waitlist_offer_timeout_minutes: row.waitlistOfferTimeoutMinutes ?? null,
    order: row.sortOrder,
    tax_and_fee_ids: input.taxAndFeeIds,
    prices,
    quantity_sold: input.prices.reduce((total, price) => total + price.quantitySold, 0),
    quantity_available: productQuantityAvailable(catalogue),
    is_sold_out: isProductSoldOut(catalogue),
    sales_status: productSalesStatus(catalogue, input.now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toProductCategory(row: ProductCategoryRow, products: TProduct[]): TProductCategory {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    description: row.description,
    is_hidden: row.isHidden,
    no_products_message: row.noProductsMessage,
    order: row.sortOrder,
    products,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
