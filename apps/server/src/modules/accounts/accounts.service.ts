import {
  defaultEventSettings,
  pickEventDefaults,
  type TAccount,
  type TEventDefaults,
  type ZPatchEventDefaults,
  type ZUpdateAccount,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { toAccount } from './accounts.mapper';
import { findAccountById, updateAccount, type AccountRow } from './accounts.repository';

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

/** The currency new organizers and taxes and fees of the account start with. */
export async function setAccountDefaultCurrency(
  executor: DbExecutor,
  input: { accountId: string; currency: string },
): Promise<void> {
  await updateAccount(executor, input.accountId, { currencyCode: input.currency });
}

/** The defaults new events of the account start with: stored choices over the product defaults. */
export function accountEventDefaults(account: Pick<AccountRow, 'eventDefaults'>): TEventDefaults {
  return { ...pickEventDefaults(defaultEventSettings({ supportEmail: null })), ...account.eventDefaults };
}

export async function getEventDefaults(
  deps: IdentityDeps,
  auth: AuthContext,
  accountId: string,
): Promise<TEventDefaults> {
  assertOwnAccount(auth, accountId);
  const account = await findAccountById(deps.database.db, accountId);
  if (!account) throw AppError.notFound('account');
  return accountEventDefaults(account);
}

export async function patchEventDefaults(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { accountId: string; body: z.output<typeof ZPatchEventDefaults> },
): Promise<TEventDefaults> {
  assertOwnAccount(auth, input.accountId);
  return deps.database.db.transaction(async (tx) => {
    const account = await findAccountById(tx, input.accountId, true);
    if (!account) throw AppError.notFound('account');
    const next = { ...accountEventDefaults(account), ...input.body };
    if (input.body.offline_payment_instructions !== undefined) {
      next.offline_payment_instructions = sanitizeRichText(input.body.offline_payment_instructions);
    }
    next.payment_providers = [...new Set(next.payment_providers)];
    if (next.payment_providers.includes('OFFLINE') && !next.offline_payment_instructions?.trim()) {
      throw AppError.validation({
        offline_payment_instructions: ['Tell buyers how to pay when offline payment is on.'],
      });
    }
    const saved = await updateAccount(tx, account.id, { eventDefaults: next });
    return accountEventDefaults(saved!);
  });
}
