#!/usr/bin/env node
// `npm run bench:checkout`: the ticket rush and the public event page under load, over real HTTP.
//
//   npm run bench:checkout                          embedded PGlite (a throw-away data directory)
//   DATABASE_URL=postgres://... npm run bench:checkout   PostgreSQL (a throw-away database is created there)
//   npm run bench:checkout -- --postgres postgres://postgres@127.0.0.1:5432/postgres
//   options: --scenarios A,B,C,D,E   --duration 10 (seconds of C and D)   --connections 64   --pool 10
//            --keep-database (PostgreSQL: leave the filled database for EXPLAIN)
//
// The server runs as a child process (production mode, warn-level logs); this process only drives load.
// A: 500 buyers at once for 100 tickets of one price. B: 2,000 buyers across 10 products (100 each) of one
// event. C: GET /api/public/events/{id} with autocannon. D: the event page's HTML (GET /event/{id}/{slug}),
// as visitors open it. E: 2,000 buyers arriving at a steady 1,000 a second (10 products, 250 each). Prints the figures and exits 0 unless setup fails or a scenario oversells.
import os from 'node:os';
import autocannon from 'autocannon';
import {
  closeConnections,
  cpuLine,
  cpuSnapshot,
  fixed,
  percentile,
  postOnce,
  prepareDatabase,
  startServer,
  staffClient,
} from '../support/bench-server.mjs';

const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function parseArgs(argv) {
  const options = {
    postgres: process.env.DATABASE_URL || null,
    scenarios: ['A', 'B', 'C', 'D', 'E'],
    duration: 10,
    connections: 64,
    pool: null,
  };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split('=');
    const value = () => inline ?? argv[++index];
    if (flag === '--postgres')
      options.postgres =
        inline ??
        (argv[index + 1]?.startsWith('postgres') ? argv[++index] : 'postgres://postgres@127.0.0.1:5432/postgres');
    else if (flag === '--pglite') options.postgres = null;
    else if (flag === '--scenarios') options.scenarios = value().toUpperCase().split(',');
    else if (flag === '--duration') options.duration = Number(value());
    else if (flag === '--connections') options.connections = Number(value());
    else if (flag === '--pool') options.pool = Number(value());
    else if (flag === '--keep-database') options.keepDatabase = true;
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A LIVE event with `products` paid tickets of `stock` units each; answers the ids. */
async function liveEvent(staff, { title, products, stock }) {
  const organizer = await staff.call(
    'POST',
    '/api/organizers',
    { name: 'Bench Hall', email: 'hall@example.com', currency: 'EUR', timezone: 'UTC' },
    201,
  );
  const event = await staff.call(
    'POST',
    '/api/events',
    { organizer_id: organizer.id, title, start_date: inDays(30), end_date: inDays(31) },
    201,
  );
  const [category] = await staff.call('GET', `/api/events/${event.id}/product-categories`, undefined, 200);
  const created = [];
  for (let index = 0; index < products; index++) {
    const product = await staff.call(
      'POST',
      `/api/events/${event.id}/products`,
      {
        title: `Ticket ${index + 1}`,
        type: 'PAID',
        product_type: 'TICKET',
        product_category_id: category.id,
        show_quantity_remaining: true,
        prices: [{ price: 2500 + index * 100, initial_quantity_available: stock }],
      },
      201,
    );
    created.push({ productId: product.id, priceId: product.prices[0].id });
  }
  await staff.call(
    'PATCH',
    `/api/events/${event.id}/settings`,
    { payment_providers: ['OFFLINE'], offline_payment_instructions: 'Pay at the door' },
    200,
  );
  await staff.call('PUT', `/api/events/${event.id}/status`, { status: 'LIVE' }, 200);
  return { eventId: event.id, slug: event.slug, products: created };
}

// ---------------------------------------------------------------------------------------------------------
// Figures

/**
 * `buyers` order requests, each on a connection of its own as in a real rush; `bodyOf(index)` is sent. All at once,
 * or, with `perSecond`, buyer i sent i / perSecond seconds after the first (a steady stream). Each latency runs from
 * that buyer's own send.
 */
async function postAll(baseUrl, { eventId, buyers, bodyOf, perSecond }) {
  const started = performance.now();
  const sendAt = (index) => {
    const delay = perSecond ? started + (index * 1000) / perSecond - performance.now() : 0;
    return delay > 0 ? new Promise((resolve) => setTimeout(resolve, delay)) : Promise.resolve();
  };
  const results = await Promise.all(
    Array.from({ length: buyers }, async (_, index) => {
      await sendAt(index);
      const sent = performance.now();
      return postOnce(baseUrl, `/api/public/events/${eventId}/order`, bodyOf(index), sent).catch((error) => ({
        status: 0,
        body: { message: String(error) },
        ms: performance.now() - sent,
      }));
    }),
  );
  return { results, wall: (performance.now() - started) / 1000 };
}

async function rush(baseUrl, { eventId, buyers, pick, serverPid, perSecond }) {
  const cpuBefore = cpuSnapshot(serverPid);
  const { results, wall } = await postAll(baseUrl, {
    eventId,
    buyers,
    perSecond,
    bodyOf: (index) => {
      const line = pick(index);
      return {
        products: [{ product_id: line.productId, quantities: [{ price_id: line.priceId, quantity: 1 }] }],
        session_identifier: `bench-buyer-${index}-${Math.random().toString(36).slice(2, 12)}`,
      };
    },
  });
  const cpu = cpuLine(cpuBefore, cpuSnapshot(serverPid), wall);
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const reserved = results.filter((result) => result.status === 201).length;
  // When the last ticket was taken: the pace at which the stock sold, apart from answering the rest of the crowd.
  const soldOutSeconds =
    Math.max(0, ...results.filter((result) => result.status === 201).map((result) => result.ms)) / 1000;
  const conflicts = results.filter((result) => result.status === 409);
  const cleanConflicts = conflicts.filter((result) => /sold out|Only \d+ left/.test(result.body?.message ?? '')).length;
  const others = results.filter((result) => result.status !== 201 && result.status !== 409);
  return {
    buyers,
    reserved,
    conflicts: conflicts.length,
    cleanConflicts,
    otherErrors: others.length,
    otherSamples: [...new Set(others.map((result) => `${result.status} ${result.body?.message ?? ''}`))].slice(0, 3),
    wallSeconds: wall,
    cpu,
    requestsPerSecond: buyers / wall,
    reservationsPerSecond: reserved / wall,
    soldOutSeconds,
    sellRate: soldOutSeconds > 0 ? reserved / soldOutSeconds : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

/**
 * The floor under a rush's figures on this machine: as many order requests on new connections, answered without
 * the database (an empty selection, refused by validation with a 422). No reservation can be answered faster.
 */
async function floorOf(baseUrl, { eventId, buyers }) {
  const { results, wall } = await postAll(baseUrl, { eventId, buyers, bodyOf: () => ({ products: [] }) });
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const unexpected = results.filter((result) => result.status !== 422).length;
  return `floor       the same ${buyers} requests answered without the database (422, empty selection): ${fixed(buyers / wall, 0)} requests/s, p50 ${fixed(percentile(latencies, 50))} ms, p99 ${fixed(percentile(latencies, 99))} ms${unexpected ? ` (${unexpected} not 422)` : ''}`;
}

function printRush(label, tickets, result) {
  const oversold = result.reserved - tickets;
  console.log(`\n${label}`);
  console.log(`  buyers ${result.buyers}, tickets ${tickets}`);
  console.log(
    `  reserved ${result.reserved} (expected ${Math.min(tickets, result.buyers)}, oversold ${Math.max(0, oversold)})  409 ${result.conflicts} (with a clear message ${result.cleanConflicts})  other errors ${result.otherErrors}`,
  );
  if (result.otherSamples.length) console.log(`  other: ${result.otherSamples.join(' | ')}`);
  console.log(
    `  latency ms  p50 ${fixed(result.p50)}  p95 ${fixed(result.p95)}  p99 ${fixed(result.p99)}  max ${fixed(result.max)}`,
  );
  console.log(
    `  throughput  ${fixed(result.requestsPerSecond, 0)} requests/s, ${fixed(result.reservationsPerSecond, 0)} reservations/s  (${fixed(result.wallSeconds, 2)} s for all)`,
  );
  // Only a crowd sent at once sells out at a pace of its own; a steady stream sells at the pace it arrives.
  if (result.floor)
    console.log(
      `  sell-out    the last ticket taken after ${fixed(result.soldOutSeconds, 2)} s: ${fixed(result.sellRate, 0)} reservations/s while stock lasted`,
    );
  console.log(`  ${result.cpu}`);
  if (result.floor) console.log(`  ${result.floor}`);
}

async function readLoad(url, { duration, connections, accept }) {
  // A browser's user agent: the event page counts people's views (decision 150), and a visitor is what D measures.
  const result = await autocannon({ url, connections, duration, headers: { accept, 'user-agent': BROWSER_AGENT } });
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

function printReadLoad(label, options, result) {
  console.log(`\n${label}, ${options.connections} connections, ${options.duration} s`);
  console.log(
    `  ${fixed(result.requestsPerSecond, 0)} requests/s (${result.total} in all, non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
  console.log(`  latency ms  p50 ${result.p50}  p90 ${result.p90}  p99 ${result.p99}  max ${result.max}`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const database = options.postgres ? await prepareDatabase(options.postgres, 'checkout') : null;
  const server = await startServer({ databaseUrl: database?.url ?? null, pool: options.pool, label: 'checkout' });
  let failed = false;
  try {
    console.log(
      `Checkout benchmark: ${database ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
    );
    const staff = await staffClient(server.baseUrl, { outboxDir: server.outboxDir });
    const single = await liveEvent(staff, { title: 'Rush A', products: 1, stock: 100 });
    const ten = await liveEvent(staff, { title: 'Rush B', products: 10, stock: 100 });
    const steady = await liveEvent(staff, { title: 'Stream E', products: 10, stock: 250 });
    // Warm-up: JIT and connection pool, on an event nobody competes for.
    const warm = await liveEvent(staff, { title: 'Warm-up', products: 1, stock: 1000 });
    await rush(server.baseUrl, {
      eventId: warm.eventId,
      buyers: 200,
      pick: () => warm.products[0],
      serverPid: server.pid,
    });

    if (options.scenarios.includes('A')) {
      const result = await rush(server.baseUrl, {
        eventId: single.eventId,
        buyers: 500,
        pick: () => single.products[0],
        serverPid: server.pid,
      });
      result.floor = await floorOf(server.baseUrl, { eventId: single.eventId, buyers: 500 });
      printRush('A. 500 concurrent buyers, 100 tickets of one price', 100, result);
      if (result.reserved > 100) failed = true;
    }
    if (options.scenarios.includes('B')) {
      const result = await rush(server.baseUrl, {
        eventId: ten.eventId,
        buyers: 2000,
        pick: (index) => ten.products[index % ten.products.length],
        serverPid: server.pid,
      });
      result.floor = await floorOf(server.baseUrl, { eventId: ten.eventId, buyers: 2000 });
      printRush('B. 2,000 concurrent buyers across 10 products (100 each) of one event', 1000, result);
      if (result.reserved > 1000) failed = true;
    }
    if (options.scenarios.includes('E')) {
      // The reservation rate of the targets as a steady stream: what each buyer waits when 1,000 a second arrive.
      const result = await rush(server.baseUrl, {
        eventId: steady.eventId,
        buyers: 2000,
        perSecond: 1000,
        pick: (index) => steady.products[index % steady.products.length],
        serverPid: server.pid,
      });
      printRush(
        'E. 2,000 buyers arriving at a steady 1,000 a second, 10 products (250 each) of one event',
        2500,
        result,
      );
      if (result.reserved > 2500) failed = true;
    }
    if (options.scenarios.includes('C')) {
      const result = await readLoad(`${server.baseUrl}/api/public/events/${ten.eventId}`, {
        duration: options.duration,
        connections: options.connections,
        accept: 'application/json',
      });
      printReadLoad(`C. GET /api/public/events/{id} (10 products)`, options, result);
    }
    if (options.scenarios.includes('D')) {
      // The page a visitor opens: head, first paint and (with the web build's light entry) the event inside.
      const pageUrl = `${server.baseUrl}/event/${ten.eventId}/${ten.slug}`;
      const html = await (await fetch(pageUrl)).text();
      const entry = html.includes('id="marquee-public-event"') ? 'light entry, event inlined' : 'app entry';
      const result = await readLoad(pageUrl, {
        duration: options.duration,
        connections: options.connections,
        accept: 'text/html',
      });
      printReadLoad(`D. GET /event/{id}/{slug}, the event page's HTML (${entry})`, options, result);
    }
  } catch (error) {
    console.error(error);
    console.error(server.output().slice(-4000));
    failed = true;
  } finally {
    closeConnections();
    await server.stop();
    if (options.keepDatabase && database) console.log(`\nKept the database: ${database.url}`);
    else await database?.drop();
  }
  if (failed) process.exit(1);
}

await main();
