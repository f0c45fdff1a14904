import { AppError } from '../../lib/app-error';

export const promoCodeErrors = {
  promoCodeNotFound: () => AppError.notFound('promo code'),
  codeTaken: () =>
    AppError.validation({
      code: ['Another promo code of this event already uses this code (codes ignore upper and lower case).'],
    }),
  /** Every use of the code is held by live orders (decision 120). */
  usedUp: (code: string) => {
    const message = `The promo code "${code}" has been used as many times as allowed. Remove it, or continue at full price.`;
    const detail = { code: 'promo_code_used_up' as const, params: { code } };
    return new AppError(
      'PROMO_CODE_USED_UP',
      message,
      { promo_code: [message] },
      {
        detail,
        fieldDetails: { promo_code: [detail] },
      },
    );
  },
};
