import type { Database } from '../db/client';

/**
 * Holds the row lock `lockStatement` takes (a `SELECT ... FOR UPDATE`) in a transaction of its own until `release`,
 * as another buyer or process would. PostgreSQL only: PGlite's one connection would block everything else.
 */
export async function holdRowLock(
  database: Database,
  lockStatement: string,
): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = database.db.transaction(async (tx) => {
    await tx.execute(lockStatement as never);
    locked();
    await released;
  });
  await Promise.race([isLocked, holder]);
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}
