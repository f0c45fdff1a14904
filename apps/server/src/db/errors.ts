/** PostgreSQL error codes the services react to; both drivers report the server's SQLSTATE. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';
/** A lock not granted within `lock_timeout`, or at once under NOWAIT. */
const LOCK_NOT_AVAILABLE = '55P03';

/** A statement cancelled by `statement_timeout` (or by an operator). */
const QUERY_CANCELED = '57014';

export type PgLikeError = {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: unknown;
};

/** Drizzle wraps driver errors; the SQLSTATE lives on the error or on its cause. */
export function pgErrorOf(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/**
 * Lock contention: a deadlock, a serialisation failure or a lock timeout. The whole transaction may simply be run
 * again (`retryTransaction` in lock-order.ts), and contention that lasts is a 409 "busy", never a 500.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === SERIALIZATION_FAILURE || code === DEADLOCK_DETECTED || code === LOCK_NOT_AVAILABLE;
}

/** A row referenced a row another transaction deleted meanwhile (e.g. a price removed during a checkout). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === FOREIGN_KEY_VIOLATION;
}

/**
 * How a database error that reached the error handler is answered (decision 127): bad data the schemas let
 * through (class 22: invalid text, bad encoding, a number out of range, a date overflow) is the caller's 422;
 * a broken constraint (class 23) is a 409 conflict with the data as it stands; contention and a cancelled
 * statement (57014, statement_timeout) are "busy, try again"; anything else stays a 500.
 */
export type DatabaseErrorKind = 'INVALID_DATA' | 'CONFLICT' | 'BUSY';

export function classifyDatabaseError(error: unknown): DatabaseErrorKind | null {
  const code = pgErrorOf(error)?.code;
  if (!code) return null;
  if (isRetryableTransactionError(error) || code === QUERY_CANCELED) return 'BUSY';
  if (code.startsWith('22')) return 'INVALID_DATA';
  if (code.startsWith('23')) return 'CONFLICT';
  return null;
}
