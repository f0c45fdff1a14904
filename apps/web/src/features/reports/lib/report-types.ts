import {
  EVENT_REPORT_TYPES,
  ORGANIZER_REPORT_TYPES,
  type TEventReportType,
  type TOrganizerReportType,
} from '@marquee/core';

export type TReportType = TEventReportType | TOrganizerReportType;

export function isEventReportType(value: string | null | undefined): value is TEventReportType {
  return (EVENT_REPORT_TYPES as readonly string[]).includes(value ?? '');
}

export function isOrganizerReportType(value: string | null | undefined): value is TOrganizerReportType {
  return (ORGANIZER_REPORT_TYPES as readonly string[]).includes(value ?? '');
}

export const eventReportsPath = (eventId: string) => `/manage/event/${eventId}/reports`;
export const eventReportPath = (eventId: string, type: TEventReportType) => `/manage/event/${eventId}/report/${type}`;
