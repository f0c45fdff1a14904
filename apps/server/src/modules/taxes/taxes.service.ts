import { taxFitsCurrency, type TTaxOrFee, type ZCreateTaxOrFee } from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import {
  deleteTaxOrFee,
  findTaxOrFee,
  insertTaxOrFee,
  listEventsUsingTax,
  listTaxesAndFees,
  updateTaxOrFee,
  type TaxOrFeeRow,
  type TaxOrFeeValues,
} from './taxes.repository';

type Input = z.output<typeof ZCreateTaxOrFee>;

export function toTaxOrFee(row: TaxOrFeeRow): TTaxOrFee {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    calculation: row.calculation,
    rate: row.rateMilliPercent === null ? null : row.rateMilliPercent / 1000,
    amount: row.amount,
    currency: row.currency,
    is_default: row.isDefault,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Only the value that belongs to the calculation is kept, so a row never carries both. */
function toValues(input: Input): TaxOrFeeValues {
  const isPercentage = input.calculation === 'PERCENTAGE';
  return {
    name: input.name,
    description: input.description ?? null,
    type: input.type,
    calculation: input.calculation,
    rateMilliPercent: isPercentage ? Math.round(input.rate! * 1000) : null,
    amount: isPercentage ? null : input.amount!,
    currency: isPercentage ? null : input.currency!,
    isDefault: input.is_default ?? false,
    isActive: input.is_active ?? true,
  };
}

const nameTaken = () => AppError.validation({ name: ['Another tax or fee of this account has this name.'] });
const NAMED_EVENTS = 3;

/**
 * A fixed amount applies only to prices in its own currency (decision 118), so a tax or fee already on products
 * of events in other currencies cannot become a fixed amount in this one: it would silently stop being charged.
 */
async function assertFitsEventsUsingIt(executor: DbExecutor, current: TaxOrFeeRow, next: TaxOrFeeValues) {
  const isNewCurrency =
    next.calculation === 'FIXED' && (current.calculation !== 'FIXED' || current.currency !== next.currency);
  if (!isNewCurrency) return;
  const misfits = (await listEventsUsingTax(executor, current.id)).filter(
    (event) => !taxFitsCurrency({ calculation: 'FIXED', currency: next.currency ?? null }, event.currency),
  );
  if (misfits.length === 0) return;
  const currencies = [...new Set(misfits.map((event) => event.currency))].sort().join(', ');
  const titles = misfits.slice(0, NAMED_EVENTS).map((event) => `“${event.title}”`);
  if (misfits.length > NAMED_EVENTS) titles.push(`${misfits.length - NAMED_EVENTS} more`);
  throw AppError.validation({
    currency: [
      `“${next.name}” is on products of events priced in ${currencies} (${titles.join(', ')}): a fixed amount in ${next.currency} cannot apply to them. Take it off those products first, or create another fee in ${next.currency}.`,
    ],
  });
}

function assertOwnAccount(auth: AuthContext, accountId: string) {
  if (accountId !== auth.account.id) throw AppError.notFound('account');
}

export async function listAccountTaxesAndFees(
  deps: IdentityDeps,
  auth: AuthContext,
  accountId: string,
): Promise<TTaxOrFee[]> {
  assertOwnAccount(auth, accountId);
  return (await listTaxesAndFees(deps.database.db, accountId)).map(toTaxOrFee);
}

export async function createTaxOrFee(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { accountId: string; body: Input },
): Promise<TTaxOrFee> {
  assertOwnAccount(auth, input.accountId);
  try {
    return toTaxOrFee(await insertTaxOrFee(deps.database.db, input.accountId, toValues(input.body)));
  } catch (error) {
    if (isUniqueViolation(error, 'taxes_and_fees_account_name_key')) throw nameTaken();
    throw error;
  }
}

export async function editTaxOrFee(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { accountId: string; taxId: string; body: Input },
): Promise<TTaxOrFee> {
  assertOwnAccount(auth, input.accountId);
  // Orders store their own copy of every rate, so changing one here never alters a past order.
  try {
    return await deps.database.db.transaction(async (tx) => {
      const current = await findTaxOrFee(tx, { accountId: input.accountId, id: input.taxId, lock: true });
      if (!current) throw AppError.notFound('tax or fee');
      const values = toValues(input.body);
      await assertFitsEventsUsingIt(tx, current, values);
      return toTaxOrFee(await updateTaxOrFee(tx, current.id, values));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'taxes_and_fees_account_name_key')) throw nameTaken();
    throw error;
  }
}

export async function removeTaxOrFee(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { accountId: string; taxId: string },
): Promise<void> {
  assertOwnAccount(auth, input.accountId);
  await deps.database.db.transaction(async (tx) => {
    const current = await findTaxOrFee(tx, { accountId: input.accountId, id: input.taxId });
    if (!current) throw AppError.notFound('tax or fee');
    // Products using it lose the link (the foreign key cascades); past orders keep their own copy of the rate.
    await deleteTaxOrFee(tx, current.id);
  });
}
