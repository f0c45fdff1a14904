import type { TAccount } from '@marquee/core';
import type { AccountRow } from './accounts.repository';

export function toAccount(row: AccountRow): TAccount {
  return {
    id: row.id,
    short_id: row.shortId,
    name: row.name,
    email: row.email,
    currency_code: row.currencyCode,
    timezone: row.timezone,
    is_verified: row.verifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
