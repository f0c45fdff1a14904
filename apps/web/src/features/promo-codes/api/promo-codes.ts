import type { TCreatePromoCode, TPromoCode, TUpdatePromoCode } from '@marquee/core';
import { createEventResourceApi } from '../../event-resources';

/** events/{id}/promo-codes (spec §7). */
export const promoCodesApi = createEventResourceApi<TPromoCode, TCreatePromoCode, TUpdatePromoCode>('promo-codes');
