import type { Logger } from 'pino';
import type { Database, DbTransaction } from '../db/client';
import { claimMetaKey } from '../modules/system/system.repository';
import { identityDemoDataset } from './identity.seed';

export const DEMO_SEEDED_KEY = 'demo_seeded_at';

/** What a demo dataset reports back so start-up can print how to try the product. */
export type DemoSeedResult = { lines: string[] };

/**
 * A demo dataset contributed by a module. Datasets run in order inside one transaction, on an empty
 * database only, so a half-seeded instance never exists.
 */
export type DemoDataset = {
  name: string;
  seed(context: { executor: DbTransaction; logger: Logger }): Promise<DemoSeedResult>;
};

/** Datasets grow with the product: sign-in adds an account, checkout adds a live event, and so on. */
export const DEMO_DATASETS: DemoDataset[] = [identityDemoDataset];

/**
 * Seeds once per database: the marker row is claimed in the same transaction as the data, so two
 * instances starting together on one PostgreSQL never seed twice.
 */
export async function seedDemoData(
  database: Database,
  logger: Logger,
  datasets: DemoDataset[] = DEMO_DATASETS,
): Promise<{ seeded: boolean; lines: string[] }> {
  return database.db.transaction(async (tx) => {
    const claimed = await claimMetaKey(tx, DEMO_SEEDED_KEY, new Date().toISOString());
    if (!claimed) return { seeded: false, lines: [] };
    const lines: string[] = [];
    for (const dataset of datasets) {
      const result = await dataset.seed({ executor: tx, logger });
      lines.push(...result.lines);
      logger.info({ dataset: dataset.name }, 'Demo data seeded');
    }
    return { seeded: true, lines };
  });
}
