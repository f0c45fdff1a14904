import { isPromoCodeValid, type TPromoCode, type TPromoValidity } from '@marquee/core';
import type { PromoCodeRow } from './promo-codes.repository';

/** Stored thousandths of a percent back to percent; FIXED amounts are minor units as they are. */
export const discountOf = (row: Pick<PromoCodeRow, 'discountType' | 'discount'>): number =>
  row.discountType === 'PERCENTAGE' ? row.discount / 1000 : row.discount;

/** What validity reads of a stored code: its expiry and its live uses against the limit (decision 120). */
export const promoValidityOf = (
  row: Pick<PromoCodeRow, 'expiryDate' | 'maxAllowedUsages' | 'liveUsageCount'>,
): TPromoValidity => ({
  expiry_date: row.expiryDate,
  max_allowed_usages: row.maxAllowedUsages,
  live_usage_count: row.liveUsageCount,
});

export function toPromoCode(
  row: PromoCodeRow,
  input: { productIds: string[]; currency: string; now: Date },
): TPromoCode {
  const expiryDate = row.expiryDate?.toISOString() ?? null;
  return {
    id: row.id,
    event_id: row.eventId,
    code: row.code,
    discount_type: row.discountType,
    discount: discountOf(row),
    currency: input.currency,
    applicable_product_ids: row.appliesToAllProducts ? [] : input.productIds,
    applies_to_all_products: row.appliesToAllProducts,
    max_allowed_usages: row.maxAllowedUsages,
    expiry_date: expiryDate,
    order_usage_count: row.orderUsageCount,
    live_usage_count: row.liveUsageCount,
    attendee_usage_count: row.attendeeUsageCount,
    is_valid: isPromoCodeValid(promoValidityOf(row), input.now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
