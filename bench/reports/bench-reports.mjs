#!/usr/bin/env node
// `npm run bench:reports`: every report over a large sales ledger, over real HTTP (issue 27).
//
//   npm run bench:reports                                  local PostgreSQL (postgres://postgres@127.0.0.1:5432/postgres)
//   DATABASE_URL=postgres://... npm run bench:reports      another PostgreSQL server
//   options: --event-rows 1000000  --organizer-rows 10000000  --events 20  --requests 40  --keep-database
//
// A throw-away database is created and the server runs as a child process (production mode). One organizer gets
// `--events` events; the first holds `--event-rows` ledger rows, the others share the rest of `--organizer-rows`,
// over a year of days. Rows and daily roll-ups are seeded with INSERT … SELECT generate_series (the roll-ups with
// the same grouping the ledger writer keeps), then this process times each report page (p50/p95) for the last 30
// days and the last 365 days.
import os from 'node:os';
import pg from 'pg';
import {
  closeConnections,
  fixed,
  percentile,
  prepareDatabase,
  request,
  startServer,
  staffClient,
} from '../support/bench-server.mjs';

function parseArgs(argv) {
  const options = {
    postgres: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    eventRows: 1_000_000,
    organizerRows: 10_000_000,
    events: 20,
    requests: 40,
    keepDatabase: false,
  };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split('=');
    const value = () => inline ?? argv[++index];
    if (flag === '--postgres') options.postgres = value();
    else if (flag === '--event-rows') options.eventRows = Number(value());
    else if (flag === '--organizer-rows') options.organizerRows = Number(value());
    else if (flag === '--events') options.events = Number(value());
    else if (flag === '--requests') options.requests = Number(value());
    else if (flag === '--keep-database') options.keepDatabase = true;
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

/**
 * `rows` ledger rows for one event over 365 days: per order a sale line (sometimes two), its payment, now and then a
 * refund or a cancellation; a tenth of the orders with a promo code, a twentieth through an affiliate.
 */
async function seedLedger(client, { event, products, promoCodes, affiliates, rows, offset }) {
  const chunk = 500_000;
  for (let start = 0; start < rows; start += chunk) {
    const count = Math.min(chunk, rows - start);
    await client.query(
      `INSERT INTO sales_ledger (account_id, organizer_id, event_id, order_id, order_item_id, movement, entry_key,
         occurred_at, day, product_id, product_price_id, product_type, item_name, promo_code_id, promo_code,
         affiliate_id, affiliate_code, payment_provider, buyer_key, currency, order_count, quantity, subtotal,
         discount, net, fee, tax, gross, cash, taxes_and_fees)
       SELECT e.account_id, e.organizer_id, e.id, md5(e.id::text || (g / 4))::uuid, md5('i' || g)::uuid, m.movement,
              'k' || g, t.at, (t.at AT TIME ZONE e.timezone)::date,
              CASE WHEN m.line THEN ($2::uuid[])[1 + (g / 4) % array_length($2::uuid[], 1)] END,
              CASE WHEN m.line THEN ($3::uuid[])[1 + (g / 4) % array_length($3::uuid[], 1)] END,
              CASE WHEN m.line THEN 'TICKET' END, CASE WHEN m.line THEN 'Pass' END,
              CASE WHEN (g / 4) % 10 = 0 THEN ($4::uuid[])[1 + (g / 40) % array_length($4::uuid[], 1)] END,
              CASE WHEN (g / 4) % 10 = 0 THEN 'CODE' END,
              CASE WHEN (g / 4) % 20 = 1 THEN ($5::uuid[])[1 + (g / 80) % array_length($5::uuid[], 1)] END,
              CASE WHEN (g / 4) % 20 = 1 THEN 'AFF' END,
              CASE WHEN (g / 4) % 7 = 0 THEN 'OFFLINE' ELSE 'STRIPE' END,
              CASE WHEN m.counts <> 0 THEN md5('buyer' || ((g / 4) % 50000)) END,
              e.currency, m.counts, m.sign * 2 * m.line::int, m.sign * 5000 * m.line::int,
              m.sign * 500 * m.line::int, m.sign * 4500 * m.line::int, m.sign * 200 * m.line::int,
              m.sign * 987 * m.line::int, m.sign * 5687 * m.line::int, m.cash,
              CASE WHEN m.line THEN jsonb_build_array(
                jsonb_build_object('tax_or_fee_id', 'vat', 'name', 'VAT', 'type', 'TAX', 'calculation', 'PERCENTAGE',
                                   'rate', 21000, 'amount', m.sign * 987, 'base', m.sign * 4700),
                jsonb_build_object('tax_or_fee_id', 'fee', 'name', 'Service', 'type', 'FEE', 'calculation', 'FIXED',
                                   'rate', null, 'amount', m.sign * 200, 'base', m.sign * 4500))
                   ELSE '[]'::jsonb END
         FROM generate_series($6::bigint, $7::bigint) AS g
         JOIN events e ON e.id = $1
         CROSS JOIN LATERAL (SELECT now() - ((g * 31536000 / ($8::bigint)) * interval '1 second') AS at) t
         CROSS JOIN LATERAL (
           SELECT CASE g % 4 WHEN 0 THEN 'SALE' WHEN 1 THEN 'SALE' WHEN 2 THEN 'PAYMENT'
                    ELSE CASE WHEN (g / 4) % 10 = 3 THEN 'CANCELLATION' WHEN (g / 4) % 10 = 4 THEN 'REFUND' ELSE 'SALE' END
                  END AS movement) k
         CROSS JOIN LATERAL (
           SELECT k.movement,
                  k.movement IN ('SALE', 'CANCELLATION') AS line,
                  CASE k.movement WHEN 'CANCELLATION' THEN -1 ELSE 1 END AS sign,
                  CASE WHEN g % 4 = 0 THEN 1 WHEN k.movement = 'PAYMENT' THEN 1
                       WHEN k.movement = 'CANCELLATION' THEN -1 ELSE 0 END AS counts,
                  CASE k.movement WHEN 'PAYMENT' THEN 11374 WHEN 'REFUND' THEN -2000 ELSE 0 END AS cash) m`,
      [
        event.id,
        products.map((product) => product.id),
        products.map((product) => product.prices[0].id),
        promoCodes,
        affiliates,
        offset + start + 1,
        offset + start + count,
        rows + offset,
      ],
    );
    process.stdout.write('.');
  }
}

/** The daily roll-ups of what was seeded, grouped as the ledger writer groups them. */
async function rollUp(client) {
  await client.query(
    `INSERT INTO sales_ledger_daily (event_id, day, bucket, organizer_id, currency, movement, product_id,
       product_price_id, product_type, payment_provider, promo_code_id, affiliate_id, entries, order_count, quantity,
       subtotal, discount, net, fee, tax, gross, cash, first_at, last_at)
     SELECT event_id, day,
            concat_ws('|', movement, coalesce(product_id::text, ''), coalesce(product_price_id::text, ''),
                      coalesce(payment_provider, ''), coalesce(promo_code_id::text, ''), coalesce(affiliate_id::text, '')),
            organizer_id, currency, movement, product_id, product_price_id, product_type, payment_provider,
            promo_code_id, affiliate_id, count(*), sum(order_count), sum(quantity), sum(subtotal), sum(discount),
            sum(net), sum(fee), sum(tax), sum(gross), sum(cash), min(occurred_at), max(occurred_at)
       FROM sales_ledger
      GROUP BY event_id, day, organizer_id, currency, movement, product_id, product_price_id, product_type,
               payment_provider, promo_code_id, affiliate_id`,
  );
  await client.query(
    `INSERT INTO sales_ledger_daily_taxes (event_id, day, addition_key, organizer_id, currency, type, name,
       calculation, rate, base, amount)
     SELECT l.event_id, l.day, concat_ws('|', a->>'type', a->>'name', a->>'calculation', coalesce(a->>'rate', '')),
            l.organizer_id, l.currency, a->>'type', a->>'name', a->>'calculation', (a->>'rate')::integer,
            sum((a->>'base')::bigint), sum((a->>'amount')::bigint)
       FROM sales_ledger l CROSS JOIN LATERAL jsonb_array_elements(l.taxes_and_fees) a
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
  );
  await client.query('VACUUM ANALYZE sales_ledger, sales_ledger_daily, sales_ledger_daily_taxes');
}

async function time(baseUrl, cookie, pathname, requests) {
  const first = await request(baseUrl, 'GET', pathname, { cookie });
  if (first.status !== 200) throw new Error(`GET ${pathname}: ${first.status} ${JSON.stringify(first.body)}`);
  for (let i = 0; i < 3; i++) await request(baseUrl, 'GET', pathname, { cookie });
  const latencies = [];
  for (let i = 0; i < requests; i++) latencies.push((await request(baseUrl, 'GET', pathname, { cookie })).ms);
  latencies.sort((a, b) => a - b);
  return { rows: first.body.data.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const EVENT_REPORTS = [
  'product_sales',
  'daily_sales_report',
  'promo_codes_report',
  'payments_report',
  'taxes_and_fees_report',
  'check_ins_report',
  'affiliates_report',
  'sales_funnel_report',
];
const ORGANIZER_REPORTS = ['revenue_summary', 'events_performance', 'tax_summary', 'check_in_summary'];

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const database = await prepareDatabase(options.postgres, 'reports');
  const server = await startServer({ databaseUrl: database.url, label: 'reports' });
  let failed = false;
  try {
    console.log(
      `Reports benchmark: PostgreSQL, Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
    );
    const staff = await staffClient(server.baseUrl);
    const organizer = await staff.call(
      'POST',
      '/api/organizers',
      { name: 'Bench Hall', email: 'hall@example.com', currency: 'EUR', timezone: 'Europe/Amsterdam' },
      201,
    );
    const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();
    const events = [];
    for (let index = 0; index < options.events; index++)
      events.push(
        await staff.call(
          'POST',
          '/api/events',
          {
            organizer_id: organizer.id,
            title: `Night ${index + 1}`,
            start_date: inDays(30 + index),
            end_date: inDays(31 + index),
          },
          201,
        ),
      );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const started = performance.now();
    let offset = 0;
    for (const [index, event] of events.entries()) {
      const [category] = await staff.call('GET', `/api/events/${event.id}/product-categories`, undefined, 200);
      const products = [];
      for (const title of ['Early', 'Regular', 'VIP', 'Parking', 'Shirt'])
        products.push(
          await staff.call(
            'POST',
            `/api/events/${event.id}/products`,
            {
              title,
              type: 'PAID',
              product_type: 'TICKET',
              product_category_id: category.id,
              prices: [{ price: 5000 }],
            },
            201,
          ),
        );
      const promoCodes = [];
      const affiliates = [];
      if (index === 0) {
        for (const code of ['SPRING', 'PRESS', 'FRIENDS', 'STUDENT', 'LAST'])
          promoCodes.push(
            (
              await staff.call(
                'POST',
                `/api/events/${event.id}/promo-codes`,
                { code, discount_type: 'PERCENTAGE', discount: 10 },
                201,
              )
            ).id,
          );
        for (const code of ['RADIO', 'BLOG', 'PODCAST'])
          affiliates.push(
            (await staff.call('POST', `/api/events/${event.id}/affiliates`, { name: code, code }, 201)).id,
          );
      } else {
        promoCodes.push('00000000-0000-4000-8000-000000000001');
        affiliates.push('00000000-0000-4000-8000-000000000002');
      }
      const rows =
        index === 0
          ? options.eventRows
          : Math.floor((options.organizerRows - options.eventRows) / Math.max(1, options.events - 1));
      await seedLedger(client, { event, products, promoCodes, affiliates, rows, offset });
      offset += rows;
    }
    await rollUp(client);
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM sales_ledger) AS ledger, (SELECT count(*) FROM sales_ledger_daily) AS daily,
              (SELECT count(*) FROM sales_ledger WHERE event_id = $1) AS event_rows`,
      [events[0].id],
    );
    await client.end();
    const { ledger, daily, event_rows: eventRows } = counts.rows[0];
    console.log(
      `\nSeeded ${ledger} ledger rows (${eventRows} for the big event, ${options.events} events) and ${daily} daily roll-ups in ${fixed((performance.now() - started) / 1000, 1)} s`,
    );

    const day = (offsetDays) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);
    const ranges = [
      ['default (last 30 days)', ''],
      ['last 365 days', `?start_date=${day(364)}&end_date=${day(0)}`],
    ];
    const over = [];
    for (const [label, search] of ranges) {
      console.log(`\nEvent reports, ${label}, ${options.requests} sequential requests each (after 3 warm-up), ms`);
      for (const type of EVENT_REPORTS) {
        const result = await time(
          server.baseUrl,
          staff.cookie,
          `/api/events/${events[0].id}/reports/${type}${search}`,
          options.requests,
        );
        console.log(
          `  ${type.padEnd(24)} p50 ${fixed(result.p50).padStart(6)}  p95 ${fixed(result.p95).padStart(6)}   (${result.rows} rows)`,
        );
        if (result.p95 > 100) over.push(`${type} ${label}`);
      }
      console.log(`Organizer reports, ${label}, per_page=1000`);
      for (const type of ORGANIZER_REPORTS) {
        const join = search ? '&' : '?';
        const result = await time(
          server.baseUrl,
          staff.cookie,
          `/api/organizers/${organizer.id}/reports/${type}${search}${join}per_page=1000`,
          options.requests,
        );
        console.log(
          `  ${type.padEnd(24)} p50 ${fixed(result.p50).padStart(6)}  p95 ${fixed(result.p95).padStart(6)}   (${result.rows} rows)`,
        );
        if (result.p95 > 100) over.push(`${type} ${label}`);
      }
    }
    console.log(
      over.length === 0 ? '\nEvery report p95 < 100 ms' : `\nAbove the 100 ms p95 target: ${over.join(', ')}`,
    );
  } catch (error) {
    console.error(error);
    console.error(server.output().slice(-4000));
    failed = true;
  } finally {
    closeConnections();
    await server.stop();
    if (options.keepDatabase) console.log(`\nKept the database: ${database.url}`);
    else await database.drop();
  }
  if (failed) process.exit(1);
}

await main();
