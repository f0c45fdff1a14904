import type { TAccountMember, TCurrentUser, TList } from '@marquee/core';
import { type ZInviteUser, type ZUpdateMe, type ZUpdateMember } from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { assertStrongPassword } from '../../lib/password-policy';
import { parseListQuery } from '../../lib/list-query';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hitRateLimit } from '../../lib/rate-limiter';
import { updateAccount } from '../accounts/accounts.repository';
import { deleteUnusedTokens } from '../auth/auth-tokens.repository';
import { checkEmailCode, consumeLinkToken, tokenProblemError } from '../auth/auth-tokens.service';
import { RATE_LIMITS } from '../auth/auth.rate-limits';
import type { IdentityDeps } from '../auth/identity-context';
import { sendEmailChange, sendEmailVerification, sendInvitation, sendPasswordChanged } from '../auth/identity-emails';
import { deleteSessionsOfUser, type AuthContext } from '../auth/sessions.service';
import { fullName, toAccountMember, toCurrentUser } from './users.mapper';
import {
  countMemberships,
  countOtherActiveAdmins,
  deleteMembership,
  deleteUser,
  findAccountOwnerLocale,
  findMember,
  findUserByEmail,
  findUserById,
  insertMembership,
  insertUser,
  listActiveAdmins,
  listMembers,
  membersListResource,
  updateMembership,
  updateUser,
} from './users.repository';

const currentUserOf = (auth: AuthContext, user = auth.user, membership = auth.membership): TCurrentUser =>
  toCurrentUser({ user, membership, account: auth.account });

export function getCurrentUser(auth: AuthContext): TCurrentUser {
  return currentUserOf(auth);
}

/**
 * Some calls act on "users/{id}" but only make sense for oneself (confirming one's own email).
 * Another member's id is a 403; an id outside the account is a 404, so ids cannot be probed.
 */
async function assertSelf(executor: DbExecutor, auth: AuthContext, userId: string): Promise<void> {
  if (userId === auth.user.id) return;
  const member = await findMember(executor, { accountId: auth.account.id, userId });
  if (member) throw new AppError('FORBIDDEN', 'You can only do this for your own user.');
  throw AppError.notFound('user');
}

export async function updateCurrentUser(
  deps: IdentityDeps,
  auth: AuthContext,
  input: z.output<typeof ZUpdateMe>,
): Promise<TCurrentUser> {
  const user = auth.user;
  const isEmailChange = input.email !== undefined && input.email !== user.email && input.email !== user.pendingEmail;
  const isPasswordChange = input.password !== undefined;
  if (isEmailChange || isPasswordChange) {
    if (!input.current_password) {
      throw AppError.validation({
        current_password: ['Enter your current password to change your email or password.'],
      });
    }
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw AppError.validation({ current_password: ['Your current password is not right.'] });
    }
  }
  if (isPasswordChange)
    assertStrongPassword(input.password!, [
      input.email ?? user.email,
      input.first_name ?? user.firstName,
      input.last_name ?? user.lastName,
    ]);
  const passwordHash = isPasswordChange ? await hashPassword(input.password!) : undefined;
  return deps.database.db.transaction(async (tx) => {
    const now = new Date();
    // Whether the new address already has an account is told only to whoever opens the link sent there, so the
    // form cannot be used to find out who has an account (decision 164); the confirmation checks it.
    const updated = await updateUser(tx, user.id, {
      ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
      ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      ...(isEmailChange ? { pendingEmail: input.email! } : {}),
    });
    if (passwordHash) {
      await deleteSessionsOfUser(tx, {
        userId: user.id,
        ...(auth.sessionId ? { exceptSessionId: auth.sessionId } : {}),
      });
      await sendPasswordChanged(deps, tx, updated, now);
    }
    if (isEmailChange) await sendEmailChange(deps, tx, { user: updated, newEmail: input.email! });
    return currentUserOf(auth, updated);
  });
}

export async function listAccountMembers(
  deps: IdentityDeps,
  auth: AuthContext,
  rawQuery: unknown,
): Promise<TList<TAccountMember>> {
  const query = parseListQuery(membersListResource, rawQuery);
  const { rows, meta } = await listMembers(deps.database.db, { accountId: auth.account.id, query });
  return { data: rows.map(toAccountMember), meta };
}

export async function getAccountMember(deps: IdentityDeps, auth: AuthContext, userId: string): Promise<TAccountMember> {
  const member = await findMember(deps.database.db, { accountId: auth.account.id, userId });
  if (!member) throw AppError.notFound('user');
  return toAccountMember(member);
}

export async function inviteMember(
  deps: IdentityDeps,
  auth: AuthContext,
  input: z.output<typeof ZInviteUser>,
): Promise<TAccountMember> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, input.email);
      if (user && (await findMember(tx, { accountId: auth.account.id, userId: user.id }))) {
        throw new AppError('CONFLICT', 'This person is already a member of the account.', {
          email: ['This person is already a member of the account.'],
        });
      }
      user ??= await insertUser(tx, {
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name ?? null,
        locale: auth.user.locale,
        timezone: auth.account.timezone,
      });
      const membership = await insertMembership(tx, {
        accountId: auth.account.id,
        userId: user.id,
        role: input.role,
        status: 'INVITED',
        invitedByUserId: auth.user.id,
      });
      await sendInvitation(deps, tx, {
        user,
        accountId: auth.account.id,
        accountName: auth.account.name,
        inviterName: fullName(auth.user),
        role: input.role,
        locale: user.passwordHash ? user.locale : auth.user.locale,
      });
      return toAccountMember({ user, membership });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'This person was invited a moment ago.', {
        email: ['This person is already invited.'],
      });
    }
    throw error;
  }
}

export async function updateMember(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { userId: string; body: z.output<typeof ZUpdateMember> },
): Promise<TAccountMember> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const member = await findMember(tx, { accountId: auth.account.id, userId: input.userId, lock: true });
    if (!member) throw AppError.notFound('user');
    const { membership } = member;
    const nextRole = body.role ?? membership.role;
    const nextStatus = body.status ?? membership.status;
    if (membership.status === 'INVITED' && body.status !== undefined) {
      throw AppError.validation({ status: ['Invited people become active when they accept their invitation.'] });
    }
    if (membership.isAccountOwner && (nextRole !== 'ADMIN' || nextStatus !== 'ACTIVE')) {
      throw new AppError('CONFLICT', 'The account owner always stays an active administrator.');
    }
    const losesAdmin =
      membership.role === 'ADMIN' &&
      membership.status === 'ACTIVE' &&
      (nextRole !== 'ADMIN' || nextStatus !== 'ACTIVE');
    if (
      losesAdmin &&
      (await countOtherActiveAdmins(tx, { accountId: auth.account.id, exceptUserId: input.userId })) === 0
    ) {
      throw new AppError(
        'CONFLICT',
        'An account needs at least one active administrator. Make someone else an administrator first.',
      );
    }
    const user =
      body.first_name !== undefined || body.last_name !== undefined
        ? await updateUser(tx, member.user.id, {
            ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
            ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
          })
        : member.user;
    const updated =
      nextRole !== membership.role || nextStatus !== membership.status
        ? await updateMembership(tx, membership.id, { role: nextRole, status: nextStatus })
        : membership;
    // A deactivated member is signed out of this account at once, on every instance.
    if (nextStatus === 'INACTIVE' && membership.status !== 'INACTIVE') {
      await deleteSessionsOfUser(tx, { userId: user.id, accountId: auth.account.id });
    }
    return toAccountMember({ user, membership: updated });
  });
}

async function findInvitedMember(tx: DbExecutor, auth: AuthContext, userId: string) {
  const member = await findMember(tx, { accountId: auth.account.id, userId, lock: true });
  if (!member) throw AppError.notFound('user');
  if (member.membership.status !== 'INVITED') {
    throw new AppError('CONFLICT', 'This person has already accepted the invitation.');
  }
  return member;
}

export async function resendInvitation(deps: IdentityDeps, auth: AuthContext, userId: string): Promise<void> {
  await hitRateLimit(deps.database.db, RATE_LIMITS.invitationResendPerUser, `${auth.account.id}:${userId}`);
  await deps.database.db.transaction(async (tx) => {
    const member = await findInvitedMember(tx, auth, userId);
    await sendInvitation(deps, tx, {
      user: member.user,
      accountId: auth.account.id,
      accountName: auth.account.name,
      inviterName: fullName(auth.user),
      role: member.membership.role,
      locale: member.user.passwordHash ? member.user.locale : auth.user.locale,
    });
  });
}

export async function revokeInvitation(deps: IdentityDeps, auth: AuthContext, userId: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const member = await findInvitedMember(tx, auth, userId);
    await deleteMembership(tx, member.membership.id);
    await deleteUnusedTokens(tx, { userId, purposes: ['INVITATION'], accountId: auth.account.id });
    // Someone who never set a password and belongs nowhere else leaves no trace.
    if (member.user.passwordHash === null && (await countMemberships(tx, userId)) === 0) await deleteUser(tx, userId);
  });
}

async function markEmailVerified(tx: DbExecutor, auth: AuthContext, now: Date) {
  const user = await updateUser(tx, auth.user.id, { emailVerifiedAt: auth.user.emailVerifiedAt ?? now });
  await deleteUnusedTokens(tx, { userId: user.id, purposes: ['EMAIL_VERIFICATION', 'EMAIL_VERIFICATION_CODE'] });
  if (auth.membership.isAccountOwner && !auth.account.verifiedAt)
    await updateAccount(tx, auth.account.id, { verifiedAt: now });
  return user;
}

export async function confirmEmail(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { userId: string; token: string },
): Promise<TCurrentUser> {
  return deps.database.db.transaction(async (tx) => {
    await assertSelf(tx, auth, input.userId);
    const now = new Date();
    const token = await consumeLinkToken(tx, {
      token: input.token,
      purpose: 'EMAIL_VERIFICATION',
      what: 'confirmation',
      now,
    });
    if (token.userId !== auth.user.id) throw tokenProblemError('invalid', 'confirmation');
    return currentUserOf(auth, await markEmailVerified(tx, auth, now));
  });
}

export async function resendEmailConfirmation(deps: IdentityDeps, auth: AuthContext, userId: string): Promise<void> {
  await assertSelf(deps.database.db, auth, userId);
  if (auth.user.emailVerifiedAt) throw new AppError('CONFLICT', 'Your email address is already confirmed.');
  await hitRateLimit(deps.database.db, RATE_LIMITS.emailConfirmationPerUser, auth.user.id);
  await deps.database.db.transaction(async (tx) => {
    let user = auth.user;
    const holder = user.isEmailDuplicate ? await findUserByEmail(tx, user.email) : null;
    // A duplicate whose address's holder has moved to another address may now hold it and prove it (decision 164).
    if (user.isEmailDuplicate && !holder) user = await updateUser(tx, user.id, { isEmailDuplicate: false });
    await sendEmailVerification(deps, tx, user, holder);
  });
}

export async function confirmEmailWithCode(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { userId: string; code: string },
): Promise<TCurrentUser> {
  await assertSelf(deps.database.db, auth, input.userId);
  if (auth.user.emailVerifiedAt) return currentUserOf(auth);
  // The attempt count must be committed even when the code is wrong, so the outcome is returned, not thrown.
  const outcome = await deps.database.db.transaction(async (tx) => {
    const now = new Date();
    const result = await checkEmailCode(tx, { userId: auth.user.id, code: input.code, now });
    return result === 'ok' ? { result, user: await markEmailVerified(tx, auth, now) } : { result, user: null };
  });
  switch (outcome.result) {
    case 'ok':
      return currentUserOf(auth, outcome.user!);
    case 'wrong':
      throw AppError.validation({ code: ['That code is not right. Check the latest email we sent you.'] });
    case 'locked':
      throw new AppError('GONE', 'Too many wrong codes. Send yourself a new code.', {
        code: ['Too many wrong codes. Send yourself a new code.'],
      });
    case 'expired':
      throw new AppError('GONE', 'This code has expired. Send yourself a new code.', {
        code: ['This code has expired. Send yourself a new code.'],
      });
  }
}

export async function confirmEmailChange(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { userId: string; token: string },
): Promise<TCurrentUser> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      await assertSelf(tx, auth, input.userId);
      const now = new Date();
      const token = await consumeLinkToken(tx, {
        token: input.token,
        purpose: 'EMAIL_CHANGE',
        what: 'email change',
        now,
      });
      const user = await findUserById(tx, auth.user.id);
      // A cancelled or replaced change leaves an old link that must no longer apply.
      if (token.userId !== auth.user.id || !user || user.pendingEmail !== token.payload || !token.payload) {
        throw tokenProblemError('invalid', 'email change');
      }
      const owner = await findUserByEmail(tx, token.payload);
      if (owner && owner.id !== user.id) throw new AppError('CONFLICT', 'This email is now used by another user.');
      const updated = await updateUser(tx, user.id, {
        email: token.payload,
        pendingEmail: null,
        emailVerifiedAt: now,
        isEmailDuplicate: false,
      });
      return currentUserOf(auth, updated);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key'))
      throw new AppError('CONFLICT', 'This email is now used by another user.');
    throw error;
  }
}

export async function cancelEmailChange(deps: IdentityDeps, auth: AuthContext, userId: string): Promise<TCurrentUser> {
  return deps.database.db.transaction(async (tx) => {
    await assertSelf(tx, auth, userId);
    const updated = await updateUser(tx, auth.user.id, { pendingEmail: null });
    await deleteUnusedTokens(tx, { userId: auth.user.id, purposes: ['EMAIL_CHANGE'] });
    return currentUserOf(auth, updated);
  });
}

/**
 * The language for mail to an account's shared addresses (an organizer's public email), which belong to no user:
 * the owner's, as the person who set the account up (English when unknown).
 */
export async function accountLocaleOf(executor: DbExecutor, accountId: string): Promise<string> {
  return (await findAccountOwnerLocale(executor, accountId)) ?? 'en';
}

/** The account's active admins (name, email, language): whom to tell when something needs an admin's hand. */
export async function activeAdminsOf(executor: DbExecutor, accountId: string) {
  return listActiveAdmins(executor, accountId);
}
