import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  CloseButton,
  Group,
  Menu,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TList, TSortDirection } from '@marquee/core';
import { IconArrowDown, IconArrowUp, IconDots, IconSearch, IconSelector } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import type { TResourceListParams } from '../api/event-resource-api';

export type TResourceColumn<TItem> = {
  key: string;
  header: ReactNode;
  /** A field the server sorts on (the list's `allowed_sorts`). */
  sortKey?: string;
  render: (item: TItem) => ReactNode;
};

export type TResourceAction<TItem> = {
  label: string;
  icon: ReactNode;
  onClick: (item: TItem) => void;
  isDanger?: boolean;
};

/** The list query state of a table: page, search and server sort. */
export function useResourceListState(perPage = 20) {
  const [params, setParams] = useState<TResourceListParams>({ page: 1, perPage, query: '' });
  return {
    params,
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    setQuery: (query: string) => setParams((current) => ({ ...current, query, page: 1 })),
    toggleSort: (sortBy: string, defaultDirection: TSortDirection = 'asc') =>
      setParams((current) => ({
        ...current,
        page: 1,
        sortBy,
        sortDirection:
          current.sortBy === sortBy ? (current.sortDirection === 'asc' ? 'desc' : 'asc') : defaultDirection,
      })),
  };
}

type TResourceTableProps<TItem extends { id: string }> = {
  list: { data?: TList<TItem>; isError: boolean; error: Error | null; refetch: () => unknown; isFetching: boolean };
  state: ReturnType<typeof useResourceListState>;
  columns: TResourceColumn<TItem>[];
  actions: TResourceAction<TItem>[];
  /** The accessible name of a row's action menu, e.g. "Actions for SUMMER10". */
  rowLabel: (item: TItem) => string;
  searchPlaceholder?: string;
  loadErrorTitle: ReactNode;
  /** Shown when the event has none at all (not when a search finds nothing). */
  empty: ReactNode;
  testId: string;
};

/**
 * The event-resource table shared by capacity assignments, promo codes and affiliates: optional search,
 * server-sorted headers, pages, a row action menu, and loading, error and empty states.
 */
export function ResourceTable<TItem extends { id: string }>({
  list,
  state,
  columns,
  actions,
  rowLabel,
  searchPlaceholder,
  loadErrorTitle,
  empty,
  testId,
}: TResourceTableProps<TItem>) {
  const { t } = useLingui();
  const [searchText, setSearchText] = useState(state.params.query);
  const applySearch = useDebouncedCallback((query: string) => state.setQuery(query), 300);
  const data = list.data;

  if (list.isError) {
    return <LoadError title={loadErrorTitle} error={list.error!} onRetry={() => void list.refetch()} />;
  }
  if (data && data.meta.total === 0 && !state.params.query) return <>{empty}</>;

  const sortIcon = (sortKey: string) =>
    state.params.sortBy !== sortKey ? (
      <IconSelector size={14} aria-hidden />
    ) : state.params.sortDirection === 'desc' ? (
      <IconArrowDown size={14} aria-hidden />
    ) : (
      <IconArrowUp size={14} aria-hidden />
    );

  return (
    <Stack gap="sm">
      {searchPlaceholder ? (
        <TextInput
          maw={360}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          rightSection={
            searchText ? (
              <CloseButton
                aria-label={t`Clear search`}
                onClick={() => {
                  setSearchText('');
                  state.setQuery('');
                }}
              />
            ) : null
          }
        />
      ) : null}
      <Paper withBorder radius="lg">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover data-testid={testId} aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    aria-sort={
                      column.sortKey && state.params.sortBy === column.sortKey
                        ? state.params.sortDirection === 'desc'
                          ? 'descending'
                          : 'ascending'
                        : undefined
                    }
                  >
                    {column.sortKey ? (
                      <UnstyledButton onClick={() => state.toggleSort(column.sortKey!)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap">
                          {column.header}
                          {sortIcon(column.sortKey)}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
                <Table.Th w={48}>
                  <VisuallyHidden>
                    <Trans>Actions</Trans>
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!data ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 1}>
                    <Skeleton h={80} />
                  </Table.Td>
                </Table.Tr>
              ) : data.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 1}>
                    <Text c="dimmed" ta="center" py="md">
                      <Trans>Nothing matches this search.</Trans>
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                data.data.map((item) => (
                  <Table.Tr key={item.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>{column.render(item)}</Table.Td>
                    ))}
                    <Table.Td>
                      <Menu position="bottom-end" shadow="md">
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={rowLabel(item)}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {actions.map((action) => (
                            <Menu.Item
                              key={action.label}
                              color={action.isDanger ? 'red' : undefined}
                              leftSection={action.icon}
                              onClick={() => action.onClick(item)}
                            >
                              {action.label}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {data && data.meta.last_page > 1 ? (
        <Group justify="center">
          <Pagination total={data.meta.last_page} value={state.params.page} onChange={state.setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
