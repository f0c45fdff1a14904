import type { TPatchPaymentSettings, TPaymentSettings, TResource } from '@marquee/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from './account';

const settingsPath = (accountId: string) => `accounts/${encodeURIComponent(accountId)}/payment-settings`;

/** GET accounts/{id}/payment-settings: the instance's Stripe status and the offline defaults (administrators). */
export function usePaymentSettings(accountId: string) {
  return useQuery({
    queryKey: [...accountKeys.detail(accountId), 'payment-settings'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TPaymentSettings>>(settingsPath(accountId), { signal })).data,
  });
}

/** The offline defaults live in the event defaults: the whole account detail is refreshed. */
export function usePatchPaymentSettings(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPatchPaymentSettings) =>
      (await apiClient.patch<TResource<TPaymentSettings>>(settingsPath(accountId), body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId) }),
  });
}
