import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../lib/app-error';
import type { Database, DbExecutor, DbTransaction } from './client';
import { isRetryableTransactionError } from './errors';
import { capacityAssignmentProducts, capacityAssignments, productPrices, products, promoCodes } from './schema';

/**
 * The one order in which every write takes the row locks a reservation takes (docs/decisions/119-global-lock-order.md).
 * A transaction may skip steps, never go back to an earlier one:
 *
 * 1. the event row, `FOR NO KEY UPDATE` (staff edits of its catalogue serialise on it);
 * 2. order rows, in id order (a session's earlier reservation, the order staff cancel or complete);
 * 3. product rows, `FOR NO KEY UPDATE`;
 * 4. the price rows (`product_prices`) of the products concerned, in id order, `FOR NO KEY UPDATE`;
 * 5. capacity assignments, in id order, `FOR UPDATE`;
 * 6. promo codes, in id order (a reservation's use of its code is the last lock it takes).
 *
 * Reservations also take `FOR KEY SHARE` locks on the event, products, prices, promo code and affiliate their order
 * and lines reference, before step 4 on one path (`reservation_place`) and after step 6 on the other
 * (`reservation_place_batch`). Only `FOR UPDATE` (a delete, or a change of a unique column) conflicts with those, so
 * no writer takes it on such a row while it holds or will wait for a lock of steps 4-6: catalogue edits lock
 * `FOR NO KEY UPDATE`, and a delete of a product or price takes its lock with NOWAIT (`lockProductsToDelete`,
 * `lockPricesToDelete`) once its stock locks are held, so it fails at once, and is run again, instead of closing
 * a cycle with a reservation that wrote its lines first.
 */

/** How long a statement of such a transaction waits for a row lock before it gives up (SQLSTATE 55P03). */
export const LOCK_TIMEOUT_MS = 5_000;

/** The lock timeout of this database's writes (tests shorten it on their own instance). */
export const lockTimeoutOf = (database: Pick<Database, 'lockTimeoutMs'>): number =>
  database.lockTimeoutMs ?? LOCK_TIMEOUT_MS;

/**
 * An expression that sets the lock timeout for the rest of the current transaction; for a statement that runs on its
 * own (the reservation functions), evaluated first in its select list, it lasts for that statement.
 */
export const lockTimeoutSetting = (ms: number): SQL => sql`set_config('lock_timeout', ${`${Math.round(ms)}ms`}, true)`;

/** `SET LOCAL lock_timeout` for the transaction `executor` belongs to (harmless on PGlite's single connection). */
export async function setLockTimeout(executor: DbExecutor, ms: number): Promise<void> {
  await executor.execute(sql`select ${lockTimeoutSetting(ms)}`);
}

const ATTEMPTS = 2;
export const BUSY_MESSAGE = 'The system is busy, please try again.';

/** A transaction that lost to lock contention twice: the caller may simply try again (409, never 500). */
export const busyError = (): AppError => new AppError('SYSTEM_BUSY', BUSY_MESSAGE);

/**
 * Runs a whole transaction again, once, after a deadlock, serialisation failure or lock timeout (or what `isRetryable`
 * adds), after a short jittered pause that lets the other side finish. `run` must be safe to repeat: it opens its own
 * transaction and calls nothing outside the database. Contention that lasts past the retry answers `busyError`.
 */
export async function retryTransaction<T>(
  run: (attempt: number) => Promise<T>,
  options: { isRetryable?: (error: unknown) => boolean } = {},
): Promise<T> {
  const isRetryable = options.isRetryable ?? isRetryableTransactionError;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= ATTEMPTS) throw isRetryableTransactionError(error) ? busyError() : error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    }
  }
}

/**
 * A transaction that writes products, prices, capacity assignments or promo codes: under the lock timeout, run again
 * once on contention, answered 409 "busy" if that fails too. Its locks follow the order above.
 */
export function lockingTransaction<T>(database: Database, run: (tx: DbTransaction) => Promise<T>): Promise<T> {
  const timeout = lockTimeoutOf(database);
  return retryTransaction(() =>
    database.db.transaction(async (tx) => {
      await setLockTimeout(tx, timeout);
      return run(tx);
    }),
  );
}

export type PriceRow = typeof productPrices.$inferSelect;

/**
 * Steps 4-6 of the order, each in id order: the price rows of `pricesOfProducts` (returned, in display order), then
 * the capacity assignments `capacityAssignmentIds` and the ACTIVE ones covering `assignmentsCoveringProducts` (what a
 * reservation of those products locks), then the promo codes `promoCodeIds`.
 */
export async function lockInGlobalOrder(
  executor: DbExecutor,
  input: {
    pricesOfProducts?: string[];
    assignmentsCoveringProducts?: string[];
    capacityAssignmentIds?: string[];
    promoCodeIds?: string[];
  },
): Promise<PriceRow[]> {
  const productIds = input.pricesOfProducts ?? [];
  const prices =
    productIds.length === 0
      ? []
      : await executor
          .select()
          .from(productPrices)
          .where(inArray(productPrices.productId, productIds))
          .orderBy(asc(productPrices.id))
          .for('no key update');
  const coveredIds = input.assignmentsCoveringProducts ?? [];
  const assignmentIds = input.capacityAssignmentIds ?? [];
  if (coveredIds.length > 0 || assignmentIds.length > 0) {
    const covering =
      coveredIds.length === 0
        ? undefined
        : and(
            eq(capacityAssignments.status, 'ACTIVE'),
            inArray(
              capacityAssignments.id,
              executor
                .select({ id: capacityAssignmentProducts.capacityAssignmentId })
                .from(capacityAssignmentProducts)
                .where(inArray(capacityAssignmentProducts.productId, coveredIds)),
            ),
          );
    await executor
      .select({ id: capacityAssignments.id })
      .from(capacityAssignments)
      .where(or(covering, assignmentIds.length > 0 ? inArray(capacityAssignments.id, assignmentIds) : undefined))
      .orderBy(asc(capacityAssignments.id))
      .for('update');
  }
  const promoCodeIds = input.promoCodeIds ?? [];
  if (promoCodeIds.length > 0) {
    await executor
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(inArray(promoCodes.id, promoCodeIds))
      .orderBy(asc(promoCodes.id))
      .for('no key update');
  }
  return prices.sort((a, b) => a.sortOrder - b.sortOrder || a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * The delete lock on products a reservation may be writing lines for, taken without waiting once the caller holds
 * their price rows: a reservation holding a key-share lock on one of them waits for those price rows, so waiting here
 * would close a cycle. Fails with 55P03, which `retryTransaction` runs again.
 */
export async function lockProductsToDelete(executor: DbExecutor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update', { noWait: true });
}

/** The delete lock on price rows, without waiting, for the reason `lockProductsToDelete` gives. */
export async function lockPricesToDelete(executor: DbExecutor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .select({ id: productPrices.id })
    .from(productPrices)
    .where(inArray(productPrices.id, ids))
    .orderBy(asc(productPrices.id))
    .for('update', { noWait: true });
}
