import type { TAccount, TResource, TUpdateAccount } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../users';

export const accountKeys = {
  all: ['accounts'] as const,
  detail: (accountId: string) => [...accountKeys.all, accountId] as const,
};

const accountPath = (accountId: string) => `accounts/${encodeURIComponent(accountId)}`;

export function accountQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: accountKeys.detail(accountId),
    queryFn: async ({ signal }) => (await apiClient.get<TResource<TAccount>>(accountPath(accountId), { signal })).data,
  });
}

export function useAccount(accountId: string) {
  return useQuery(accountQueryOptions(accountId));
}

/** PUT accounts/{id} (admins): name, default currency and time zone. */
export function useUpdateAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpdateAccount) =>
      (await apiClient.put<TResource<TAccount>>(accountPath(accountId), body)).data,
    onSuccess: async (account) => {
      queryClient.setQueryData(accountKeys.detail(accountId), account);
      // The current user carries the account name, shown in the avatar menu.
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
