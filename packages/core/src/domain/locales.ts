/** The 13 locales the product ships (spec §3), with their names as speakers write them. */
export const SUPPORTED_LOCALES = [
  'en',
  'de',
  'fr',
  'it',
  'nl',
  'pt',
  'es',
  'zh-cn',
  'zh-hk',
  'pt-br',
  'vi',
  'tr',
  'hu',
] as const;
export type TLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';
export const LOCALE_COOKIE = 'locale';

export const LOCALE_DISPLAY_NAMES: Record<TLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  es: 'Español',
  'zh-cn': '简体中文',
  'zh-hk': '繁體中文（香港）',
  'pt-br': 'Português (Brasil)',
  vi: 'Tiếng Việt',
  tr: 'Türkçe',
  hu: 'Magyar',
};

export function isSupportedLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Matches one language tag against the supported list: exactly first ("pt-BR" → "pt-br"),
 * then by prefix ("de-AT" → "de", "zh" → "zh-cn"). Returns null when nothing matches.
 */
export function matchLocale(tag: string | null | undefined): TLocale | null {
  if (!tag) return null;
  const normalised = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!normalised) return null;
  if (isSupportedLocale(normalised)) return normalised;
  // Traditional-script Chinese readers are better served by zh-hk than by the simplified zh-cn a bare prefix would pick.
  if (/^zh-(tw|mo|hant)/.test(normalised)) return 'zh-hk';
  const language = normalised.split('-')[0];
  if (!language) return null;
  if (isSupportedLocale(language)) return language;
  return SUPPORTED_LOCALES.find((locale) => locale.split('-')[0] === language) ?? null;
}

/**
 * Spec §9: the locale cookie, else the browser languages in order, else English.
 * After sign-in the user's stored locale applies when no cookie is set.
 */
export function resolveLocale(input: {
  cookieLocale?: string | null;
  userLocale?: string | null;
  browserLanguages?: readonly string[];
  /** What applies when nothing above matches: a public event's own language (issue 30), else English. */
  fallback?: TLocale | null;
}): TLocale {
  const fromCookie = matchLocale(input.cookieLocale);
  if (fromCookie) return fromCookie;
  const fromUser = matchLocale(input.userLocale);
  if (fromUser) return fromUser;
  for (const language of input.browserLanguages ?? []) {
    const matched = matchLocale(language);
    if (matched) return matched;
  }
  return input.fallback ?? DEFAULT_LOCALE;
}
