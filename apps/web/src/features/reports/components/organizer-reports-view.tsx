import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Pagination, Select, Stack, Tabs, Text } from '@mantine/core';
import {
  ORGANIZER_REPORT_DEFAULT_PER_PAGE,
  ORGANIZER_REPORT_TYPES,
  type TOrganizer,
  type TOrganizerReportType,
  type TReportMeta,
} from '@marquee/core';
import { SearchableSelect } from '../../../components/searchable-select';
import { useEvents } from '../../events';
import { downloadOrganizerReport, useOrganizerReport, type TOrganizerReportParams } from '../api/reports';
import { useReportRange } from '../hooks/use-report-range';
import { useReportLabels } from '../lib/report-labels';
import { isOrganizerReportType } from '../lib/report-types';
import { ReportBody } from './report-body';
import { ReportDownloads } from './report-downloads';
import { ReportHeader } from './report-header';
import { ReportRangePicker } from './report-range-picker';

type TOrganizerParamKey = 'type' | 'currency' | 'event_id' | 'page';

/**
 * /manage/organizer/{id}/reports: the organizer's four reports across its events, one tab each, with the range,
 * currency and event in the URL, in pages, and downloadable whole as CSV or XLSX.
 */
export function OrganizerReportsView({ organizer }: { organizer: Pick<TOrganizer, 'id' | 'timezone'> }) {
  const { t } = useLingui();
  const labels = useReportLabels();
  const { range, setRange, searchParams, setSearchParams } = useReportRange();
  const typeParam = searchParams.get('type');
  const type: TOrganizerReportType = isOrganizerReportType(typeParam) ? typeParam : ORGANIZER_REPORT_TYPES[0];
  const params: TOrganizerReportParams = {
    range,
    currency: searchParams.get('currency'),
    eventId: searchParams.get('event_id'),
    page: Math.max(1, Number(searchParams.get('page')) || 1),
    perPage: ORGANIZER_REPORT_DEFAULT_PER_PAGE,
  };
  const report = useOrganizerReport(organizer.id, type, params);
  const meta = report.data?.meta;

  /** Sets or clears URL parameters; any change but the page's starts again at page 1. */
  const update = (changes: Partial<Record<TOrganizerParamKey, string | null>>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  return (
    <Stack gap="lg">
      <ReportHeader
        title={t`Reports`}
        description={labels.description(type)}
        meta={meta}
        actions={
          <ReportDownloads
            disabled={!meta || report.isPlaceholderData}
            onDownload={(format) =>
              downloadOrganizerReport({
                organizerId: organizer.id,
                type,
                format,
                range: { start_date: meta!.start_date, end_date: meta!.end_date },
                currency: params.currency,
                eventId: params.eventId,
                page: meta!.current_page ?? params.page,
                perPage: params.perPage,
              })
            }
          />
        }
      />
      <Tabs value={type} onChange={(value) => update({ type: value })} keepMounted={false}>
        <Tabs.List aria-label={t`Report`}>
          {ORGANIZER_REPORT_TYPES.map((option) => (
            <Tabs.Tab key={option} value={option}>
              {labels.title(option)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ORGANIZER_REPORT_TYPES.map((option) => (
          <Tabs.Panel key={option} value={option} pt="md">
            <Stack gap="md">
              <Group gap="sm" align="flex-start" wrap="wrap">
                <ReportRangePicker
                  timeZone={organizer.timezone}
                  range={range}
                  shown={meta ? { start_date: meta.start_date, end_date: meta.end_date } : null}
                  onChange={setRange}
                />
                <OrganizerReportFilters
                  organizerId={organizer.id}
                  currencies={meta?.currencies ?? []}
                  shownCurrency={meta?.currency ?? null}
                  currency={params.currency}
                  eventId={params.eventId}
                  onChange={update}
                />
              </Group>
              <ReportBody
                type={option}
                query={report}
                label={labels.title(option)}
                isPaged
                footer={
                  meta ? <OrganizerReportPager meta={meta} onPage={(page) => update({ page: String(page) })} /> : null
                }
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function OrganizerReportFilters({
  organizerId,
  currencies,
  shownCurrency,
  currency,
  eventId,
  onChange,
}: {
  organizerId: string;
  currencies: string[];
  /** The one currency the report shows when none is chosen (the only one sold in, or the organizer's own). */
  shownCurrency: string | null;
  currency: string | null;
  eventId: string | null;
  onChange: (changes: Partial<Record<TOrganizerParamKey, string | null>>) => void;
}) {
  const { t } = useLingui();
  const events = useEvents({ organizerId, page: 1, perPage: 100, query: '' });
  const eventOptions = (events.data?.data ?? []).map((event) => ({ value: event.id, label: event.title }));
  // The filter in force stays listed even before the report says which currencies there are.
  const currencyOptions = [...new Set([...currencies, ...(currency ? [currency] : [])])];
  return (
    <>
      <Select
        label={t`Currency`}
        placeholder={shownCurrency ?? t`All currencies`}
        w={{ base: '100%', xs: 170 }}
        data={currencyOptions}
        value={currency}
        clearable
        onChange={(value) => onChange({ currency: value })}
      />
      <SearchableSelect
        label={t`Event`}
        placeholder={t`All events`}
        w={{ base: '100%', xs: 240 }}
        data={eventOptions}
        value={eventId}
        clearable
        nothingFoundMessage={t`No events match`}
        onChange={(value) => onChange({ event_id: value })}
      />
    </>
  );
}

function OrganizerReportPager({ meta, onPage }: { meta: TReportMeta; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const page = meta.current_page ?? 1;
  const lastPage = meta.last_page ?? 1;
  const total = meta.total ?? 0;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="report-row-count">
        {plural(total, { one: '# row', other: '# rows' })}
      </Text>
      {lastPage > 1 ? (
        <Pagination
          total={lastPage}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
          })}
        />
      ) : null}
    </Group>
  );
}
