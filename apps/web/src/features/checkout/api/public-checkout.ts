import type {
  TOrderEmailChangeResult,
  TPublicOrder,
  TPublicOrderDetails,
  TPublicOrderSelfEdit,
  TPublicTicket,
  TSelfServiceResendResult,
} from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  abandonPublicOrder,
  currentLocale,
  fetchPublicEvent,
  publicEventPath as eventPath,
  publicOrderPath as orderPath,
} from '../../public-event';

/** The buyer's calls (issue 6; decisions 040-042). Nothing here is cached: availability changes by the second. */
export const publicKeys = {
  all: ['public'] as const,
  event: (eventId: string, promoCode: string | null) => [...publicKeys.all, 'event', eventId, promoCode] as const,
  order: (eventId: string, shortId: string) => [...publicKeys.all, 'order', eventId, shortId] as const,
  ticket: (eventId: string, attendeeShortId: string) =>
    [...publicKeys.all, 'ticket', eventId, attendeeShortId] as const,
};

export function publicEventQueryOptions(eventId: string, promoCode: string | null) {
  return queryOptions({
    queryKey: publicKeys.event(eventId, promoCode),
    queryFn: ({ signal }) => fetchPublicEvent(eventId, promoCode, signal),
    // Always asked again (loader and reservation); kept briefly so the page reads the loader's answer.
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });
}

export function usePublicEvent(eventId: string, promoCode: string | null) {
  return useQuery(publicEventQueryOptions(eventId, promoCode));
}

export function publicOrderQueryOptions(eventId: string, shortId: string) {
  return queryOptions({
    queryKey: publicKeys.order(eventId, shortId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: TPublicOrder }>(orderPath(eventId, shortId), { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

export function usePublicOrder(eventId: string, shortId: string) {
  return useQuery(publicOrderQueryOptions(eventId, shortId));
}

export function usePublicTicket(eventId: string, attendeeShortId: string) {
  return useQuery({
    queryKey: publicKeys.ticket(eventId, attendeeShortId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: TPublicTicket }>(
          `${eventPath(eventId)}/attendees/${encodeURIComponent(attendeeShortId)}`,
          { signal },
        )
      ).data,
    retry: false,
  });
}

function useOrderMutation<TVariables>(
  eventId: string,
  call: (variables: TVariables) => Promise<{ data: TPublicOrder }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: TVariables) => (await call(variables)).data,
    onSuccess: (order) => queryClient.setQueryData(publicKeys.order(eventId, order.short_id), order),
  });
}

export function useSavePublicOrderDetails(eventId: string, shortId: string) {
  return useOrderMutation(eventId, (body: TPublicOrderDetails) =>
    apiClient.put<{ data: TPublicOrder }>(orderPath(eventId, shortId), { ...body, locale: currentLocale() }),
  );
}

export function useAwaitOfflinePayment(eventId: string, shortId: string) {
  return useOrderMutation(eventId, () =>
    apiClient.post<{ data: TPublicOrder }>(`${orderPath(eventId, shortId)}/await-offline-payment`, {}),
  );
}

/**
 * Ends the reservation; the caller leaves the page (the cached order is left alone so the page does not jump).
 * The event (whose availability changed) is asked again.
 */
export function useAbandonPublicOrder(eventId: string, shortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => abandonPublicOrder(eventId, shortId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [...publicKeys.all, 'event', eventId] });
    },
  });
}

/* ---------- the buyer's self-service on a confirmed order (decision 109) ---------- */

type TPersonChange = TPublicOrderSelfEdit;

/** Names of the order at once; a new email waits for that address to confirm (`pending_email`, decision 137). */
export function useSelfEditOrder(eventId: string, shortId: string) {
  return useOrderMutation(eventId, (body: TPersonChange) =>
    apiClient.patch<{ data: TPublicOrder }>(orderPath(eventId, shortId), body),
  );
}

export function useSelfEditAttendee(eventId: string, shortId: string) {
  return useOrderMutation(eventId, ({ attendeeShortId, ...body }: TPersonChange & { attendeeShortId: string }) =>
    apiClient.patch<{ data: TPublicOrder }>(
      `${orderPath(eventId, shortId)}/attendees/${encodeURIComponent(attendeeShortId)}`,
      body,
    ),
  );
}

export function useSelfResendConfirmation(eventId: string, shortId: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<{ data: TSelfServiceResendResult }>(
          `${orderPath(eventId, shortId)}/resend-confirmation`,
          {},
        )
      ).data,
  });
}

export function useSelfResendTicket(eventId: string, shortId: string) {
  return useMutation({
    mutationFn: async (attendeeShortId: string) =>
      (
        await apiClient.post<{ data: TSelfServiceResendResult }>(
          `${orderPath(eventId, shortId)}/attendees/${encodeURIComponent(attendeeShortId)}/resend-ticket`,
          {},
        )
      ).data,
  });
}

/**
 * A link from an order's email change (decision 137): the new address confirms it, or the old one cancels or undoes
 * it. A button sends it, never the page load: mail scanners open links, and must not move an order.
 */
export function useOrderEmailChangeLink(token: string, action: 'confirm' | 'undo') {
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<{ data: TOrderEmailChangeResult }>(
          `public/order-email-changes/${encodeURIComponent(token)}/${action}`,
          {},
        )
      ).data,
  });
}
