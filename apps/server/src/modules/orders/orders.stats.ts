import {
  COUNTED_ATTENDEE_STATUSES,
  COUNTED_ORDER_STATUSES,
  STATS_DEFAULT_RANGE_DAYS,
  daysInRange,
  type TCheckInStats,
  type TDailySales,
  type TEventCounts,
  type TEventStats,
  type TEventStatsQuery,
  type TOrganizerStats,
  type TList,
  type TOrderSummary,
  type TSalesTotals,
} from '@marquee/core';
import type { RawQuery } from '../../db/client';
import { parseListQuery } from '../../lib/list-query';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { checkInListFigures } from '../check-in-lists/check-in-lists.service';
import { requireEvent } from '../events/events.service';
import { requireOrganizer } from '../organizers/organizers.service';
import { toOrderSummary } from './orders.mapper';
import { listOrganizerOrdersPage, ordersListResource } from './orders.repository';

/**
 * Sales statistics computed in SQL from the orders themselves, never from counters
 * (docs/decisions/026-sales-statistics.md): money, orders and units of placed orders (COMPLETED and
 * AWAITING_OFFLINE_PAYMENT), their valid attendees, page views, with what the figures mean fixed by
 * docs/decisions/121-counts-and-money-figures.md. Days are whole days in the event timezone.
 */

type Deps = IdentityDeps;

/**
 * Which events: `$1` is an event id or an organizer id, `$2` a currency for organizer figures (money is never
 * added across currencies; counts may be).
 */
type Scope = { kind: 'event'; eventId: string } | { kind: 'organizer'; organizerId: string; currency: string | null };

function scopeSql(scope: Scope): { where: string; values: unknown[] } {
  if (scope.kind === 'event') return { where: 'e.id = $1', values: [scope.eventId] };
  return scope.currency === null
    ? { where: 'e.organizer_id = $1', values: [scope.organizerId] }
    : { where: 'e.organizer_id = $1 AND e.currency = $2', values: [scope.organizerId, scope.currency] };
}

const num = (value: unknown): number => Number(value ?? 0);
/** Status constants as an SQL list: they come from core, never from a request. */
const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const PLACED = sqlList(COUNTED_ORDER_STATUSES);
const VALID_ATTENDEE = sqlList(COUNTED_ATTENDEE_STATUSES);
/** What the orders and attendees lists hold unfiltered: placed and cancelled orders (decision 098). */
const LISTED = sqlList([...COUNTED_ORDER_STATUSES, 'CANCELLED']);

/**
 * What is left of an order's tax or fee once refunds took their share of it (spec: "tax and fee are reduced
 * proportionally"), rounded per order so the sums stay whole minor units.
 */
const keptShare = (column: string) =>
  `${column} - CASE WHEN o.total_gross = 0 THEN 0
     ELSE round(${column}::numeric * o.total_refunded / o.total_gross) END`;

async function orderCounts(query: RawQuery, scope: Scope) {
  const { where, values } = scopeSql(scope);
  const { rows } = await query<Record<string, unknown>>(
    `SELECT
       count(*) FILTER (WHERE o.status IN (${PLACED})) AS orders,
       count(*) FILTER (WHERE o.status = 'AWAITING_OFFLINE_PAYMENT') AS orders_awaiting,
       count(*) FILTER (WHERE o.status = 'CANCELLED') AS orders_cancelled,
       coalesce(sum(o.total_gross) FILTER (WHERE o.status IN (${PLACED})), 0) AS gross,
       coalesce(sum(o.total_gross) FILTER (WHERE o.status = 'AWAITING_OFFLINE_PAYMENT'), 0) AS awaiting,
       coalesce(sum(o.total_refunded) FILTER (WHERE o.status IN (${PLACED})), 0) AS refunded,
       coalesce(sum(o.total_discount) FILTER (WHERE o.status IN (${PLACED})), 0) AS discount,
       coalesce(sum(${keptShare('o.total_tax')}) FILTER (WHERE o.status IN (${PLACED})), 0) AS tax,
       coalesce(sum(${keptShare('o.total_fee')}) FILTER (WHERE o.status IN (${PLACED})), 0) AS fees
       FROM orders o JOIN events e ON e.id = o.event_id
      WHERE ${where} AND o.status IN (${LISTED})`,
    values,
  );
  return rows[0] ?? {};
}

async function attendeeCounts(query: RawQuery, scope: Scope) {
  const { where, values } = scopeSql(scope);
  const { rows } = await query<Record<string, unknown>>(
    `SELECT
       count(*) FILTER (WHERE o.status IN (${PLACED}) AND a.status IN (${VALID_ATTENDEE})) AS attendees,
       count(*) FILTER (WHERE o.status IN (${PLACED}) AND a.status = 'AWAITING_PAYMENT') AS attendees_awaiting,
       count(*) FILTER (WHERE a.status = 'CANCELLED') AS attendees_cancelled
       FROM attendees a JOIN orders o ON o.id = a.order_id JOIN events e ON e.id = a.event_id
      WHERE ${where} AND o.status IN (${LISTED})`,
    values,
  );
  return rows[0] ?? {};
}

function toCounts(orders: Record<string, unknown>, attendees: Record<string, unknown>): TEventCounts {
  return {
    total_orders: num(orders.orders),
    total_orders_awaiting_payment: num(orders.orders_awaiting),
    total_orders_cancelled: num(orders.orders_cancelled),
    total_attendees: num(attendees.attendees),
    total_attendees_awaiting_payment: num(attendees.attendees_awaiting),
    total_attendees_cancelled: num(attendees.attendees_cancelled),
  };
}

async function salesTotals(query: RawQuery, scope: Scope): Promise<TSalesTotals> {
  const { where, values } = scopeSql(scope);
  const [orders, attendees, units] = await Promise.all([
    orderCounts(query, scope),
    attendeeCounts(query, scope),
    query<Record<string, unknown>>(
      `SELECT
         coalesce(sum(i.quantity) FILTER (WHERE i.product_type = 'TICKET'), 0) AS tickets,
         coalesce(sum(i.quantity), 0) AS products,
         (SELECT coalesce(sum(v.views), 0) FROM event_daily_views v JOIN events e ON e.id = v.event_id
           WHERE ${where}) AS views
         FROM order_items i JOIN orders o ON o.id = i.order_id JOIN events e ON e.id = o.event_id
        WHERE ${where} AND o.status IN (${PLACED})`,
      values,
    ),
  ]);
  const row = units.rows[0] ?? {};
  const gross = num(orders.gross);
  const tax = num(orders.tax);
  const refunded = num(orders.refunded);
  return {
    total_gross_sales: gross,
    total_net_revenue: gross - tax - refunded,
    total_tax: tax,
    total_fees: num(orders.fees),
    total_refunded: refunded,
    total_discount: num(orders.discount),
    total_awaiting_payment: num(orders.awaiting),
    ...toCounts(orders, attendees),
    total_tickets_sold: num(row.tickets),
    total_products_sold: num(row.products),
    total_views: num(row.views),
  };
}

/** Today's date in a timezone, as YYYY-MM-DD. */
export function todayIn(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function dailySales(
  query: RawQuery,
  input: { eventId: string; timezone: string; start: string; end: string },
): Promise<TDailySales[]> {
  const { rows } = await query<Record<string, unknown>>(
    `WITH day_orders AS (
       SELECT to_char((o.created_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day,
              o.total_gross, o.total_refunded, ${keptShare('o.total_tax')} AS tax,
              (SELECT coalesce(sum(i.quantity), 0) FROM order_items i
                WHERE i.order_id = o.id AND i.product_type = 'TICKET') AS tickets
         FROM orders o
        WHERE o.event_id = $1 AND o.status IN (${PLACED})
          AND o.created_at >= ($3::date)::timestamp AT TIME ZONE $2
          AND o.created_at < ($4::date + 1)::timestamp AT TIME ZONE $2
     )
     SELECT day, sum(total_gross) AS gross, sum(tax) AS tax, sum(total_refunded) AS refunded, count(*) AS orders,
            sum(tickets) AS tickets
       FROM day_orders GROUP BY day`,
    [input.eventId, input.timezone, input.start, input.end],
  );
  const views = await query<Record<string, unknown>>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS day, views FROM event_daily_views
      WHERE event_id = $1 AND date BETWEEN $2::date AND $3::date`,
    [input.eventId, input.start, input.end],
  );
  const byDay = new Map(rows.map((row) => [String(row.day), row]));
  const viewsByDay = new Map(views.rows.map((row) => [String(row.day), num(row.views)]));
  return daysInRange(input.start, input.end).map((day) => {
    const row = byDay.get(day);
    const gross = num(row?.gross);
    return {
      date: day,
      total_gross_sales: gross,
      total_net_revenue: gross - num(row?.tax) - num(row?.refunded),
      total_orders: num(row?.orders),
      total_tickets_sold: num(row?.tickets),
      total_views: viewsByDay.get(day) ?? 0,
    };
  });
}

/** Event-wide totals, and a zero-filled daily series over the range (default: the last 30 days). */
export async function getEventStats(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; query: TEventStatsQuery },
): Promise<TEventStats> {
  const { db, query } = deps.database;
  const event = await requireEvent(db, auth, input.eventId);
  const end = input.query.end_date ?? todayIn(event.timezone);
  const start = input.query.start_date ?? shiftDay(end, -(STATS_DEFAULT_RANGE_DAYS - 1));
  return {
    currency: event.currency,
    timezone: event.timezone,
    start_date: start,
    end_date: end,
    totals: await salesTotals(query, { kind: 'event', eventId: event.id }),
    daily: await dailySales(query, { eventId: event.id, timezone: event.timezone, start, end }),
  };
}

/** The organizer's totals in one currency (default its own), and every currency its events have sales in. */
export async function getOrganizerStats(
  deps: Deps,
  auth: AuthContext,
  input: { organizerId: string; currency?: string },
): Promise<TOrganizerStats> {
  const { db, query } = deps.database;
  const organizer = await requireOrganizer(db, auth, input.organizerId);
  const currency = input.currency ?? organizer.currency;
  const { rows } = await query<{ currency: string }>(
    `SELECT DISTINCT o.currency FROM orders o JOIN events e ON e.id = o.event_id
      WHERE e.organizer_id = $1 AND o.status IN (${PLACED}) ORDER BY o.currency`,
    [organizer.id],
  );
  return {
    currency,
    currencies: rows.map((row) => row.currency),
    totals: await salesTotals(query, { kind: 'organizer', organizerId: organizer.id, currency }),
  };
}

/** The sidebar's and the list headlines' counts of one event (decision 121). */
export async function getEventCounts(deps: Deps, auth: AuthContext, eventId: string): Promise<TEventCounts> {
  const { db, query } = deps.database;
  const event = await requireEvent(db, auth, eventId);
  const scope: Scope = { kind: 'event', eventId: event.id };
  const [orders, attendees] = await Promise.all([orderCounts(query, scope), attendeeCounts(query, scope)]);
  return toCounts(orders, attendees);
}

/** The same counts over all of an organizer's events, whatever their currency (its orders list headline). */
export async function getOrganizerCounts(deps: Deps, auth: AuthContext, organizerId: string): Promise<TEventCounts> {
  const { db, query } = deps.database;
  const organizer = await requireOrganizer(db, auth, organizerId);
  const scope: Scope = { kind: 'organizer', organizerId: organizer.id, currency: null };
  const [orders, attendees] = await Promise.all([orderCounts(query, scope), attendeeCounts(query, scope)]);
  return toCounts(orders, attendees);
}

/**
 * ACTIVE attendees, how many are checked in now on any list, and per list the attendees it counts and how many of
 * them are checked in on it (decision 027, docs/decisions/099-check-in-lists.md).
 */
export async function getCheckInStats(deps: Deps, auth: AuthContext, eventId: string): Promise<TCheckInStats> {
  const { db, query } = deps.database;
  const event = await requireEvent(db, auth, eventId);
  const { rows } = await query<{ total: unknown; checked_in: unknown }>(
    `SELECT (SELECT count(*) FROM attendees WHERE event_id = $1 AND status = 'ACTIVE') AS total,
            (SELECT count(DISTINCT attendee_id) FROM check_ins WHERE event_id = $1 AND checked_out_at IS NULL) AS checked_in`,
    [event.id],
  );
  return {
    total_attendees: num(rows[0]?.total),
    checked_in_attendees: num(rows[0]?.checked_in),
    lists: await checkInListFigures(db, event),
  };
}

/** The organizer's orders with the list query (search short id, name, email; sort created_at, total_gross). */
export async function listOrganizerOrders(
  deps: Deps,
  auth: AuthContext,
  input: { organizerId: string; rawQuery: unknown },
): Promise<TList<TOrderSummary>> {
  const { db } = deps.database;
  const organizer = await requireOrganizer(db, auth, input.organizerId);
  const query = parseListQuery(ordersListResource, input.rawQuery);
  const { rows, meta } = await listOrganizerOrdersPage(db, { organizerId: organizer.id, query });
  return { data: rows.map(toOrderSummary), meta };
}
