import type { TCurrentUser } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions } from '../../accounts';
import { useCurrentUser } from '../../users';

export type TMessagingGate =
  { user: TCurrentUser; isBlocked: true } | { user: TCurrentUser | undefined; isBlocked: false };

/**
 * Whether this account may send messages (server-behaviour §10: the account must be verified, which happens
 * when its owner confirms their email). Unknown while the account loads, or outside the signed-in frame:
 * the server has the last word anyway.
 */
export function useMessagingGate(): TMessagingGate {
  const user = useCurrentUser({ enabled: false }).data;
  const account = useQuery({ ...accountQueryOptions(user?.account_id ?? ''), enabled: Boolean(user) });
  if (user && account.data && !account.data.is_verified) return { user, isBlocked: true };
  return { user, isBlocked: false };
}
