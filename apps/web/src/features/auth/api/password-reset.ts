import type { TResource } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

type TEmailBody = { email: string };
type TResetBody = { password: string; password_confirmation: string };

const resetPath = (token: string) => `auth/reset-password/${encodeURIComponent(token)}`;

/** POST auth/forgot-password: always answers 200, so nobody learns which emails have an account. */
export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: (body: TEmailBody) => apiClient.post<unknown>('auth/forgot-password', body) });
}

/** GET auth/reset-password/{token}: the address the link was sent to; 404 invalid or used, 410 expired. */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-password', token] as const,
    queryFn: async ({ signal }) => (await apiClient.get<TResource<TEmailBody>>(resetPath(token), { signal })).data,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}

/** POST auth/reset-password/{token}: sets the password and signs out every session of the user. */
export function useResetPasswordMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResetBody) => apiClient.post<unknown>(resetPath(token), body),
    // Every session of this user is gone now, this browser's included; so is anything cached for it.
    onSuccess: () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}
