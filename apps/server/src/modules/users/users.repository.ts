import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { accounts, accountUsers, users } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof accountUsers.$inferSelect;
export type MemberRecord = { user: UserRow; membership: MembershipRow };

export async function insertUser(executor: DbExecutor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await executor.insert(users).values(values).returning();
  return row!;
}

/** The user who holds the address (decision 164): the one its mail, resets and invitations belong to. */
export async function findUserByEmail(executor: DbExecutor, email: string): Promise<UserRow | null> {
  const [row] = await executor
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isEmailDuplicate, false)));
  return row ?? null;
}

/** Users who registered an address someone else holds, oldest first: they sign in with their own passwords. */
export async function listEmailDuplicates(executor: DbExecutor, email: string, limit: number): Promise<UserRow[]> {
  return executor
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isEmailDuplicate, true)))
    .orderBy(users.createdAt, users.id)
    .limit(limit);
}

export async function findUserById(executor: DbExecutor, id: string): Promise<UserRow | null> {
  const [row] = await executor.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function updateUser(
  executor: DbExecutor,
  id: string,
  values: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
): Promise<UserRow> {
  const [row] = await executor
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function deleteUser(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(users).where(eq(users.id, id));
}

export async function insertMembership(
  executor: DbExecutor,
  values: typeof accountUsers.$inferInsert,
): Promise<MembershipRow> {
  const [row] = await executor.insert(accountUsers).values(values).returning();
  return row!;
}

export async function updateMembership(
  executor: DbExecutor,
  id: string,
  values: Partial<Pick<MembershipRow, 'role' | 'status' | 'lastLoginAt'>>,
): Promise<MembershipRow> {
  const [row] = await executor
    .update(accountUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accountUsers.id, id))
    .returning();
  return row!;
}

export async function deleteMembership(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(accountUsers).where(eq(accountUsers.id, id));
}

/** A user as a member of one account; null when they are not in it (so other accounts' ids look absent). */
export async function findMember(
  executor: DbExecutor,
  input: { accountId: string; userId: string; lock?: boolean },
): Promise<MemberRecord | null> {
  const query = executor
    .select({ user: users, membership: accountUsers })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, input.accountId), eq(accountUsers.userId, input.userId)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function countMemberships(executor: DbExecutor, userId: string): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(accountUsers).where(eq(accountUsers.userId, userId));
  return row?.total ?? 0;
}

/**
 * Active administrators of the account other than `exceptUserId`, read under row locks so two
 * concurrent demotions cannot both succeed and leave the account without an administrator.
 */
export async function countOtherActiveAdmins(
  executor: DbExecutor,
  input: { accountId: string; exceptUserId: string },
): Promise<number> {
  const rows = await executor
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(
      and(
        eq(accountUsers.accountId, input.accountId),
        eq(accountUsers.role, 'ADMIN'),
        eq(accountUsers.status, 'ACTIVE'),
        ne(accountUsers.userId, input.exceptUserId),
      ),
    )
    .for('update');
  return rows.length;
}

export const membersListResource = defineListResource({
  fields: {
    created_at: field.datetime(accountUsers.createdAt, { sortable: true, filterable: true }),
    first_name: field.string(users.firstName, { sortable: true }),
    last_name: field.string(users.lastName, { sortable: true }),
    email: field.string(users.email, { sortable: true, filterable: true }),
    last_login_at: field.datetime(accountUsers.lastLoginAt, { sortable: true, filterable: true }),
    role: field.enum(accountUsers.role, ['ADMIN', 'ORGANIZER'], { sortable: true, filterable: true }),
    status: field.enum(accountUsers.status, ['INVITED', 'ACTIVE', 'INACTIVE'], { sortable: true, filterable: true }),
  },
  searchable: [
    users.firstName,
    users.lastName,
    users.email,
    sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`,
  ],
  defaultSort: { field: 'created_at', direction: 'asc' },
  tieBreaker: accountUsers.id,
});

export async function listMembers(executor: DbExecutor, input: { accountId: string; query: ParsedListQuery }) {
  const scope: SQL = eq(accountUsers.accountId, input.accountId);
  return runListQuery<MemberRecord>({
    resource: membersListResource,
    query: input.query,
    scope,
    fetchPage: (clauses) =>
      executor
        .select({ user: users, membership: accountUsers })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) => {
      const [row] = await executor
        .select({ total: count() })
        .from(accountUsers)
        .innerJoin(users, eq(users.id, accountUsers.userId))
        .where(where);
      return row?.total ?? 0;
    },
  });
}

export async function findAccountName(executor: DbExecutor, accountId: string): Promise<string | null> {
  const [row] = await executor.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? null;
}

/** The language the account's owner reads the app in, or null for an account without an owner. */
export async function findAccountOwnerLocale(executor: DbExecutor, accountId: string): Promise<string | null> {
  const [owner] = await executor
    .select({ locale: users.locale })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.isAccountOwner, true)))
    .limit(1);
  return owner?.locale ?? null;
}

/** The account's active admins, to tell them what needs their hand (a webhook the server turned off). */
export async function listActiveAdmins(executor: DbExecutor, accountId: string) {
  return executor
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        eq(accountUsers.role, 'ADMIN'),
        eq(accountUsers.status, 'ACTIVE'),
        // The address belongs to someone else (decision 164): nothing about this account may reach it.
        eq(users.isEmailDuplicate, false),
      ),
    );
}
