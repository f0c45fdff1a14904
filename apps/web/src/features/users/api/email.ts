import type { TCurrentUser, TResource } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setCurrentUser } from './current-user';

const userPath = (userId: string) => `users/${encodeURIComponent(userId)}`;

/** Sends a new confirmation email (link and 5-digit code); the server answers 429 when asked too often. */
export function useResendEmailConfirmation() {
  return useMutation({
    mutationFn: (userId: string) => apiClient.post<unknown>(`${userPath(userId)}/resend-email-confirmation`),
  });
}

/** The link in the confirmation email. */
export function useConfirmEmailAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, token }: { userId: string; token: string }) =>
      (await apiClient.post<TResource<TCurrentUser>>(`${userPath(userId)}/confirm-email/${encodeURIComponent(token)}`))
        .data,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

/** The 5-digit code from the confirmation email (the welcome screen). */
export function useConfirmEmailWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, code }: { userId: string; code: string }) =>
      (await apiClient.post<TResource<TCurrentUser>>(`${userPath(userId)}/confirm-email-with-code`, { code })).data,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

/** The link sent to the new address of a pending email change. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, token }: { userId: string; token: string }) =>
      (await apiClient.post<TResource<TCurrentUser>>(`${userPath(userId)}/email-change/${encodeURIComponent(token)}`))
        .data,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

/** Drops a pending email change; the current address stays. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await apiClient.delete<TResource<TCurrentUser>>(`${userPath(userId)}/email-change`)).data,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
