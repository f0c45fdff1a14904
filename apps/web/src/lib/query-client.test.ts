import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('createQueryClient', () => {
  it('applies the spec §9 cache defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries?.staleTime).toBe(60_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('shouldRetryQuery', () => {
  it('retries server and network failures up to three times', () => {
    const serverError = new ApiError({ status: 503, message: 'Unavailable' });
    const offline = new ApiError({ status: 0, message: 'Offline' });

    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(2, offline)).toBe(true);
    expect(shouldRetryQuery(2, new TypeError('fetch failed'))).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %s answer', (status) => {
    expect(shouldRetryQuery(0, new ApiError({ status, message: 'No' }))).toBe(false);
  });
});

describe('queryRetryDelay', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
