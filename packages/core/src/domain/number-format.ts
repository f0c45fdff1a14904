/*
 * Spec: "Numbers are shown in the locale's number format; a non-number shows as 0."
 * Our locale ids are lower case ('zh-cn', 'pt-br'); Intl accepts any casing, but the canonical form is
 * what browsers report and what tests and logs compare against, so it is restored here.
 */

const FALLBACK_INTL_LOCALE = 'en';

/** Our lower-case locale id in BCP 47 casing: 'zh-cn' → 'zh-CN', 'zh-hant-hk' → 'zh-Hant-HK', 'en' → 'en'. */
export function toIntlLocale(locale: string): string {
  const subtags = locale.trim().replace(/_/g, '-').split('-');
  let inExtension = false;
  return subtags
    .map((subtag, index) => {
      const lower = subtag.toLowerCase();
      if (index === 0) return lower;
      // After a singleton ('u', 'x', …) come extension keys such as 'nu' or 'ca', which are not regions.
      if (subtag.length === 1) inExtension = true;
      if (inExtension) return lower;
      if (/^[a-z]{2}$/i.test(subtag)) return lower.toUpperCase();
      if (/^[a-z]{4}$/i.test(subtag)) return lower.charAt(0).toUpperCase() + lower.slice(1);
      return lower;
    })
    .join('-');
}

/**
 * The Intl locale for one of ours. Malformed tags make Intl throw, and well-formed but unknown ones ('xx') would
 * silently use the runtime's default locale, which differs between servers and browsers; both fall back to English.
 */
export function resolveIntlLocale(locale: string): string {
  try {
    const [supported] = Intl.NumberFormat.supportedLocalesOf(toIntlLocale(locale));
    return supported ?? FALLBACK_INTL_LOCALE;
  } catch {
    return FALLBACK_INTL_LOCALE;
  }
}

/**
 * Formats `value` for `locale`; anything that is not a finite number (NaN, ±Infinity, null, strings,
 * objects, bigints) shows as 0 in that locale, formatted with the same options.
 * Invalid `options` still throw: that is a programming error, not bad data.
 */
export function formatNumber(value: unknown, locale: string, options?: Intl.NumberFormatOptions): string {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  // Intl renders negative zero as "-0", which is noise for a count or an amount.
  const normalised = Object.is(number, -0) ? 0 : number;
  return new Intl.NumberFormat(resolveIntlLocale(locale), options).format(normalised);
}
