import type {
  TCheckInStats,
  TDailySales,
  TEventCounts,
  TEventStats,
  TOrganizerStats,
  TReport,
  TResource,
} from '@marquee/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const statsKeys = {
  all: ['stats'] as const,
  event: (eventId: string, range: TStatsRange | null) => [...statsKeys.all, 'event', eventId, range] as const,
  organizer: (organizerId: string, currency: string | null) =>
    [...statsKeys.all, 'organizer', organizerId, currency] as const,
  // Under `all`, so every order or attendee change that refreshes the figures refreshes the counts too.
  eventCounts: (eventId: string) => [...statsKeys.all, 'counts', 'event', eventId] as const,
  organizerCounts: (organizerId: string) => [...statsKeys.all, 'counts', 'organizer', organizerId] as const,
};

/** Whole days in the event timezone, both included (ISO dates). */
export type TStatsRange = { start_date: string; end_date: string };

/** GET events/{id}/stats: lifetime totals and the daily series over the range (default the last 30 days). */
export function eventStatsQueryOptions(eventId: string, range: TStatsRange | null) {
  return queryOptions<TEventStats, Error, TEventStats, ReturnType<typeof statsKeys.event>>({
    queryKey: statsKeys.event(eventId, range),
    queryFn: ({ signal }) =>
      apiClient
        .get<TResource<TEventStats>>(`events/${encodeURIComponent(eventId)}/stats`, { signal, query: range ?? {} })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });
}

export function useEventStats(eventId: string, range: TStatsRange | null) {
  return useQuery(eventStatsQueryOptions(eventId, range));
}

/** GET organizers/{id}/stats in one currency (the organizer's own when null). */
export function organizerStatsQueryOptions(organizerId: string, currency: string | null) {
  return queryOptions<TOrganizerStats, Error, TOrganizerStats, ReturnType<typeof statsKeys.organizer>>({
    queryKey: statsKeys.organizer(organizerId, currency),
    queryFn: ({ signal }) =>
      apiClient
        .get<TResource<TOrganizerStats>>(`organizers/${encodeURIComponent(organizerId)}/stats`, {
          signal,
          query: currency ? { currency_code: currency } : {},
        })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizerStats(organizerId: string, currency: string | null) {
  return useQuery(organizerStatsQueryOptions(organizerId, currency));
}

/**
 * The organizer's sales per day in one currency (its own when null), oldest first, from the reports' ledger
 * (`daily_sales_summary`, decision 152), shaped as the dashboard's chart reads a day.
 */
export function useOrganizerDailySales(organizerId: string, currency: string | null, range: TStatsRange) {
  return useQuery({
    queryKey: [...statsKeys.all, 'organizer-daily', organizerId, currency, range] as const,
    queryFn: async ({ signal }) => {
      const report = await apiClient.get<TReport>(
        `organizers/${encodeURIComponent(organizerId)}/reports/daily_sales_summary`,
        { signal, query: { ...range, per_page: 1000, ...(currency ? { currency } : {}) } },
      );
      const daily: TDailySales[] = report.data
        .map((row) => ({
          date: String(row.date),
          total_gross_sales: Number(row.gross ?? 0),
          total_net_revenue: Number(row.gross ?? 0) - Number(row.refunded ?? 0),
          total_orders: Number(row.orders ?? 0),
          total_tickets_sold: Number(row.tickets ?? 0),
          total_views: 0,
        }))
        .reverse();
      return { daily, currency: report.meta.currency ?? currency ?? '', timezone: report.meta.timezone };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET events/{id}/check_in_stats: attendees, how many are in, and each check-in list's progress (decision 099). */
export function useEventCheckInStats(eventId: string) {
  return useQuery({
    queryKey: [...statsKeys.all, 'check-in', eventId] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get<TResource<TCheckInStats>>(`events/${encodeURIComponent(eventId)}/check_in_stats`, { signal })
        .then((body) => body.data),
    // Doors check people in while the organizer watches.
    refetchInterval: 30_000,
  });
}

/**
 * GET events/{id}/counts: placed orders and valid attendees, with the unpaid and cancelled ones apart (decision 121),
 * for the sidebar and the list headlines.
 */
export function useEventCounts(eventId: string) {
  return useQuery({
    queryKey: statsKeys.eventCounts(eventId),
    queryFn: ({ signal }) =>
      apiClient
        .get<TResource<TEventCounts>>(`events/${encodeURIComponent(eventId)}/counts`, { signal })
        .then((body) => body.data),
  });
}

/** GET organizers/{id}/counts: the same counts over all of the organizer's events. */
export function useOrganizerCounts(organizerId: string) {
  return useQuery({
    queryKey: statsKeys.organizerCounts(organizerId),
    queryFn: ({ signal }) =>
      apiClient
        .get<TResource<TEventCounts>>(`organizers/${encodeURIComponent(organizerId)}/counts`, { signal })
        .then((body) => body.data),
  });
}
