#!/usr/bin/env node
// `npm run bench:page`: how heavy and how fast the buyer's pages are, as a visitor's browser sees them.
//
// Builds what is stale (as `npm start` does; `--skip-build` skips that), starts the built server on a fresh
// embedded database with the demo data, gives the demo live event a cover image (the usual LCP element of
// an event page), then loads the event page, a checkout page and a ticket page in headless Chromium with a
// cold cache, once unthrottled and once with 4x CPU throttling and a 150 ms / 1.6 Mbit/s network.
// It prints the figures and whether each meets issue 6's targets; it always exits 0 (it measures, it does
// not judge a build).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Set(process.argv.slice(2));
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);

const TARGETS = { jsKb: 100, requests: 15, lcpMs: 800, throttledLcpMs: 2000 };
const SLOW = {
  cpuRate: 4,
  // Chromium's DevTools "custom" profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
  network: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function build() {
  if (args.has('--skip-build')) return;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed');
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-page-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      FRONTEND_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += String(chunk);
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  const stop = async () => {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

async function api(baseUrl, method, url, { body, cookie, form } = {}) {
  const headers = {};
  if (cookie) headers.cookie = cookie;
  if (body) headers['content-type'] = 'application/json';
  // A cookie-carrying multipart upload must say it comes from a script (decision 129).
  if (form) headers['x-requested-with'] = 'XMLHttpRequest';
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers,
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return { json, response };
}

/** A photo-like cover (smooth colour fields, some texture) the size organizers upload. */
async function coverImage() {
  const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
  const width = 2400;
  const height = 1200;
  const noise = await sharp({
    create: { width: width / 8, height: height / 8, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(width, height, { kernel: 'cubic' }).blur(3).jpeg({ quality: 85 }).toBuffer();
}

let checkoutSession = null;

/** The demo live event, with a cover image, plus a reserved order and a ticket of it to open. */
async function prepareDemo(baseUrl) {
  const login = await api(baseUrl, 'POST', '/auth/login', {
    body: { email: 'demo@example.com', password: 'demo-password' },
  });
  const cookie = (login.response.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const events = (await api(baseUrl, 'GET', '/events', { cookie })).json.data;
  const event = events.find((candidate) => candidate.status === 'LIVE');
  if (!event) throw new Error('The demo data has no live event');

  const form = new FormData();
  form.append('type', 'EVENT_COVER');
  form.append('image', new Blob([await coverImage()], { type: 'image/jpeg' }), 'cover.jpg');
  await api(baseUrl, 'POST', `/events/${event.id}/images`, { cookie, form });

  const publicEvent = (await api(baseUrl, 'GET', `/public/events/${event.id}`)).json.data;
  const products =
    publicEvent.product_categories?.flatMap((category) => category.products) ?? publicEvent.products ?? [];
  const free = products.find((product) => product.prices?.some((price) => Number(price.price) === 0));
  const anyProduct = free ?? products[0];
  const pages = { event: `/event/${event.id}/${event.slug}`, checkout: null, ticket: null };
  if (!anyProduct) return pages;
  const price = (free ?? anyProduct).prices.find((candidate) => !free || Number(candidate.price) === 0);
  const order = (
    await api(baseUrl, 'POST', `/public/events/${event.id}/order`, {
      body: { products: [{ product_id: anyProduct.id, quantities: [{ price_id: price.id, quantity: 1 }] }] },
    })
  ).json.data;
  pages.checkout = `/checkout/${event.id}/${order.short_id}/details`;
  if (!free) return pages;
  const buyer = {
    first_name: 'Bench',
    last_name: 'Mark',
    email: 'bench@example.com',
    email_confirmation: 'bench@example.com',
  };
  try {
    const session = `?session_identifier=${encodeURIComponent(order.session_identifier)}`;
    await api(baseUrl, 'PUT', `/public/events/${event.id}/order/${order.short_id}${session}`, {
      body: {
        order: buyer,
        products: [{ product_id: anyProduct.id, product_price_id: price.id, ...buyer }],
      },
    });
    const completed = (await api(baseUrl, 'GET', `/public/events/${event.id}/order/${order.short_id}${session}`)).json
      .data;
    const attendee = completed.attendees?.[0];
    if (attendee) pages.ticket = `/product/${event.id}/${attendee.short_id}`;
  } catch (error) {
    console.warn(`(no ticket page: ${error.message.slice(0, 200)})`);
  }
  // The checkout page needs an order still in progress: reserve another one.
  const second = (
    await api(baseUrl, 'POST', `/public/events/${event.id}/order`, {
      body: { products: [{ product_id: anyProduct.id, quantities: [{ price_id: price.id, quantity: 1 }] }] },
    })
  ).json.data;
  // The page finds its order through the checkout session cookie the reserving browser would hold.
  pages.checkout = `/checkout/${event.id}/${second.short_id}/details`;
  checkoutSession = second.session_identifier;
  return pages;
}

const OBSERVE_LCP = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = entry.startTime;
      window.__lcpElement = entry.element ? entry.element.tagName.toLowerCase() : entry.url ? 'img' : '?';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** One cold load: fresh context (empty cache), optional throttling, figures once the network is idle. */
async function measure(browser, url, { isThrottled }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  if (checkoutSession) {
    // For the whole site, as the server sets it: a cookie given only a page URL gets that page's path, and the
    // page's API calls would go without it.
    const { hostname } = new URL(url);
    await context.addCookies([
      { name: 'marquee_checkout_session', value: checkoutSession, domain: hostname, path: '/' },
    ]);
  }
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LCP);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (isThrottled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpuRate });
    await cdp.send('Network.emulateNetworkConditions', SLOW.network);
  }
  const responses = [];
  page.on('response', (response) => responses.push(response));
  const foreignHosts = new Set();
  page.on('request', (request) => {
    const host = new URL(request.url()).host;
    if (!request.url().startsWith('data:') && host !== new URL(url).host) foreignHosts.add(host);
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // LCP is final once the page has settled; give the last paint a moment to be reported (longer when
  // throttled, where the cover can still be arriving after a quiet half second).
  let lcp = 0;
  let lcpElement = null;
  for (let waited = 0; waited < (isThrottled ? 8_000 : 2_000); waited += 250) {
    await page.waitForTimeout(250);
    ({ lcp, lcpElement } = await page.evaluate(() => ({
      lcp: globalThis.__lcp,
      lcpElement: globalThis.__lcpElement ?? null,
    })));
    if (lcp > 0 && waited >= 250) break;
  }
  if (process.env.BENCH_PAGE_VERBOSE) {
    console.log(`${isThrottled ? 'throttled' : 'fast'} ${url}: LCP ${Math.round(lcp)} ms (${lcpElement})`);
    responses.forEach((response) => console.log(`  ${response.status()} ${response.url().slice(0, 120)}`));
  }
  let jsGzip = 0;
  let jsTransferred = 0;
  let imageBytes = 0;
  for (const response of responses) {
    if (response.url().startsWith('data:')) continue;
    const type = response.headers()['content-type'] ?? '';
    const sizes = await response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: 0 }));
    if (type.includes('javascript')) {
      jsTransferred += sizes.responseBodySize;
      if (response.headers()['content-encoding']) jsGzip += sizes.responseBodySize;
      else jsGzip += zlib.gzipSync(await response.body()).length;
    } else if (type.startsWith('image/')) {
      imageBytes += sizes.responseBodySize;
    }
  }
  const requests = responses.filter((response) => !response.url().startsWith('data:')).length;
  await context.close();
  return { jsGzip, jsTransferred, imageBytes, requests, lcp, lcpElement, foreignHosts: [...foreignHosts] };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measureMedian(browser, url, options) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, url, options));
  return {
    jsGzip: median(runs.map((run) => run.jsGzip)),
    jsTransferred: median(runs.map((run) => run.jsTransferred)),
    imageBytes: median(runs.map((run) => run.imageBytes)),
    requests: median(runs.map((run) => run.requests)),
    lcp: median(runs.map((run) => run.lcp)),
    lcpElement: runs.at(-1).lcpElement,
    foreignHosts: [...new Set(runs.flatMap((run) => run.foreignHosts))],
  };
}

/** A plain page on its own port that embeds the event's widget, as an organizer's site would. */
async function startWidgetHost(baseUrl, eventId) {
  const http = await import('node:http');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><h1>Our club</h1><div data-marquee-event="${eventId}"></div><script async src="${baseUrl}/widget.js"></script></body></html>`;
  const hostServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${hostServer.address().port}/`, close: () => hostServer.close() };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value > 0 ? `${Math.round(value)} ms` : 'none');
const verdict = (isMet) => (isMet ? 'pass' : 'FAIL');
const lcpVerdict = (value, target) => verdict(value > 0 && value < target);

async function main() {
  build();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const pages = await prepareDemo(server.baseUrl);
    // One warm-up load so the server's first-request costs (template read, JIT) are not measured.
    await measure(browser, `${server.baseUrl}${pages.event}`, { isThrottled: false });
    const rows = [];
    for (const [name, pagePath] of Object.entries(pages)) {
      if (!pagePath) continue;
      const url = `${server.baseUrl}${pagePath}`;
      const fast = await measureMedian(browser, url, { isThrottled: false });
      const slow = await measureMedian(browser, url, { isThrottled: true });
      rows.push({ name, pagePath, fast, slow });
    }
    // The embeddable widget (issue 28) on a plain page of another origin: everything it loads, script and frame.
    const eventId = pages.event.split('/')[2];
    const host = await startWidgetHost(server.baseUrl, eventId);
    const widgetRun = await measureMedian(browser, host.url, { isThrottled: false });
    host.close();
    // fetch() decompresses what it receives: gzip the script here, as the bundle guard measures it.
    const script = await fetch(`${server.baseUrl}/widget.js`);
    const scriptGzip = zlib.gzipSync(Buffer.from(await script.arrayBuffer())).length;
    console.log(`\nBuyer pages, cold cache, median of ${RUNS} loads (viewport 412x915)`);
    console.log('throttled = 4x CPU + 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up\n');
    const header = ['page', 'JS gzip', 'JS sent', 'images', 'requests', 'LCP', 'LCP throttled'];
    const table = rows.map(({ name, fast, slow }) => [
      name,
      kb(fast.jsGzip),
      kb(fast.jsTransferred),
      kb(fast.imageBytes),
      String(fast.requests),
      ms(fast.lcp),
      ms(slow.lcp),
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
    const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
    console.log(line(header));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    table.forEach((row) => console.log(line(row)));
    console.log(`\nEmbeddable widget on a host page of another origin (targets from issue 28):`);
    console.log(`  widget.js gzip ${kb(scriptGzip)} <= 10 KB: ${verdict(scriptGzip <= 10 * 1024)}`);
    console.log(
      `  everything the widget loads, JS gzip ${kb(widgetRun.jsGzip)} <= 60 KB: ${verdict(widgetRun.jsGzip <= 60 * 1024)}`,
    );
    console.log(`  requests ${widgetRun.requests}, images ${kb(widgetRun.imageBytes)}`);
    for (const { name, pagePath, fast, slow } of rows) {
      console.log(`\n${name} page (${pagePath}), targets from issue 6:`);
      console.log(`  JS gzip ${kb(fast.jsGzip)} <= ${TARGETS.jsKb} KB: ${verdict(fast.jsGzip <= TARGETS.jsKb * 1024)}`);
      console.log(`  requests ${fast.requests} <= ${TARGETS.requests}: ${verdict(fast.requests <= TARGETS.requests)}`);
      console.log(`  LCP ${ms(fast.lcp)} < ${TARGETS.lcpMs} ms: ${lcpVerdict(fast.lcp, TARGETS.lcpMs)}`);
      console.log(
        `  LCP throttled ${ms(slow.lcp)} < ${TARGETS.throttledLcpMs} ms: ${lcpVerdict(slow.lcp, TARGETS.throttledLcpMs)}`,
      );
      const foreign = [...new Set([...fast.foreignHosts, ...slow.foreignHosts])];
      console.log(`  LCP element: ${fast.lcpElement ?? 'none'}`);
      console.log(`  third-party hosts: ${foreign.length ? foreign.join(', ') : 'none'}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 0;
});
