import type { TProductPriceType } from '../contracts/products';
import type { TPromoCode } from '../contracts/promo-codes';
import type { TDiscount } from './pricing';

/**
 * Promo code rules (spec §7): validity, which products a code applies to, and the discount it gives a
 * product, as `pricing.ts` reads it. Inputs use the API's field names, so the SPA can pass a `TPromoCode`.
 */

type TDateLike = string | Date;

export type TPromoValidity = {
  expiry_date: TDateLike | null;
  max_allowed_usages: number | null;
  order_usage_count: number;
};

export type TPromoScope = Pick<TPromoCode, 'applicable_product_ids' | 'applies_to_all_products'>;
export type TPromoDiscountInput = TPromoScope & Pick<TPromoCode, 'discount_type' | 'discount'>;

/** Valid means not expired (the expiry instant itself is past) and used by fewer orders than allowed. */
export function isPromoCodeValid(promo: TPromoValidity, now: Date): boolean {
  if (promo.expiry_date !== null && now.getTime() >= new Date(promo.expiry_date).getTime()) return false;
  return promo.max_allowed_usages === null || promo.order_usage_count < promo.max_allowed_usages;
}

/** Whether the code covers a product: every product when saved without a list, else the listed ones. */
export function isPromoCodeApplicable(promo: TPromoScope, productId: string): boolean {
  return promo.applies_to_all_products || promo.applicable_product_ids.includes(productId);
}

/** A percentage in percent (up to 2 decimals) as the integer thousandths of a percent pricing uses. */
export const percentToMilliPercent = (percent: number): number => Math.round(percent * 1000);

/**
 * The discount a code gives one product. NONE codes (which only unlock hidden products) and products the
 * code does not cover get none, and neither do FREE products (nothing to discount) nor DONATION products
 * (the buyer chose the amount). Validity is the caller's check (`isPromoCodeValid`): an invalid code is
 * ignored, not refused, at checkout.
 */
export function promoCodeDiscountFor(
  promo: TPromoDiscountInput,
  product: { id: string; type: TProductPriceType },
): TDiscount {
  if (!isPromoCodeApplicable(promo, product.id)) return { type: 'NONE' };
  if (product.type === 'FREE' || product.type === 'DONATION') return { type: 'NONE' };
  switch (promo.discount_type) {
    case 'NONE':
      return { type: 'NONE' };
    case 'PERCENTAGE':
      return { type: 'PERCENTAGE', rateMilliPercent: percentToMilliPercent(promo.discount) };
    case 'FIXED':
      return { type: 'FIXED', amount: promo.discount };
  }
}

/** What the public catalogue passes as `hasValidPromoUnlock` for a product hidden without a promo code. */
export function promoCodeUnlocks(promo: TPromoValidity & TPromoScope, productId: string, now: Date): boolean {
  return isPromoCodeValid(promo, now) && isPromoCodeApplicable(promo, productId);
}
