/*
 * Spec §8: any 401 or 403 on a non-exempt page stores the current URL as the previous URL and sends the
 * user to /auth/login; after login they return to it (default /manage/events). Exempt pages are the
 * public ones (checkout, event pages, widget, …), where an unauthenticated answer is expected and the
 * visitor must stay put.
 */

/** Spec §8, in the spec's order. Matched by containment anywhere in the path. */
export const AUTH_EXEMPT_PATH_FRAGMENTS = [
  'auth/login',
  'accept-invitation',
  'register',
  'forgot-password',
  'auth',
  'account/payment',
  'checkout',
  '/event/',
  'print',
  '/order/',
  'widget',
  '/product/',
  'check-in',
  '/events/',
] as const;

/** Local-storage key of the URL to return to after login. */
export const PREVIOUS_URL_STORAGE_KEY = 'marquee.previous-url';

export const DEFAULT_AFTER_LOGIN_PATH = '/manage/events';

// Organiser pages like /manage/event/1/orders contain '/event/' and '/order/' but need a login.
const MANAGE_EVENT_PREFIX = '/manage/event/';

export function isAuthExemptPath(pathname: string): boolean {
  if (pathname.startsWith(MANAGE_EVENT_PREFIX)) return false;
  return AUTH_EXEMPT_PATH_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}

// Only used to resolve relative paths; the .invalid TLD can never be a real origin.
const PROBE_ORIGIN = 'https://marquee-probe.invalid';

// Browsers strip tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

function isAuthPage(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot spell /auth/, so the raw path is judged as is.
  }
  // The router matches paths case-insensitively, so /Auth/Login is the login page too.
  const lower = decoded.toLowerCase();
  return lower === '/auth' || lower.startsWith('/auth/');
}

/**
 * The stored previous URL if it is safe to navigate to after login, else DEFAULT_AFTER_LOGIN_PATH.
 * Safe means a same-origin relative path (`/…`, never `//host`, `/\host` or `scheme:`), since local
 * storage can be written by anyone who gets a link opened, and not an auth page, which would loop.
 * Store `pathname + search + hash`, not the absolute URL: absolute URLs are always rejected.
 */
export function safeAfterLoginPath(stored: string | null | undefined): string {
  if (typeof stored !== 'string') return DEFAULT_AFTER_LOGIN_PATH;
  if (!stored.startsWith('/') || stored.startsWith('//') || stored.startsWith('/\\')) return DEFAULT_AFTER_LOGIN_PATH;
  if (CONTROL_CHARACTER.test(stored)) return DEFAULT_AFTER_LOGIN_PATH;
  // Let the URL parser have the final word on where the path really leads.
  let resolved: URL;
  try {
    resolved = new URL(stored, PROBE_ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN_PATH;
  }
  if (resolved.origin !== PROBE_ORIGIN) return DEFAULT_AFTER_LOGIN_PATH;
  // '/..//evil.example' stays on our origin but normalises to the path '//evil.example', which turns
  // into an open redirect the moment anything reuses that path as a URL.
  if (resolved.pathname.startsWith('//')) return DEFAULT_AFTER_LOGIN_PATH;
  if (isAuthPage(resolved.pathname)) return DEFAULT_AFTER_LOGIN_PATH;
  return stored;
}
