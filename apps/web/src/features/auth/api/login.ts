import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TLoginRequest } from '../schemas/login-schema';

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginRequest) => apiClient.post<unknown>('auth/login', body),
    // A new session: nothing cached for whoever was here before may leak into it.
    onSuccess: () => queryClient.removeQueries(),
  });
}
