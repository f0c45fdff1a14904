import { AppError } from '../../lib/app-error';

/** The catalogue's refusals, worded so an organizer knows what to do instead. */
export const productErrors = {
  categoryNotFound: () => AppError.notFound('product category'),
  productNotFound: () => AppError.notFound('product'),
  lastCategory: () =>
    new AppError('CONFLICT', 'An event keeps at least one category. Add another one before deleting this one.'),
  categoryHasSales: () =>
    new AppError(
      'CONFLICT',
      'Products in this category have been sold, so it cannot be deleted. Move them to another category or hide it instead.',
    ),
  productHasSales: () =>
    new AppError('CONFLICT', 'This product has been sold, so it cannot be deleted. Hide it instead.'),
};

export const productMessages = {
  unknownCategory: 'Choose a category of this event.',
  unknownProduct: 'This product does not belong to the event.',
  unknownPrice: 'This price does not belong to the product.',
  unknownTax: 'Choose taxes and fees of this account.',
  taxInOtherCurrency: (tax: { name: string; currency: string | null }, currency: string) =>
    `“${tax.name}” is a fixed amount in ${tax.currency ?? 'no currency'}, so it cannot apply to prices in ${currency}. Choose a percentage, or a fixed amount in ${currency}.`,
  currencyOfAttachedTax: (tax: { name: string; currency: string | null }, currency: string) =>
    `“${tax.name}” is a fixed amount in ${tax.currency ?? 'no currency'} on products of this event, so the event cannot be priced in ${currency}. Remove it from those products first.`,
  listedTwice: 'Listed more than once.',
  typeLocked: 'The price type cannot change once something has sold.',
  productTypeLocked: 'The product type cannot change once something has sold.',
  priceWithSales: 'A price with sales cannot be removed. Hide it instead.',
  quantityBelowSold: (sold: number) => `${sold} already sold: the quantity cannot be lower than that.`,
};
