import {
  type TAttendee,
  type TAttendeeDetail,
  type TCreateAttendee,
  type TList,
  type TResendTicketResult,
  type TResource,
  type TUpdateAttendee,
} from '@marquee/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TExportFormat } from '../../../components/export-menu';
import { apiClient } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { exportSearchParams, listParamsToSearchParams, type TListParams } from '../../../lib/list-params';
import { eventPath } from '../../events';
import { orderKeys, statsKeys } from '../../orders';

/** The organizer's side of attendees (issue 7 point 3): the list, one attendee and the staff actions. */

export type TAttendeeListParams = TListParams;

export const attendeeKeys = {
  all: ['attendees'] as const,
  list: (eventId: string, params: TAttendeeListParams) => ['attendees', eventId, 'list', params] as const,
  detail: (eventId: string, attendeeId: string | null) => ['attendees', eventId, 'detail', attendeeId] as const,
};

const attendeesPath = (eventId: string) => `${eventPath(eventId)}/attendees`;
const attendeePath = (eventId: string, attendeeId: string) =>
  `${attendeesPath(eventId)}/${encodeURIComponent(attendeeId)}`;

export function useAttendeeList(eventId: string, params: TAttendeeListParams) {
  return useQuery({
    queryKey: attendeeKeys.list(eventId, params),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TAttendee>>(attendeesPath(eventId), { signal, query: listParamsToSearchParams(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useAttendeeDetail(eventId: string, attendeeId: string | null) {
  return useQuery({
    queryKey: attendeeKeys.detail(eventId, attendeeId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TAttendeeDetail>>(attendeePath(eventId, attendeeId!), { signal })).data,
    enabled: Boolean(attendeeId),
  });
}

/**
 * After a change, the attendee lists, the orders (an attendee's status shows in its order), the event's
 * counts (a cancelled ticket returns to sale) and the sales totals refresh.
 */
function useRefreshAfterAttendeeChange(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: attendeeKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['events', eventId] }),
      queryClient.invalidateQueries({ queryKey: statsKeys.all }),
    ]);
}

function useAttendeeMutation<TInput>(
  eventId: string,
  attendeeId: string,
  send: (input: TInput) => Promise<TAttendeeDetail>,
) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterAttendeeChange(eventId);
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail) => {
      queryClient.setQueryData(attendeeKeys.detail(eventId, attendeeId), detail);
      await refresh();
    },
  });
}

export function useAttendeeActions(eventId: string, attendeeId: string) {
  const path = attendeePath(eventId, attendeeId);
  return {
    update: useAttendeeMutation(
      eventId,
      attendeeId,
      async (body: TUpdateAttendee) => (await apiClient.put<TResource<TAttendeeDetail>>(path, body)).data,
    ),
    changeStatus: useAttendeeMutation(
      eventId,
      attendeeId,
      async (status: 'ACTIVE' | 'CANCELLED') =>
        (await apiClient.patch<TResource<TAttendeeDetail>>(path, { status })).data,
    ),
    resendTicket: useMutation({
      mutationFn: async () => (await apiClient.post<TResource<TResendTicketResult>>(`${path}/resend-ticket`)).data,
    }),
  };
}

export function useCreateAttendee(eventId: string) {
  const refresh = useRefreshAfterAttendeeChange(eventId);
  return useMutation({
    mutationFn: async (body: TCreateAttendee) =>
      (await apiClient.post<TResource<TAttendeeDetail>>(attendeesPath(eventId), body)).data,
    onSuccess: () => refresh(),
  });
}

/** POST events/{id}/attendees/export: the rows matching the list on screen (search, filters, sort). */
export function downloadAttendeesExport(eventId: string, format: TExportFormat, params: TAttendeeListParams) {
  return downloadApiFile(`${attendeesPath(eventId)}/export`, {
    method: 'POST',
    query: exportSearchParams(params, format),
    fallbackName: `attendees.${format}`,
  });
}
