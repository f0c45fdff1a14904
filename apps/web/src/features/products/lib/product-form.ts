import {
  isWaitlistEnabled,
  taxFitsCurrency,
  type TCreateProduct,
  type TProduct,
  type TProductPriceType,
  type TProductType,
  type TTaxOrFee,
  type TWaitlistProcessingMode,
} from '@marquee/core';
import { formatAmountInput, parseAmountInput, type TAmountProblem } from '../../../lib/money-text';
import { utcIsoToZoned, zonedToUtcIso } from '../../../lib/zoned-time';
import { richTextOrNull } from '../../../components/rich-text-field';

/** One price (or tier) as typed: money in the viewer's format (decision 159), quantity blank for unlimited, dates on the event's clock. */
export type TPriceRow = {
  /** A stable React key for rows not saved yet. */
  key: string;
  /** The saved price's id, sent back so it keeps its sold count. */
  id?: string;
  label: string;
  price: string;
  quantity: number | string;
  sale_start_date: string;
  sale_end_date: string;
  is_hidden: boolean;
  /** Read-only: what this price has sold (rows with sales cannot be removed). */
  quantity_sold: number;
};

export type TProductFormValues = {
  product_type: TProductType;
  type: TProductPriceType;
  title: string;
  description: string;
  product_category_id: string;
  prices: TPriceRow[];
  tax_and_fee_ids: string[];
  min_per_order: number | string;
  max_per_order: number | string;
  sale_start_date: string;
  sale_end_date: string;
  is_hidden: boolean;
  hide_before_sale_start_date: boolean;
  hide_after_sale_end_date: boolean;
  hide_when_sold_out: boolean;
  is_hidden_without_promo_code: boolean;
  show_quantity_remaining: boolean;
  start_collapsed: boolean;
  is_highlighted: boolean;
  highlight_message: string;
  /** On unless the product turned it off (a saved null reads as on, issue 31). */
  waitlist_enabled: boolean;
  waitlist_processing_mode: TWaitlistModeChoice;
  /** Blank: the event's hold time. */
  waitlist_offer_timeout_minutes: number | string;
};

/** How offers of this product go out: as the event says, or this product's own choice (a Select needs a string). */
export const EVENT_DEFAULT_MODE = 'EVENT_DEFAULT';
export type TWaitlistModeChoice = typeof EVENT_DEFAULT_MODE | TWaitlistProcessingMode;

/** `locale` is the viewer's: prices are shown and typed in its number format. */
type TContext = { currency: string; timeZone: string; locale: string };

let rowCounter = 0;
export const newRowKey = () => `row-${(rowCounter += 1)}`;

export function emptyPriceRow(label = ''): TPriceRow {
  return {
    key: newRowKey(),
    label,
    price: '',
    quantity: '',
    sale_start_date: '',
    sale_end_date: '',
    is_hidden: false,
    quantity_sold: 0,
  };
}

/**
 * The taxes and fees a product of an event priced in `currency` can carry (decision 118): percentages, and fixed
 * amounts in that currency. Fixed amounts in other currencies are not offered: they would never be charged, and the
 * server refuses them.
 */
export function taxChoices(taxes: TTaxOrFee[], currency: string): { offered: TTaxOrFee[]; otherCurrency: TTaxOrFee[] } {
  return {
    offered: taxes.filter((tax) => taxFitsCurrency(tax, currency)),
    otherCurrency: taxes.filter((tax) => !taxFitsCurrency(tax, currency)),
  };
}

/**
 * The form for a new product (`product` null) or an existing one, with the money shown in major units. A link to
 * a tax or fee of `otherCurrencyTaxIds` (made before the rule) is left out, so saving removes it; the form says so.
 */
export function productToValues(
  product: TProduct | null,
  input: TContext & { categoryId: string; defaultTaxIds: string[]; otherCurrencyTaxIds?: readonly string[] },
): TProductFormValues {
  const { currency, timeZone, locale } = input;
  const otherCurrency = new Set(input.otherCurrencyTaxIds ?? []);
  return {
    product_type: product?.product_type ?? 'TICKET',
    type: product?.type ?? 'PAID',
    title: product?.title ?? '',
    description: product?.description ?? '',
    product_category_id: product?.product_category_id ?? input.categoryId,
    prices: product
      ? product.prices.map((price) => ({
          key: price.id,
          id: price.id,
          label: price.label ?? '',
          price: formatAmountInput(price.price, { currency, locale }),
          quantity: price.initial_quantity_available ?? '',
          sale_start_date: utcIsoToZoned(price.sale_start_date, timeZone),
          sale_end_date: utcIsoToZoned(price.sale_end_date, timeZone),
          is_hidden: price.is_hidden,
          quantity_sold: price.quantity_sold,
        }))
      : [emptyPriceRow()],
    tax_and_fee_ids: product ? product.tax_and_fee_ids.filter((id) => !otherCurrency.has(id)) : input.defaultTaxIds,
    min_per_order: product?.min_per_order ?? 1,
    max_per_order: product?.max_per_order ?? '',
    sale_start_date: utcIsoToZoned(product?.sale_start_date, timeZone),
    sale_end_date: utcIsoToZoned(product?.sale_end_date, timeZone),
    is_hidden: product?.is_hidden ?? false,
    hide_before_sale_start_date: product?.hide_before_sale_start_date ?? false,
    hide_after_sale_end_date: product?.hide_after_sale_end_date ?? false,
    hide_when_sold_out: product?.hide_when_sold_out ?? false,
    is_hidden_without_promo_code: product?.is_hidden_without_promo_code ?? false,
    show_quantity_remaining: product?.show_quantity_remaining ?? false,
    start_collapsed: product?.start_collapsed ?? false,
    is_highlighted: product?.is_highlighted ?? false,
    highlight_message: product?.highlight_message ?? '',
    waitlist_enabled: product ? isWaitlistEnabled(product) : true,
    waitlist_processing_mode: product?.waitlist_processing_mode ?? EVENT_DEFAULT_MODE,
    waitlist_offer_timeout_minutes: product?.waitlist_offer_timeout_minutes ?? '',
  };
}

const optionalNumber = (value: number | string): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

const minorOrNaN = (parsed: ReturnType<typeof parseAmountInput>): number => (parsed.ok ? parsed.minor : Number.NaN);

const zoned = (local: string, timeZone: string) => (local ? zonedToUtcIso(local, timeZone) : null);

/**
 * The create/update body: amounts typed in the viewer's format become integer minor units (`parseAmountInput`, exact),
 * a FREE price is 0, only tiers carry labels and their own sale windows, blank quantities are unlimited.
 * An amount that cannot be read stays NaN so the contract reports it on its field.
 */
export function valuesToBody(values: TProductFormValues, { currency, timeZone, locale }: TContext): TCreateProduct {
  const isTiered = values.type === 'TIERED';
  const rows = isTiered ? values.prices : values.prices.slice(0, 1);
  return {
    product_category_id: values.product_category_id,
    title: values.title,
    description: richTextOrNull(values.description),
    type: values.type,
    product_type: values.product_type,
    sale_start_date: zoned(values.sale_start_date, timeZone),
    sale_end_date: zoned(values.sale_end_date, timeZone),
    min_per_order: optionalNumber(values.min_per_order),
    max_per_order: optionalNumber(values.max_per_order),
    is_hidden: values.is_hidden,
    hide_before_sale_start_date: values.hide_before_sale_start_date,
    hide_after_sale_end_date: values.hide_after_sale_end_date,
    hide_when_sold_out: values.hide_when_sold_out,
    is_hidden_without_promo_code: values.is_hidden_without_promo_code,
    show_quantity_remaining: values.show_quantity_remaining,
    start_collapsed: values.start_collapsed,
    is_highlighted: values.is_highlighted,
    highlight_message: values.is_highlighted && values.highlight_message.trim() ? values.highlight_message : null,
    waitlist_enabled: values.waitlist_enabled,
    waitlist_processing_mode:
      values.waitlist_processing_mode === EVENT_DEFAULT_MODE ? null : values.waitlist_processing_mode,
    waitlist_offer_timeout_minutes: optionalNumber(values.waitlist_offer_timeout_minutes),
    tax_and_fee_ids: values.tax_and_fee_ids,
    prices: rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      label: isTiered ? row.label : null,
      price: values.type === 'FREE' ? 0 : minorOrNaN(parseAmountInput(row.price, { currency, locale })),
      initial_quantity_available: optionalNumber(row.quantity),
      sale_start_date: isTiered ? zoned(row.sale_start_date, timeZone) : null,
      sale_end_date: isTiered ? zoned(row.sale_end_date, timeZone) : null,
      is_hidden: isTiered ? row.is_hidden : false,
    })),
  };
}

/** Rows whose amount cannot be read as money, with why (FREE needs none). */
export function amountProblems(
  values: TProductFormValues,
  context: Pick<TContext, 'currency' | 'locale'>,
): { index: number; reason: TAmountProblem }[] {
  if (values.type === 'FREE') return [];
  const rows = values.type === 'TIERED' ? values.prices : values.prices.slice(0, 1);
  return rows.flatMap((row, index) => {
    const parsed = parseAmountInput(row.price, context);
    return parsed.ok ? [] : [{ index, reason: parsed.reason }];
  });
}

/** Whether anything sold: then the price type and product type are locked (decision 019). */
export function hasSales(product: Pick<TProduct, 'prices'> | null): boolean {
  return (product?.prices ?? []).some((price) => price.quantity_sold > 0);
}
