import { REPORT_COLUMNS, type TOrganizerReportType, type TReport } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { OrganizerReportsView } from './organizer-reports-view';

const organizerId = '44444444-4444-4444-8444-444444444444';
const base = `/api/organizers/${organizerId}/reports`;

function report(type: TOrganizerReportType, url: URL): TReport {
  const page = Number(url.searchParams.get('page'));
  const rows =
    type === 'revenue_summary'
      ? [
          {
            currency: 'EUR',
            orders: 2,
            tickets: 3,
            gross: 9438,
            refunded: 0,
            cancelled: 0,
            net: 7800,
            tax: 1638,
            fee: 0,
          },
          { currency: 'USD', orders: 1, tickets: 1, gross: 1500, refunded: 0, cancelled: 0, net: 1400, tax: 0, fee: 0 },
        ]
      : [{ event_id: 'e1', title: `Dock concert (page ${page})`, currency: 'EUR', orders: 2, gross: 9438 }];
  return {
    data: rows,
    meta: {
      type,
      start_date: '2026-02-01',
      end_date: '2026-03-02',
      timezone: 'Europe/Berlin',
      currency: url.searchParams.get('currency'),
      totals: { orders: 3, tickets: 4 },
      columns: REPORT_COLUMNS[type],
      current_page: page,
      per_page: 100,
      total: 250,
      last_page: 3,
      currencies: ['EUR', 'USD'],
    },
  };
}

describe('OrganizerReportsView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a report per tab, filtered by currency, page by page, all of it in the URL', async () => {
    const api = fakeApi({
      [`GET ${base}/revenue_summary`]: ({ url }) => json(200, report('revenue_summary', url)),
      [`GET ${base}/events_performance`]: ({ url }) => json(200, report('events_performance', url)),
      [`GET /api/organizers/${organizerId}/events`]: () => json(200, { data: [buildEvent()], meta: listMeta(1) }),
    });
    const { router } = renderRoutes(
      [
        {
          path: '/manage/organizer/:organizerId/reports',
          element: <OrganizerReportsView organizer={{ id: organizerId, timezone: 'Europe/Berlin' }} />,
        },
      ],
      { initialPath: `/manage/organizer/${organizerId}/reports` },
    );
    const user = userEvent.setup();

    const revenue = await screen.findByRole('table', { name: 'Revenue summary' });
    expect(within(revenue).getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Revenue summary' })).toHaveAttribute('aria-selected', 'true');
    expect(Object.fromEntries(api.callsTo('GET', `${base}/revenue_summary`)[0]!.url.searchParams)).toEqual({
      page: '1',
      per_page: '100',
    });
    expect(screen.getByTestId('report-row-count')).toHaveTextContent('250 rows');

    await user.click(screen.getByRole('tab', { name: 'Events performance' }));
    const events = await screen.findByRole('table', { name: 'Events performance' });
    expect(within(events).getByText('Dock concert (page 1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await within(events).findByText('Dock concert (page 2)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=events_performance&page=2');

    // A new filter starts again at the first page.
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=events_performance&currency=USD'));
    const last = api.callsTo('GET', `${base}/events_performance`).at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({ currency: 'USD', page: '1', per_page: '100' });
  });
});
