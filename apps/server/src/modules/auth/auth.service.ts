import { matchLocale, type TAcceptInvitation, type TInvitationDetails, type TLoginResult } from '@marquee/core';
import {
  type ZAcceptInvitation,
  type ZLogin,
  type ZRegister,
  type ZResetPassword,
  type TCurrentUser,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { assertStrongPassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hitRateLimit, resetRateLimit } from '../../lib/rate-limiter';
import { shortId } from '../../lib/secrets';
import { findAccountById, insertAccount, listActiveAccountsOfUser } from '../accounts/accounts.repository';
import { toCurrentUser, fullName } from '../users/users.mapper';
import {
  countMemberships,
  findMember,
  findUserByEmail,
  findUserById,
  insertMembership,
  listEmailDuplicates,
  insertUser,
  updateMembership,
  updateUser,
} from '../users/users.repository';
import { deleteUnusedTokens, markTokenUsed } from './auth-tokens.repository';
import { readLinkToken, tokenProblemError } from './auth-tokens.service';
import { RATE_LIMITS } from './auth.rate-limits';
import { limitedIp, type IdentityDeps, type RequestMeta } from './identity-context';
import { sendEmailVerification, sendPasswordChanged, sendPasswordReset } from './identity-emails';
import { createSession, deleteSessionsOfUser } from './sessions.service';
import { deleteSession } from './sessions.repository';

export type SignedIn = { user: TCurrentUser; session: { token: string; expiresAt: Date } };

const BAD_CREDENTIALS = 'These credentials do not match our records.';
const NEUTRAL_RESET_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Check your inbox.';

/**
 * Registration answers alike whether or not the address already has an account (decision 164): a taken address gets
 * an account of its own, kept apart from the holder's, which can never confirm the address or send it mail; the
 * holder is told instead.
 */
export async function register(
  deps: IdentityDeps,
  input: z.output<typeof ZRegister>,
  meta: RequestMeta,
): Promise<SignedIn> {
  const ip = limitedIp(deps, meta);
  if (ip) await hitRateLimit(deps.database.db, RATE_LIMITS.registerPerIp, ip);
  assertStrongPassword(input.password, [input.email, input.first_name, input.last_name]);
  const registration = {
    input,
    passwordHash: await hashPassword(input.password),
    locale: matchLocale(input.locale) ?? 'en',
    timezone: input.timezone ?? 'UTC',
  };
  try {
    return await createRegisteredAccount(deps, registration, meta);
  } catch (error) {
    // Two registrations racing for a free address: the unique index decides, and the later one registers again,
    // now as a duplicate, so it gets the same answer as the first.
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    return createRegisteredAccount(deps, registration, meta);
  }
}

async function createRegisteredAccount(
  deps: IdentityDeps,
  registration: { input: z.output<typeof ZRegister>; passwordHash: string; locale: string; timezone: string },
  meta: RequestMeta,
): Promise<SignedIn> {
  const { input, passwordHash, locale, timezone } = registration;
  return deps.database.db.transaction(async (tx) => {
    const holder = await findUserByEmail(tx, input.email);
    const profile = { firstName: input.first_name, lastName: input.last_name ?? null, locale, timezone, passwordHash };
    let user;
    if (!holder) user = await insertUser(tx, { email: input.email, ...profile });
    else if ((await countMemberships(tx, holder.id)) === 0)
      // A person whose only invitation was revoked keeps a user row without memberships: the registrant takes it
      // over, without the address's proof, which they have not given yet.
      user = await updateUser(tx, holder.id, { ...profile, emailVerifiedAt: null, pendingEmail: null });
    else user = await insertUser(tx, { email: input.email, ...profile, isEmailDuplicate: true });
    const account = await insertAccount(tx, {
      shortId: shortId('acc'),
      name: fullName(user),
      email: user.email,
      currencyCode: input.currency ?? 'USD',
      timezone,
    });
    const membership = await insertMembership(tx, {
      accountId: account.id,
      userId: user.id,
      role: 'ADMIN',
      status: 'ACTIVE',
      isAccountOwner: true,
      lastLoginAt: new Date(),
    });
    await sendEmailVerification(deps, tx, user, holder);
    const session = await createSession(tx, { userId: user.id, accountId: account.id, ...meta });
    return { user: toCurrentUser({ user, membership, account }), session };
  });
}

/** How many duplicates of one address a sign-in tries after its holder (decision 164). */
const MAX_DUPLICATES_TRIED = 5;

/**
 * The user the email and password sign in: the address's holder, or one of the accounts registered over it, oldest
 * first. Every candidate is checked, all at once, so the time taken does not tell whether the address is held.
 */
async function findSignInUser(executor: DbExecutor, input: { email: string; password: string }) {
  const holder = await findUserByEmail(executor, input.email);
  const duplicates = await listEmailDuplicates(executor, input.email, MAX_DUPLICATES_TRIED);
  const candidates = holder ? [holder, ...duplicates] : duplicates;
  if (candidates.length === 0) {
    await verifyPassword(null, input.password);
    return null;
  }
  const matches = await Promise.all(
    candidates.map((candidate) => verifyPassword(candidate.passwordHash, input.password)),
  );
  return candidates.find((_, index) => matches[index]) ?? null;
}

export async function login(
  deps: IdentityDeps,
  input: z.output<typeof ZLogin>,
  meta: RequestMeta,
): Promise<{ result: TLoginResult; session: SignedIn['session'] | null }> {
  const { db } = deps.database;
  const ip = limitedIp(deps, meta);
  if (ip) await hitRateLimit(db, RATE_LIMITS.loginPerIp, ip);
  // The lockout is the account's protection, so it counts even for addresses exempt from rate limits.
  const emailAndIp = `${input.email}|${meta.ip ?? 'unknown'}`;
  await hitRateLimit(db, RATE_LIMITS.loginPerEmailAndIp, emailAndIp);
  await hitRateLimit(db, RATE_LIMITS.loginPerEmail, input.email);

  const user = await findSignInUser(db, input);
  if (!user) throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS, {}, { detail: { code: 'invalid_credentials' } });

  const accounts = await listActiveAccountsOfUser(db, user.id);
  if (accounts.length === 0) {
    throw new AppError(
      'FORBIDDEN',
      'Your access has been deactivated. Contact your account administrator.',
      {},
      {
        detail: { code: 'account_deactivated' },
      },
    );
  }
  let chosen = accounts.length === 1 ? accounts[0] : undefined;
  if (input.account_id) {
    chosen = accounts.find((account) => account.id === input.account_id);
    if (!chosen) throw AppError.validation({ account_id: ['You cannot sign in to this account.'] });
  }
  if (!chosen) {
    return { result: { user: null, requires_account_selection: true, accounts }, session: null };
  }
  const accountId = chosen.id;
  const signedIn = await db.transaction(async (tx) => {
    const member = await findMember(tx, { accountId, userId: user.id });
    const account = await findAccountById(tx, accountId);
    if (!member || !account)
      throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS, {}, { detail: { code: 'invalid_credentials' } });
    const membership = await updateMembership(tx, member.membership.id, { lastLoginAt: new Date() });
    const session = await createSession(tx, { userId: user.id, accountId, ...meta });
    return { user: toCurrentUser({ user: member.user, membership, account }), session };
  });
  await resetRateLimit(db, RATE_LIMITS.loginPerEmailAndIp, emailAndIp);
  return { result: { user: signedIn.user, requires_account_selection: false, accounts }, session: signedIn.session };
}

export async function logout(deps: IdentityDeps, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(deps.database.db, sessionId);
}

/** Always answers the same way, so the form cannot be used to find out who has an account. */
export async function requestPasswordReset(deps: IdentityDeps, email: string, meta: RequestMeta): Promise<string> {
  const { db } = deps.database;
  const ip = limitedIp(deps, meta);
  if (ip) await hitRateLimit(db, RATE_LIMITS.passwordResetPerIp, ip);
  await hitRateLimit(db, RATE_LIMITS.passwordResetPerEmail, email);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && (await countMemberships(tx, user.id)) > 0) await sendPasswordReset(deps, tx, user);
  });
  return NEUTRAL_RESET_MESSAGE;
}

export async function inspectPasswordReset(deps: IdentityDeps, token: string): Promise<{ email: string }> {
  return deps.database.db.transaction(async (tx) => {
    const read = await readLinkToken(tx, { token, purpose: 'PASSWORD_RESET' });
    if (read.problem) throw tokenProblemError(read.problem, 'password reset');
    const user = await findUserById(tx, read.row.userId);
    if (!user) throw tokenProblemError('invalid', 'password reset');
    return { email: user.email };
  });
}

/** Sets the new password, ends every session of the user, and proves the address (the link went there). */
export async function resetPassword(
  deps: IdentityDeps,
  input: { token: string; password: z.output<typeof ZResetPassword>['password'] },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    const now = new Date();
    const read = await readLinkToken(tx, { token: input.token, purpose: 'PASSWORD_RESET', now });
    if (read.problem) throw tokenProblemError(read.problem, 'password reset');
    const user = await findUserById(tx, read.row.userId);
    if (!user) throw tokenProblemError('invalid', 'password reset');
    assertStrongPassword(input.password, [user.email, user.firstName, user.lastName]);
    if (await verifyPassword(user.passwordHash, input.password)) {
      throw AppError.validation({ password: ['Choose a password different from your current one.'] });
    }
    await markTokenUsed(tx, read.row.id, now);
    const updated = await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now });
    await deleteUnusedTokens(tx, { userId: user.id, purposes: ['PASSWORD_RESET'] });
    await deleteSessionsOfUser(tx, { userId: user.id });
    await sendPasswordChanged(deps, tx, updated, now);
  });
}

async function readInvitation(tx: DbTransaction, token: string) {
  const read = await readLinkToken(tx, { token, purpose: 'INVITATION' });
  if (read.problem === 'used')
    throw new AppError(
      'CONFLICT',
      'This invitation has already been accepted. Sign in instead.',
      {},
      {
        detail: { code: 'invitation_already_accepted' },
      },
    );
  if (read.problem) throw tokenProblemError(read.problem, 'invitation');
  const member = read.row.accountId
    ? await findMember(tx, { accountId: read.row.accountId, userId: read.row.userId, lock: true })
    : null;
  if (!member) throw tokenProblemError('invalid', 'invitation');
  if (member.membership.status !== 'INVITED') {
    throw new AppError(
      'CONFLICT',
      'This invitation has already been accepted. Sign in instead.',
      {},
      {
        detail: { code: 'invitation_already_accepted' },
      },
    );
  }
  const account = (await findAccountById(tx, member.membership.accountId))!;
  return { token: read.row, member, account };
}

export async function inspectInvitation(deps: IdentityDeps, token: string): Promise<TInvitationDetails> {
  return deps.database.db.transaction(async (tx) => {
    const { member, account } = await readInvitation(tx, token);
    const inviter = member.membership.invitedByUserId
      ? await findUserById(tx, member.membership.invitedByUserId)
      : null;
    return {
      email: member.user.email,
      first_name: member.user.firstName,
      last_name: member.user.lastName,
      account_name: account.name,
      invited_by: inviter ? fullName(inviter) : null,
      role: member.membership.role,
      requires_password: member.user.passwordHash === null,
    };
  });
}

export async function acceptInvitation(
  deps: IdentityDeps,
  input: { token: string; body: z.output<typeof ZAcceptInvitation> & TAcceptInvitation },
  meta: RequestMeta,
): Promise<SignedIn> {
  const passwordHash = input.body.password ? await hashPassword(input.body.password) : null;
  return deps.database.db.transaction(async (tx) => {
    const now = new Date();
    const { token, member, account } = await readInvitation(tx, input.token);
    if (member.user.passwordHash === null && !passwordHash) {
      throw AppError.validation({ password: ['Choose a password to finish setting up your access.'] });
    }
    if (input.body.password)
      assertStrongPassword(input.body.password, [member.user.email, input.body.first_name, input.body.last_name]);
    const user = await updateUser(tx, member.user.id, {
      firstName: input.body.first_name,
      lastName: input.body.last_name ?? null,
      timezone: input.body.timezone,
      // An existing user keeps their password: accepting only adds the account.
      ...(member.user.passwordHash === null ? { passwordHash } : {}),
      emailVerifiedAt: member.user.emailVerifiedAt ?? now,
    });
    const membership = await updateMembership(tx, member.membership.id, { status: 'ACTIVE', lastLoginAt: now });
    await markTokenUsed(tx, token.id, now);
    const session = await createSession(tx, { userId: user.id, accountId: account.id, ...meta });
    return { user: toCurrentUser({ user, membership, account }), session };
  });
}
