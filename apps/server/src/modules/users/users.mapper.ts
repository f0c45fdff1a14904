import { matchLocale, type TAccountMember, type TCurrentUser } from '@marquee/core';
import type { AccountRow } from '../accounts/accounts.repository';
import type { MembershipRow, UserRow } from './users.repository';

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
}

export function toCurrentUser(input: {
  user: UserRow;
  membership: MembershipRow;
  account: Pick<AccountRow, 'id' | 'name'>;
}): TCurrentUser {
  const { user, membership, account } = input;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    locale: matchLocale(user.locale) ?? 'en',
    timezone: user.timezone,
    account_id: account.id,
    account_name: account.name,
    role: membership.role,
    is_account_owner: membership.isAccountOwner,
    is_email_verified: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
  };
}

export function toAccountMember(input: { user: UserRow; membership: MembershipRow }): TAccountMember {
  const { user, membership } = input;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    role: membership.role,
    status: membership.status,
    is_account_owner: membership.isAccountOwner,
    is_email_verified: user.emailVerifiedAt !== null,
    last_login_at: membership.lastLoginAt?.toISOString() ?? null,
    created_at: membership.createdAt.toISOString(),
  };
}
