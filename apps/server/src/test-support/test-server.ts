import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { startServer, type RunningServer } from '../server';
import { createTestDatabase } from './database-template';

/**
 * A free port chosen up front, so FRONTEND_URL (links in emails, upload URLs) names the real address. It is drawn
 * below Linux's ephemeral range (32768 and up), where the outgoing connections of the tests (database, SMTP, HTTP)
 * take their ports, so none of them can take it between this probe and the server's listen.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const candidate = 20_000 + Math.floor(Math.random() * 12_000);
    const isFree = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (isFree) return candidate;
  }
}

const isAddressInUse = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';

export type TestServer = RunningServer & {
  baseUrl: string;
  /** Every log line the server wrote, parsed; tests assert that no secret ever appears in them. */
  logs: Record<string, unknown>[];
  rawLogs: () => string;
};

/**
 * Boots the real server (API, SPA, in-process worker) on a random port against a fresh copy of the
 * migrated template database. `env` overrides configuration keys exactly as the environment would.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; extraApiPlugins?: FastifyPluginAsync[] } = {},
): Promise<TestServer> {
  const template = inject('databaseTemplate');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-test-'));
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'info', destination });
  let server: RunningServer;
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  // Another test file's server may still take the port first: a failed start closes its database, so a retry
  // starts over with a fresh copy and another port.
  for (let attempt = 1; ; attempt++) {
    testDatabase = await createTestDatabase(template);
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      FRONTEND_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      // Every test client is 127.0.0.1: per-IP limits would trip across unrelated tests (tests that
      // exercise them pass RATE_LIMIT_EXEMPT_IPS: '').
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
      DATA_DIR: dataDir,
      // Tests read right after they write: only truly concurrent identical public event reads are shared.
      PUBLIC_EVENT_MAX_AGE_MS: '0',
      ...(testDatabase.url ? { DATABASE_URL: testDatabase.url } : {}),
      ...options.env,
    });
    try {
      server = await startServer({
        config,
        logger,
        database: testDatabase.database,
        queuePollingIntervalSeconds: 0.5,
        extraApiPlugins: options.extraApiPlugins,
      });
      break;
    } catch (error) {
      await testDatabase.drop();
      if (isAddressInUse(error) && attempt < 3) continue;
      throw error;
    }
  }
  return {
    ...server,
    baseUrl: server.url,
    get logs() {
      return lines
        .flatMap((line) => line.split('\n').filter(Boolean))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    rawLogs: () => lines.join(''),
    close: async () => {
      await server.close();
      await testDatabase.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
