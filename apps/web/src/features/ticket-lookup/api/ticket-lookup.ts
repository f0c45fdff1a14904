import type { TTicketLookupRequest, TTicketLookupResult } from '@marquee/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** "Find my tickets" (decision 110). */
export function useRequestTicketLookup() {
  return useMutation({
    mutationFn: (body: TTicketLookupRequest) =>
      apiClient.post<{ data: { message: string } }>('public/ticket-lookup', body),
  });
}

export function useTicketLookup(token: string) {
  return useQuery({
    queryKey: ['public', 'ticket-lookup', token],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: TTicketLookupResult }>(`public/ticket-lookup/${encodeURIComponent(token)}`, {
          signal,
        })
      ).data,
    retry: false,
  });
}
