import { describe, expect, it } from 'vitest';
import { applyListUrlChange, nextSort, readListUrlState } from './list-url-state';

const KEYS = ['status', 'created_from'] as const;

describe('readListUrlState', () => {
  it('reads page, size, search, sort and the named filters, ignoring anything else', () => {
    const state = readListUrlState(
      new URLSearchParams('page=3&per_page=50&query=ada&sort_by=total_gross&sort_direction=desc&status=COMPLETED&x=1'),
      KEYS,
    );
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      query: 'ada',
      sortBy: 'total_gross',
      sortDirection: 'desc',
      filters: { status: 'COMPLETED' },
    });
  });

  it('falls back to defaults for missing or malformed values', () => {
    const state = readListUrlState(new URLSearchParams('page=-2&per_page=5000&sort_direction=up&status='), KEYS);
    expect(state).toMatchObject({ page: 1, perPage: 100, sortBy: null, sortDirection: null, filters: {} });
  });
});

describe('applyListUrlChange', () => {
  it('returns to page 1 on any change but the page, and keeps parameters the list does not own', () => {
    const previous = new URLSearchParams('page=4&order=abc&status=CANCELLED');
    const next = applyListUrlChange<(typeof KEYS)[number]>(previous, { filters: { status: 'COMPLETED' } });
    expect(next.toString()).toBe('order=abc&status=COMPLETED');
  });

  it('removes cleared filters and default values', () => {
    const previous = new URLSearchParams('status=COMPLETED&query=x&per_page=50');
    const next = applyListUrlChange<(typeof KEYS)[number]>(previous, {
      query: '',
      perPage: 20,
      filters: { status: null },
      page: 2,
    });
    expect(next.toString()).toBe('page=2');
  });
});

describe('nextSort', () => {
  it('starts a new column with its default direction, then flips it', () => {
    expect(nextSort({ sortBy: 'created_at', sortDirection: 'desc' }, 'total_gross', 'desc')).toEqual({
      sortBy: 'total_gross',
      sortDirection: 'desc',
    });
    expect(nextSort({ sortBy: 'total_gross', sortDirection: 'desc' }, 'total_gross')).toEqual({
      sortBy: 'total_gross',
      sortDirection: 'asc',
    });
  });
});
