import type {
  TList,
  TOrganizerContact,
  TPublicOrganizer,
  TPublicOrganizerEvent,
  TPublicOrganizerEventState,
} from '@marquee/core';
import { PUBLIC_ORGANIZER_EVENTS_PER_PAGE } from '@marquee/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The organizer's public page (issue 6, decision 050). */
export const publicOrganizerKeys = {
  all: ['public', 'organizer'] as const,
  organizer: (organizerId: string) => [...publicOrganizerKeys.all, organizerId] as const,
  events: (organizerId: string, state: TPublicOrganizerEventState, page: number) =>
    [...publicOrganizerKeys.all, organizerId, 'events', state, page] as const,
};

const organizerPath = (organizerId: string) => `public/organizers/${encodeURIComponent(organizerId)}`;

export function publicOrganizerQueryOptions(organizerId: string) {
  return queryOptions({
    queryKey: publicOrganizerKeys.organizer(organizerId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: TPublicOrganizer }>(organizerPath(organizerId), { signal })).data,
    staleTime: 60_000,
    retry: false,
  });
}

export function usePublicOrganizer(organizerId: string) {
  return useQuery(publicOrganizerQueryOptions(organizerId));
}

export function publicOrganizerEventsQueryOptions(
  organizerId: string,
  state: TPublicOrganizerEventState,
  page: number,
) {
  return queryOptions({
    queryKey: publicOrganizerKeys.events(organizerId, state, page),
    queryFn: async ({ signal }) =>
      apiClient.get<TList<TPublicOrganizerEvent>>(`${organizerPath(organizerId)}/events`, {
        signal,
        query: { eventsStatus: state, page, per_page: PUBLIC_ORGANIZER_EVENTS_PER_PAGE },
      }),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePublicOrganizerEvents(organizerId: string, state: TPublicOrganizerEventState, page: number) {
  return useQuery(publicOrganizerEventsQueryOptions(organizerId, state, page));
}

export function useContactOrganizer(organizerId: string) {
  return useMutation({
    mutationFn: async (body: TOrganizerContact) =>
      apiClient.post<{ data: { sent: boolean } }>(`${organizerPath(organizerId)}/contact`, body),
  });
}
