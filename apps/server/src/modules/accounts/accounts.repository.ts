import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { accounts, accountUsers } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

export async function insertAccount(executor: DbExecutor, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await executor.insert(accounts).values(values).returning();
  return row!;
}

export async function findAccountById(executor: DbExecutor, id: string, lock = false): Promise<AccountRow | null> {
  const query = executor.select().from(accounts).where(eq(accounts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateAccount(
  executor: DbExecutor,
  id: string,
  values: Partial<Pick<AccountRow, 'name' | 'currencyCode' | 'timezone' | 'verifiedAt' | 'eventDefaults'>>,
): Promise<AccountRow | null> {
  const [row] = await executor
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return row ?? null;
}

/** The accounts a user can sign in to, with their role there. */
export async function listActiveAccountsOfUser(executor: DbExecutor, userId: string) {
  return executor
    .select({ id: accounts.id, name: accounts.name, role: accountUsers.role })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.status, 'ACTIVE')))
    .orderBy(accounts.name);
}
