import type { TLogin, TLoginResult, TResource } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCurrentUser } from '../../users';

/**
 * POST auth/login. Either signs in (`user` set) or, for a person in several accounts, asks which
 * account to open (`requires_account_selection`), which is posted again with `account_id`.
 */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TLogin) => (await apiClient.post<TResource<TLoginResult>>('auth/login', body)).data,
    onSuccess: (result) => {
      if (!result.user) return;
      // A new session: nothing cached for whoever was here before may leak into it.
      queryClient.removeQueries();
      setCurrentUser(queryClient, result.user);
    },
  });
}
