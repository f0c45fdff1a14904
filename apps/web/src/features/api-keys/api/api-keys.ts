import type { TApiKey, TApiKeyWithSecret, TCreateApiKey, TList, TResource } from '@marquee/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { listParamsToSearchParams, type TListParams } from '../../../lib/list-params';

export type TCreateApiKeyBody = TCreateApiKey;

const API_KEYS_PATH = 'account/api-keys';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (params: TListParams) => [...apiKeyKeys.all, 'list', params] as const,
};

/** GET account/api-keys (administrators): the account's keys, never the keys themselves. */
export function apiKeysQueryOptions(params: TListParams) {
  return queryOptions({
    queryKey: apiKeyKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TApiKey>>(API_KEYS_PATH, { signal, query: listParamsToSearchParams(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useApiKeys(params: TListParams) {
  return useQuery(apiKeysQueryOptions(params));
}

function useInvalidateApiKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
}

/** POST: the answer carries the key, the only time it is ever sent. */
export function useCreateApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({
    mutationFn: async (body: TCreateApiKeyBody) =>
      (await apiClient.post<TResource<TApiKeyWithSecret>>(API_KEYS_PATH, body)).data,
    onSuccess: invalidate,
  });
}

/** DELETE revokes: requests with the key are refused from then on. */
export function useRevokeApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<undefined>(`${API_KEYS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
