import { LOCALE_COOKIE, type TLocale } from '@marquee/core';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The raw value of the locale cookie, or null when it is not set. */
export function readLocaleCookie(doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeLocaleCookie(locale: TLocale, doc: Document = document): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie attributes, not text for people
  doc.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
