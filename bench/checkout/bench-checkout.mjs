#!/usr/bin/env node
// `npm run bench:checkout`: the ticket rush and the public event page under load, over real HTTP.
//
//   npm run bench:checkout                          embedded PGlite (a throw-away data directory)
//   DATABASE_URL=postgres://... npm run bench:checkout   PostgreSQL (a throw-away database is created there)
//   npm run bench:checkout -- --postgres postgres://postgres@127.0.0.1:5432/postgres
//   options: --scenarios A,B,C   --duration 10 (scenario C seconds)   --connections 64   --pool 10
//
// The server runs as a child process (production mode, warn-level logs); this process only drives load.
// A: 500 buyers at once for 100 tickets of one price. B: 2,000 buyers across 10 products (100 each) of one
// event. C: GET /api/public/events/{id} with autocannon. Prints the figures and exits 0 unless setup fails
// or a scenario oversells.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parseArgs(argv) {
  const options = {
    postgres: process.env.DATABASE_URL || null,
    scenarios: ['A', 'B', 'C'],
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
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// ---------------------------------------------------------------------------------------------------------
// HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });

/** One JSON request; resolves with status, body and latency in ms. */
function request(baseUrl, method, pathname, { body, cookie } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(pathname, baseUrl);
  const headers = { accept: 'application/json' };
  if (payload)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  if (cookie) headers.cookie = cookie;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode, body: parsed, headers: res.headers, ms: performance.now() - started });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A signed-in staff client (cookie jar of one session). */
async function staffClient(baseUrl, outboxDir) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'correct-horse-battery';
  const registered = await request(baseUrl, 'POST', '/api/auth/register', {
    body: {
      first_name: 'Bench',
      last_name: 'Admin',
      email,
      password,
      password_confirmation: password,
      timezone: 'UTC',
      locale: 'en',
    },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const cookie = [registered.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((line) => line.split(';')[0])
    .join('; ');
  const call = async (method, pathname, body, expected) => {
    const response = await request(baseUrl, method, pathname, { body, cookie });
    if (response.status !== expected)
      throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body?.data;
  };
  // Publishing needs a confirmed address: take the link from the email the server wrote to its outbox.
  const token = await confirmationToken(outboxDir, email);
  await call('POST', `/api/users/${registered.body.data.user.id}/confirm-email/${token}`, undefined, 200);
  return { call };
}

async function confirmationToken(outboxDir, email) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [];
    for (const file of files) {
      const text = fs
        .readFileSync(path.join(outboxDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.includes(email)) continue;
      const match = /\/confirm-email-address\/([A-Za-z0-9_-]+)/.exec(text);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('No confirmation email arrived in the outbox');
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
  return { eventId: event.id, products: created };
}

// ---------------------------------------------------------------------------------------------------------
// Figures

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fixed = (value, digits = 1) => Number(value).toFixed(digits);

/** Fires every buyer at once (one connection each) and reports the outcome. */
async function rush(baseUrl, { eventId, buyers, pick }) {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: buyers }, (_, index) => {
      const line = pick(index);
      return request(baseUrl, 'POST', `/api/public/events/${eventId}/order`, {
        body: {
          products: [{ product_id: line.productId, quantities: [{ price_id: line.priceId, quantity: 1 }] }],
          session_identifier: `bench-buyer-${index}-${Math.random().toString(36).slice(2, 12)}`,
        },
      }).catch((error) => ({ status: 0, body: { message: String(error) }, ms: performance.now() - started }));
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const reserved = results.filter((result) => result.status === 201).length;
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
    requestsPerSecond: buyers / wall,
    reservationsPerSecond: reserved / wall,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

function printRush(label, expected, result) {
  const oversold = result.reserved - expected;
  console.log(`\n${label}`);
  console.log(`  buyers ${result.buyers}, tickets ${expected}`);
  console.log(
    `  reserved ${result.reserved} (expected ${expected}, oversold ${Math.max(0, oversold)})  409 ${result.conflicts} (with a clear message ${result.cleanConflicts})  other errors ${result.otherErrors}`,
  );
  if (result.otherSamples.length) console.log(`  other: ${result.otherSamples.join(' | ')}`);
  console.log(
    `  latency ms  p50 ${fixed(result.p50)}  p95 ${fixed(result.p95)}  p99 ${fixed(result.p99)}  max ${fixed(result.max)}`,
  );
  console.log(
    `  throughput  ${fixed(result.requestsPerSecond, 0)} requests/s, ${fixed(result.reservationsPerSecond, 0)} reservations/s  (${fixed(result.wallSeconds, 2)} s for all)`,
  );
}

async function publicEventLoad(baseUrl, { eventId, duration, connections }) {
  const result = await autocannon({
    url: `${baseUrl}/api/public/events/${eventId}`,
    connections,
    duration,
    headers: { accept: 'application/json' },
  });
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

// ---------------------------------------------------------------------------------------------------------
// Server

async function prepareDatabase(adminUrl) {
  const name = `marquee_bench_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function startServer({ databaseUrl, pool }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    FRONTEND_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
    DATABASE_URL: databaseUrl ?? '',
    ...(pool ? { DATABASE_POOL_MAX: String(pool) } : {}),
  };
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server there (to see where the time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    const probe = await request(baseUrl, 'GET', '/api/public/events/00000000-0000-4000-8000-000000000000').catch(
      () => null,
    );
    if (probe?.status === 404) break;
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    outboxDir: path.join(dataDir, 'outbox'),
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const database = options.postgres ? await prepareDatabase(options.postgres) : null;
  const server = await startServer({ databaseUrl: database?.url ?? null, pool: options.pool });
  let failed = false;
  try {
    console.log(
      `Checkout benchmark: ${database ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
    );
    const staff = await staffClient(server.baseUrl, server.outboxDir);
    const single = await liveEvent(staff, { title: 'Rush A', products: 1, stock: 100 });
    const ten = await liveEvent(staff, { title: 'Rush B', products: 10, stock: 100 });
    // Warm-up: JIT and connection pool, on an event nobody competes for.
    const warm = await liveEvent(staff, { title: 'Warm-up', products: 1, stock: 1000 });
    await rush(server.baseUrl, { eventId: warm.eventId, buyers: 200, pick: () => warm.products[0] });

    if (options.scenarios.includes('A')) {
      const result = await rush(server.baseUrl, {
        eventId: single.eventId,
        buyers: 500,
        pick: () => single.products[0],
      });
      printRush('A. 500 concurrent buyers, 100 tickets of one price', 100, result);
      if (result.reserved > 100) failed = true;
    }
    if (options.scenarios.includes('B')) {
      const result = await rush(server.baseUrl, {
        eventId: ten.eventId,
        buyers: 2000,
        pick: (index) => ten.products[index % ten.products.length],
      });
      printRush('B. 2,000 concurrent buyers across 10 products (100 each) of one event', 1000, result);
      if (result.reserved > 1000) failed = true;
    }
    if (options.scenarios.includes('C')) {
      const result = await publicEventLoad(server.baseUrl, {
        eventId: ten.eventId,
        duration: options.duration,
        connections: options.connections,
      });
      console.log(
        `\nC. GET /api/public/events/{id} (10 products), ${options.connections} connections, ${options.duration} s`,
      );
      console.log(
        `  ${fixed(result.requestsPerSecond, 0)} requests/s (${result.total} in all, non-2xx ${result.non2xx}, errors ${result.errors})`,
      );
      console.log(`  latency ms  p50 ${result.p50}  p90 ${result.p90}  p99 ${result.p99}  max ${result.max}`);
    }
  } catch (error) {
    console.error(error);
    console.error(server.output().slice(-4000));
    failed = true;
  } finally {
    agent.destroy();
    await server.stop();
    await database?.drop();
  }
  if (failed) process.exit(1);
}

await main();
