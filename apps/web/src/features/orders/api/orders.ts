import { listQueryToSearchParams, type TList, type TOrderSummary } from '@marquee/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  organizerRecent: (organizerId: string, perPage: number) =>
    [...orderKeys.all, 'organizer', organizerId, 'recent', perPage] as const,
};

/** GET organizers/{id}/orders, newest first: the dashboard's recent orders across the organizer's events. */
export function recentOrganizerOrdersQueryOptions(organizerId: string, perPage: number) {
  return queryOptions({
    queryKey: orderKeys.organizerRecent(organizerId, perPage),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TOrderSummary>>(`organizers/${encodeURIComponent(organizerId)}/orders`, {
        signal,
        query: listQueryToSearchParams({ page: 1, per_page: perPage, sort_by: 'created_at', sort_direction: 'desc' }),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecentOrganizerOrders(organizerId: string, perPage: number) {
  return useQuery(recentOrganizerOrdersQueryOptions(organizerId, perPage));
}
