import type { TCurrentUser, TResource } from '@marquee/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const currentUserQueryKey = ['users', 'me'] as const;

/** GET users/me, outside the query cache (for callers that must not wake the cache's 401 redirect). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<TCurrentUser> {
  return (await apiClient.get<TResource<TCurrentUser>>('users/me', { signal })).data;
}

/** Spec §4: the current-user query does not retry; a failure means "not signed in" to its callers. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
}

/** The signed-in user; pass `enabled: false` to only read what another screen already fetched. */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}

/** Every call that answers with the current user refreshes the cache with it, so no refetch is needed. */
export function setCurrentUser(queryClient: QueryClient, user: TCurrentUser): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}

/**
 * The user of a signed-in page. The DefaultLayout renders its pages only once the user is loaded, so
 * inside it this never waits; anywhere else it is a programming error.
 */
export function useSignedInUser(): TCurrentUser {
  const { data } = useCurrentUser({ enabled: false });
  if (!data) throw new Error('useSignedInUser() is only available inside the signed-in layout');
  return data;
}
