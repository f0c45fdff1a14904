import {
  REPORT_COLUMNS,
  formatMoney,
  formatRatePercent,
  ratePercentOf,
  type TEventReportQuery,
  type TEventReportType,
  type TOrganizerReportQuery,
  type TOrganizerReportType,
  type TReport,
  type TReportRow,
} from '@marquee/core';
import type { RawQuery } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { requireEvent } from '../events/events.service';
import { requireOrganizer } from '../organizers/organizers.service';
import { daysNewestFirst, resolveReportRange } from './report-range';
import * as repo from './reports.repository';
import type { DayRange } from './reports.repository';

/**
 * Event and organizer reports (issue 27, decision 152): money from the sales ledger, so a past range never changes;
 * the event's (each event's) whole days; totals over every row of the range.
 */

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);
const iso = (value: unknown) => (value ? new Date(value as string | Date).toISOString() : null);
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

function totalsOf(type: TEventReportType | TOrganizerReportType, rows: readonly TReportRow[]) {
  const totals: Record<string, number> = {};
  for (const column of REPORT_COLUMNS[type])
    if (column.total) totals[column.key] = rows.reduce((sum, row) => sum + num(row[column.key]), 0);
  return totals;
}

/** "VAT" at 21 % → "21%"; a fixed fee has no rate. */
const rateLabel = (rate: unknown) =>
  rate === null || rate === undefined ? '' : formatRatePercent(ratePercentOf(num(rate)), 'en');

function taxRow(row: Row): TReportRow {
  const net = num(row.net);
  const amount = num(row.amount);
  return {
    currency: str(row.currency),
    type: str(row.type),
    name: str(row.name),
    calculation: str(row.calculation),
    rate: row.rate === null ? null : num(row.rate),
    rate_label: rateLabel(row.rate),
    net,
    amount,
    gross: net + amount,
  };
}

function promoStatus(row: Row, now: Date): string {
  if (row.deleted) return 'Deleted';
  if (row.expiry_date && new Date(row.expiry_date as string | Date) < now) return 'Expired';
  if (row.max_allowed_usages !== null && num(row.order_usage_count) >= num(row.max_allowed_usages))
    return 'Limit Reached';
  return 'Active';
}

/** The configured discount as the promo code API gives it: percent for a percentage (stored in thousandths). */
const configuredDiscount = (row: Row): number | null =>
  row.discount === null || row.discount === undefined
    ? null
    : row.discount_type === 'PERCENTAGE'
      ? num(row.discount) / 1000
      : num(row.discount);

function discountLabel(row: Row, currency: string): string {
  if (row.deleted || !row.discount_type) return '';
  if (row.discount_type === 'PERCENTAGE') return formatRatePercent(configuredDiscount(row) ?? 0, 'en');
  if (row.discount_type === 'FIXED') return formatMoney(num(row.discount), currency, 'en');
  return 'None';
}

type EventScope = { query: RawQuery; eventId: string; timezone: string; currency: string; range: DayRange };

const EVENT_REPORTS: Record<TEventReportType, (scope: EventScope) => Promise<TReportRow[]>> = {
  async product_sales({ query, eventId, range }) {
    return (await repo.productSalesRows(query, eventId, range)).map((row) => ({
      product_id: str(row.product_id),
      title: str(row.title),
      type: str(row.type),
      product_type: str(row.product_type),
      number_sold: num(row.number_sold),
      total_before_discount: num(row.total_before_discount),
      total_discount: num(row.total_discount),
      total_service_fees: num(row.total_service_fees),
      total_tax: num(row.total_tax),
      total_gross: num(row.total_gross),
    }));
  },

  async daily_sales_report({ query, eventId, range }) {
    const [sales, views] = await Promise.all([
      repo.dailySalesRows(query, eventId, range),
      repo.eventViewsByDay(query, eventId, range),
    ]);
    const byDay = new Map(sales.map((row) => [String(row.date), row]));
    const viewsByDay = new Map(views.map((row) => [String(row.date), num(row.views)]));
    return daysNewestFirst(range).map((date) => {
      const row = byDay.get(date) ?? {};
      return {
        date,
        orders_created: num(row.orders_created),
        products_sold: num(row.products_sold),
        tickets_sold: num(row.tickets_sold),
        before_additions: num(row.before_additions),
        discount: num(row.discount),
        fee: num(row.fee),
        tax: num(row.tax),
        gross: num(row.gross),
        refunded: num(row.refunded),
        views: viewsByDay.get(date) ?? 0,
      };
    });
  },

  async promo_codes_report({ query, eventId, currency, range }) {
    const now = new Date();
    return (await repo.promoCodeRows(query, eventId, range)).map((row) => {
      const max =
        row.max_allowed_usages === null || row.max_allowed_usages === undefined ? null : num(row.max_allowed_usages);
      return {
        promo_code_id: str(row.promo_code_id),
        code: str(row.code),
        status: promoStatus(row, now),
        discount: configuredDiscount(row),
        discount_type: str(row.discount_type),
        discount_label: discountLabel(row, currency),
        times_used: num(row.times_used),
        unique_customers: num(row.unique_customers),
        total_before_discount: num(row.total_before_discount),
        // Σ (price before discount − price) × quantity: what buyers were spared, a positive amount.
        total_discount: num(row.total_discount),
        total_gross: num(row.total_gross),
        first_used_at: iso(row.first_used_at),
        last_used_at: iso(row.last_used_at),
        max_allowed_usages: max,
        remaining_uses: max === null ? null : Math.max(0, max - num(row.order_usage_count)),
        expiry_date: iso(row.expiry_date),
      };
    });
  },

  async payments_report({ query, eventId, range }) {
    return (await repo.paymentRows(query, eventId, range)).map((row) => ({
      method: str(row.method),
      payments: num(row.payments),
      payments_total: num(row.payments_total),
      refunds: num(row.refunds),
      refunds_total: num(row.refunds_total),
      net: num(row.payments_total) - num(row.refunds_total),
    }));
  },

  async taxes_and_fees_report({ query, eventId, range }) {
    return (await repo.taxRows(query, { eventId }, range)).map(taxRow);
  },

  async check_ins_report({ query, eventId, timezone, range }) {
    return (await repo.checkInRows(query, { eventId, timezone, range })).map((row) => ({
      date: str(row.date),
      check_in_list_id: str(row.check_in_list_id),
      check_in_list: str(row.check_in_list),
      check_ins: num(row.check_ins),
      attendees_checked_in: num(row.attendees_checked_in),
      check_outs: num(row.check_outs),
    }));
  },

  async affiliates_report({ query, eventId, range }) {
    return (await repo.affiliateRows(query, eventId, range)).map((row) => ({
      affiliate_id: str(row.affiliate_id),
      name: str(row.name),
      code: str(row.code),
      status: str(row.status),
      orders: num(row.orders),
      tickets: num(row.tickets),
      total_gross: num(row.total_gross),
    }));
  },

  async sales_funnel_report({ query, eventId, timezone, range }) {
    const [sales, views, checkouts] = await Promise.all([
      repo.dailySalesRows(query, eventId, range),
      repo.eventViewsByDay(query, eventId, range),
      repo.checkoutsByDay(query, { eventId, timezone, range }),
    ]);
    const salesByDay = new Map(sales.map((row) => [String(row.date), row]));
    const viewsByDay = new Map(views.map((row) => [String(row.date), num(row.views)]));
    const checkoutsByDay = new Map(checkouts.map((row) => [String(row.date), num(row.checkouts)]));
    return daysNewestFirst(range).map((date) => ({
      date,
      page_views: viewsByDay.get(date) ?? 0,
      checkouts_started: checkoutsByDay.get(date) ?? 0,
      orders_placed: num(salesByDay.get(date)?.orders_created),
      orders_paid: num(salesByDay.get(date)?.orders_paid),
    }));
  },
};

export function isEventReportType(type: string): type is TEventReportType {
  return Object.hasOwn(EVENT_REPORTS, type);
}

export function isOrganizerReportType(type: string): type is TOrganizerReportType {
  return Object.hasOwn(ORGANIZER_REPORTS, type);
}

const columnsOf = (type: TEventReportType | TOrganizerReportType) =>
  REPORT_COLUMNS[type].map((column) => ({ ...column }));

/** One event report over a range (default: the last 30 days), in the event's timezone and currency. */
export async function getEventReport(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { eventId: string; type: string; query: TEventReportQuery },
): Promise<TReport> {
  const { db, query } = deps.database;
  const event = await requireEvent(db, auth, input.eventId);
  if (!isEventReportType(input.type)) throw AppError.notFound('report');
  const range = resolveReportRange(input.query, event.timezone);
  const rows = await EVENT_REPORTS[input.type]({
    query,
    eventId: event.id,
    timezone: event.timezone,
    currency: event.currency,
    range,
  });
  return {
    data: rows,
    meta: {
      type: input.type,
      start_date: range.start,
      end_date: range.end,
      timezone: event.timezone,
      currency: event.currency,
      totals: totalsOf(input.type, rows),
      columns: columnsOf(input.type),
    },
  };
}

type OrganizerScope = {
  query: RawQuery;
  organizerId: string;
  /** The organizer's own currency: what a report that needs one currency shows when none is asked. */
  defaultCurrency: string;
  currency: string | null;
  eventId: string | null;
  range: DayRange;
};

const ORGANIZER_REPORTS: Record<TOrganizerReportType, (scope: OrganizerScope) => Promise<TReportRow[]>> = {
  async revenue_summary({ query, ...input }) {
    return (await repo.revenueRows(query, input)).map((row) => {
      const gross = num(row.gross);
      const cancelled = num(row.cancelled);
      const refunded = num(row.refunded);
      return {
        currency: str(row.currency),
        orders: num(row.orders),
        tickets: num(row.tickets),
        gross,
        cancelled,
        refunded,
        net: gross - cancelled - refunded,
        tax: num(row.tax),
        fee: num(row.fee),
        payments: num(row.payments),
        refunds_paid: num(row.refunds_paid),
      };
    });
  },

  async daily_sales_summary({ query, organizerId, currency, defaultCurrency, eventId, range }) {
    const rows = await repo.organizerDailyRows(query, {
      organizerId,
      currency: currency ?? defaultCurrency,
      eventId,
      range,
    });
    const byDay = new Map(rows.map((row) => [String(row.date), row]));
    return daysNewestFirst(range).map((date) => {
      const row = byDay.get(date) ?? {};
      return {
        date,
        currency: currency ?? defaultCurrency,
        orders: num(row.orders),
        tickets: num(row.tickets),
        gross: num(row.gross),
        refunded: num(row.refunded),
      };
    });
  },

  async events_performance({ query, ...input }) {
    return (await repo.eventPerformanceRows(query, input)).map((row) => ({
      event_id: str(row.event_id),
      title: str(row.title),
      start_date: iso(row.start_date),
      currency: str(row.currency),
      orders: num(row.orders),
      tickets: num(row.tickets),
      gross: num(row.gross),
      net: num(row.net),
      attendees: num(row.attendees),
      checked_in: num(row.checked_in),
      check_in_rate: rate(row),
    }));
  },

  async tax_summary({ query, organizerId, currency, eventId, range }) {
    return (await repo.taxRows(query, { organizerId, currency, eventId }, range)).map(taxRow);
  },

  async check_in_summary({ query, ...input }) {
    return (await repo.eventPerformanceRows(query, input)).map((row) => ({
      event_id: str(row.event_id),
      title: str(row.title),
      start_date: iso(row.start_date),
      attendees: num(row.attendees),
      checked_in: num(row.checked_in),
      check_in_rate: rate(row),
    }));
  },
};

/** Checked-in share of attendees in percent, one decimal. */
const rate = (row: Row) =>
  num(row.attendees) === 0 ? 0 : Math.round((num(row.checked_in) / num(row.attendees)) * 1000) / 10;

/**
 * One organizer report: whole days of each event's own timezone (so an event's line equals its event reports),
 * filtered by currency and event, a page of at most 1,000 rows with totals over all of them. Money totals are given
 * only when one currency is shown: amounts are never added across currencies.
 */
export async function getOrganizerReport(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { organizerId: string; type: string; query: TOrganizerReportQuery },
): Promise<TReport> {
  const { db, query } = deps.database;
  const organizer = await requireOrganizer(db, auth, input.organizerId);
  if (!isOrganizerReportType(input.type)) throw AppError.notFound('report');
  if (input.query.event_id) await requireEvent(db, auth, input.query.event_id);
  const range = resolveReportRange(input.query, organizer.timezone);
  const currency = input.query.currency ?? null;
  const rows = await ORGANIZER_REPORTS[input.type]({
    query,
    organizerId: organizer.id,
    defaultCurrency: organizer.currency,
    currency,
    eventId: input.query.event_id ?? null,
    range,
  });
  const { page, per_page: perPage } = input.query;
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const currencies = await repo.organizerCurrencies(query, organizer.id);
  const singleCurrency =
    currency ??
    (input.type === 'daily_sales_summary'
      ? organizer.currency
      : currencies.length === 1
        ? (currencies[0] ?? null)
        : null);
  const totals = totalsOf(input.type, rows);
  if (singleCurrency)
    for (const column of REPORT_COLUMNS[input.type])
      if (column.kind === 'money') totals[column.key] = rows.reduce((sum, row) => sum + num(row[column.key]), 0);
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    meta: {
      type: input.type,
      start_date: range.start,
      end_date: range.end,
      timezone: organizer.timezone,
      currency: singleCurrency,
      totals,
      columns: columnsOf(input.type),
      current_page: page,
      per_page: perPage,
      total: rows.length,
      last_page: lastPage,
      currencies,
    },
  };
}
