import type { TCurrentUser } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { accountQueryOptions } from '../../accounts';
import { useCurrentUser } from '../../users';

/** The server's refusal of template calls while the account's email is not confirmed (decision 165). */
export const isAccountUnverified = (error: unknown) => isApiError(error) && error.code === 'account_unverified';

/**
 * Whether this account may write email templates: only once it is verified (its owner confirmed their email), as
 * for messages (features/messages, use-messaging-gate). Unknown while the account loads or outside the signed-in
 * frame: then the editor opens and the server's 403 `account_unverified` has the last word.
 */
export function useUnverifiedAccount(): { user: TCurrentUser | undefined; isUnverified: boolean } {
  const user = useCurrentUser({ enabled: false }).data;
  const account = useQuery({ ...accountQueryOptions(user?.account_id ?? ''), enabled: Boolean(user) });
  return { user, isUnverified: Boolean(user && account.data && !account.data.is_verified) };
}
