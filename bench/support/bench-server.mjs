// What the API benchmarks share: a throw-away PostgreSQL database, the real server started as a child
// process in production mode, a plain HTTP client that times each request, and a signed-in staff client.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const fixed = (value, digits = 1) => Number(value).toFixed(digits);

/**
 * CPU seconds used so far by the server process (all its threads), by every PostgreSQL process of this machine and
 * by this benchmark's own process, to say which of them a scenario kept busy. Linux only (`/proc`); elsewhere the
 * server and database figures are null.
 */
export function cpuSnapshot(serverPid) {
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux this runs on
  const secondsOf = (statFile) => {
    try {
      const stat = fs.readFileSync(statFile, 'utf8');
      // Fields after the command name, which may hold spaces and is closed by the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return {
        command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
      };
    } catch {
      return null;
    }
  };
  const own = process.cpuUsage();
  const client = (own.user + own.system) / 1e6;
  if (!fs.existsSync('/proc/self/stat')) return { server: null, database: null, client };
  let database = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const usage = secondsOf(`/proc/${entry}/stat`);
    if (usage?.command === 'postgres') database += usage.seconds;
  }
  return { server: secondsOf(`/proc/${serverPid}/stat`)?.seconds ?? null, database, client };
}

/** What each part used between two `cpuSnapshot`s, as a line to print. */
export function cpuLine(before, after, wallSeconds) {
  const used = (part) =>
    before[part] === null || after[part] === null ? 'n/a' : `${fixed(after[part] - before[part], 2)} s`;
  return `cpu         server ${used('server')}, database ${used('database')}, benchmark client ${used('client')} of ${fixed(wallSeconds * os.cpus().length, 2)} s available (${os.cpus().length} CPUs × ${fixed(wallSeconds, 2)} s)`;
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const defaultAgent = new http.Agent({ keepAlive: true, maxSockets: 2048 });

/** Closes the kept-alive sockets of `request`, so the process can exit. */
export const closeConnections = () => defaultAgent.destroy();

/**
 * One request; resolves with status, body (JSON when it is), headers, size and latency in ms. `onChunk`
 * receives a streamed body instead of keeping it; `via` is the agent (a rush uses one per buyer).
 */
export function request(baseUrl, method, pathname, { body, cookie, onChunk, via = defaultAgent } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(pathname, baseUrl);
  const headers = { accept: 'application/json' };
  if (payload)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  if (cookie) headers.cookie = cookie;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent: via, host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        const chunks = [];
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          if (onChunk) onChunk(chunk);
          else chunks.push(chunk);
        });
        res.on('end', () => {
          resolve({
            status: res.statusCode,
            body: bodyOf(Buffer.concat(chunks).toString('utf8')),
            headers: res.headers,
            bytes,
            ms: performance.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * One POST of JSON on a connection of its own, closed after the answer, written straight to a TCP socket: what a
 * buyer's browser sends, at a fraction of the client CPU of `http.request` (whose per-request work, on the same two
 * cores as the server, took CPU from the server it measures). Resolves with status, body (JSON when it is) and
 * latency in ms from `started`.
 */
export function postOnce(baseUrl, pathname, body, started = performance.now()) {
  const url = new URL(pathname, baseUrl);
  const payload = Buffer.from(JSON.stringify(body));
  const head =
    `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () =>
      socket.write(Buffer.concat([Buffer.from(head), payload])),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const split = answer.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      if (split < 0 || status === 0) return reject(new Error(`No HTTP answer: ${answer.slice(0, 200)}`));
      const headers = answer.slice(0, split).toLowerCase();
      const text = answer.slice(split + 4);
      resolve({
        status,
        body: bodyOf(headers.includes('transfer-encoding: chunked') ? unchunk(text) : text),
        ms: performance.now() - started,
      });
    });
  });
}

/** A response body: parsed when it is JSON, the text otherwise, null when empty. */
function bodyOf(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A chunked HTTP/1.1 body, joined. */
function unchunk(text) {
  let body = '';
  let at = 0;
  for (;;) {
    const lineEnd = text.indexOf('\r\n', at);
    const size = parseInt(text.slice(at, lineEnd), 16);
    if (!size) return body;
    body += text.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** The confirmation link's token from the email the server wrote to its outbox directory. */
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

/**
 * A newly registered staff member's session (cookie) and a `call` that expects a status and answers
 * `data`. With the server's outbox, or `confirmationTokenOf(email)` reading the token wherever the server mailed it,
 * the address is confirmed too (publishing an event needs it).
 */
export async function staffClient(baseUrl, { outboxDir, confirmationTokenOf } = {}) {
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
  const tokenOf = confirmationTokenOf ?? (outboxDir ? (address) => confirmationToken(outboxDir, address) : null);
  if (tokenOf) {
    const token = await tokenOf(email);
    await call('POST', `/api/users/${registered.body.data.user.id}/confirm-email/${token}`, undefined, 200);
  }
  return { call, cookie };
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped by `drop()`. */
export async function prepareDatabase(adminUrl, label) {
  const name = `marquee_bench_${label}_${process.pid}_${Date.now()}`;
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

/**
 * The real server from source (`tsx`), production mode, on a free port, rate limits off for this host;
 * `databaseUrl` null means the embedded database. Resolves once it answers.
 */
export async function startServer({ databaseUrl, pool, label, env: extraEnv = {} }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `marquee-bench-${label}-`));
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
    ...extraEnv,
  };
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server there (to see where the time goes), sampled every
  // 250 µs: a rush lasts a fraction of a second, too short for the default 1 ms.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--cpu-prof-interval=250']
    : [];
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
    pid: child.pid,
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
