import { z } from 'zod';
import { ZDayInput as ZIsoDay } from './input-hygiene';
import { PAYMENT_PROVIDERS } from './events';
import { ORDER_PAYMENT_STATUSES, ORDER_REFUND_STATUSES, ORDER_STATUSES } from '../domain/order-status';

// Kept importable from the contracts, where the attendee schemas have always found them.
export { ATTENDEE_STATUSES, type TAttendeeStatus } from '../domain/order-status';

/**
 * Orders, their lines and attendees (spec §5, docs/decisions/025-orders.md), and the sales statistics
 * computed from them (docs/decisions/026-sales-statistics.md). Money: integer minor units of `currency`.
 */

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

/** The API shape of `TOrderLineAddition`: `rate` in thousandths of a percent (6 000 = 6 %), `amount` per line. */
export const ZOrderLineAddition = z.object({
  tax_or_fee_id: z.string(),
  name: z.string(),
  type: z.enum(['TAX', 'FEE']),
  calculation: z.enum(['PERCENTAGE', 'FIXED']),
  rate: z.number().nullable(),
  amount: z.number().int(),
});

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

/**
 * Attendees a box office counts: those of placed orders (`COUNTED_ORDER_STATUSES`) not cancelled one by one. The
 * tickets of an order awaiting its offline payment count, as its units do; the figures show them apart too
 * (docs/decisions/121-counts-and-money-figures.md).
 */
export const COUNTED_ATTENDEE_STATUSES = ['ACTIVE', 'AWAITING_PAYMENT'] as const;

/**
 * What the sidebar and the list headlines count (decision 121): placed orders and their valid attendees, with
 * the unpaid and the cancelled ones apart. Placed plus cancelled is what an unfiltered list holds.
 */
const boxOfficeCounts = {
  /** Placed orders: COMPLETED and AWAITING_OFFLINE_PAYMENT. */
  total_orders: z.number().int(),
  /** Of `total_orders`, those still awaiting their offline payment. */
  total_orders_awaiting_payment: z.number().int(),
  /** CANCELLED orders: not in `total_orders`. */
  total_orders_cancelled: z.number().int(),
  /** Valid attendees: ACTIVE or AWAITING_PAYMENT attendees of placed orders. */
  total_attendees: z.number().int(),
  /** Of `total_attendees`, those whose order still awaits its offline payment. */
  total_attendees_awaiting_payment: z.number().int(),
  /** CANCELLED attendees (of cancelled orders, or cancelled one by one): not in `total_attendees`. */
  total_attendees_cancelled: z.number().int(),
};

export const ZEventCounts = z.object(boxOfficeCounts).meta({ id: 'EventCounts' });
export type TEventCounts = z.infer<typeof ZEventCounts>;

/**
 * Sales figures over placed orders (decision 121). Money adds up as
 * `total_gross_sales − total_tax − total_refunded = total_net_revenue`; taxes and fees are what remains of them
 * once refunds took their proportional share; fees stay the organizer's revenue, inside net.
 */
export const ZSalesTotals = z
  .object({
    /** What buyers of placed orders were charged: taxes and fees included, refunds not taken off. */
    total_gross_sales: z.number().int(),
    /** Gross minus the taxes kept minus refunds. */
    total_net_revenue: z.number().int(),
    /** Taxes, less the share of them refunded. */
    total_tax: z.number().int(),
    /** Fees, less the share of them refunded; part of net revenue. */
    total_fees: z.number().int(),
    total_refunded: z.number().int(),
    /** Discounts given by promo codes (already out of gross). */
    total_discount: z.number().int(),
    /** Of gross, what orders awaiting their offline payment still owe. */
    total_awaiting_payment: z.number().int(),
    ...boxOfficeCounts,
    /** Units of TICKET products in placed orders. */
    total_tickets_sold: z.number().int(),
    /** Units of every product in placed orders. */
    total_products_sold: z.number().int(),
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
