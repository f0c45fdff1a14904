import type { TEventReportType, TOrganizerReportType, TReport, TReportExportFormat } from '@marquee/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import type { TReportRange, TReportRangeParams } from '../lib/report-range';

/** An organizer report's filters and page, as the URL holds them. */
export type TOrganizerReportParams = {
  range: TReportRangeParams | null;
  currency: string | null;
  eventId: string | null;
  page: number;
  perPage: number;
};

export const reportKeys = {
  all: ['reports'] as const,
  event: (eventId: string, type: TEventReportType, range: TReportRangeParams | null) =>
    [...reportKeys.all, 'event', eventId, type, range] as const,
  organizer: (organizerId: string, type: TOrganizerReportType, params: TOrganizerReportParams) =>
    [...reportKeys.all, 'organizer', organizerId, type, params] as const,
};

const eventReportPath = (eventId: string, type: TEventReportType) =>
  `events/${encodeURIComponent(eventId)}/reports/${type}`;
const organizerReportPath = (organizerId: string, type: TOrganizerReportType) =>
  `organizers/${encodeURIComponent(organizerId)}/reports/${type}`;

const organizerFilters = (params: Omit<TOrganizerReportParams, 'page' | 'perPage'>) => ({
  ...params.range,
  currency: params.currency ?? undefined,
  event_id: params.eventId ?? undefined,
});

/** GET events/{id}/reports/{type}: the whole report over the range (the server's last 30 days when null). */
export function eventReportQueryOptions(eventId: string, type: TEventReportType, range: TReportRangeParams | null) {
  return queryOptions({
    queryKey: reportKeys.event(eventId, type, range),
    queryFn: ({ signal }) => apiClient.get<TReport>(eventReportPath(eventId, type), { signal, query: range ?? {} }),
    placeholderData: keepPreviousData,
  });
}

export function useEventReport(eventId: string, type: TEventReportType, range: TReportRangeParams | null) {
  return useQuery(eventReportQueryOptions(eventId, type, range));
}

/** GET organizers/{id}/reports/{type}: one page of the report, in one currency or all, for one event or all. */
export function organizerReportQueryOptions(
  organizerId: string,
  type: TOrganizerReportType,
  params: TOrganizerReportParams,
) {
  return queryOptions({
    queryKey: reportKeys.organizer(organizerId, type, params),
    queryFn: ({ signal }) =>
      apiClient.get<TReport>(organizerReportPath(organizerId, type), {
        signal,
        query: { ...organizerFilters(params), page: params.page, per_page: params.perPage },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizerReport(organizerId: string, type: TOrganizerReportType, params: TOrganizerReportParams) {
  return useQuery(organizerReportQueryOptions(organizerId, type, params));
}

/**
 * The event report as a file, over the range the screen shows (the report's `meta` dates, so a day turning over
 * between showing and downloading changes nothing).
 */
export function downloadEventReport(input: {
  eventId: string;
  type: TEventReportType;
  format: TReportExportFormat;
  range: TReportRange;
}) {
  return downloadApiFile(`${eventReportPath(input.eventId, input.type)}/export`, {
    query: { format: input.format, ...input.range },
    fallbackName: `${input.type}.${input.format}`,
  });
}

/** The organizer report as a file: the page on screen (the export answers one page), with its filters. */
export function downloadOrganizerReport(input: {
  organizerId: string;
  type: TOrganizerReportType;
  format: TReportExportFormat;
  range: TReportRange;
  currency: string | null;
  eventId: string | null;
  page: number;
  perPage: number;
}) {
  return downloadApiFile(`${organizerReportPath(input.organizerId, input.type)}/export`, {
    query: { format: input.format, ...organizerFilters(input), page: input.page, per_page: input.perPage },
    fallbackName: `${input.type}.${input.format}`,
  });
}
