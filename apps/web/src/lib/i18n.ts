import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isSupportedLocale, resolveLocale, type TLocale } from '@marquee/core';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';

export { i18n };

type TCatalogModule = { messages: Messages };

/** One lazily loaded chunk per locale; Vite compiles each `.po` file through the Lingui plugin. */
const catalogLoaders = import.meta.glob<TCatalogModule>('../locales/*/messages.po');

async function loadMessages(locale: TLocale): Promise<Messages> {
  const load = catalogLoaders[`../locales/${locale}/messages.po`];
  if (!load) return {};
  const catalog = await load();
  return catalog.messages;
}

const loadedLocales = new Set<TLocale>();
let latestRequest = 0;
let pending: { locale: TLocale; promise: Promise<boolean> } | null = null;

async function loadAndActivate(locale: TLocale, request: number): Promise<boolean> {
  if (!loadedLocales.has(locale)) {
    i18n.load(locale, await loadMessages(locale));
    loadedLocales.add(locale);
  }
  if (request !== latestRequest) return false;
  i18n.activate(locale);
  document.documentElement.lang = locale;
  return true;
}

/**
 * Loads the locale's catalogue (once), activates it and sets `<html lang>`. Resolves to false when a
 * later call for another locale overtook this one while its catalogue was loading, so the last choice
 * always wins. Calls for a locale that is already on its way share that activation (the profile's
 * language and the signed-in user's stored language arrive together).
 */
export function activateLocale(locale: TLocale): Promise<boolean> {
  if (pending?.locale === locale) return pending.promise;
  const promise = loadAndActivate(locale, ++latestRequest).finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  pending = { locale, promise };
  return promise;
}

/** Spec §9: the locale cookie, else the signed-in user's locale, else the browser languages, else English. */
export function detectLocale(input: { userLocale?: string | null; fallback?: string | null } = {}): TLocale {
  return resolveLocale({
    cookieLocale: readLocaleCookie(),
    userLocale: input.userLocale ?? null,
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    fallback: isSupportedLocale(input.fallback) ? input.fallback : null,
  });
}

/**
 * A public event's pages speak the event's language (set by its organizer) to a visitor who asked for none of ours:
 * no language cookie and no browser language we have. Anyone else keeps their own.
 */
export function followEventLocale(eventLocale: string | null | undefined): void {
  const locale = detectLocale({ fallback: eventLocale });
  if (locale !== i18n.locale) void activateLocale(locale);
}

/**
 * Activates the detected locale before the first render. A catalogue that fails to load (a deploy
 * replaced the chunks, a flaky network) falls back to English rather than leaving the page blank.
 */
/**
 * Loads the visitor's language, or `preferred` when it is one of ours (the embedded widget's `locale` option);
 * `eventLocale` is the language of the event the page shows, for visitors who asked for none of ours.
 */
export async function bootLocale(preferred?: string | null, eventLocale?: string | null): Promise<TLocale> {
  const locale = isSupportedLocale(preferred) ? preferred : detectLocale({ fallback: eventLocale });
  try {
    await activateLocale(locale);
    return locale;
  } catch (error) {
    console.error(`Could not load the ${locale} translations`, error);
  }
  try {
    await activateLocale(DEFAULT_LOCALE);
  } catch (error) {
    console.error('Could not load the English texts', error);
    i18n.load(DEFAULT_LOCALE, {});
    i18n.activate(DEFAULT_LOCALE);
    document.documentElement.lang = DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

/** The user's explicit choice: applied without a reload, then remembered in the locale cookie for a year. */
export async function switchLocale(locale: TLocale): Promise<boolean> {
  const isApplied = await activateLocale(locale);
  if (isApplied) writeLocaleCookie(locale);
  return isApplied;
}
