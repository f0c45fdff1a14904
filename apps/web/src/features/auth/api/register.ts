import type { TCurrentUser, TRegister, TResource } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCurrentUser } from '../../users';

/** POST auth/register: creates the account and its first administrator, and signs them in. */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRegister) =>
      (await apiClient.post<TResource<{ user: TCurrentUser }>>('auth/register', body)).data.user,
    onSuccess: (user) => {
      queryClient.removeQueries();
      setCurrentUser(queryClient, user);
    },
  });
}
