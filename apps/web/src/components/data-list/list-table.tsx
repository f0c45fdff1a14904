import { Paper, Skeleton, Table, Text, type MantineBreakpoint, type TableTdProps } from '@mantine/core';
import type { TSortDirection } from '@marquee/core';
import type { ReactNode } from 'react';
import type { useSortableHeaders } from './sortable-header';

type TListColumnBase<TRow> = {
  key: string;
  header: ReactNode;
  /** The column's cell in one row. */
  cell: (row: TRow) => ReactNode;
  /** Props of the cell itself, e.g. a menu cell that must not open the row. */
  cellProps?: TableTdProps;
  /** The server's sort field, when the column sorts. */
  sortKey?: string;
  /** The direction a first click sorts in (newest or largest first for dates and amounts). */
  defaultDirection?: TSortDirection;
  /** Shown from this screen width up; below it, the identifying column's cell repeats what matters. */
  visibleFrom?: MantineBreakpoint;
};

/**
 * One column of a back-office list: its header and its cell. A column a person may hide names itself in the
 * Columns menu with its (string) header; the identifying column and the actions are always shown
 * (docs/decisions/095-list-column-visibility.md).
 */
export type TListColumn<TRow> = TListColumnBase<TRow> &
  ({ canHide?: false } | { canHide: true; header: string; isHiddenByDefault?: boolean });

type TListTableProps<TRow> = {
  testId: string;
  /** The columns on screen, in order (hidden ones already left out: see useColumnVisibility). */
  columns: TListColumn<TRow>[];
  sorting: ReturnType<typeof useSortableHeaders>;
  /** Undefined while the first page loads. */
  rows: TRow[] | undefined;
  rowKey: (row: TRow) => string;
  rowTestId: string;
  /** Makes the whole row a way to open it (its links and buttons still act on their own). */
  onRowClick?: (row: TRow) => void;
  /** A refetch is under way (new filters): the rows on screen are the previous ones. */
  isFetching: boolean;
  loadingLabel: string;
  /** Shown when the search and filters match nothing. */
  noMatch: ReactNode;
  minWidth?: number;
};

/** The table of a paged back-office list: sortable headers, a loading skeleton, a "nothing matches" row. */
export function ListTable<TRow>({
  testId,
  columns,
  sorting,
  rows,
  rowKey,
  rowTestId,
  onRowClick,
  isFetching,
  loadingLabel,
  noMatch,
  minWidth = 760,
}: TListTableProps<TRow>) {
  const fullWidthRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length}>{content}</Table.Td>
    </Table.Tr>
  );
  return (
    <Paper withBorder radius="lg">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover data-testid={testId} aria-busy={isFetching}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  visibleFrom={column.visibleFrom}
                  aria-sort={column.sortKey ? sorting.ariaSort(column.sortKey) : undefined}
                >
                  {column.sortKey
                    ? sorting.header(column.header, column.sortKey, column.defaultDirection)
                    : column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!rows
              ? fullWidthRow(<Skeleton h={120} aria-label={loadingLabel} />)
              : rows.length === 0
                ? fullWidthRow(
                    <Text c="dimmed" ta="center" py="md">
                      {noMatch}
                    </Text>,
                  )
                : rows.map((row) => (
                    <Table.Tr
                      key={rowKey(row)}
                      data-testid={rowTestId}
                      style={onRowClick ? { cursor: 'pointer' } : undefined}
                      onClick={onRowClick ? () => onRowClick(row) : undefined}
                    >
                      {columns.map((column) => (
                        <Table.Td key={column.key} visibleFrom={column.visibleFrom} {...column.cellProps}>
                          {column.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
