import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { appMeta } from '../../db/schema';

export async function pingDatabase(executor: DbExecutor): Promise<void> {
  await executor.execute(sql`SELECT 1`);
}

export async function getMetaValue(executor: DbExecutor, key: string): Promise<string | null> {
  const [row] = await executor.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

/** Sets a value only if the key is absent; returns whether this call set it (first writer wins). */
export async function claimMetaKey(executor: DbExecutor, key: string, value: string): Promise<boolean> {
  const inserted = await executor
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  return inserted.length > 0;
}
