import { isAuthExemptPath, PREVIOUS_URL_STORAGE_KEY } from '@marquee/core';
import { isApiError } from './api-error';

export const LOGIN_PATH = '/auth/login';

type TNavigate = (to: string) => void;

// Replaced by the router's navigate once the router exists (see app/app.tsx); a full page load until then.
let navigateTo: TNavigate = (to) => window.location.assign(to);

export function setAuthRedirectNavigator(navigate: TNavigate): void {
  navigateTo = navigate;
}

/**
 * Spec §8: a 401 on a page that is not exempt stores where the user was (path, query and hash) and sends
 * them to the login page. Returns whether it redirected. A 403 is left to the page: the user is signed in, so
 * the login page would only bounce them on to their events without saying why; the page shows "no access"
 * instead (`LoadError` does so for every failed load).
 */
export function redirectToLoginOnAuthError(
  error: unknown,
  options: { location?: Pick<Location, 'pathname' | 'search' | 'hash'>; storage?: Storage; navigate?: TNavigate } = {},
): boolean {
  if (!isApiError(error) || !error.isUnauthenticated) return false;
  const { location = window.location, storage = window.localStorage, navigate = navigateTo } = options;
  if (isAuthExemptPath(location.pathname)) return false;
  try {
    storage.setItem(PREVIOUS_URL_STORAGE_KEY, `${location.pathname}${location.search}${location.hash}`);
  } catch {
    // Storage can be full or blocked; the user still has to sign in, they just land on the default page.
  }
  navigate(LOGIN_PATH);
  return true;
}

/** Reads and forgets the URL stored before the login redirect. */
export function takePreviousUrl(storage: Storage = window.localStorage): string | null {
  try {
    const stored = storage.getItem(PREVIOUS_URL_STORAGE_KEY);
    storage.removeItem(PREVIOUS_URL_STORAGE_KEY);
    return stored;
  } catch {
    return null;
  }
}
