import { useLingui } from '@lingui/react/macro';
import { withQueryParam } from '../../event-resources/lib/share-link';
import { formatMoney, formatNumber, type TPromoCode } from '@marquee/core';

export type TPromoCodeState = 'ACTIVE' | 'EXPIRED' | 'LIMIT_REACHED';

/** Expired wins over used up: nothing more can happen to an expired code. */
export function promoCodeState(
  promo: Pick<TPromoCode, 'expiry_date' | 'max_allowed_usages' | 'order_usage_count'>,
  now: Date = new Date(),
): TPromoCodeState {
  if (promo.expiry_date && new Date(promo.expiry_date).getTime() <= now.getTime()) return 'EXPIRED';
  if (promo.max_allowed_usages !== null && promo.order_usage_count >= promo.max_allowed_usages) return 'LIMIT_REACHED';
  return 'ACTIVE';
}

/** "10 %", "€5.00" or "Unlocks hidden products". */
export function usePromoDiscountLabel() {
  const { t, i18n } = useLingui();
  return (promo: Pick<TPromoCode, 'discount_type' | 'discount' | 'currency'>) => {
    switch (promo.discount_type) {
      case 'PERCENTAGE':
        return `${formatNumber(promo.discount, i18n.locale, { maximumFractionDigits: 2 })}%`;
      case 'FIXED':
        return formatMoney(promo.discount, promo.currency, i18n.locale);
      case 'NONE':
        return t`Unlocks hidden products`;
    }
  };
}

/** The public event page that applies the code on arrival. */
export const promoCodeLink = (publicUrl: string, code: string) => withQueryParam(publicUrl, 'promo_code', code);
