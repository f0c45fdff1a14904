import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TResource } from '@marquee/core';
import { apiClient } from '../../../lib/api-client';

/**
 * The fields of GET users/me the shell relies on (spec §3).
 * TODO(users API issue): replace with the TUser contract from @marquee/core once the users module lands.
 */
export type TCurrentUser = {
  id: string | number;
  email: string;
  full_name: string;
  locale: string | null;
  account_id: string | number;
  role: string;
  is_email_verified: boolean;
};

export const currentUserQueryKey = ['users', 'me'] as const;

/** Spec §4: the current-user query does not retry; a failure means "not signed in" to its callers. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => (await apiClient.get<TResource<TCurrentUser>>('users/me', { signal })).data,
    retry: false,
  });
}

/** The signed-in user; pass `enabled: false` to only read what another screen already fetched. */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}
