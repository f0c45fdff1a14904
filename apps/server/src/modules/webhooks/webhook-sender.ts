import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_RESPONSE_BODY_LIMIT } from '@marquee/core';
import { checkDestinationUrl, DestinationRefusedError, guardedLookup, type TAllowList } from './destination-guard';

/** A receiver has this long to answer, headers and body together (issue 26 point 4). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type TSendResult = {
  /** The HTTP status; 0 when no answer came. */
  status: number;
  headers: Record<string, string> | null;
  /** The first 10 KB of the answer. */
  body: string | null;
  durationMs: number;
  error: string | null;
};

// Connections are kept for the next delivery to the same receiver: a burst of orders reuses them.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 20, timeout: WEBHOOK_TIMEOUT_MS }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 20, timeout: WEBHOOK_TIMEOUT_MS }),
};

/**
 * One POST. Redirects are answers, not followed (a 3xx is a failure the log shows). The destination is checked
 * again here: an IP in the URL directly, a name through `guardedLookup` at connection time (decision 145).
 */
export async function postWebhook(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  allow: TAllowList;
  timeoutMs?: number;
}): Promise<TSendResult> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  let url: URL;
  try {
    url = checkDestinationUrl(input.url, input.allow);
  } catch (error) {
    return { status: 0, headers: null, body: null, durationMs: elapsed(), error: describe(error) };
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<TSendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<TSendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = transport.request(url, {
      method: 'POST',
      agent: agents[url.protocol as 'http:' | 'https:'],
      headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
      lookup: guardedLookup(input.allow) as never,
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({
        status: 0,
        headers: null,
        body: null,
        error: `No answer within ${(input.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s.`,
      });
    }, input.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on('error', (error) => finish({ status: 0, headers: null, body: null, error: describe(error) }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const done = () =>
        finish({
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_BODY_LIMIT),
          error: null,
        });
      response.on('data', (chunk: Buffer) => {
        if (size >= WEBHOOK_RESPONSE_BODY_LIMIT) return;
        chunks.push(chunk.subarray(0, WEBHOOK_RESPONSE_BODY_LIMIT - size));
        size += chunk.length;
        // What the log keeps has arrived: the rest is not waited for.
        if (size >= WEBHOOK_RESPONSE_BODY_LIMIT) {
          done();
          response.destroy();
        }
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(input.body);
  });
}

function describe(error: unknown): string {
  if (error instanceof DestinationRefusedError) return `Refused: ${error.message}`;
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
