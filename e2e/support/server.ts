import fs from 'node:fs';
import path from 'node:path';
import { startTestServer as startServer, type TestServer } from '../../apps/server/src/test-support/test-server';

const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * The real server (API + built SPA + worker) on a random port with a fresh database. The SPA must be
 * built first: `npm test` builds it before running the suites.
 */
export async function startTestServer(options: { env?: Record<string, string> } = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @marquee/web` before the browser tests');
  }
  return startServer({ env: { WEB_DIST_DIR: WEB_DIST, ...options.env } });
}
