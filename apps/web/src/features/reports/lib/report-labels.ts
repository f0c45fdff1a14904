import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { TReportRangePreset } from './report-range';
import type { TReportCell, TReportColumnMeta } from './report-format';
import type { TReportType } from './report-types';

const TITLES: Record<TReportType, MessageDescriptor> = {
  product_sales: msg`Product sales`,
  daily_sales_report: msg`Daily sales`,
  promo_codes_report: msg`Promo codes`,
  payments_report: msg`Payments`,
  taxes_and_fees_report: msg`Taxes and fees`,
  check_ins_report: msg`Check-ins`,
  affiliates_report: msg`Affiliates`,
  sales_funnel_report: msg`Sales funnel`,
  revenue_summary: msg`Revenue summary`,
  daily_sales_summary: msg`Sales by day`,
  events_performance: msg`Events performance`,
  tax_summary: msg`Tax summary`,
  check_in_summary: msg`Check-in summary`,
};

const DESCRIPTIONS: Record<TReportType, MessageDescriptor> = {
  product_sales: msg`Units sold and revenue per ticket and product.`,
  daily_sales_report: msg`Orders, revenue, fees, taxes and refunds day by day.`,
  promo_codes_report: msg`How often each promo code was used and the discounts it gave.`,
  payments_report: msg`Money received and refunded per payment method.`,
  taxes_and_fees_report: msg`Each tax and fee collected, with the amounts it applied to.`,
  check_ins_report: msg`Check-ins and check-outs per day and check-in list.`,
  affiliates_report: msg`Orders, tickets and revenue each affiliate brought in.`,
  sales_funnel_report: msg`From page views to checkouts started, orders placed and orders paid.`,
  revenue_summary: msg`Orders, tickets and revenue per currency across this organizer's events.`,
  daily_sales_summary: msg`Orders, tickets, gross sales and refunds day by day, in one currency.`,
  events_performance: msg`Sales and check-ins of each event.`,
  tax_summary: msg`Taxes and fees collected across this organizer's events.`,
  check_in_summary: msg`Attendees and how many of them checked in, per event.`,
};

/**
 * One header per column key (the English text is the contract's label, which the exports use), so a key means
 * the same thing in every report; the few keys whose meaning depends on the report are overridden below.
 */
const COLUMN_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Product`,
  type: msg`Type`,
  number_sold: msg`Sold`,
  total_before_discount: msg`Before discounts`,
  total_discount: msg`Discounts`,
  total_service_fees: msg`Fees`,
  total_tax: msg`Tax`,
  total_gross: msg`Gross`,
  date: msg`Date`,
  orders_created: msg`Orders`,
  products_sold: msg`Products sold`,
  before_additions: msg`Net sales`,
  fee: msg`Fees`,
  tax: msg`Tax`,
  gross: msg`Gross`,
  refunded: msg`Refunded`,
  views: msg`Page views`,
  code: msg`Code`,
  status: msg`Status`,
  discount_label: msg`Discount`,
  times_used: msg`Orders`,
  unique_customers: msg`Customers`,
  first_used_at: msg`First used`,
  last_used_at: msg`Last used`,
  max_allowed_usages: msg`Max uses`,
  remaining_uses: msg`Remaining`,
  expiry_date: msg`Expires`,
  method: msg`Method`,
  payments: msg`Payments`,
  payments_total: msg`Received`,
  refunds: msg`Refunds`,
  refunds_total: msg`Refunded`,
  net: msg`Net`,
  name: msg`Tax or fee`,
  rate_label: msg`Rate`,
  amount: msg`Amount`,
  check_in_list: msg`Check-in list`,
  check_ins: msg`Check-ins`,
  attendees_checked_in: msg`Attendees checked in`,
  check_outs: msg`Check-outs`,
  page_views: msg`Page views`,
  checkouts_started: msg`Checkouts started`,
  orders_placed: msg`Orders placed`,
  orders_paid: msg`Orders paid`,
  currency: msg`Currency`,
  orders: msg`Orders`,
  tickets: msg`Tickets`,
  cancelled: msg`Cancelled`,
  start_date: msg`Starts`,
  attendees: msg`Attendees`,
  checked_in: msg`Checked in`,
  check_in_rate: msg`Check-in rate`,
};

const EVENT_TITLE = msg`Event`;

const COLUMN_OVERRIDES: Partial<Record<TReportType, Record<string, MessageDescriptor>>> = {
  promo_codes_report: { total_discount: msg`Discount given` },
  payments_report: { net: msg`Net received` },
  affiliates_report: { name: msg`Affiliate` },
  events_performance: { title: EVENT_TITLE },
  check_in_summary: { title: EVENT_TITLE },
};

/** Values the server sends as codes or English words, shown in the reader's language; others are shown as sent. */
const VALUE_LABELS: Record<string, Record<string, MessageDescriptor>> = {
  status: {
    Active: msg`Active`,
    Expired: msg`Expired`,
    'Limit Reached': msg`Limit reached`,
    Deleted: msg`Deleted`,
    ACTIVE: msg`Active`,
    INACTIVE: msg`Inactive`,
  },
  // A product's price type (product sales), or a tax or a fee (taxes and fees).
  type: {
    PAID: msg`Paid`,
    FREE: msg`Free`,
    DONATION: msg`Donation`,
    TIERED: msg`Tiered`,
    TAX: msg`Tax`,
    FEE: msg`Fee`,
  },
  method: {
    STRIPE: msg`Card (Stripe)`,
    OFFLINE: msg`Offline payment`,
    FREE: msg`Free orders`,
  },
};

const PRESET_LABELS: Record<TReportRangePreset, MessageDescriptor> = {
  last_7_days: msg`Last 7 days`,
  last_30_days: msg`Last 30 days`,
  last_90_days: msg`Last 90 days`,
  this_month: msg`This month`,
  last_month: msg`Last month`,
  year_to_date: msg`Year to date`,
  last_365_days: msg`Last 365 days`,
};

export function useReportLabels() {
  const { i18n } = useLingui();
  return {
    title: (type: TReportType) => i18n._(TITLES[type]),
    description: (type: TReportType) => i18n._(DESCRIPTIONS[type]),
    /** The column's header in the reader's language; a column this app does not know yet keeps the server's label. */
    column: (type: TReportType, column: Pick<TReportColumnMeta, 'key' | 'label'>) => {
      const descriptor = COLUMN_OVERRIDES[type]?.[column.key] ?? COLUMN_LABELS[column.key];
      return descriptor ? i18n._(descriptor) : column.label;
    },
    /** A text cell: a known code or word translated, anything else (names, codes people chose) as it is. */
    textValue: (key: string, value: TReportCell) => {
      const descriptor = typeof value === 'string' ? VALUE_LABELS[key]?.[value] : undefined;
      return descriptor ? i18n._(descriptor) : null;
    },
    preset: (preset: TReportRangePreset) => i18n._(PRESET_LABELS[preset]),
  };
}

export type TReportLabels = ReturnType<typeof useReportLabels>;
