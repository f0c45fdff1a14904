import { listQueryToSearchParams, type TList, type TResource, type TSortDirection } from '@marquee/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { eventPath } from '../../events';

export type TResourceListParams = {
  page: number;
  perPage: number;
  query: string;
  sortBy?: string;
  sortDirection?: TSortDirection;
};

/**
 * Query and mutation hooks for one list resource under an event (`events/{id}/<segment>`): capacity
 * assignments, promo codes, affiliates. Every change refreshes the resource's lists.
 */
export function createEventResourceApi<TItem extends { id: string }, TCreate, TUpdate>(segment: string) {
  const keys = {
    all: (eventId: string) => ['events', eventId, segment] as const,
    list: (eventId: string, params: TResourceListParams) => ['events', eventId, segment, 'list', params] as const,
  };
  const basePath = (eventId: string) => `${eventPath(eventId)}/${segment}`;
  const onePath = (eventId: string, id: string) => `${basePath(eventId)}/${encodeURIComponent(id)}`;

  /** `refetchInterval` (ms): read again while the page is in view, for figures others change (check-ins). */
  function useList(
    eventId: string,
    params: TResourceListParams,
    options: { enabled?: boolean; refetchInterval?: number } = {},
  ) {
    return useQuery({
      enabled: options.enabled ?? true,
      refetchInterval: options.refetchInterval,
      queryKey: keys.list(eventId, params),
      queryFn: ({ signal }) =>
        apiClient.get<TList<TItem>>(basePath(eventId), {
          signal,
          query: listQueryToSearchParams({
            page: params.page,
            per_page: params.perPage,
            query: params.query || undefined,
            sort_by: params.sortBy,
            sort_direction: params.sortDirection,
          }),
        }),
      placeholderData: keepPreviousData,
    });
  }

  function useInvalidate(eventId: string) {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: keys.all(eventId) });
  }

  function useCreate(eventId: string) {
    const invalidate = useInvalidate(eventId);
    return useMutation({
      mutationFn: async (body: TCreate) => (await apiClient.post<TResource<TItem>>(basePath(eventId), body)).data,
      onSuccess: invalidate,
    });
  }

  function useUpdate(eventId: string) {
    const invalidate = useInvalidate(eventId);
    return useMutation({
      mutationFn: async ({ id, body }: { id: string; body: TUpdate }) =>
        (await apiClient.put<TResource<TItem>>(onePath(eventId, id), body)).data,
      onSuccess: invalidate,
    });
  }

  function useDelete(eventId: string) {
    const invalidate = useInvalidate(eventId);
    return useMutation({
      mutationFn: (id: string) => apiClient.delete<undefined>(onePath(eventId, id)),
      onSuccess: invalidate,
    });
  }

  return { keys, basePath, useList, useCreate, useUpdate, useDelete };
}
