import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSecret, newNumericCode, newSecretToken, secretsEqual } from '../../lib/secrets';
import {
  findLatestUnusedToken,
  findTokenForUpdate,
  incrementTokenAttempts,
  markTokenUsed,
  replaceToken,
  type AuthTokenPurpose,
  type AuthTokenRow,
} from './auth-tokens.repository';

export const TOKEN_LIFETIMES_MS = {
  EMAIL_VERIFICATION: 7 * 24 * 60 * 60 * 1000,
  EMAIL_VERIFICATION_CODE: 30 * 60 * 1000,
  PASSWORD_RESET: 60 * 60 * 1000,
  EMAIL_CHANGE: 24 * 60 * 60 * 1000,
  INVITATION: 7 * 24 * 60 * 60 * 1000,
} satisfies Record<AuthTokenPurpose, number>;

export const MAX_CODE_ATTEMPTS = 5;

/** Issues a link token (random, 256 bits); only its hash is stored, earlier unused ones are voided. */
export async function issueLinkToken(
  executor: DbExecutor,
  input: { purpose: AuthTokenPurpose; userId: string; accountId?: string | null; payload?: string | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIMES_MS[input.purpose]);
  await replaceToken(executor, {
    tokenHash: hashSecret(token),
    purpose: input.purpose,
    userId: input.userId,
    accountId: input.accountId ?? null,
    payload: input.payload ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Numeric codes are short, so their hash is salted with the user id (codes repeat across users). */
const codeHash = (userId: string, code: string) => hashSecret(`${userId}:${code}`);

export async function issueEmailCode(executor: DbExecutor, userId: string, now = new Date()): Promise<string> {
  const code = newNumericCode(5);
  await replaceToken(executor, {
    tokenHash: codeHash(userId, code),
    purpose: 'EMAIL_VERIFICATION_CODE',
    userId,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES_MS.EMAIL_VERIFICATION_CODE),
  });
  return code;
}

export type TokenProblem = 'invalid' | 'expired' | 'used';

/** Looks a link token up under a row lock and reports why it cannot be used, if it cannot. */
export async function readLinkToken(
  executor: DbExecutor,
  input: { token: string; purpose: AuthTokenPurpose; now?: Date },
): Promise<{ row: AuthTokenRow; problem: null } | { row: AuthTokenRow | null; problem: TokenProblem }> {
  if (input.token.length < 20 || input.token.length > 200) return { row: null, problem: 'invalid' };
  const row = await findTokenForUpdate(executor, { tokenHash: hashSecret(input.token), purpose: input.purpose });
  if (!row) return { row: null, problem: 'invalid' };
  if (row.usedAt) return { row, problem: 'used' };
  if (row.expiresAt.getTime() <= (input.now ?? new Date()).getTime()) return { row, problem: 'expired' };
  return { row, problem: null };
}

export function tokenProblemError(problem: TokenProblem, what: string): AppError {
  switch (problem) {
    case 'expired':
      return new AppError(
        'GONE',
        `This ${what} link has expired. Please ask for a new one.`,
        {},
        {
          detail: { code: 'link_expired' },
        },
      );
    case 'used':
      return new AppError(
        'NOT_FOUND',
        `This ${what} link has already been used.`,
        {},
        { detail: { code: 'link_used' } },
      );
    case 'invalid':
      return new AppError(
        'NOT_FOUND',
        `This ${what} link is not valid. Check that you copied the whole link.`,
        {},
        {
          detail: { code: 'link_invalid' },
        },
      );
  }
}

/** Consumes a valid link token or throws the matching 404/410. */
export async function consumeLinkToken(
  executor: DbExecutor,
  input: { token: string; purpose: AuthTokenPurpose; what: string; now?: Date },
): Promise<AuthTokenRow> {
  const now = input.now ?? new Date();
  const result = await readLinkToken(executor, { ...input, now });
  if (result.problem) throw tokenProblemError(result.problem, input.what);
  await markTokenUsed(executor, result.row.id, now);
  return result.row;
}

/**
 * Checks a typed code against the user's latest one. Wrong guesses are counted on the token itself,
 * and after MAX_CODE_ATTEMPTS the code is void, so five digits cannot be brute-forced.
 * Returns the outcome instead of throwing so the caller can commit the attempt count.
 */
export async function checkEmailCode(
  executor: DbExecutor,
  input: { userId: string; code: string; now?: Date },
): Promise<'ok' | 'wrong' | 'expired' | 'locked'> {
  const now = input.now ?? new Date();
  const row = await findLatestUnusedToken(executor, { userId: input.userId, purpose: 'EMAIL_VERIFICATION_CODE' });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.attempts >= MAX_CODE_ATTEMPTS) return 'locked';
  if (!secretsEqual(row.tokenHash, codeHash(input.userId, input.code))) {
    const attempts = await incrementTokenAttempts(executor, row.id);
    return attempts >= MAX_CODE_ATTEMPTS ? 'locked' : 'wrong';
  }
  await markTokenUsed(executor, row.id, now);
  return 'ok';
}
