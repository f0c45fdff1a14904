import {
  type EVENT_LIST_STATES,
  listQueryToSearchParams,
  type TCreateEvent,
  type TDuplicateEvent,
  type TEvent,
  type TEventSettingsResponse,
  type TEventStatus,
  type TList,
  type TPatchEventSettings,
  type TResource,
  type TSortDirection,
  type TUpdateEvent,
} from '@marquee/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { organizerPath } from '../../organizers';

export type TEventsListState = (typeof EVENT_LIST_STATES)[number];

export type TEventsListParams = {
  /** Only this organizer's events (`GET organizers/{id}/events`); every event of the account otherwise. */
  organizerId?: string;
  /** The tab (`eventsStatus`); every event of the scope when left out. */
  state?: TEventsListState;
  page: number;
  perPage: number;
  query: string;
  sortBy?: string;
  sortDirection?: TSortDirection;
};

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: TEventsListParams) => [...eventKeys.lists(), params] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
  settings: (eventId: string) => [...eventKeys.all, 'settings', eventId] as const,
};

export const eventPath = (eventId: string) => `events/${encodeURIComponent(eventId)}`;

/** GET events or organizers/{id}/events with the list query and the tab's `eventsStatus`. */
export function eventsQueryOptions(params: TEventsListParams) {
  return queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => {
      const query = listQueryToSearchParams({
        page: params.page,
        per_page: params.perPage,
        query: params.query || undefined,
        sort_by: params.sortBy,
        sort_direction: params.sortDirection,
      });
      if (params.state) query.set('eventsStatus', params.state);
      const path = params.organizerId ? `${organizerPath(params.organizerId)}/events` : 'events';
      return apiClient.get<TList<TEvent>>(path, { signal, query });
    },
    placeholderData: keepPreviousData,
  });
}

/** `readOnMount`: always read again when the screen mounts, for a decision that must not rest on remembered data. */
export function useEvents(params: TEventsListParams, options: { enabled?: boolean; readOnMount?: boolean } = {}) {
  return useQuery({
    ...eventsQueryOptions(params),
    enabled: options.enabled ?? true,
    refetchOnMount: options.readOnMount ? 'always' : true,
  });
}

export function eventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: async ({ signal }) => (await apiClient.get<TResource<TEvent>>(eventPath(eventId), { signal })).data,
  });
}

export function useEvent(eventId: string) {
  return useQuery(eventQueryOptions(eventId));
}

export function eventSettingsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: eventKeys.settings(eventId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TEventSettingsResponse>>(`${eventPath(eventId)}/settings`, { signal })).data,
  });
}

export function useEventSettings(eventId: string) {
  return useQuery(eventSettingsQueryOptions(eventId));
}

/** Puts an event the server answered with into the cache and refreshes every list that may show it. */
export function useStoreEvent() {
  const queryClient = useQueryClient();
  return async (event: TEvent) => {
    queryClient.setQueryData(eventKeys.detail(event.id), event);
    await queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  };
}

/** POST events: a DRAFT with its settings and a default product category. */
export function useCreateEvent() {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: async (body: TCreateEvent) => (await apiClient.post<TResource<TEvent>>('events', body)).data,
    onSuccess: store,
  });
}

/** PUT events/{id}: details and location. */
export function useUpdateEvent(eventId: string) {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: async (body: TUpdateEvent) => (await apiClient.put<TResource<TEvent>>(eventPath(eventId), body)).data,
    onSuccess: store,
  });
}

/** PUT events/{id}/status; a refused go-live answers 409 with the problems in `errors.status`. */
export function useChangeEventStatus(eventId: string) {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: async (status: TEventStatus) =>
      (await apiClient.put<TResource<TEvent>>(`${eventPath(eventId)}/status`, { status })).data,
    onSuccess: store,
  });
}

/** DELETE events/{id} (administrators). */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => apiClient.delete<undefined>(eventPath(eventId)),
    onSuccess: async (_nothing, eventId) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      queryClient.removeQueries({ queryKey: eventKeys.settings(eventId) });
      await queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

/** POST events/{id}/duplicate: a new DRAFT with the chosen parts. */
export function useDuplicateEvent(eventId: string) {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: async (body: TDuplicateEvent) =>
      (await apiClient.post<TResource<TEvent>>(`${eventPath(eventId)}/duplicate`, body)).data,
    onSuccess: store,
  });
}

/** PATCH events/{id}/settings: merges the sent keys over the stored settings. */
export function usePatchEventSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPatchEventSettings) =>
      (await apiClient.patch<TResource<TEventSettingsResponse>>(`${eventPath(eventId)}/settings`, body)).data,
    onSuccess: (settings) => queryClient.setQueryData(eventKeys.settings(eventId), settings),
  });
}
