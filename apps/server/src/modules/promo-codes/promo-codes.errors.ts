import { AppError } from '../../lib/app-error';

export const promoCodeErrors = {
  promoCodeNotFound: () => AppError.notFound('promo code'),
  codeTaken: () =>
    AppError.validation({
      code: ['Another promo code of this event already uses this code (codes ignore upper and lower case).'],
    }),
};
