import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Stack } from '@mantine/core';
import type { TEvent, TEventReportType } from '@marquee/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { downloadEventReport, useEventReport } from '../api/reports';
import { useReportRange } from '../hooks/use-report-range';
import { useReportLabels } from '../lib/report-labels';
import { eventReportsPath } from '../lib/report-types';
import { ReportBody } from './report-body';
import { ReportDownloads } from './report-downloads';
import { ReportHeader } from './report-header';
import { ReportRangePicker } from './report-range-picker';

/**
 * /manage/event/{id}/report/{type}: one report of the event over the range in the URL (the last 30 days by default),
 * its chart where one helps, its table, and the same rows as CSV or XLSX.
 */
export function EventReportView({ event, type }: { event: Pick<TEvent, 'id' | 'timezone'>; type: TEventReportType }) {
  const labels = useReportLabels();
  const { range, setRange } = useReportRange();
  const report = useEventReport(event.id, type, range);
  const meta = report.data?.meta;
  const title = labels.title(type);
  return (
    <Stack gap="lg">
      <ReportHeader
        title={title}
        description={labels.description(type)}
        meta={meta}
        back={
          <Anchor component={Link} to={eventReportsPath(event.id)} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              <Trans>All reports</Trans>
            </Group>
          </Anchor>
        }
        actions={
          <ReportDownloads
            disabled={!meta || report.isPlaceholderData}
            onDownload={(format) =>
              downloadEventReport({
                eventId: event.id,
                type,
                format,
                range: { start_date: meta!.start_date, end_date: meta!.end_date },
              })
            }
          />
        }
      />
      <ReportRangePicker
        timeZone={event.timezone}
        range={range}
        shown={meta ? { start_date: meta.start_date, end_date: meta.end_date } : null}
        onChange={setRange}
      />
      <ReportBody type={type} query={report} label={title} />
    </Stack>
  );
}
