import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MantineColor } from '@mantine/core';
import type { TProductPriceType, TProductSalesStatus, TProductType } from '@marquee/core';

const PRICE_TYPE_LABELS: Record<TProductPriceType, MessageDescriptor> = {
  PAID: msg`Paid`,
  FREE: msg`Free`,
  DONATION: msg`Pay what you want`,
  TIERED: msg`Tiered`,
};

const PRICE_TYPE_DESCRIPTIONS: Record<TProductPriceType, MessageDescriptor> = {
  PAID: msg`One fixed price`,
  FREE: msg`No charge`,
  DONATION: msg`Buyers choose, above a minimum`,
  TIERED: msg`Several prices, e.g. early bird`,
};

const PRODUCT_TYPE_LABELS: Record<TProductType, MessageDescriptor> = {
  TICKET: msg`Ticket`,
  GENERAL: msg`Product`,
};

const SALES_STATUS_LABELS: Record<TProductSalesStatus, MessageDescriptor> = {
  ON_SALE: msg`On sale`,
  NOT_YET_ON_SALE: msg`Scheduled`,
  SALE_ENDED: msg`Sale ended`,
  SOLD_OUT: msg`Sold out`,
  HIDDEN: msg`Hidden`,
};

export const SALES_STATUS_COLORS: Record<TProductSalesStatus, MantineColor> = {
  ON_SALE: 'teal',
  NOT_YET_ON_SALE: 'blue',
  SALE_ENDED: 'gray',
  SOLD_OUT: 'red',
  HIDDEN: 'gray',
};

/** Price types, product types and sales statuses in the reader's language. */
export function useProductLabels() {
  const { i18n } = useLingui();
  return {
    priceType: (type: TProductPriceType) => i18n._(PRICE_TYPE_LABELS[type]),
    priceTypeDescription: (type: TProductPriceType) => i18n._(PRICE_TYPE_DESCRIPTIONS[type]),
    productType: (type: TProductType) => i18n._(PRODUCT_TYPE_LABELS[type]),
    salesStatus: (status: TProductSalesStatus) => i18n._(SALES_STATUS_LABELS[status]),
  };
}
