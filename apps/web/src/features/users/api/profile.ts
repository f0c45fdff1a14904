import type { TCurrentUser, TResource, TUpdateMe } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCurrentUser } from './current-user';

/** PUT users/me: names, language, time zone, and (with the current password) email or password. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpdateMe) => (await apiClient.put<TResource<TCurrentUser>>('users/me', body)).data,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
