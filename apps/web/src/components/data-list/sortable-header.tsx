import { Group, UnstyledButton } from '@mantine/core';
import type { TSortDirection } from '@marquee/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { nextSort } from '../../lib/list-url-state';

type TSortState = {
  /** The columns the server sorts by (the list's `meta.allowed_sorts`). */
  allowedSorts: readonly string[];
  /** The sort in force: the URL's, else the list's default. */
  sortBy: string;
  sortDirection: TSortDirection;
};

/**
 * Column headers that sort a server-side list: a header the server cannot sort by stays plain text; the
 * others are buttons showing the direction, and `ariaSort` gives the column's `aria-sort`.
 */
export function useSortableHeaders(
  sort: TSortState,
  onSort: (next: { sortBy: string; sortDirection: TSortDirection }) => void,
) {
  const isSortable = (key: string) => sort.allowedSorts.includes(key);
  const header = (label: ReactNode, key: string, defaultDirection: TSortDirection = 'asc') => {
    if (!isSortable(key)) return label;
    const icon =
      sort.sortBy !== key ? (
        <IconSelector size={14} aria-hidden />
      ) : sort.sortDirection === 'desc' ? (
        <IconArrowDown size={14} aria-hidden />
      ) : (
        <IconArrowUp size={14} aria-hidden />
      );
    return (
      <UnstyledButton fw={700} fz="sm" onClick={() => onSort(nextSort(sort, key, defaultDirection))}>
        <Group gap={4} wrap="nowrap">
          {label}
          {icon}
        </Group>
      </UnstyledButton>
    );
  };
  const ariaSort = (key: string) =>
    isSortable(key) && sort.sortBy === key
      ? sort.sortDirection === 'desc'
        ? ('descending' as const)
        : ('ascending' as const)
      : undefined;
  return { header, ariaSort };
}
