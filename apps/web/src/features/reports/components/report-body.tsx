import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, EmptyState, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TReport, TReportMeta } from '@marquee/core';
import { IconAlertTriangle, IconChartBarOff } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { hasReportChart } from '../lib/report-chart-data';
import { formatReportDay } from '../lib/report-format';
import type { TReportType } from '../lib/report-types';
import { ReportTable } from './report-table';

const ReportChart = lazy(() => import('./report-chart'));

/** "1 Nov 2026 – 30 Nov 2026 · Europe/Amsterdam": the days the report covers, on which clock. */
export function ReportRangeLine({ meta }: { meta: TReportMeta }) {
  const { t, i18n } = useLingui();
  const start = formatReportDay(meta.start_date, i18n.locale);
  const end = formatReportDay(meta.end_date, i18n.locale);
  const timezone = meta.timezone;
  return (
    <Text size="sm" c="dimmed" data-testid="report-range">
      {t`${start} – ${end} · ${timezone}`}
    </Text>
  );
}

type TReportQuery = {
  data: TReport | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type TReportBodyProps = {
  type: TReportType;
  query: TReportQuery;
  /** The table's accessible name. */
  label: string;
  /** Organizer reports come in pages: their totals cover all of them, and the pager goes below the table. */
  isPaged?: boolean;
  footer?: ReactNode;
};

/** A report's chart and table, or why there are none: loading, refused (a 422 explained), failed, or empty. */
export function ReportBody({ type, query, label, isPaged = false, footer }: TReportBodyProps) {
  const isCharted = hasReportChart(type);
  if (query.isError && query.error) return <ReportError error={query.error} onRetry={() => void query.refetch()} />;
  const report = query.data;
  if (!report) {
    return (
      <Stack gap="md" data-testid="report-loading">
        {isCharted ? <Skeleton h={260} radius="lg" /> : null}
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  if (report.data.length === 0) {
    return (
      <Paper withBorder radius="lg" data-testid="report-empty">
        <EmptyState
          py="xl"
          variant="light"
          icon={<IconChartBarOff size={28} aria-hidden />}
          title={<Trans>Nothing to report in this period</Trans>}
          description={<Trans>Nothing happened between these dates. Choose a longer or an earlier period.</Trans>}
        />
      </Paper>
    );
  }
  const isFetching = query.isFetching && query.isPlaceholderData;
  return (
    <Stack gap="md">
      {isCharted ? (
        <Suspense fallback={<Skeleton h={260} radius="lg" />}>
          <ReportChart type={type} report={report} />
        </Suspense>
      ) : null}
      <ReportTable type={type} report={report} label={label} isFetching={isFetching} isPaged={isPaged} />
      {footer}
    </Stack>
  );
}

/** A 422 is a range or filter the server refuses: its reasons, without a retry that would be refused again. */
function ReportError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useLingui();
  if (isApiError(error) && error.status === 422) {
    const reasons = [...new Set(Object.values(error.fieldErrors).flat())].filter((reason) => reason !== error.message);
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        title={t`This report can't be shown for these dates`}
        icon={<IconAlertTriangle size={18} aria-hidden />}
        data-testid="report-error"
      >
        <Stack gap="xs">
          <Text size="sm">{error.message}</Text>
          {reasons.length > 0 ? (
            <List size="sm">
              {reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          ) : null}
          <Text size="sm">
            <Trans>Choose another period above.</Trans>
          </Text>
        </Stack>
      </Alert>
    );
  }
  return <LoadError title={<Trans>We couldn't load this report</Trans>} error={error} onRetry={onRetry} />;
}
