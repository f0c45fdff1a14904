import { Paper, Skeleton, Table, Text } from '@mantine/core';
import type { TSortDirection } from '@marquee/core';
import type { ReactNode } from 'react';
import type { useSortableHeaders } from './sortable-header';

export type TListColumn = {
  key: string;
  header: ReactNode;
  /** The server's sort field, when the column sorts. */
  sortKey?: string;
  /** The direction a first click sorts in (newest or largest first for dates and amounts). */
  defaultDirection?: TSortDirection;
};

type TListTableProps<TRow> = {
  testId: string;
  columns: TListColumn[];
  sorting: ReturnType<typeof useSortableHeaders>;
  /** Undefined while the first page loads. */
  rows: TRow[] | undefined;
  /** A refetch is under way (new filters): the rows on screen are the previous ones. */
  isFetching: boolean;
  loadingLabel: string;
  /** Shown when the search and filters match nothing. */
  noMatch: ReactNode;
  renderRow: (row: TRow) => ReactNode;
  minWidth?: number;
};

/** The table of a paged back-office list: sortable headers, a loading skeleton, a "nothing matches" row. */
export function ListTable<TRow>({
  testId,
  columns,
  sorting,
  rows,
  isFetching,
  loadingLabel,
  noMatch,
  renderRow,
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
                <Table.Th key={column.key} aria-sort={column.sortKey ? sorting.ariaSort(column.sortKey) : undefined}>
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
                : rows.map(renderRow)}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
