#!/usr/bin/env node
// `npm run bench:orders`: back-office order lists and exports over 100,000 orders, over real HTTP.
//
//   npm run bench:orders                                   local PostgreSQL (postgres://postgres@127.0.0.1:5432/postgres)
//   DATABASE_URL=postgres://... npm run bench:orders       another PostgreSQL server
//   options: --orders 100000   --requests 100 (per list scenario)   --keep-database (leave it for EXPLAIN)
//
// A throw-away database is created, the server runs as a child process (production mode), the orders are
// seeded with one INSERT … SELECT generate_series per table (one attendee, one answered order question and
// one invoice per order), then this process times list pages (p50/p95 per scenario) and the streamed exports
// (rows/s and the server's peak resident memory while exporting, sampled from /proc).
import fs from 'node:fs';
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
    orders: 100_000,
    requests: 100,
    keepDatabase: false,
  };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split('=');
    const value = () => inline ?? argv[++index];
    if (flag === '--postgres') options.postgres = value();
    else if (flag === '--orders') options.orders = Number(value());
    else if (flag === '--requests') options.requests = Number(value());
    else if (flag === '--keep-database') options.keepDatabase = true;
    else if (flag === '--lists-only') options.listsOnly = true;
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

/** The child's resident memory in MiB (Linux /proc), or null elsewhere. */
function rssMiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** 100,000 orders over 90 days: 80 % COMPLETED, 12 % CANCELLED, 8 % awaiting offline payment; some refunds. */
async function seed(databaseUrl, { eventId, productId, priceId, questionId, orders }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  await client.query(
    `INSERT INTO orders (short_id, public_id, event_id, organizer_id, status, payment_status, refund_status, currency,
                         first_name, last_name, email, total_before_additions, total_tax, total_gross,
                         total_refunded, payment_provider, created_at, completed_at, updated_at)
     SELECT 'o_b' || g, 'ord_b' || g, $1, (SELECT organizer_id FROM events WHERE id = $1),
            CASE WHEN g % 25 < 20 THEN 'COMPLETED' WHEN g % 25 < 23 THEN 'CANCELLED' ELSE 'AWAITING_OFFLINE_PAYMENT' END,
            CASE WHEN g % 25 < 20 THEN 'PAYMENT_RECEIVED' WHEN g % 25 < 23 THEN 'PAYMENT_RECEIVED' ELSE 'AWAITING_OFFLINE_PAYMENT' END,
            CASE WHEN g % 50 = 0 THEN 'REFUNDED' WHEN g % 50 = 1 THEN 'PARTIALLY_REFUNDED' END,
            'EUR',
            (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Donald','Margaret','Linus'])[1 + g % 8],
            'Buyer' || g,
            'buyer' || g || '@example.com',
            2500 * (1 + g % 4), 525 * (1 + g % 4), 3025 * (1 + g % 4),
            CASE WHEN g % 50 = 0 THEN 3025 * (1 + g % 4) WHEN g % 50 = 1 THEN 1000 ELSE 0 END,
            'STRIPE',
            now() - (g * interval '77 seconds'), now() - (g * interval '77 seconds'), now()
       FROM generate_series(1, $2) AS g`,
    [eventId, orders],
  );
  await client.query(
    `INSERT INTO attendees (short_id, public_id, order_id, event_id, product_id, product_price_id,
                            first_name, last_name, email, status, created_at, updated_at)
     SELECT 'a_' || substr(o.short_id, 3), 'att_' || substr(o.short_id, 3), o.id, o.event_id, $2, $3,
            o.first_name, o.last_name, o.email,
            CASE o.status WHEN 'COMPLETED' THEN 'ACTIVE' WHEN 'CANCELLED' THEN 'CANCELLED' ELSE 'AWAITING_PAYMENT' END,
            o.created_at, o.created_at
       FROM orders o WHERE o.event_id = $1`,
    [eventId, productId, priceId],
  );
  await client.query(
    `INSERT INTO question_answers (question_id, order_id, answer)
     SELECT $2, o.id, to_jsonb('Company ' || o.last_name) FROM orders o WHERE o.event_id = $1`,
    [eventId, questionId],
  );
  // The event invoices (decision 090): every listed order has its invoice, so the lists' invoice number is
  // looked up for real on every row.
  await client.query(
    `INSERT INTO invoices (order_id, event_id, sequence_number, invoice_number, status, issued_at, created_at)
     SELECT o.id, o.event_id, n, 'INV-' || n, CASE o.status WHEN 'COMPLETED' THEN 'PAID' ELSE 'UNPAID' END,
            o.created_at, o.created_at
       FROM (SELECT *, row_number() OVER (ORDER BY created_at, id) AS n FROM orders WHERE event_id = $1) o`,
    [eventId],
  );
  // As autovacuum would have by then: statistics, and the visibility map that index-only counts rely on.
  await client.query('VACUUM ANALYZE orders, attendees, question_answers, invoices');
  await client.end();
  return (performance.now() - started) / 1000;
}

async function timeList(baseUrl, cookie, pathname, requests) {
  const first = await request(baseUrl, 'GET', pathname, { cookie });
  if (first.status !== 200) throw new Error(`GET ${pathname}: ${first.status} ${JSON.stringify(first.body)}`);
  for (let i = 0; i < 5; i++) await request(baseUrl, 'GET', pathname, { cookie });
  const latencies = [];
  for (let i = 0; i < requests; i++) latencies.push((await request(baseUrl, 'GET', pathname, { cookie })).ms);
  latencies.sort((a, b) => a - b);
  return {
    total: first.body.meta.total,
    rows: first.body.data.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

async function timeExport(server, cookie, pathname) {
  const before = rssMiB(server.pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    const now = rssMiB(server.pid);
    if (now !== null && now > peak) peak = now;
  }, 20);
  let lines = 0;
  const response = await request(server.baseUrl, 'POST', pathname, {
    cookie,
    onChunk: (chunk) => {
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    },
  });
  clearInterval(sampler);
  if (response.status !== 200) throw new Error(`POST ${pathname}: ${response.status}`);
  return { ms: response.ms, bytes: response.bytes, lines, before, peak };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const database = await prepareDatabase(options.postgres, 'orders');
  const server = await startServer({ databaseUrl: database.url, label: 'orders' });
  let failed = false;
  try {
    console.log(
      `Orders list and export benchmark: PostgreSQL, Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
    );
    const staff = await staffClient(server.baseUrl);
    const organizer = await staff.call(
      'POST',
      '/api/organizers',
      { name: 'Bench Hall', email: 'hall@example.com', currency: 'EUR', timezone: 'Europe/Amsterdam' },
      201,
    );
    const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();
    const event = await staff.call(
      'POST',
      '/api/events',
      { organizer_id: organizer.id, title: 'Big Festival', start_date: inDays(30), end_date: inDays(31) },
      201,
    );
    // A second event of the same organizer, so the organizer-wide list is not just one event.
    await staff.call(
      'POST',
      '/api/events',
      { organizer_id: organizer.id, title: 'Small Club Night', start_date: inDays(40), end_date: inDays(40) },
      201,
    );
    const [category] = await staff.call('GET', `/api/events/${event.id}/product-categories`, undefined, 200);
    const product = await staff.call(
      'POST',
      `/api/events/${event.id}/products`,
      {
        title: 'Festival pass',
        type: 'PAID',
        product_type: 'TICKET',
        product_category_id: category.id,
        prices: [{ price: 2500 }],
      },
      201,
    );
    const question = await staff.call(
      'POST',
      `/api/events/${event.id}/questions`,
      { title: 'Company', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER' },
      201,
    );
    const seconds = await seed(database.url, {
      eventId: event.id,
      productId: product.id,
      priceId: product.prices[0].id,
      questionId: question.id,
      orders: options.orders,
    });
    console.log(
      `\nSeeded ${options.orders} orders, ${options.orders} attendees, ${options.orders} answers and ${options.orders} invoices in ${fixed(seconds, 1)} s`,
    );

    const since = encodeURIComponent(new Date(Date.now() - 30 * 86_400_000).toISOString());
    const lists = [
      ['default page (newest first)', ''],
      [
        'status=COMPLETED, sort total_gross desc',
        '?filter_fields[status][eq]=COMPLETED&sort_by=total_gross&sort_direction=desc',
      ],
      [
        'payment_status + created_at ≥ 30 days ago, oldest first',
        `?filter_fields[payment_status][eq]=PAYMENT_RECEIVED&filter_fields[created_at][gte]=${since}&sort_by=created_at&sort_direction=asc`,
      ],
      ['refund_status=REFUNDED', '?filter_fields[refund_status][eq]=REFUNDED'],
      ['search "buyer4242" (name, email, id)', '?query=buyer4242'],
      [
        'search "grace" + status=CANCELLED, sort total_gross',
        '?query=grace&filter_fields[status][eq]=CANCELLED&sort_by=total_gross',
      ],
      ['page 50 of 100 per page', '?page=50&per_page=100'],
    ];
    const bases = [
      [`GET /api/organizers/{id}/orders (2 events)`, `/api/organizers/${organizer.id}/orders`],
      [
        `GET /api/organizers/{id}/orders with filter_fields[event_id][eq] (what an event's list runs)`,
        `/api/organizers/${organizer.id}/orders?filter_fields[event_id][eq]=${event.id}`,
      ],
    ];
    const eventList = await request(server.baseUrl, 'GET', `/api/events/${event.id}/orders`, { cookie: staff.cookie });
    if (eventList.status === 200) bases.push([`GET /api/events/{id}/orders`, `/api/events/${event.id}/orders`]);
    for (const [label, base] of bases) {
      console.log(`\n${label}, ${options.requests} sequential requests each (after 5 warm-up), latency ms`);
      for (const [name, search] of lists) {
        const url = search && base.includes('?') ? `${base}&${search.slice(1)}` : base + search;
        const result = await timeList(server.baseUrl, staff.cookie, url, options.requests);
        console.log(
          `  ${name.padEnd(58)} p50 ${fixed(result.p50).padStart(6)}  p95 ${fixed(result.p95).padStart(6)}   (${result.total} match)`,
        );
        if (result.p95 > 50) console.log('    ^ above the 50 ms target');
      }
    }

    if (options.listsOnly) return;
    console.log(`\nExports of ${options.orders} rows (server resident memory sampled every 20 ms)`);
    for (const [name, pathname] of [
      ['orders CSV', `/api/events/${event.id}/orders/export?format=csv`],
      ['orders XLSX', `/api/events/${event.id}/orders/export?format=xlsx`],
      ['attendees CSV', `/api/events/${event.id}/attendees/export?format=csv`],
      ['attendees XLSX', `/api/events/${event.id}/attendees/export?format=xlsx`],
    ]) {
      const result = await timeExport(server, staff.cookie, pathname);
      const rows = options.orders;
      console.log(
        `  ${name.padEnd(15)} ${fixed(result.ms / 1000, 2)} s  ${fixed(rows / (result.ms / 1000), 0)} rows/s  ${fixed(result.bytes / 1048576, 1)} MiB` +
          `  RSS before ${fixed(result.before ?? 0, 0)} MiB, peak ${fixed(result.peak, 0)} MiB` +
          (name.endsWith('CSV') ? `  (${result.lines - 1} data lines)` : ''),
      );
    }
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
