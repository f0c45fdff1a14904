import type { TAcceptInvitation, TCurrentUser, TInvitationDetails, TResource } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCurrentUser } from '../../users';

const invitationPath = (token: string) => `auth/invitation/${encodeURIComponent(token)}`;

/** GET auth/invitation/{token}: who invited whom to which account; 404/410 unusable, 409 already accepted. */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'invitation', token] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TInvitationDetails>>(invitationPath(token), { signal })).data,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/** POST auth/invitation/{token}: joins the account and signs in as the invited person. */
export function useAcceptInvitationMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TAcceptInvitation) =>
      (await apiClient.post<TResource<{ user: TCurrentUser }>>(invitationPath(token), body)).data.user,
    onSuccess: (user) => {
      // A new session; the invitation itself stays cached so the page does not refetch it on its way out.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      setCurrentUser(queryClient, user);
    },
  });
}
