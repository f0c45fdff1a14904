import { useLingui } from '@lingui/react/macro';
import type { TEventReportType } from '@marquee/core';
import { useParams } from 'react-router';
import { EventReportsIndex, EventReportView, isEventReportType, useReportLabels } from '../../../features/reports';
import { useEventOutlet } from '../../layouts/event-layout';
import { NotFoundPage } from '../not-found-page';
import { usePageTitle } from '../use-page-title';

/** /manage/event/{id}/reports: the event's reports, one card each (issue 27). */
export function EventReportsPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Reports`);
  return <EventReportsIndex eventId={event.id} />;
}

/** /manage/event/{id}/report/{type}: one report; a type the app does not know is a page that does not exist. */
export function EventReportPage() {
  const { reportType } = useParams();
  if (!isEventReportType(reportType)) return <NotFoundPage />;
  return <KnownEventReportPage type={reportType} />;
}

function KnownEventReportPage({ type }: { type: TEventReportType }) {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const labels = useReportLabels();
  const title = event.title;
  const report = labels.title(type);
  usePageTitle(t`${title} · ${report}`);
  // A new type is a new screen: its sort and custom-range state start afresh.
  return <EventReportView key={type} event={event} type={type} />;
}
