import { eq, sql } from 'drizzle-orm';
import type { DbExecutor, RawQuery } from '../../db/client';
import { appMeta } from '../../db/schema';

/**
 * The reports' reads (decision 152): money from the ledger's daily roll-ups (and, for distinct buyers, the ledger),
 * views from the page counters, checkouts from the orders, check-ins from the door. Days are the event's own.
 */

export type DayRange = { start: string; end: string };
type Row = Record<string, unknown>;

export async function getLedgerBackfillState(executor: DbExecutor, key: string): Promise<string | null> {
  const [row] = await executor.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

export async function setLedgerBackfillDone(executor: DbExecutor, key: string): Promise<void> {
  await executor
    .insert(appMeta)
    .values({ key, value: 'done' })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: 'done', updatedAt: sql`now()` } });
}

const SALES = `d.movement IN ('SALE', 'CANCELLATION')`;

export async function productSalesRows(query: RawQuery, eventId: string, range: DayRange): Promise<Row[]> {
  const { rows } = await query(
    `WITH sold AS (
       SELECT d.product_id, sum(d.quantity) AS quantity, sum(d.subtotal) AS subtotal, sum(d.discount) AS discount,
              sum(d.fee) AS fee, sum(d.tax) AS tax, sum(d.gross) AS gross
         FROM sales_ledger_daily d
        WHERE d.event_id = $1 AND d.day BETWEEN $2::date AND $3::date AND ${SALES}
        GROUP BY d.product_id)
     SELECT p.id AS product_id, p.title, p.type, p.product_type, coalesce(s.quantity, 0) AS number_sold,
            coalesce(s.subtotal, 0) AS total_before_discount, coalesce(s.discount, 0) AS total_discount,
            coalesce(s.fee, 0) AS total_service_fees, coalesce(s.tax, 0) AS total_tax, coalesce(s.gross, 0) AS total_gross
       FROM products p LEFT JOIN sold s ON s.product_id = p.id
      WHERE p.event_id = $1
      ORDER BY p.sort_order, p.created_at, p.id`,
    [eventId, range.start, range.end],
  );
  return rows;
}

/** Per day: sales (net of cancellations), refunds, orders and units, from the roll-ups. */
export async function dailySalesRows(query: RawQuery, eventId: string, range: DayRange): Promise<Row[]> {
  const { rows } = await query(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
            sum(d.gross) FILTER (WHERE ${SALES}) AS gross,
            sum(d.tax) FILTER (WHERE ${SALES}) AS tax,
            sum(d.net) FILTER (WHERE ${SALES}) AS before_additions,
            sum(d.fee) FILTER (WHERE ${SALES}) AS fee,
            sum(d.discount) FILTER (WHERE ${SALES}) AS discount,
            -sum(d.cash) FILTER (WHERE d.movement = 'REFUND') AS refunded,
            sum(d.gross) FILTER (WHERE d.movement = 'REFUND') AS refund_revenue,
            sum(d.quantity) FILTER (WHERE ${SALES}) AS products_sold,
            sum(d.quantity) FILTER (WHERE ${SALES} AND d.product_type = 'TICKET') AS tickets_sold,
            sum(d.order_count) FILTER (WHERE ${SALES}) AS orders_created,
            sum(d.order_count) FILTER (WHERE d.movement = 'PAYMENT') AS orders_paid
       FROM sales_ledger_daily d
      WHERE d.event_id = $1 AND d.day BETWEEN $2::date AND $3::date
      GROUP BY d.day`,
    [eventId, range.start, range.end],
  );
  return rows;
}

export async function eventViewsByDay(query: RawQuery, eventId: string, range: DayRange): Promise<Row[]> {
  const { rows } = await query(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, views FROM event_daily_views
      WHERE event_id = $1 AND date BETWEEN $2::date AND $3::date`,
    [eventId, range.start, range.end],
  );
  return rows;
}

/** Checkouts started: every order the event's buyers began (reservations included), per day in the event's timezone. */
export async function checkoutsByDay(
  query: RawQuery,
  input: { eventId: string; timezone: string; range: DayRange },
): Promise<Row[]> {
  const { rows } = await query(
    `SELECT to_char((o.created_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS date, count(*) AS checkouts
       FROM orders o
      WHERE o.event_id = $1 AND NOT o.is_manually_created
        AND o.created_at >= ($3::date)::timestamp AT TIME ZONE $2
        AND o.created_at < ($4::date + 1)::timestamp AT TIME ZONE $2
      GROUP BY 1`,
    [input.eventId, input.timezone, input.range.start, input.range.end],
  );
  return rows;
}

/**
 * Every promo code of the event, and every code the ledger saw in the range (a deleted code keeps its rows): uses,
 * money, first and last use from the roll-ups; distinct buyers from the ledger's orders.
 */
export async function promoCodeRows(query: RawQuery, eventId: string, range: DayRange): Promise<Row[]> {
  const { rows } = await query(
    `WITH used AS (
       SELECT d.promo_code_id, sum(d.order_count) AS times_used, sum(d.subtotal) AS subtotal,
              sum(d.discount) AS discount, sum(d.gross) AS gross,
              min(d.first_at) FILTER (WHERE d.movement = 'SALE') AS first_used_at,
              max(d.last_at) FILTER (WHERE d.movement = 'SALE') AS last_used_at
         FROM sales_ledger_daily d
        WHERE d.event_id = $1 AND d.day BETWEEN $2::date AND $3::date AND ${SALES} AND d.promo_code_id IS NOT NULL
        GROUP BY d.promo_code_id),
     customers AS (
       SELECT promo_code_id, count(*) FILTER (WHERE orders > 0) AS unique_customers
         FROM (SELECT l.promo_code_id, l.buyer_key, sum(l.order_count) AS orders
                 FROM sales_ledger l
                WHERE l.event_id = $1 AND l.promo_code_id IS NOT NULL AND l.order_count <> 0
                  AND l.day BETWEEN $2::date AND $3::date
                GROUP BY l.promo_code_id, l.buyer_key) buyers
        GROUP BY promo_code_id),
     codes AS (
       SELECT id AS promo_code_id FROM promo_codes WHERE event_id = $1
       UNION SELECT promo_code_id FROM used)
     SELECT c.promo_code_id, coalesce(p.code,
              (SELECT l.promo_code FROM sales_ledger l WHERE l.event_id = $1 AND l.promo_code_id = c.promo_code_id
                LIMIT 1)) AS code,
            p.id IS NULL AS deleted, p.discount, p.discount_type, p.max_allowed_usages, p.order_usage_count,
            p.expiry_date, coalesce(u.times_used, 0) AS times_used, coalesce(cu.unique_customers, 0) AS unique_customers,
            coalesce(u.subtotal, 0) AS total_before_discount, coalesce(u.discount, 0) AS total_discount,
            coalesce(u.gross, 0) AS total_gross, u.first_used_at, u.last_used_at
       FROM codes c
       LEFT JOIN promo_codes p ON p.id = c.promo_code_id
       LEFT JOIN used u ON u.promo_code_id = c.promo_code_id
       LEFT JOIN customers cu ON cu.promo_code_id = c.promo_code_id
      ORDER BY coalesce(u.gross, 0) DESC, code`,
    [eventId, range.start, range.end],
  );
  return rows;
}

/** Cash in and out per payment method (free orders as their own method). */
export async function paymentRows(query: RawQuery, eventId: string, range: DayRange): Promise<Row[]> {
  const { rows } = await query(
    `SELECT coalesce(d.payment_provider, 'FREE') AS method,
            coalesce(sum(d.entries) FILTER (WHERE d.movement = 'PAYMENT'), 0) AS payments,
            coalesce(sum(d.cash) FILTER (WHERE d.movement = 'PAYMENT'), 0) AS payments_total,
            coalesce(sum(d.entries) FILTER (WHERE d.movement = 'REFUND'), 0) AS refunds,
            coalesce(-sum(d.cash) FILTER (WHERE d.movement = 'REFUND'), 0) AS refunds_total
       FROM sales_ledger_daily d
      WHERE d.event_id = $1 AND d.day BETWEEN $2::date AND $3::date AND d.movement IN ('PAYMENT', 'REFUND')
      GROUP BY 1 ORDER BY 1`,
    [eventId, range.start, range.end],
  );
  return rows;
}

/** Taxes and fees per name and rate: the net they applied to and what they added, net of refunds and cancellations. */
export async function taxRows(
  query: RawQuery,
  scope: { eventId: string } | { organizerId: string; currency: string | null; eventId: string | null },
  range: DayRange,
): Promise<Row[]> {
  const event = 'organizerId' in scope ? scope.eventId : scope.eventId;
  const organizer = 'organizerId' in scope ? scope.organizerId : null;
  const currency = 'organizerId' in scope ? scope.currency : null;
  const { rows } = await query(
    `SELECT t.currency, t.type, t.name, t.calculation, t.rate, sum(t.base) AS net, sum(t.amount) AS amount
       FROM sales_ledger_daily_taxes t
      WHERE ($1::uuid IS NULL OR t.event_id = $1) AND ($2::uuid IS NULL OR t.organizer_id = $2)
        AND ($3::text IS NULL OR t.currency = $3) AND t.day BETWEEN $4::date AND $5::date
      GROUP BY t.currency, t.type, t.name, t.calculation, t.rate
      ORDER BY t.currency, t.type DESC, t.name, t.rate NULLS LAST`,
    [event, organizer, currency, range.start, range.end],
  );
  return rows;
}

/** Check-ins and check-outs per day and list, in the event's timezone. */
export async function checkInRows(
  query: RawQuery,
  input: { eventId: string; timezone: string; range: DayRange },
): Promise<Row[]> {
  const { rows } = await query(
    `WITH moves AS (
       SELECT c.check_in_list_id, (c.created_at AT TIME ZONE $2)::date AS day, c.attendee_id, 1 AS check_in,
              0 AS check_out
         FROM check_ins c
        WHERE c.event_id = $1 AND c.created_at >= ($3::date)::timestamp AT TIME ZONE $2
          AND c.created_at < ($4::date + 1)::timestamp AT TIME ZONE $2
       UNION ALL
       SELECT c.check_in_list_id, (c.checked_out_at AT TIME ZONE $2)::date, c.attendee_id, 0, 1
         FROM check_ins c
        WHERE c.event_id = $1 AND c.checked_out_at >= ($3::date)::timestamp AT TIME ZONE $2
          AND c.checked_out_at < ($4::date + 1)::timestamp AT TIME ZONE $2)
     SELECT to_char(m.day, 'YYYY-MM-DD') AS date, m.check_in_list_id, l.name AS check_in_list,
            sum(m.check_in) AS check_ins, count(DISTINCT m.attendee_id) FILTER (WHERE m.check_in = 1)
              AS attendees_checked_in, sum(m.check_out) AS check_outs
       FROM moves m LEFT JOIN check_in_lists l ON l.id = m.check_in_list_id
      GROUP BY m.day, m.check_in_list_id, l.name
      ORDER BY m.day DESC, l.name`,
    [input.eventId, input.timezone, input.range.start, input.range.end],
  );
  return rows;
}

/** Orders, tickets and gross per affiliate of the event (sales net of cancellations). */
export async function affiliateRows(query: RawQuery, eventId: string, range: DayRange): Promise<Row[]> {
  const { rows } = await query(
    `WITH sold AS (
       SELECT d.affiliate_id, sum(d.order_count) AS orders,
              sum(d.quantity) FILTER (WHERE d.product_type = 'TICKET') AS tickets, sum(d.gross) AS gross
         FROM sales_ledger_daily d
        WHERE d.event_id = $1 AND d.day BETWEEN $2::date AND $3::date AND ${SALES} AND d.affiliate_id IS NOT NULL
        GROUP BY d.affiliate_id)
     SELECT a.id AS affiliate_id, a.name, a.code, a.status, coalesce(s.orders, 0) AS orders,
            coalesce(s.tickets, 0) AS tickets, coalesce(s.gross, 0) AS total_gross
       FROM affiliates a LEFT JOIN sold s ON s.affiliate_id = a.id
      WHERE a.event_id = $1
      ORDER BY coalesce(s.gross, 0) DESC, a.name`,
    [eventId, range.start, range.end],
  );
  return rows;
}

/** The organizer's sales per currency (events filtered when asked). */
export async function revenueRows(
  query: RawQuery,
  input: { organizerId: string; currency: string | null; eventId: string | null; range: DayRange },
): Promise<Row[]> {
  const { rows } = await query(
    `SELECT d.currency,
            coalesce(sum(d.order_count) FILTER (WHERE ${SALES}), 0) AS orders,
            coalesce(sum(d.quantity) FILTER (WHERE ${SALES} AND d.product_type = 'TICKET'), 0) AS tickets,
            coalesce(sum(d.gross) FILTER (WHERE d.movement = 'SALE'), 0) AS gross,
            coalesce(-sum(d.gross) FILTER (WHERE d.movement = 'CANCELLATION'), 0) AS cancelled,
            coalesce(-sum(d.gross) FILTER (WHERE d.movement = 'REFUND'), 0) AS refunded,
            coalesce(-sum(d.cash) FILTER (WHERE d.movement = 'REFUND'), 0) AS refunds_paid,
            coalesce(sum(d.cash) FILTER (WHERE d.movement = 'PAYMENT'), 0) AS payments,
            coalesce(sum(d.tax) FILTER (WHERE d.movement <> 'PAYMENT'), 0) AS tax,
            coalesce(sum(d.fee) FILTER (WHERE d.movement <> 'PAYMENT'), 0) AS fee,
            coalesce(sum(d.cash), 0) AS cash
       FROM sales_ledger_daily d
      WHERE d.organizer_id = $1 AND ($2::text IS NULL OR d.currency = $2) AND ($3::uuid IS NULL OR d.event_id = $3)
        AND d.day BETWEEN $4::date AND $5::date
      GROUP BY d.currency ORDER BY d.currency`,
    [input.organizerId, input.currency, input.eventId, input.range.start, input.range.end],
  );
  return rows;
}

/** The organizer's sales per day (each event's own days), in one currency. */
export async function organizerDailyRows(
  query: RawQuery,
  input: { organizerId: string; currency: string; eventId: string | null; range: DayRange },
): Promise<Row[]> {
  const { rows } = await query(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
            coalesce(sum(d.order_count) FILTER (WHERE ${SALES}), 0) AS orders,
            coalesce(sum(d.quantity) FILTER (WHERE ${SALES} AND d.product_type = 'TICKET'), 0) AS tickets,
            coalesce(sum(d.gross) FILTER (WHERE ${SALES}), 0) AS gross,
            coalesce(-sum(d.cash) FILTER (WHERE d.movement = 'REFUND'), 0) AS refunded
       FROM sales_ledger_daily d
      WHERE d.organizer_id = $1 AND d.currency = $2 AND ($3::uuid IS NULL OR d.event_id = $3)
        AND d.day BETWEEN $4::date AND $5::date
      GROUP BY d.day`,
    [input.organizerId, input.currency, input.eventId, input.range.start, input.range.end],
  );
  return rows;
}

/** Per event of the organizer: sales in the range, and its attendees and check-ins now. */
export async function eventPerformanceRows(
  query: RawQuery,
  input: { organizerId: string; currency: string | null; eventId: string | null; range: DayRange },
): Promise<Row[]> {
  const { rows } = await query(
    `WITH sold AS (
       SELECT d.event_id, sum(d.order_count) FILTER (WHERE ${SALES}) AS orders,
              sum(d.quantity) FILTER (WHERE ${SALES} AND d.product_type = 'TICKET') AS tickets,
              sum(d.gross) FILTER (WHERE d.movement = 'SALE') AS gross,
              sum(d.gross) FILTER (WHERE d.movement <> 'PAYMENT') AS net
         FROM sales_ledger_daily d
        WHERE d.organizer_id = $1 AND d.day BETWEEN $4::date AND $5::date
        GROUP BY d.event_id),
     people AS (
       SELECT a.event_id, count(*) AS attendees,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM check_ins c WHERE c.attendee_id = a.id)) AS checked_in
         FROM attendees a JOIN events e ON e.id = a.event_id
        WHERE e.organizer_id = $1 AND a.status = 'ACTIVE' AND ($3::uuid IS NULL OR a.event_id = $3)
        GROUP BY a.event_id)
     SELECT e.id AS event_id, e.title, e.start_date, e.currency, coalesce(s.orders, 0) AS orders,
            coalesce(s.tickets, 0) AS tickets, coalesce(s.gross, 0) AS gross, coalesce(s.net, 0) AS net,
            coalesce(p.attendees, 0) AS attendees, coalesce(p.checked_in, 0) AS checked_in
       FROM events e LEFT JOIN sold s ON s.event_id = e.id LEFT JOIN people p ON p.event_id = e.id
      WHERE e.organizer_id = $1 AND ($2::text IS NULL OR e.currency = $2) AND ($3::uuid IS NULL OR e.id = $3)
      ORDER BY e.start_date DESC NULLS LAST, e.title`,
    [input.organizerId, input.currency, input.eventId, input.range.start, input.range.end],
  );
  return rows;
}

export async function organizerCurrencies(query: RawQuery, organizerId: string): Promise<string[]> {
  const { rows } = await query<{ currency: string }>(
    `SELECT DISTINCT currency FROM events WHERE organizer_id = $1 ORDER BY currency`,
    [organizerId],
  );
  return rows.map((row) => row.currency);
}
