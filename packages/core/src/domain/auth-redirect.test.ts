import { describe, expect, it } from 'vitest';
import {
  AUTH_EXEMPT_PATH_FRAGMENTS,
  DEFAULT_AFTER_LOGIN_PATH,
  PREVIOUS_URL_STORAGE_KEY,
  isAuthExemptPath,
  safeAfterLoginPath,
} from './auth-redirect';

describe('auth redirect constants', () => {
  it('lists the exempt path fragments of spec §8, in order', () => {
    expect(AUTH_EXEMPT_PATH_FRAGMENTS).toEqual([
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
    ]);
  });

  it('names the storage key and the default destination', () => {
    expect(PREVIOUS_URL_STORAGE_KEY).toBe('marquee.previous-url');
    expect(DEFAULT_AFTER_LOGIN_PATH).toBe('/manage/events');
  });
});

describe('isAuthExemptPath', () => {
  it.each([
    ['auth/login', '/auth/login'],
    ['accept-invitation', '/accept-invitation/abc123'],
    ['register', '/register'],
    ['forgot-password', '/forgot-password'],
    ['auth', '/auth/reset-password/token'],
    ['account/payment', '/account/payment/return'],
    ['checkout', '/checkout/1/o_x/details'],
    ['/event/', '/event/12/summer-fest'],
    ['print', '/tickets/print'],
    ['/order/', '/o/order/7'],
    ['widget', '/widget/3'],
    ['/product/', '/shop/product/5'],
    ['check-in', '/check-in/ci_abc'],
    ['/events/', '/organizer/4/events/upcoming'],
  ])('exempts a path containing %j (%s)', (_fragment, pathname) => {
    expect(isAuthExemptPath(pathname)).toBe(true);
  });

  it('exempts a path for each fragment on its own', () => {
    for (const fragment of AUTH_EXEMPT_PATH_FRAGMENTS) {
      expect(isAuthExemptPath(`/x/${fragment}/y`)).toBe(true);
    }
  });

  it('exempts the checkout pages', () => {
    expect(isAuthExemptPath('/checkout/1/o_x/details')).toBe(true);
    expect(isAuthExemptPath('/checkout/1/o_x/summary')).toBe(true);
  });

  it.each([
    '/manage/event/123/orders',
    '/manage/event/123/check-in',
    '/manage/event/123/products',
    '/manage/event/1/widget',
    '/manage/event/1/order/5/print',
  ])('does not exempt the organiser event page %s', (pathname) => {
    expect(isAuthExemptPath(pathname)).toBe(false);
  });

  it.each(['/', '', '/manage/events', '/manage/settings', '/manage/organizer/4/dashboard', '/account/settings'])(
    'does not exempt %j',
    (pathname) => {
      expect(isAuthExemptPath(pathname)).toBe(false);
    },
  );

  it('matches fragments by containment, as the spec says', () => {
    expect(isAuthExemptPath('/manage/events/')).toBe(true);
    expect(isAuthExemptPath('/manage/authors')).toBe(true);
    expect(isAuthExemptPath('/event')).toBe(false);
  });

  it('applies the /manage/event/ rule only as a prefix', () => {
    expect(isAuthExemptPath('/x/manage/event/1')).toBe(true);
  });
});

describe('safeAfterLoginPath', () => {
  it.each([
    '/manage/events',
    '/manage/event/123/orders',
    '/manage/event/123/orders?page=2&sort_by=created_at#top',
    '/account/settings',
    '/manage/authors',
    '/authority',
    '/search?q=a:b',
    '/manage/event/1/orders?redirect=//evil.example',
    '/',
  ])('returns the safe stored path %j unchanged', (stored) => {
    expect(safeAfterLoginPath(stored)).toBe(stored);
  });

  it.each([null, undefined, ''])('falls back to the default for %j', (stored) => {
    expect(safeAfterLoginPath(stored)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });

  it.each([
    ['an absolute URL to another site', 'https://evil.example/phish'],
    ['an absolute URL to our own site', 'http://localhost:8080/manage/events'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a protocol-relative URL with three slashes', '///evil.example'],
    ['a backslash authority', '/\\evil.example'],
    ['a double backslash', '\\\\evil.example'],
    ['a backslash then slash', '\\/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a JavaScript: URL with odd case', 'JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without a slash', 'manage/events'],
    ['a dot-relative path', './manage/events'],
    ['a leading space', ' /manage/events'],
    ['a leading space before //', ' //evil.example'],
    ['a tab hidden between the slashes', '/\t/evil.example'],
    ['a newline hidden between the slashes', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL character', '/manage\u0000/events'],
    ['a dot segment leading to //', '/..//evil.example'],
    ['a dot segment leading to /\\', '/./\\evil.example'],
  ])('rejects %s', (_label, stored) => {
    expect(safeAfterLoginPath(stored)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });

  it.each([
    '/auth/login',
    '/auth/login?redirect=/manage/events',
    '/auth/register',
    '/auth/forgot-password',
    '/auth',
    '/auth/',
    '/Auth/Login',
    '/AUTH/LOGIN',
    '/%61uth/login',
    '/manage/../auth/login',
    '/auth/../auth/login',
  ])('rejects the auth page %j, which would loop back to login', (stored) => {
    expect(safeAfterLoginPath(stored)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });

  it('does not throw on malformed percent escapes', () => {
    expect(safeAfterLoginPath('/manage/%E0%A4%A')).toBe('/manage/%E0%A4%A');
    expect(safeAfterLoginPath('/%zz')).toBe('/%zz');
  });

  it('rejects non-strings at runtime', () => {
    expect(safeAfterLoginPath(42 as unknown as string)).toBe(DEFAULT_AFTER_LOGIN_PATH);
    expect(safeAfterLoginPath({ toString: () => '/manage' } as unknown as string)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });
});
