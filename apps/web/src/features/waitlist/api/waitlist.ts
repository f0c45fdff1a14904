import type {
  TList,
  TOfferWaitlist,
  TResource,
  TWaitlistDraw,
  TWaitlistEntry,
  TWaitlistOfferResult,
  TWaitlistStats,
} from '@marquee/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TExportFormat } from '../../../components/export-menu';
import { apiClient } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { exportSearchParams, listParamsToSearchParams, type TListParams } from '../../../lib/list-params';
import { eventPath } from '../../events';
import { orderKeys, statsKeys } from '../../orders';

/** The organizer's side of the waiting list (issue 31): entries, per-price figures, offers, cancels and the lottery. */

export type TWaitlistListParams = TListParams;

export const waitlistKeys = {
  all: ['waitlist'] as const,
  event: (eventId: string) => ['waitlist', eventId] as const,
  list: (eventId: string, params: TWaitlistListParams) => ['waitlist', eventId, 'list', params] as const,
  stats: (eventId: string) => ['waitlist', eventId, 'stats'] as const,
};

export const waitlistPath = (eventId: string) => `${eventPath(eventId)}/waitlist`;

/**
 * How often the screen reads again while people wait or hold offers: offers are made, taken up and lapse on the
 * server's own time (a sale, the sweep), and the organizer should see it without reloading. Only while the tab is in
 * view (TanStack Query's default).
 */
export const WAITLIST_REFETCH_MS = 20_000;

/** Whether anything on the list can still change by itself: someone waits or holds an offer. */
export const hasOpenWaitlist = (stats: TWaitlistStats | undefined) =>
  stats !== undefined && stats.totals.waiting_people + stats.totals.offers_outstanding > 0;

export function useWaitlistList(eventId: string, params: TWaitlistListParams, options: { live?: boolean } = {}) {
  return useQuery({
    queryKey: waitlistKeys.list(eventId, params),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TWaitlistEntry>>(waitlistPath(eventId), {
        signal,
        query: listParamsToSearchParams(params),
      }),
    placeholderData: keepPreviousData,
    refetchInterval: options.live ? WAITLIST_REFETCH_MS : false,
  });
}

export function useWaitlistStats(eventId: string) {
  return useQuery({
    queryKey: waitlistKeys.stats(eventId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TWaitlistStats>>(`${waitlistPath(eventId)}/stats`, { signal })).data,
    refetchInterval: (query) => (hasOpenWaitlist(query.state.data) ? WAITLIST_REFETCH_MS : false),
  });
}

/**
 * After an offer, a cancel or a draw: the entries and the figures change, and so do the held orders and what is
 * left for sale (an offer reserves tickets in an order; a cancel releases them).
 */
function useRefreshAfterWaitlistChange(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: waitlistKeys.event(eventId) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: statsKeys.all }),
    ]);
}

/** POST events/{id}/waitlist/offer: the next `count` of a price, or chosen entries (expired ones again). */
export function useOfferWaitlist(eventId: string) {
  const refresh = useRefreshAfterWaitlistChange(eventId);
  return useMutation({
    mutationFn: async (body: TOfferWaitlist) =>
      (await apiClient.post<TResource<TWaitlistOfferResult>>(`${waitlistPath(eventId)}/offer`, body)).data,
    onSettled: () => refresh(),
  });
}

/** POST events/{id}/waitlist/{entryId}/cancel: removes the entry, releases its held tickets and tells the person. */
export function useCancelWaitlistEntry(eventId: string) {
  const refresh = useRefreshAfterWaitlistChange(eventId);
  return useMutation({
    mutationFn: async (entryId: string) =>
      (
        await apiClient.post<TResource<TWaitlistEntry>>(
          `${waitlistPath(eventId)}/${encodeURIComponent(entryId)}/cancel`,
        )
      ).data,
    onSuccess: () => refresh(),
  });
}

/** POST events/{id}/waitlist/draw: the lottery of one price, drawn now (once), with a chosen or random seed. */
export function useDrawWaitlistLottery(eventId: string) {
  const refresh = useRefreshAfterWaitlistChange(eventId);
  return useMutation({
    mutationFn: async (body: { product_price_id: string; seed?: string }) =>
      (await apiClient.post<TResource<TWaitlistDraw>>(`${waitlistPath(eventId)}/draw`, body)).data,
    onSuccess: () => refresh(),
  });
}

/** GET events/{id}/waitlist/export: the entries matching the list on screen (search, filters, sort). */
export function downloadWaitlistExport(
  eventId: string,
  format: TExportFormat,
  params: TWaitlistListParams,
): Promise<void> {
  return downloadApiFile(`${waitlistPath(eventId)}/export`, {
    query: exportSearchParams(params, format),
    fallbackName: `waitlist.${format}`,
  });
}
