import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST auth/logout: ends this browser's session. */
export function useLogoutMutation() {
  return useMutation({
    mutationFn: () => apiClient.post<unknown>('auth/logout'),
    // Signing out of an expired session is not a reason to send anyone to the login page a second time.
    meta: { isAuthRedirectDisabled: true },
  });
}
