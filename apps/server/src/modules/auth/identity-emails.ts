import type { DbExecutor } from '../../db/client';
import { EMAIL_PRIORITY, emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { AppError } from '../../lib/app-error';
import { hitRateLimit } from '../../lib/rate-limiter';
import type { UserRow } from '../users/users.repository';
import { issueEmailCode, issueLinkToken, TOKEN_LIFETIMES_MS } from './auth-tokens.service';
import { RATE_LIMITS } from './auth.rate-limits';
import { appUrl, type IdentityDeps } from './identity-context';

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * Emails of the identity area, queued inside the caller's transaction: a rolled-back change never
 * sends its email. Each issues the token it carries, so a link and its email are always consistent.
 */
/**
 * A duplicate's address is someone else's (decision 164): its link and code are issued, so a guessed code is
 * answered as for anyone, but they go nowhere; the address's `holder` (the caller looks it up) hears it was used.
 */
export async function sendEmailVerification(
  deps: IdentityDeps,
  tx: DbExecutor,
  user: UserRow,
  holder: UserRow | null = null,
): Promise<void> {
  const link = await issueLinkToken(tx, { purpose: 'EMAIL_VERIFICATION', userId: user.id });
  const code = await issueEmailCode(tx, user.id);
  if (user.isEmailDuplicate) {
    if (holder) await tellHolderOfRegistrationAttempt(deps, tx, holder);
    return;
  }
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'email_verification',
      locale: user.locale,
      to: user.email,
      data: {
        firstName: user.firstName,
        confirmUrl: appUrl(deps, `/manage/profile/confirm-email-address/${link.token}`),
        code,
        codeExpiresInMinutes: minutes(TOKEN_LIFETIMES_MS.EMAIL_VERIFICATION_CODE),
      },
    }),
    { executor: tx, priority: EMAIL_PRIORITY.personWaiting },
  );
}

export async function sendPasswordReset(deps: IdentityDeps, tx: DbExecutor, user: UserRow): Promise<void> {
  const link = await issueLinkToken(tx, { purpose: 'PASSWORD_RESET', userId: user.id });
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'password_reset',
      locale: user.locale,
      to: user.email,
      data: {
        firstName: user.firstName,
        resetUrl: appUrl(deps, `/auth/reset-password/${link.token}`),
        expiresInMinutes: minutes(TOKEN_LIFETIMES_MS.PASSWORD_RESET),
      },
    }),
    { executor: tx, priority: EMAIL_PRIORITY.personWaiting },
  );
}

export async function sendInvitation(
  deps: IdentityDeps,
  tx: DbExecutor,
  input: {
    user: UserRow;
    accountId: string;
    accountName: string;
    inviterName: string | null;
    role: 'ADMIN' | 'ORGANIZER';
    locale: string;
  },
): Promise<void> {
  const link = await issueLinkToken(tx, { purpose: 'INVITATION', userId: input.user.id, accountId: input.accountId });
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'user_invitation',
      locale: input.locale,
      to: input.user.email,
      data: {
        firstName: input.user.firstName,
        inviterName: input.inviterName,
        accountName: input.accountName,
        acceptUrl: appUrl(deps, `/auth/accept-invitation/${link.token}`),
        role: input.role,
        expiresInDays: Math.round(TOKEN_LIFETIMES_MS.INVITATION / 86_400_000),
      },
    }),
    { executor: tx, priority: EMAIL_PRIORITY.personWaiting },
  );
}

export async function sendEmailChange(
  deps: IdentityDeps,
  tx: DbExecutor,
  input: { user: UserRow; newEmail: string },
): Promise<void> {
  const link = await issueLinkToken(tx, { purpose: 'EMAIL_CHANGE', userId: input.user.id, payload: input.newEmail });
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'email_change_confirmation',
      locale: input.user.locale,
      to: input.newEmail,
      data: {
        firstName: input.user.firstName,
        newEmail: input.newEmail,
        confirmUrl: appUrl(deps, `/manage/profile/confirm-email-change/${link.token}`),
        expiresInHours: Math.round(TOKEN_LIFETIMES_MS.EMAIL_CHANGE / 3_600_000),
      },
    }),
    { executor: tx, priority: EMAIL_PRIORITY.personWaiting },
  );
  // A duplicate's old address is its holder's, who has nothing to do with this user (decision 164).
  if (input.user.isEmailDuplicate) return;
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'email_change_notice',
      locale: input.user.locale,
      to: input.user.email,
      data: { firstName: input.user.firstName, newEmail: input.newEmail },
    }),
    { executor: tx, priority: EMAIL_PRIORITY.personWaiting },
  );
}

export async function sendPasswordChanged(deps: IdentityDeps, tx: DbExecutor, user: UserRow, now: Date): Promise<void> {
  if (user.isEmailDuplicate) return;
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'password_changed',
      locale: user.locale,
      to: user.email,
      data: { firstName: user.firstName, changedAt: now.toISOString() },
    }),
    { executor: tx, priority: EMAIL_PRIORITY.personWaiting },
  );
}

/**
 * The holder of an address someone registered again (decision 164), at most once an hour however often it is tried,
 * in the caller's transaction.
 */
async function tellHolderOfRegistrationAttempt(deps: IdentityDeps, tx: DbExecutor, holder: UserRow): Promise<void> {
  try {
    await hitRateLimit(tx, RATE_LIMITS.registrationNoticePerEmail, holder.email);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
    throw error;
  }
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'registration_attempt',
      locale: holder.locale,
      to: holder.email,
      data: { firstName: holder.firstName },
    }),
    { executor: tx, priority: EMAIL_PRIORITY.personWaiting },
  );
}
