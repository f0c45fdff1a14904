import {
  DEFAULT_PER_PAGE,
  USER_ROLES,
  USER_STATUSES,
  type TListFilter,
  type TUserRole,
  type TUserStatus,
} from '@marquee/core';
import { useSearchParams } from 'react-router';
import type { TMembersListParams } from '../api/members';

type TMembersFilters = {
  page: number;
  query: string;
  status: TUserStatus | null;
  role: TUserRole | null;
};

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/**
 * The team list's page, search and filters live in the URL (reference: "search, sort, page and filters
 * live in the URL"), so a reload or a shared link shows the same rows. Changing a filter returns to page 1.
 */
export function useMembersSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: TMembersFilters = {
    page: Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1),
    query: searchParams.get('query') ?? '',
    status: pick(USER_STATUSES, searchParams.get('status')),
    role: pick(USER_ROLES, searchParams.get('role')),
  };

  function update(changes: Partial<TMembersFilters>, options: { replace?: boolean } = {}) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: options.replace ?? false },
    );
  }

  const listFilters: TListFilter[] = [];
  if (filters.status) listFilters.push({ field: 'status', operator: 'eq', value: filters.status });
  if (filters.role) listFilters.push({ field: 'role', operator: 'eq', value: filters.role });
  const listParams: TMembersListParams = {
    page: filters.page,
    perPage: DEFAULT_PER_PAGE,
    query: filters.query.trim(),
    filters: listFilters,
  };
  const isFiltered = Boolean(filters.query.trim() || filters.status || filters.role);

  return { ...filters, update, listParams, isFiltered };
}
