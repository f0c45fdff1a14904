import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pingDatabase } from './system.repository';

export type HealthReport = {
  status: 'ok';
  database: { driver: Database['driver']; latency_ms: number };
  uptime_seconds: number;
};

const HEALTH_TIMEOUT_MS = 3_000;

/** The database is the only dependency whose loss stops the product; the check is bounded so probes never hang. */
export async function checkHealth(database: Database): Promise<HealthReport> {
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDatabase(database.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('Database ping timed out')), HEALTH_TIMEOUT_MS);
      }),
    ]);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
  } finally {
    clearTimeout(timer);
  }
  return {
    status: 'ok',
    database: { driver: database.driver, latency_ms: Math.round((performance.now() - startedAt) * 100) / 100 },
    uptime_seconds: Math.round(process.uptime()),
  };
}
