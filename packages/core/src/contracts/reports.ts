import { z } from 'zod';
import { ZDayInput as ZIsoDay } from './input-hygiene';
import { ZEventStatsQuery } from './orders';

/**
 * Reports (issue 27, docs/decisions/151-sales-ledger.md, 152-reports.md): every money figure is read from the
 * append-only sales ledger, so a report over a past range says tomorrow what it said today. Money is in minor units
 * of `meta.currency`; days are whole days in `meta.timezone`.
 */

export const EVENT_REPORT_TYPES = [
  'product_sales',
  'daily_sales_report',
  'promo_codes_report',
  'payments_report',
  'taxes_and_fees_report',
  'check_ins_report',
  'affiliates_report',
  'sales_funnel_report',
] as const;
export type TEventReportType = (typeof EVENT_REPORT_TYPES)[number];

export const ORGANIZER_REPORT_TYPES = [
  'revenue_summary',
  'daily_sales_summary',
  'events_performance',
  'tax_summary',
  'check_in_summary',
] as const;
export type TOrganizerReportType = (typeof ORGANIZER_REPORT_TYPES)[number];

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** At most this many rows per page of an organizer report (spec §12). */
export const ORGANIZER_REPORT_MAX_PER_PAGE = 1000;
export const ORGANIZER_REPORT_DEFAULT_PER_PAGE = 100;

/** The range: both dates or neither (the last 30 days up to today), at most 370 days, whole days in the timezone. */
export const ZEventReportQuery = ZEventStatsQuery;
export type TEventReportQuery = z.infer<typeof ZEventReportQuery>;

export const ZOrganizerReportQuery = z
  .object({
    start_date: ZIsoDay.optional(),
    end_date: ZIsoDay.optional(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'A three-letter currency code.')
      .transform((value) => value.toUpperCase())
      .optional(),
    event_id: z.uuid('An event id.').optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .max(ORGANIZER_REPORT_MAX_PER_PAGE, `At most ${ORGANIZER_REPORT_MAX_PER_PAGE} rows per page.`)
      .default(ORGANIZER_REPORT_DEFAULT_PER_PAGE),
  })
  .superRefine((value, ctx) => {
    const range = ZEventStatsQuery.safeParse({ start_date: value.start_date, end_date: value.end_date });
    if (!range.success) for (const issue of range.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type TOrganizerReportQuery = z.infer<typeof ZOrganizerReportQuery>;

/** How a column's values are read and shown: money in minor units, dates as YYYY-MM-DD, percent as 0–100. */
export type TReportColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'percent';

export type TReportColumn = {
  key: string;
  /** English header: exports use it; the web app shows its own translated text for the key. */
  label: string;
  kind: TReportColumnKind;
  /** Summed in `meta.totals` and the table's total row. */
  total?: boolean;
};

const col = (key: string, label: string, kind: TReportColumnKind, total = false): TReportColumn => ({
  key,
  label,
  kind,
  total,
});

/** The columns of each report, in the order the table and the exports show them. */
export const REPORT_COLUMNS: Record<TEventReportType | TOrganizerReportType, TReportColumn[]> = {
  product_sales: [
    col('title', 'Product', 'text'),
    col('type', 'Type', 'text'),
    col('number_sold', 'Sold', 'number', true),
    col('total_before_discount', 'Before discounts', 'money', true),
    col('total_discount', 'Discounts', 'money', true),
    col('total_service_fees', 'Fees', 'money', true),
    col('total_tax', 'Tax', 'money', true),
    col('total_gross', 'Gross', 'money', true),
  ],
  daily_sales_report: [
    col('date', 'Date', 'date'),
    col('orders_created', 'Orders', 'number', true),
    col('products_sold', 'Products sold', 'number', true),
    col('before_additions', 'Net sales', 'money', true),
    col('fee', 'Fees', 'money', true),
    col('tax', 'Tax', 'money', true),
    col('gross', 'Gross', 'money', true),
    col('refunded', 'Refunded', 'money', true),
    col('views', 'Page views', 'number', true),
  ],
  promo_codes_report: [
    col('code', 'Code', 'text'),
    col('status', 'Status', 'text'),
    col('discount_label', 'Discount', 'text'),
    col('times_used', 'Orders', 'number', true),
    col('unique_customers', 'Customers', 'number'),
    col('total_before_discount', 'Before discounts', 'money', true),
    col('total_discount', 'Discount given', 'money', true),
    col('total_gross', 'Gross', 'money', true),
    col('first_used_at', 'First used', 'datetime'),
    col('last_used_at', 'Last used', 'datetime'),
    col('max_allowed_usages', 'Max uses', 'number'),
    col('remaining_uses', 'Remaining', 'number'),
    col('expiry_date', 'Expires', 'datetime'),
  ],
  payments_report: [
    col('method', 'Method', 'text'),
    col('payments', 'Payments', 'number', true),
    col('payments_total', 'Received', 'money', true),
    col('refunds', 'Refunds', 'number', true),
    col('refunds_total', 'Refunded', 'money', true),
    col('net', 'Net received', 'money', true),
  ],
  taxes_and_fees_report: [
    col('name', 'Tax or fee', 'text'),
    col('type', 'Type', 'text'),
    col('rate_label', 'Rate', 'text'),
    col('net', 'Net', 'money', true),
    col('amount', 'Amount', 'money', true),
    col('gross', 'Gross', 'money', true),
  ],
  check_ins_report: [
    col('date', 'Date', 'date'),
    col('check_in_list', 'Check-in list', 'text'),
    col('check_ins', 'Check-ins', 'number', true),
    col('attendees_checked_in', 'Attendees checked in', 'number', true),
    col('check_outs', 'Check-outs', 'number', true),
  ],
  affiliates_report: [
    col('name', 'Affiliate', 'text'),
    col('code', 'Code', 'text'),
    col('status', 'Status', 'text'),
    col('orders', 'Orders', 'number', true),
    col('tickets', 'Tickets', 'number', true),
    col('total_gross', 'Gross', 'money', true),
  ],
  sales_funnel_report: [
    col('date', 'Date', 'date'),
    col('page_views', 'Page views', 'number', true),
    col('checkouts_started', 'Checkouts started', 'number', true),
    col('orders_placed', 'Orders placed', 'number', true),
    col('orders_paid', 'Orders paid', 'number', true),
  ],
  revenue_summary: [
    col('currency', 'Currency', 'text'),
    col('orders', 'Orders', 'number', true),
    col('tickets', 'Tickets', 'number', true),
    col('gross', 'Gross', 'money'),
    col('refunded', 'Refunded', 'money'),
    col('cancelled', 'Cancelled', 'money'),
    col('net', 'Net', 'money'),
    col('tax', 'Tax', 'money'),
    col('fee', 'Fees', 'money'),
  ],
  daily_sales_summary: [
    col('date', 'Date', 'date'),
    col('orders', 'Orders', 'number', true),
    col('tickets', 'Tickets', 'number', true),
    col('gross', 'Gross', 'money', true),
    col('refunded', 'Refunded', 'money', true),
  ],
  events_performance: [
    col('title', 'Event', 'text'),
    col('start_date', 'Starts', 'datetime'),
    col('currency', 'Currency', 'text'),
    col('orders', 'Orders', 'number', true),
    col('tickets', 'Tickets', 'number', true),
    col('gross', 'Gross', 'money'),
    col('net', 'Net', 'money'),
    col('attendees', 'Attendees', 'number', true),
    col('checked_in', 'Checked in', 'number', true),
    col('check_in_rate', 'Check-in rate', 'percent'),
  ],
  tax_summary: [
    col('currency', 'Currency', 'text'),
    col('name', 'Tax or fee', 'text'),
    col('type', 'Type', 'text'),
    col('rate_label', 'Rate', 'text'),
    col('net', 'Net', 'money'),
    col('amount', 'Amount', 'money'),
    col('gross', 'Gross', 'money'),
  ],
  check_in_summary: [
    col('title', 'Event', 'text'),
    col('start_date', 'Starts', 'datetime'),
    col('attendees', 'Attendees', 'number', true),
    col('checked_in', 'Checked in', 'number', true),
    col('check_in_rate', 'Check-in rate', 'percent'),
  ],
};

/** Money columns of organizer reports are summed per currency only; their totals exist when one currency is shown. */
export const ZReportCell = z.union([z.string(), z.number(), z.null()]);
export const ZReportRow = z.record(z.string(), ZReportCell).meta({ id: 'ReportRow' });
export type TReportRow = z.infer<typeof ZReportRow>;

export const ZReportMeta = z
  .object({
    type: z.string(),
    /** The range used, whole days in `timezone`, both included. */
    start_date: z.string(),
    end_date: z.string(),
    timezone: z.string(),
    /** The event's currency; for organizer reports the currency filtered on, else null (rows carry theirs). */
    currency: z.string().nullable(),
    /** Sums of the columns marked `total` over every row of the range (not only this page). */
    totals: z.record(z.string(), z.number()),
    columns: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        kind: z.enum(['text', 'number', 'money', 'date', 'datetime', 'percent']),
        total: z.boolean().optional(),
      }),
    ),
    /** Organizer reports: the page. */
    current_page: z.number().int().optional(),
    per_page: z.number().int().optional(),
    total: z.number().int().optional(),
    last_page: z.number().int().optional(),
    /** Currencies the organizer's events sold in (organizer reports). */
    currencies: z.array(z.string()).optional(),
  })
  .meta({ id: 'ReportMeta' });
export type TReportMeta = z.infer<typeof ZReportMeta>;

export const ZReport = z.object({ data: z.array(ZReportRow), meta: ZReportMeta }).meta({ id: 'Report' });
export type TReport = z.infer<typeof ZReport>;
