import { useLingui } from '@lingui/react/macro';
import { withQueryParam } from '../../event-resources';
import { formatMoney, formatNumber, promoCodeUnavailability, type TPromoCode } from '@marquee/core';

export type TPromoCodeState = 'ACTIVE' | 'EXPIRED' | 'LIMIT_REACHED';

/** Expired wins over used up; the limit counts live orders, reservations included (decision 120). */
export function promoCodeState(
  promo: Pick<TPromoCode, 'expiry_date' | 'max_allowed_usages' | 'live_usage_count'>,
  now: Date = new Date(),
): TPromoCodeState {
  const reason = promoCodeUnavailability(promo, now);
  return reason === 'EXPIRED' ? 'EXPIRED' : reason === 'USED_UP' ? 'LIMIT_REACHED' : 'ACTIVE';
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
