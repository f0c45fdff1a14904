import { REPORT_COLUMNS, type TReport } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { formatReportDay } from '../lib/report-format';
import { presetRange } from '../lib/report-range';
import { EventReportView } from './event-report-view';

const eventId = '55555555-5555-4555-8555-555555555555';
const path = `/api/events/${eventId}/reports/taxes_and_fees_report`;
const timezone = 'America/New_York';

function report(range: { start_date: string; end_date: string }, rows = 1): TReport {
  return {
    data: Array.from({ length: rows }, (_, index) => ({
      name: `VAT ${index + 1}`,
      type: 'TAX',
      rate_label: '21%',
      net: 10000,
      amount: 2100,
      gross: 12100,
    })),
    meta: {
      type: 'taxes_and_fees_report',
      ...range,
      timezone,
      currency: 'EUR',
      totals: { net: 10000 * rows, amount: 2100 * rows, gross: 12100 * rows },
      columns: REPORT_COLUMNS.taxes_and_fees_report,
    },
  };
}

/** The server's answer: the range asked for, else the last 30 days. */
const answer = ({ url }: { url: URL }) => {
  const start = url.searchParams.get('start_date');
  const end = url.searchParams.get('end_date');
  return json(200, report(start && end ? { start_date: start, end_date: end } : presetRange('last_30_days', timezone)));
};

function renderView(search = '') {
  return renderRoutes(
    [
      {
        path: '/manage/event/:eventId/report/:reportType',
        element: <EventReportView event={{ id: eventId, timezone }} type="taxes_and_fees_report" />,
      },
    ],
    { initialPath: `/manage/event/${eventId}/report/taxes_and_fees_report${search}` },
  );
}

describe('EventReportView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the last 30 days by default, then the preset chosen, kept in the URL', async () => {
    const api = fakeApi({ [`GET ${path}`]: answer });
    const { router } = renderView();
    const user = userEvent.setup();

    expect(await screen.findByRole('table', { name: 'Taxes and fees' })).toBeInTheDocument();
    expect(api.callsTo('GET', path)[0]!.url.search).toBe('');
    const month = presetRange('last_30_days', timezone);
    const day = (iso: string) => formatReportDay(iso, 'en');
    expect(screen.getByTestId('report-range')).toHaveTextContent(
      `${day(month.start_date)} – ${day(month.end_date)} · ${timezone}`,
    );
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Last 30 days');

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));

    const week = presetRange('last_7_days', timezone);
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?start_date=${week.start_date}&end_date=${week.end_date}`),
    );
    await waitFor(() => expect(api.callsTo('GET', path)).toHaveLength(2));
    expect(Object.fromEntries(api.callsTo('GET', path)[1]!.url.searchParams)).toEqual(week);
  });

  it('explains a custom range the server would refuse instead of asking for it', async () => {
    const api = fakeApi({ [`GET ${path}`]: answer });
    const { router } = renderView('?start_date=2026-01-01&end_date=2026-01-31');
    const user = userEvent.setup();

    await screen.findByRole('table', { name: 'Taxes and fees' });
    // A range that is no preset opens the custom fields.
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Custom range');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2027-02-10');
    expect(await screen.findByText('Choose at most 370 days.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?start_date=2026-01-01&end_date=2026-01-31');
    expect(api.callsTo('GET', path)).toHaveLength(1);
  });

  it("shows the server's reason for a range it refuses, and an empty state for a period without rows", async () => {
    fakeApi({
      [`GET ${path}`]: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { end_date: ['Choose at most 370 days.'] },
        }),
    });
    renderView('?start_date=2020-01-01&end_date=2026-01-31');
    const error = await screen.findByTestId('report-error');
    expect(within(error).getByText('The given data was invalid.')).toBeInTheDocument();
    expect(within(error).getByText('Choose at most 370 days.')).toBeInTheDocument();
    vi.unstubAllGlobals();

    fakeApi({ [`GET ${path}`]: () => json(200, report({ start_date: '2026-01-01', end_date: '2026-01-02' }, 0)) });
    renderView('?start_date=2026-01-01&end_date=2026-01-02');
    expect(await screen.findByText('Nothing to report in this period')).toBeInTheDocument();
  });

  it('downloads the file of the days on screen', async () => {
    const range = { start_date: '2026-01-01', end_date: '2026-01-31' };
    const api = fakeApi({
      [`GET ${path}`]: answer,
      [`GET ${path}/export`]: () =>
        new Response('Tax or fee\nVAT 1\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="taxes.csv"' },
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderView(`?start_date=${range.start_date}&end_date=${range.end_date}`);
    const user = userEvent.setup();

    await screen.findByRole('table', { name: 'Taxes and fees' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(api.callsTo('GET', `${path}/export`)[0]!.url.searchParams)).toEqual({
      format: 'csv',
      ...range,
    });
  });
});
