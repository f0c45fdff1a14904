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
  /**
   * Live orders holding a use of the code: reservations, orders awaiting payment and completed orders (decision 120).
   * Completed orders alone (`order_usage_count`) would let unpaid and concurrent checkouts past the limit.
   */
  live_usage_count: number;
};

export type TPromoScope = Pick<TPromoCode, 'applicable_product_ids' | 'applies_to_all_products'>;
export type TPromoDiscountInput = TPromoScope & Pick<TPromoCode, 'discount_type' | 'discount'>;

/** Why a code cannot be used now: EXPIRED wins over USED_UP (nothing more can happen to an expired code). */
export type TPromoUnavailability = 'EXPIRED' | 'USED_UP';

/** Whether live orders already hold every use the code allows. */
export function isPromoCodeUsedUp(promo: Pick<TPromoValidity, 'max_allowed_usages' | 'live_usage_count'>): boolean {
  return promo.max_allowed_usages !== null && promo.live_usage_count >= promo.max_allowed_usages;
}

/** Expired once the expiry instant itself is past; used up once live orders hold every allowed use; else null. */
export function promoCodeUnavailability(promo: TPromoValidity, now: Date): TPromoUnavailability | null {
  if (promo.expiry_date !== null && now.getTime() >= new Date(promo.expiry_date).getTime()) return 'EXPIRED';
  return isPromoCodeUsedUp(promo) ? 'USED_UP' : null;
}

/** Valid means neither expired nor used up by live orders. */
export function isPromoCodeValid(promo: TPromoValidity, now: Date): boolean {
  return promoCodeUnavailability(promo, now) === null;
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
