import { REPORT_COLUMNS, type TReport, type TReportMeta, type TReportRow } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useReportLabels, type TReportLabels } from '../lib/report-labels';
import type { TReportType } from '../lib/report-types';
import { ReportTable } from './report-table';

function buildReport(type: TReportType, data: TReportRow[], meta: Partial<TReportMeta> = {}): TReport {
  return {
    data,
    meta: {
      type,
      start_date: '2026-02-01',
      end_date: '2026-02-28',
      timezone: 'America/New_York',
      currency: 'EUR',
      totals: {},
      columns: REPORT_COLUMNS[type],
      ...meta,
    },
  };
}

const productSales = buildReport(
  'product_sales',
  [
    {
      product_id: 'p1',
      title: 'Standing',
      type: 'PAID',
      number_sold: 3,
      total_before_discount: 7500,
      total_discount: 0,
      total_service_fees: 300,
      total_tax: 1638,
      total_gross: 9438,
    },
    {
      product_id: 'p2',
      title: 'Balcony',
      type: 'PAID',
      number_sold: 10,
      total_before_discount: 125000,
      total_discount: 2500,
      total_service_fees: 1000,
      total_tax: 0,
      total_gross: 123450,
    },
    {
      product_id: 'p3',
      title: 'T-shirt',
      type: 'DONATION',
      number_sold: 1,
      total_before_discount: 2000,
      total_discount: 0,
      total_service_fees: 0,
      total_tax: 0,
      total_gross: 2000,
    },
  ],
  {
    totals: {
      number_sold: 14,
      total_before_discount: 134500,
      total_discount: 2500,
      total_service_fees: 1300,
      total_tax: 1638,
      total_gross: 134888,
    },
  },
);

const table = () => screen.getByRole('table', { name: 'Product sales' });
const bodyRows = () => within(table()).getAllByTestId('report-row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ReportTable', () => {
  it("shows every column with its header, money in the report's currency and a totals row", () => {
    renderWithProviders(<ReportTable type="product_sales" report={productSales} label="Product sales" />);

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Product', 'Type', 'Sold', 'Before discounts', 'Discounts', 'Fees', 'Tax', 'Gross']);
    const balcony = within(bodyRows()[1]!).getAllByRole('cell');
    expect(balcony.map((cell) => cell.textContent)).toEqual([
      'Balcony',
      'Paid',
      '10',
      '€1,250.00',
      '€25.00',
      '€10.00',
      '€0.00',
      '€1,234.50',
    ]);
    expect(within(bodyRows()[2]!).getByText('Donation')).toBeInTheDocument();

    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(totals).getByTestId('report-total-number_sold')).toHaveTextContent('14');
    expect(within(totals).getByTestId('report-total-total_gross')).toHaveTextContent('€1,348.88');
    expect(within(totals).getByTestId('report-total-type')).toHaveTextContent('');
  });

  it('sorts by a column on a click, largest first for amounts, then the other way, saying so with aria-sort', async () => {
    renderWithProviders(<ReportTable type="product_sales" report={productSales} label="Product sales" />);
    const user = userEvent.setup();
    const header = (name: string) => within(table()).getByRole('columnheader', { name });

    expect(firstCells()).toEqual(['Standing', 'Balcony', 'T-shirt']);
    expect(header('Gross')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Gross')).getByRole('button'));
    expect(header('Gross')).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Balcony', 'Standing', 'T-shirt']);

    await user.click(within(header('Gross')).getByRole('button'));
    expect(header('Gross')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['T-shirt', 'Standing', 'Balcony']);

    // Text sorts A to Z first, from the keyboard as well; the previous column no longer claims the sort.
    within(header('Product')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Product')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Gross')).not.toHaveAttribute('aria-sort');
    expect(firstCells()).toEqual(['Balcony', 'Standing', 'T-shirt']);
    // The totals stay below, whatever the order.
    expect(within(screen.getByTestId('report-totals')).getByRole('rowheader')).toHaveTextContent('Total');
  });

  it('puts rows without a value last in either direction and shows instants on the report clock', async () => {
    const report = buildReport('promo_codes_report', [
      { promo_code_id: 'a', code: 'EARLY', status: 'Limit Reached', first_used_at: '2026-03-01T00:30:00Z' },
      { promo_code_id: 'b', code: 'UNUSED', status: 'Active', first_used_at: null },
      { promo_code_id: 'c', code: 'LATE', status: 'Expired', first_used_at: '2026-02-10T12:00:00Z' },
    ]);
    renderWithProviders(<ReportTable type="promo_codes_report" report={report} label="Promo codes" />);
    const user = userEvent.setup();
    const promoTable = screen.getByRole('table', { name: 'Promo codes' });
    const codes = () =>
      within(promoTable)
        .getAllByTestId('report-row')
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

    // 00:30 UTC on 1 March is the evening of 28 February in New York.
    const early = within(promoTable).getAllByTestId('report-row')[0]!;
    expect(within(early).getByText('Feb 28, 2026, 7:30 PM')).toBeInTheDocument();
    expect(within(early).getByText('Limit reached')).toBeInTheDocument();
    expect(screen.queryByTestId('report-totals')).not.toBeInTheDocument();

    const firstUsed = within(promoTable).getByRole('columnheader', { name: 'First used' });
    await user.click(within(firstUsed).getByRole('button'));
    expect(codes()).toEqual(['EARLY', 'LATE', 'UNUSED']);
    await user.click(within(firstUsed).getByRole('button'));
    expect(codes()).toEqual(['LATE', 'EARLY', 'UNUSED']);
  });

  it("formats each row's money in its own currency when an organizer report mixes them, without money totals", () => {
    const report = buildReport(
      'revenue_summary',
      [
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
        { currency: 'JPY', orders: 1, tickets: 1, gross: 5000, refunded: 500, cancelled: 0, net: 4500, tax: 0, fee: 0 },
      ],
      { currency: null, totals: { orders: 3, tickets: 4 } },
    );
    renderWithProviders(<ReportTable type="revenue_summary" report={report} label="Revenue summary" isPaged />);

    const rows = within(screen.getByRole('table', { name: 'Revenue summary' })).getAllByTestId('report-row');
    expect(within(rows[0]!).getByText('€94.38')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('¥5,000')).toBeInTheDocument();
    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total (all pages)');
    expect(within(totals).getByTestId('report-total-orders')).toHaveTextContent('3');
    expect(within(totals).getByTestId('report-total-gross')).toHaveTextContent('');
  });
});

describe('report labels', () => {
  it("translate every column of every report, the English text being the contract's (the exports' header)", () => {
    let labels: TReportLabels | undefined;
    function Probe() {
      labels = useReportLabels();
      return null;
    }
    renderWithProviders(<Probe />);
    for (const [type, columns] of Object.entries(REPORT_COLUMNS)) {
      for (const column of columns) {
        // A column without its own message would fall back to the label: ask with another one to catch it.
        expect(labels!.column(type as TReportType, { key: column.key, label: '?' }), `${type}.${column.key}`).toBe(
          column.label,
        );
      }
    }
  });
});
