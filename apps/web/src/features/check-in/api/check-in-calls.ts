import type {
  CHECK_IN_ATTENDEES_PER_PAGE_MAX,
  TDoorCheckIn,
  TCheckInAction,
  TCheckInAttendee,
  TCreateCheckIns,
  TCreateCheckInsResult,
  TList,
  TPublicCheckInList,
} from '@marquee/core';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The door staff page's calls (server-behaviour §9, docs/decisions/099-check-in-lists.md). No sign-in: the
 * list's unguessable short id is the key. The API answers 403 to attendee reads outside the list's window,
 * which here means "closed", never "sign in", so the login redirect is off for every call.
 */
const NO_LOGIN_REDIRECT = { isAuthRedirectDisabled: true } as const;

/**
 * The contract's page size cap, written out: importing the constant would pull the contracts chunk (and zod)
 * into the page's first load. The type ties it to the contract, so a change there fails type-checking here.
 */
const ATTENDEES_PER_PAGE: typeof CHECK_IN_ATTENDEES_PER_PAGE_MAX = 100;

const listPath = (shortId: string) => `public/check-in-lists/${encodeURIComponent(shortId)}`;

export const checkInKeys = {
  all: ['check-in'] as const,
  list: (shortId: string) => [...checkInKeys.all, shortId, 'list'] as const,
  attendeeSearches: (shortId: string) => [...checkInKeys.all, shortId, 'attendees'] as const,
  attendees: (shortId: string, query: string) => [...checkInKeys.attendeeSearches(shortId), query] as const,
};

export type TAttendeePages = InfiniteData<TList<TCheckInAttendee>, number>;

export function checkInListQueryOptions(shortId: string) {
  return queryOptions({
    queryKey: checkInKeys.list(shortId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: TPublicCheckInList }>(listPath(shortId), { signal })).data,
    // Progress moves with every scan at every door: always ask again when asked, and every 30 s while the page
    // is in view, so a door sees the other doors' arrivals without an action of its own.
    staleTime: 0,
    refetchInterval: 30_000,
    meta: NO_LOGIN_REDIRECT,
  });
}

export function useCheckInList(shortId: string) {
  return useQuery(checkInListQueryOptions(shortId));
}

export function checkInAttendeesQueryOptions(shortId: string, query: string) {
  return infiniteQueryOptions({
    queryKey: checkInKeys.attendees(shortId, query),
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<TList<TCheckInAttendee>>(`${listPath(shortId)}/attendees`, {
        signal,
        query: { query: query || undefined, page: pageParam, per_page: ATTENDEES_PER_PAGE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 10_000,
    // Rows checked in or out at another door change state here within 30 s (only while the page is in view).
    refetchInterval: 30_000,
    // 403 (outside the window) and 404 are final; the list query tells the page why.
    retry: false,
    meta: NO_LOGIN_REDIRECT,
  });
}

export function useCheckInAttendees(shortId: string, query: string, isEnabled: boolean) {
  return useInfiniteQuery({
    ...checkInAttendeesQueryOptions(shortId, query),
    enabled: isEnabled,
    // Keep the previous results on screen while the next search runs.
    placeholderData: (previous) => previous,
  });
}

/** One attendee by the code in their ticket's QR (404 when unknown or not on this list, 403 outside the window). */
export async function fetchCheckInAttendee(shortId: string, publicId: string): Promise<TCheckInAttendee> {
  return (
    await apiClient.get<{ data: TCheckInAttendee }>(`${listPath(shortId)}/attendees/${encodeURIComponent(publicId)}`)
  ).data;
}

/** Writes an attendee's new state into every loaded search, so rows change before the refetch answers. */
export function patchCachedAttendee(
  queryClient: QueryClient,
  shortId: string,
  attendeeId: string,
  patch: Partial<TCheckInAttendee>,
): void {
  queryClient.setQueriesData<TAttendeePages>({ queryKey: checkInKeys.attendeeSearches(shortId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((attendee) => (attendee.id === attendeeId ? { ...attendee, ...patch } : attendee)),
          })),
        }
      : data,
  );
}

/** After a check-in or check-out: the progress figures and the rows are asked again. */
export function refreshCheckInData(queryClient: QueryClient, shortId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: checkInKeys.list(shortId) }),
    queryClient.invalidateQueries({ queryKey: checkInKeys.attendeeSearches(shortId) }),
  ]);
}

export function useCreateCheckIn(shortId: string) {
  return useMutation({
    // By the row's id: the door's list carries no ticket codes; a scan was looked up (verified) by the server first.
    mutationFn: (input: { attendeeId: string; action: TCheckInAction }) =>
      apiClient.post<TCreateCheckInsResult>(`${listPath(shortId)}/check-ins`, {
        attendees: [{ attendee_id: input.attendeeId, action: input.action }],
      } satisfies TCreateCheckIns),
    meta: NO_LOGIN_REDIRECT,
  });
}

/** A check-out: the check-in is closed (kept in the attendee's history, decision 099). */
export function useCheckOut(shortId: string) {
  return useMutation({
    mutationFn: async (checkInShortId: string) =>
      (
        await apiClient.delete<{ data: TDoorCheckIn }>(
          `${listPath(shortId)}/check-ins/${encodeURIComponent(checkInShortId)}`,
        )
      ).data,
    meta: NO_LOGIN_REDIRECT,
  });
}
