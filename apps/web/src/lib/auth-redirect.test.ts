import { PREVIOUS_URL_STORAGE_KEY } from '@marquee/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { redirectToLoginOnAuthError, takePreviousUrl } from './auth-redirect';
import { createQueryClient } from './query-client';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const unauthorised = new ApiError({ status: 401, message: 'Unauthenticated' });
const forbidden = new ApiError({ status: 403, message: 'Forbidden' });

describe('redirectToLoginOnAuthError', () => {
  it('stores the full URL and goes to login on a 401 from a non-exempt page', () => {
    const navigate = vi.fn();

    const isRedirected = redirectToLoginOnAuthError(unauthorised, {
      location: at('/manage/event/12/orders', '?page=2', '#top'),
      navigate,
    });

    expect(isRedirected).toBe(true);
    expect(localStorage.getItem(PREVIOUS_URL_STORAGE_KEY)).toBe('/manage/event/12/orders?page=2#top');
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it.each(['/auth/login', '/checkout/5/ABC/details', '/event/5/summer-fest', '/events/3/acme', '/widget/9'])(
    'leaves exempt page %s alone',
    (pathname) => {
      const navigate = vi.fn();

      expect(redirectToLoginOnAuthError(unauthorised, { location: at(pathname), navigate })).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
      expect(localStorage.getItem(PREVIOUS_URL_STORAGE_KEY)).toBeNull();
    },
  );

  it('leaves a 403 to the page: the user is signed in, login would only bounce them on', () => {
    const navigate = vi.fn();

    expect(redirectToLoginOnAuthError(forbidden, { location: at('/manage/event/12/orders'), navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(PREVIOUS_URL_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a 404', new ApiError({ status: 404, message: 'Not found' })],
    ['a 500', new ApiError({ status: 500, message: 'Boom' })],
    ['a network failure', new ApiError({ status: 0, message: 'Offline' })],
    ['a plain error', new Error('nope')],
  ])('ignores %s', (_label, error) => {
    const navigate = vi.fn();

    expect(redirectToLoginOnAuthError(error, { location: at('/manage/events'), navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('takePreviousUrl', () => {
  it('returns the stored URL once', () => {
    localStorage.setItem(PREVIOUS_URL_STORAGE_KEY, '/manage/account');

    expect(takePreviousUrl()).toBe('/manage/account');
    expect(takePreviousUrl()).toBeNull();
  });
});

describe('query cache wiring', () => {
  it('hands every failed query and mutation to the auth handler', async () => {
    const onAuthError = vi.fn();
    const client = createQueryClient({ onAuthError });

    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(unauthorised), retry: false }),
    ).rejects.toBe(unauthorised);
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(forbidden) })
        .execute(undefined),
    ).rejects.toBe(forbidden);

    expect(onAuthError).toHaveBeenCalledWith(unauthorised);
    expect(onAuthError).toHaveBeenCalledWith(forbidden);
  });

  it('skips queries that handle auth errors themselves', async () => {
    const onAuthError = vi.fn();
    const client = createQueryClient({ onAuthError });

    await expect(
      client.fetchQuery({
        queryKey: ['me'],
        queryFn: () => Promise.reject(unauthorised),
        retry: false,
        meta: { isAuthRedirectDisabled: true },
      }),
    ).rejects.toBe(unauthorised);

    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('redirects through the default handler when the page is not exempt', async () => {
    const navigate = vi.fn();
    const { setAuthRedirectNavigator } = await import('./auth-redirect');
    setAuthRedirectNavigator(navigate);
    window.history.pushState({}, '', '/manage/events?status=live');
    const client = createQueryClient();

    await expect(
      client.fetchQuery({ queryKey: ['events'], queryFn: () => Promise.reject(unauthorised), retry: false }),
    ).rejects.toBe(unauthorised);

    expect(navigate).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.getItem(PREVIOUS_URL_STORAGE_KEY)).toBe('/manage/events?status=live');
    window.history.pushState({}, '', '/');
  });
});
