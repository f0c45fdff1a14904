import type { TEventDefaults, TResource } from '@marquee/core';
import type { z } from 'zod';
import type { ZPatchEventDefaults } from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from './account';

export type TPatchEventDefaults = z.input<typeof ZPatchEventDefaults>;

const defaultsPath = (accountId: string) => `accounts/${encodeURIComponent(accountId)}/event-defaults`;
const defaultsKey = (accountId: string) => [...accountKeys.detail(accountId), 'event-defaults'] as const;

/** GET accounts/{id}/event-defaults: the settings every new event starts with. */
export function eventDefaultsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: defaultsKey(accountId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TEventDefaults>>(defaultsPath(accountId), { signal })).data,
  });
}

export function useEventDefaults(accountId: string) {
  return useQuery(eventDefaultsQueryOptions(accountId));
}

/** PATCH accounts/{id}/event-defaults (administrators; merges). */
export function usePatchEventDefaults(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPatchEventDefaults) =>
      (await apiClient.patch<TResource<TEventDefaults>>(defaultsPath(accountId), body)).data,
    onSuccess: (defaults) => queryClient.setQueryData(defaultsKey(accountId), defaults),
  });
}
