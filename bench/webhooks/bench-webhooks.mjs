// Webhook throughput and lag (issue 26): 1,000 free orders completed at once on an event with one endpoint for
// `order.completed` on a local receiver; then how fast deliveries arrive and how long each order waited for its own.
//
//   node bench/webhooks/bench-webhooks.mjs [--orders 1000] [--postgres [url]]
//
// The server runs from source in production mode, the receiver (127.0.0.2, allow-listed) answers 200 at once and
// checks nothing; the figures are printed, and recorded in docs/performance.md.
import http from 'node:http';
import os from 'node:os';
import {
  closeConnections,
  fixed,
  percentile,
  prepareDatabase,
  staffClient,
  startServer,
} from '../support/bench-server.mjs';
import { buyFreeTicket, createFreeEvent, parseRushArgs } from '../support/free-rush.mjs';

const RECEIVER_HOST = '127.0.0.2';

/** Notes when each delivery arrived and for which order, and answers 200. */
async function startReceiver() {
  const arrivals = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      arrivals.push({
        at: performance.now(),
        type: body.type,
        shortId: body.data?.short_id,
        id: request.headers['webhook-id'],
      });
      response.writeHead(200).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, RECEIVER_HOST, resolve));
  return {
    url: `http://${RECEIVER_HOST}:${server.address().port}/orders`,
    arrivals,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function until(predicate, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for deliveries');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main() {
  const options = parseRushArgs(process.argv.slice(2));
  const receiver = await startReceiver();
  const database = options.postgres ? await prepareDatabase(options.postgres, 'webhooks') : null;
  const server = await startServer({
    databaseUrl: database?.url ?? null,
    label: 'webhooks',
    env: { WEBHOOK_ALLOWED_HOSTS: RECEIVER_HOST },
  });
  try {
    console.log(
      `Webhook benchmark: ${options.orders} orders, ${database ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
    );
    const { call } = await staffClient(server.baseUrl, { outboxDir: server.outboxDir });
    const event = await createFreeEvent(call, 'Webhook rush');
    await call(
      'POST',
      `/api/events/${event.eventId}/webhooks`,
      { url: receiver.url, event_types: ['order.completed'] },
      201,
    );

    const rushStarted = performance.now();
    const results = await Promise.all(
      Array.from({ length: options.orders }, (_, index) => buyFreeTicket(server.baseUrl, event, index)),
    );
    const rushEnded = performance.now();
    const failed = results.filter((result) => !result.ok);
    if (failed.length > 0) throw new Error(`${failed.length} orders failed, e.g. status ${failed[0].status}`);
    const completedAt = new Map(results.map((result) => [result.shortId, result.completedAt]));

    const ofRush = () => receiver.arrivals.filter((arrival) => completedAt.has(arrival.shortId));
    await until(() => new Set(ofRush().map((arrival) => arrival.shortId)).size >= completedAt.size, 600_000);
    const arrivals = ofRush();
    const firstArrival = new Map();
    for (const arrival of arrivals)
      if (!firstArrival.has(arrival.shortId)) firstArrival.set(arrival.shortId, arrival.at);
    const lags = [...firstArrival].map(([shortId, at]) => (at - completedAt.get(shortId)) / 1000).sort((a, b) => a - b);
    const first = Math.min(...arrivals.map((arrival) => arrival.at));
    const last = Math.max(...arrivals.map((arrival) => arrival.at));
    const duplicates = arrivals.length - new Set(arrivals.map((arrival) => arrival.id)).size;

    console.log(`rush        ${options.orders} orders completed in ${fixed((rushEnded - rushStarted) / 1000, 2)} s`);
    console.log(
      `deliveries  ${arrivals.length} received (${duplicates} repeated), ${fixed(arrivals.length / Math.max((last - first) / 1000, 0.001), 0)} per second from the first to the last`,
    );
    console.log(
      `lag         order completed → its delivery received: p50 ${fixed(percentile(lags, 50), 2)} s, p99 ${fixed(percentile(lags, 99), 2)} s, max ${fixed(lags.at(-1), 2)} s; the last one ${fixed((last - rushEnded) / 1000, 2)} s after the rush ended`,
    );
  } finally {
    await server.stop();
    await receiver.close();
    await database?.drop();
    closeConnections();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
