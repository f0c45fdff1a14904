import type { TAccount } from '@marquee/core';
import { type ZUpdateAccount } from '@marquee/core';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { toAccount } from './accounts.mapper';
import { findAccountById, updateAccount } from './accounts.repository';

/** Only the caller's own account exists for them: any other id is a 404. */
function assertOwnAccount(auth: AuthContext, accountId: string): void {
  if (accountId !== auth.account.id) throw AppError.notFound('account');
}

export async function getAccount(deps: IdentityDeps, auth: AuthContext, accountId: string): Promise<TAccount> {
  assertOwnAccount(auth, accountId);
  const account = await findAccountById(deps.database.db, accountId);
  if (!account) throw AppError.notFound('account');
  return toAccount(account);
}

export async function updateAccountSettings(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { accountId: string; body: z.output<typeof ZUpdateAccount> },
): Promise<TAccount> {
  assertOwnAccount(auth, input.accountId);
  const { body } = input;
  const account = await updateAccount(deps.database.db, input.accountId, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.currency_code !== undefined ? { currencyCode: body.currency_code } : {}),
    ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
  });
  if (!account) throw AppError.notFound('account');
  return toAccount(account);
}
