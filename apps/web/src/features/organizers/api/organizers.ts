import {
  MAX_PER_PAGE,
  type TCreateOrganizer,
  type TList,
  type TOrganizer,
  type TOrganizerSettingsResponse,
  type TOrganizerStatus,
  type TPatchOrganizerSettings,
  type TResource,
  type TUpdateOrganizer,
} from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../accounts';

export const organizerKeys = {
  all: ['organizers'] as const,
  list: () => [...organizerKeys.all, 'list'] as const,
  detail: (organizerId: string) => [...organizerKeys.all, 'detail', organizerId] as const,
  settings: (organizerId: string) => [...organizerKeys.all, 'settings', organizerId] as const,
};

export const organizerPath = (organizerId: string) => `organizers/${encodeURIComponent(organizerId)}`;

/**
 * GET organizers: every organizer of the account (an account has a handful; one page of the maximum size
 * holds them all), sorted by name. Used for switchers, selects and the 0/1-organizer redirects.
 */
export function organizersQueryOptions() {
  return queryOptions({
    queryKey: organizerKeys.list(),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TOrganizer>>('organizers', {
        signal,
        query: { per_page: MAX_PER_PAGE, sort_by: 'name', sort_direction: 'asc' },
      }),
  });
}

/** `readOnMount`: always read again when the screen mounts, for a decision that must not rest on remembered data. */
export function useOrganizers(options: { readOnMount?: boolean } = {}) {
  return useQuery({ ...organizersQueryOptions(), refetchOnMount: options.readOnMount ? 'always' : true });
}

export function organizerQueryOptions(organizerId: string) {
  return queryOptions({
    queryKey: organizerKeys.detail(organizerId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TOrganizer>>(organizerPath(organizerId), { signal })).data,
  });
}

export function useOrganizer(organizerId: string) {
  return useQuery(organizerQueryOptions(organizerId));
}

export function organizerSettingsQueryOptions(organizerId: string) {
  return queryOptions({
    queryKey: organizerKeys.settings(organizerId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TOrganizerSettingsResponse>>(`${organizerPath(organizerId)}/settings`, { signal }))
        .data,
  });
}

export function useOrganizerSettings(organizerId: string) {
  return useQuery(organizerSettingsQueryOptions(organizerId));
}

/** Writes an organizer answered by the server into the cache and refreshes the lists that show it. */
function useStoreOrganizer() {
  const queryClient = useQueryClient();
  return async (organizer: TOrganizer) => {
    queryClient.setQueryData(organizerKeys.detail(organizer.id), organizer);
    await queryClient.invalidateQueries({ queryKey: organizerKeys.list() });
  };
}

/** POST organizers. */
export function useCreateOrganizer() {
  const queryClient = useQueryClient();
  const store = useStoreOrganizer();
  return useMutation({
    mutationFn: async (body: TCreateOrganizer) =>
      (await apiClient.post<TResource<TOrganizer>>('organizers', body)).data,
    onSuccess: async (organizer) => {
      await store(organizer);
      // The first organizer's currency becomes the account's default currency (decision 118).
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

/** POST organizers/{id}: the spec's update call. */
export function useUpdateOrganizer(organizerId: string) {
  const store = useStoreOrganizer();
  return useMutation({
    mutationFn: async (body: TUpdateOrganizer) =>
      (await apiClient.post<TResource<TOrganizer>>(organizerPath(organizerId), body)).data,
    onSuccess: store,
  });
}

/** PUT organizers/{id}/status; archiving also archives the organizer's events, so event lists refresh too. */
export function useChangeOrganizerStatus(organizerId: string) {
  const queryClient = useQueryClient();
  const store = useStoreOrganizer();
  return useMutation({
    mutationFn: async (status: TOrganizerStatus) =>
      (await apiClient.put<TResource<TOrganizer>>(`${organizerPath(organizerId)}/status`, { status })).data,
    onSuccess: async (organizer) => {
      await store(organizer);
      await queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}

/**
 * DELETE organizers/{id} (administrators): the organizer and its events go. A 409 names why not in the body's `code`
 * (readOrganizerDeleteBlocker): placed orders (archive instead) or the last active organizer.
 */
export function useDeleteOrganizer(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<undefined>(organizerPath(organizerId)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: organizerKeys.detail(organizerId) });
      queryClient.removeQueries({ queryKey: organizerKeys.settings(organizerId) });
      await queryClient.invalidateQueries({ queryKey: organizerKeys.list() });
      await queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}

/** PATCH organizers/{id}/settings (merges; social handles per network, null removes one). */
export function usePatchOrganizerSettings(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TPatchOrganizerSettings) =>
      (await apiClient.patch<TResource<TOrganizerSettingsResponse>>(`${organizerPath(organizerId)}/settings`, body))
        .data,
    onSuccess: (settings) => queryClient.setQueryData(organizerKeys.settings(organizerId), settings),
  });
}
