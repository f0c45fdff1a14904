import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Table, UnstyledButton } from '@mantine/core';
import type { TReport, TReportRow, TSortDirection } from '@marquee/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  firstSortDirection,
  formatReportValue,
  rowCurrency,
  sortReportRows,
  totalsCurrency,
  type TReportColumnMeta,
} from '../lib/report-format';
import { useReportLabels } from '../lib/report-labels';
import type { TReportType } from '../lib/report-types';

type TReportTableProps = {
  type: TReportType;
  report: TReport;
  /** New filters are loading: the rows on screen are the previous ones. */
  isFetching?: boolean;
  /** The table's accessible name (the report's title). */
  label: string;
  /** The totals are over every page of the range, not only the rows on screen. */
  isPaged?: boolean;
};

type TSort = { key: string; direction: TSortDirection };

const isNumeric = (column: TReportColumnMeta) =>
  column.kind === 'number' || column.kind === 'money' || column.kind === 'percent';

/**
 * A report as a table: the columns its `meta` lists, in the reader's language and formats, sortable by any column
 * (on the rows on screen), and a totals row from `meta.totals`.
 */
export function ReportTable({ type, report, isFetching = false, label, isPaged = false }: TReportTableProps) {
  const { t, i18n } = useLingui();
  const labels = useReportLabels();
  const { data: rows, meta } = report;
  const [sort, setSort] = useState<TSort | null>(null);
  const columns = meta.columns;
  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
    return sort && column ? sortReportRows(rows, { ...sort, kind: column.kind }, i18n.locale) : rows;
  }, [rows, columns, sort, i18n.locale]);

  const cellText = (row: TReportRow, column: TReportColumnMeta) =>
    (column.kind === 'text' ? labels.textValue(column.key, row[column.key]) : null) ??
    formatReportValue(row[column.key], column.kind, {
      locale: i18n.locale,
      currency: rowCurrency(row, meta),
      timeZone: meta.timezone,
    });

  const totalsMoney = totalsCurrency(rows, meta);
  const totalText = (column: TReportColumnMeta) => {
    const value = meta.totals[column.key];
    if (value === undefined || (column.kind === 'money' && !totalsMoney)) return null;
    return formatReportValue(value, column.kind, {
      locale: i18n.locale,
      currency: totalsMoney,
      timeZone: meta.timezone,
    });
  };
  const totals = columns.map(totalText);
  const hasTotals = totals.some((text) => text !== null);

  const toggle = (column: TReportColumnMeta) =>
    setSort((current) =>
      current?.key === column.key
        ? { key: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key: column.key, direction: firstSortDirection(column.kind) },
    );

  return (
    <Paper withBorder radius="lg">
      <Table.ScrollContainer minWidth={Math.max(560, columns.length * 120)}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={label}
          aria-busy={isFetching}
          data-testid="report-table"
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : null;
                const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
                return (
                  <Table.Th
                    key={column.key}
                    ta={isNumeric(column) ? 'right' : undefined}
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    <UnstyledButton fw={700} fz="sm" onClick={() => toggle(column)}>
                      <Group gap={4} wrap="nowrap" justify={isNumeric(column) ? 'flex-end' : undefined}>
                        {labels.column(type, column)}
                        <Icon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row, index) => (
              <Table.Tr key={index} data-testid="report-row">
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    ta={isNumeric(column) ? 'right' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                    data-value={row[column.key] ?? ''}
                  >
                    {cellText(row, column)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {hasTotals ? (
            <Table.Tfoot>
              <Table.Tr data-testid="report-totals" fw={700}>
                {columns.map((column, index) =>
                  index === 0 && totals[0] === null ? (
                    <Table.Th key={column.key} scope="row">
                      {isPaged ? t`Total (all pages)` : t`Total`}
                    </Table.Th>
                  ) : (
                    <Table.Td
                      key={column.key}
                      ta={isNumeric(column) ? 'right' : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                      data-testid={`report-total-${column.key}`}
                    >
                      {totals[index] ?? ''}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
