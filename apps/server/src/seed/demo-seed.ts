import type { Logger } from 'pino';
import type { Db, DbTransaction } from '../db/client';
import type { IdentityDeps } from '../modules/auth/identity-context';
import type { AuthContext } from '../modules/auth/sessions.service';
import { claimMetaKey } from '../modules/system/system.repository';
import { catalogueDemoDataset } from './catalogue.seed';
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
  seed(context: DemoSeedContext): Promise<DemoSeedResult>;
};

/** What earlier datasets hand to later ones (the identity demo signs the others in). */
export type DemoSharedState = { auth?: AuthContext };

export type DemoSeedContext = {
  executor: DbTransaction;
  /** The services, bound to the seeding transaction: their own transactions become savepoints in it. */
  deps: IdentityDeps;
  shared: DemoSharedState;
  now: Date;
  logger: Logger;
};

/** Datasets grow with the product: sign-in adds an account, the catalogue a live event, and so on. */
export const DEMO_DATASETS: DemoDataset[] = [identityDemoDataset, catalogueDemoDataset];

/**
 * Seeds once per database: the marker row is claimed in the same transaction as the data, so two
 * instances starting together on one PostgreSQL never seed twice.
 */
export async function seedDemoData(
  deps: IdentityDeps,
  datasets: DemoDataset[] = DEMO_DATASETS,
): Promise<{ seeded: boolean; lines: string[] }> {
  const { database, logger } = deps;
  return database.db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await claimMetaKey(tx, DEMO_SEEDED_KEY, now.toISOString());
    if (!claimed) return { seeded: false, lines: [] };
    // A drizzle transaction is a database whose own transaction() opens a savepoint.
    const boundDeps: IdentityDeps = { ...deps, database: { ...database, db: tx as unknown as Db } };
    const shared: DemoSharedState = {};
    const lines: string[] = [];
    for (const dataset of datasets) {
      const result = await dataset.seed({ executor: tx, deps: boundDeps, shared, now, logger });
      lines.push(...result.lines);
      logger.info({ dataset: dataset.name }, 'Demo data seeded');
    }
    return { seeded: true, lines };
  });
}
