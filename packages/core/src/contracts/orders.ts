import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './events';
import { ORDER_PAYMENT_STATUSES, ORDER_REFUND_STATUSES, ORDER_STATUSES } from '../domain/order-status';

/**
 * Orders, their lines and attendees (spec §5, docs/decisions/025-orders.md), and the sales statistics
 * computed from them (docs/decisions/026-sales-statistics.md). Money: integer minor units of `currency`.
 */

export const ATTENDEE_STATUSES = ['ACTIVE', 'AWAITING_PAYMENT', 'CANCELLED'] as const;
export type TAttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

/** Orders whose units count as sold (and that keep an event from being deleted, with CANCELLED). */
export const COUNTED_ORDER_STATUSES = ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT'] as const;

export type TOrderAddress = {
  address_line_1?: string | null;
  address_line_2?: string | null;
  city?: string | null;
  state_or_region?: string | null;
  zip_or_postal_code?: string | null;
  country?: string | null;
};

/** A tax or fee as applied to an order line, frozen there. */
export type TOrderLineAddition = {
  tax_or_fee_id: string;
  name: string;
  type: 'TAX' | 'FEE';
  calculation: 'PERCENTAGE' | 'FIXED';
  /** PERCENTAGE: thousandths of a percent; FIXED: null. */
  rate: number | null;
  /** What it added to the whole line. */
  amount: number;
};

export const ZOrderSummary = z
  .object({
    id: z.uuid(),
    short_id: z.string(),
    public_id: z.string(),
    event_id: z.uuid(),
    event_title: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_status: z.enum(ORDER_PAYMENT_STATUSES).nullable(),
    refund_status: z.enum(ORDER_REFUND_STATUSES).nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    currency: z.string(),
    total_before_additions: z.number().int(),
    total_discount: z.number().int(),
    total_tax: z.number().int(),
    total_fee: z.number().int(),
    total_gross: z.number().int(),
    total_refunded: z.number().int(),
    promo_code: z.string().nullable(),
    affiliate_code: z.string().nullable(),
    payment_provider: z.enum(PAYMENT_PROVIDERS).nullable(),
    completed_at: z.string().nullable(),
    created_at: z.string(),
    /** The order's invoice number once one is issued (decision 090), else null. */
    invoice_number: z.string().nullable(),
    /** RESERVED orders only: when the hold ends; null for every other status. */
    reserved_until: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

/* ---------- statistics ---------- */

export const STATS_MAX_RANGE_DAYS = 370;
export const STATS_DEFAULT_RANGE_DAYS = 30;

const ZIsoDay = z.iso.date({ error: 'Use an ISO 8601 date (YYYY-MM-DD).' });

/** Whole days in the event timezone, both included; both or neither. */
export const ZEventStatsQuery = z
  .object({ start_date: ZIsoDay.optional(), end_date: ZIsoDay.optional() })
  .superRefine((value, ctx) => {
    if ((value.start_date === undefined) !== (value.end_date === undefined)) {
      const path = value.start_date === undefined ? 'start_date' : 'end_date';
      ctx.addIssue({ code: 'custom', path: [path], message: 'Give both a start date and an end date.' });
      return;
    }
    if (value.start_date === undefined || value.end_date === undefined) return;
    const days = daysBetween(value.start_date, value.end_date);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date is before the start date.' });
    else if (days + 1 > STATS_MAX_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `Choose at most ${STATS_MAX_RANGE_DAYS} days.`,
      });
  });
export type TEventStatsQuery = z.infer<typeof ZEventStatsQuery>;

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The ISO dates from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): string[] {
  const out: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let day = 0; day <= daysBetween(from, to); day += 1)
    out.push(new Date(start + day * 86_400_000).toISOString().slice(0, 10));
  return out;
}

export const ZSalesTotals = z
  .object({
    /** Gross of COMPLETED orders, taxes and fees included. */
    total_gross_sales: z.number().int(),
    /** Gross minus refunds. */
    total_net_revenue: z.number().int(),
    total_tax: z.number().int(),
    total_fees: z.number().int(),
    total_refunded: z.number().int(),
    /** COMPLETED orders. */
    total_orders: z.number().int(),
    /** Units of TICKET products in those orders. */
    total_tickets_sold: z.number().int(),
    /** Units of every product in those orders. */
    total_products_sold: z.number().int(),
    /** ACTIVE attendees. */
    total_attendees: z.number().int(),
    total_views: z.number().int(),
  })
  .meta({ id: 'SalesTotals' });
export type TSalesTotals = z.infer<typeof ZSalesTotals>;

export const ZDailySales = z
  .object({
    date: z.string(),
    total_gross_sales: z.number().int(),
    total_net_revenue: z.number().int(),
    total_orders: z.number().int(),
    total_tickets_sold: z.number().int(),
    total_views: z.number().int(),
  })
  .meta({ id: 'DailySales' });
export type TDailySales = z.infer<typeof ZDailySales>;

export const ZEventStats = z
  .object({
    currency: z.string(),
    timezone: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    totals: ZSalesTotals,
    daily: z.array(ZDailySales),
  })
  .meta({ id: 'EventStats' });
export type TEventStats = z.infer<typeof ZEventStats>;

export const ZOrganizerStatsQuery = z.object({
  currency_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: 'Use a three-letter currency code.' })
    .transform((value) => value.toUpperCase())
    .optional(),
});

export const ZOrganizerStats = z
  .object({
    currency: z.string(),
    /** Currencies the organizer's events have sales in. */
    currencies: z.array(z.string()),
    totals: ZSalesTotals,
  })
  .meta({ id: 'OrganizerStats' });
export type TOrganizerStats = z.infer<typeof ZOrganizerStats>;

export const ZCheckInStats = z
  .object({
    total_attendees: z.number().int(),
    checked_in_attendees: z.number().int(),
    /** Per check-in list: attendees it counts and how many are checked in on it now (decisions 027, 099). */
    lists: z.array(
      z.object({ id: z.string(), name: z.string(), total: z.number().int(), checked_in: z.number().int() }),
    ),
  })
  .meta({ id: 'CheckInStats' });
export type TCheckInStats = z.infer<typeof ZCheckInStats>;
