import type { TCreateTaxOrFee, TResource, TTaxOrFee, TUpdateTaxOrFee } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const taxKeys = {
  list: (accountId: string) => ['accounts', accountId, 'taxes-and-fees'] as const,
};

const taxesPath = (accountId: string) => `accounts/${encodeURIComponent(accountId)}/taxes-and-fees`;

/** GET accounts/{id}/taxes-and-fees: the account's taxes and fees (a short list, one answer). */
export function taxesQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: taxKeys.list(accountId),
    queryFn: async ({ signal }) => (await apiClient.get<TResource<TTaxOrFee[]>>(taxesPath(accountId), { signal })).data,
  });
}

export function useTaxesAndFees(accountId: string) {
  return useQuery(taxesQueryOptions(accountId));
}

function useInvalidateTaxes(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taxKeys.list(accountId) });
}

export function useCreateTaxOrFee(accountId: string) {
  const invalidate = useInvalidateTaxes(accountId);
  return useMutation({
    mutationFn: async (body: TCreateTaxOrFee) =>
      (await apiClient.post<TResource<TTaxOrFee>>(taxesPath(accountId), body)).data,
    onSuccess: invalidate,
  });
}

export function useUpdateTaxOrFee(accountId: string) {
  const invalidate = useInvalidateTaxes(accountId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: TUpdateTaxOrFee }) =>
      (await apiClient.put<TResource<TTaxOrFee>>(`${taxesPath(accountId)}/${encodeURIComponent(id)}`, body)).data,
    onSuccess: invalidate,
  });
}

export function useDeleteTaxOrFee(accountId: string) {
  const invalidate = useInvalidateTaxes(accountId);
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<undefined>(`${taxesPath(accountId)}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
