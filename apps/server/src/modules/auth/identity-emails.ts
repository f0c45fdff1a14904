import type { DbExecutor } from '../../db/client';
import { EMAIL_PRIORITY, emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import type { UserRow } from '../users/users.repository';
import { issueEmailCode, issueLinkToken, TOKEN_LIFETIMES_MS } from './auth-tokens.service';
import { appUrl, type IdentityDeps } from './identity-context';

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * Emails of the identity area, queued inside the caller's transaction: a rolled-back change never
 * sends its email. Each issues the token it carries, so a link and its email are always consistent.
 */
export async function sendEmailVerification(deps: IdentityDeps, tx: DbExecutor, user: UserRow): Promise<void> {
  const link = await issueLinkToken(tx, { purpose: 'EMAIL_VERIFICATION', userId: user.id });
  const code = await issueEmailCode(tx, user.id);
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

/** The owner of an address someone tried to register again (decision 135), in the caller's transaction or alone. */
export async function sendRegistrationAttempt(deps: IdentityDeps, user: UserRow): Promise<void> {
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'registration_attempt',
      locale: user.locale,
      to: user.email,
      data: { firstName: user.firstName },
    }),
    { priority: EMAIL_PRIORITY.personWaiting },
  );
}
