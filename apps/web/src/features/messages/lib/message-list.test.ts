import { describe, expect, it } from 'vitest';
import {
  messageListParams,
  messageMoment,
  messageRefetchInterval,
  messagesRefetchInterval,
  PROCESSING_REFETCH_MS,
  steppedSelection,
  WAITING_REFETCH_MS,
} from './message-list';

const state = {
  page: 2,
  perPage: 20,
  query: 'doors',
  sortBy: null,
  sortDirection: null,
  filters: {},
};

describe('messageListParams', () => {
  it('asks for the newest first, with the search and page on screen', () => {
    expect(messageListParams(state)).toEqual({
      page: 2,
      perPage: 20,
      query: 'doors',
      sortBy: 'created_at',
      sortDirection: 'desc',
      filters: [],
    });
  });

  it('filters by a known status and ignores one that is not', () => {
    expect(messageListParams({ ...state, filters: { status: 'SCHEDULED' } }).filters).toEqual([
      { field: 'status', operator: 'eq', value: 'SCHEDULED' },
    ]);
    expect(messageListParams({ ...state, filters: { status: 'LOST' } }).filters).toEqual([]);
  });
});

describe('refetch intervals', () => {
  it('follows a message going out closely, a waiting one now and then, and a settled one never', () => {
    expect(messageRefetchInterval({ status: 'PROCESSING' })).toBe(PROCESSING_REFETCH_MS);
    expect(messageRefetchInterval({ status: 'SCHEDULED' })).toBe(WAITING_REFETCH_MS);
    expect(messageRefetchInterval({ status: 'PENDING_REVIEW' })).toBe(WAITING_REFETCH_MS);
    for (const status of ['SENT', 'FAILED', 'CANCELLED'] as const) {
      expect(messageRefetchInterval({ status })).toBe(false);
    }
  });

  it('takes the busiest message of the list', () => {
    expect(messagesRefetchInterval([])).toBe(false);
    expect(messagesRefetchInterval([{ status: 'SENT' }, { status: 'SCHEDULED' }])).toBe(WAITING_REFETCH_MS);
    expect(messagesRefetchInterval([{ status: 'SCHEDULED' }, { status: 'PROCESSING' }, { status: 'SENT' }])).toBe(
      PROCESSING_REFETCH_MS,
    );
  });
});

describe('messageMoment', () => {
  const base = { created_at: '2030-01-01T10:00:00Z', scheduled_at: null, sent_at: null, status: 'PROCESSING' as const };

  it('is when it went, else when it goes, else when it was written', () => {
    expect(messageMoment({ ...base, sent_at: '2030-01-01T10:01:00Z', scheduled_at: '2030-01-01T10:00:30Z' })).toEqual({
      kind: 'SENT',
      at: '2030-01-01T10:01:00Z',
    });
    expect(messageMoment({ ...base, status: 'SCHEDULED', scheduled_at: '2030-02-01T10:00:00Z' })).toEqual({
      kind: 'SCHEDULED',
      at: '2030-02-01T10:00:00Z',
    });
    expect(messageMoment(base)).toEqual({ kind: 'CREATED', at: '2030-01-01T10:00:00Z' });
  });
});

describe('steppedSelection', () => {
  const ids = ['a', 'b', 'c'];

  it('moves one step and stops at the ends', () => {
    expect(steppedSelection(ids, 'b', 1)).toBe('c');
    expect(steppedSelection(ids, 'b', -1)).toBe('a');
    expect(steppedSelection(ids, 'c', 1)).toBe('c');
    expect(steppedSelection(ids, 'a', -1)).toBe('a');
  });

  it('starts at the first (down) or last (up) when nothing on the page is selected', () => {
    expect(steppedSelection(ids, null, 1)).toBe('a');
    expect(steppedSelection(ids, 'elsewhere', -1)).toBe('c');
    expect(steppedSelection([], null, 1)).toBeNull();
  });
});
