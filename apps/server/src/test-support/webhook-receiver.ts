import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { path: string; headers: Record<string, string>; body: string; at: number };
/** What a path answers: a status, a list of statuses taken in turn (the last repeats), or no answer at all. */
export type ReceiverBehaviour = number | number[] | 'hang';

/**
 * A local webhook receiver for tests and the benchmark, on a loopback address other than 127.0.0.1 (127.0.0.2),
 * so a server that allow-lists only it still refuses 127.0.0.1 and its other spellings.
 */
export async function startWebhookReceiver(host = '127.0.0.2') {
  const received: ReceivedWebhook[] = [];
  const behaviours = new Map<string, ReceiverBehaviour>();
  const hanging = new Set<http.ServerResponse>();
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      for (const wake of waiters.splice(0)) wake();
      const behaviour = behaviours.get(path) ?? 200;
      if (behaviour === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      const status = Array.isArray(behaviour) ? (behaviour.length > 1 ? behaviour.shift()! : behaviour[0]!) : behaviour;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host,
    url: (path: string) => `http://${host}:${port}${path}`,
    received,
    on: (path: string, behaviour: ReceiverBehaviour) => behaviours.set(path, behaviour),
    at: (path: string) => received.filter((entry) => entry.path === path),
    hangingCount: () => hanging.size,
    /** Resolves once `until` holds, checked after each request; rejects after `timeoutMs`. */
    async waitFor(until: () => boolean, timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!until()) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`Webhook receiver: condition not met in ${timeoutMs} ms (${received.length} received)`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close(): Promise<void> {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
