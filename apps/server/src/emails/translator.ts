import { DEFAULT_LOCALE, matchLocale, toIntlLocale } from '@marquee/core';
import type { TLocale } from '@marquee/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { de } from './messages/de';
import { en } from './messages/en';
import type { Catalogue, MessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { hu } from './messages/hu';
import { it } from './messages/it';
import { nl } from './messages/nl';
import { pt } from './messages/pt';
import { ptBr } from './messages/pt-br';
import { tr } from './messages/tr';
import { vi } from './messages/vi';
import { zhCn } from './messages/zh-cn';
import { zhHk } from './messages/zh-hk';

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;
export type Catalogues = { en: Record<MessageKey, string> } & Partial<Record<TLocale, Catalogue>>;

/**
 * Every locale's emails, PDF and calendar texts (issue 30); `npm run lint` checks each is complete
 * (scripts/i18n/check-catalogues.mjs). A key missing at run time still falls back to English.
 */
export const catalogues: Catalogues = {
  en,
  de,
  fr,
  it,
  nl,
  pt,
  es,
  'zh-cn': zhCn,
  'zh-hk': zhHk,
  'pt-br': ptBr,
  vi,
  tr,
  hu,
};

/** 'de-AT' → 'de', 'pt_BR' → 'pt-br'; anything unsupported or empty → English. */
export function resolveEmailLocale(tag: string | null | undefined): TLocale {
  return matchLocale(tag) ?? DEFAULT_LOCALE;
}

// Parsing ICU is the expensive part, so each message is compiled once per catalogue and locale.
const compiled = new WeakMap<object, Map<string, IntlMessageFormat>>();

function compile(input: { catalogue: Catalogue; key: MessageKey; locale: TLocale }): IntlMessageFormat {
  const { catalogue, key, locale } = input;
  let cache = compiled.get(catalogue);
  if (!cache) compiled.set(catalogue, (cache = new Map()));
  const cacheKey = `${locale}\u0000${key}`;
  let message = cache.get(cacheKey);
  if (!message) {
    const source = catalogue[key];
    if (source === undefined) throw new Error(`Email message "${key}" is missing from the ${locale} catalogue`);
    // ignoreTag: messages are plain text, so a literal "<" must not be read as a rich-text tag.
    message = new IntlMessageFormat(source, toIntlLocale(locale), undefined, { ignoreTag: true });
    cache.set(cacheKey, message);
  }
  return message;
}

/**
 * A lookup for one recipient locale: its own string when it has one, else the English string.
 * `defaults` are values every message may use (app name, instance URL); per-call values win.
 */
export function createTranslator(input: {
  locale: TLocale;
  defaults?: MessageValues;
  catalogues?: Catalogues;
}): Translate {
  const sources = input.catalogues ?? catalogues;
  return (key, values) => {
    const own = sources[input.locale];
    // An empty string is what extraction tools leave for "not translated yet".
    const hasOwn = Boolean(own?.[key]);
    // The English fallback is formatted with English rules: plural categories must match the
    // language of the sentence they sit in.
    const message = hasOwn
      ? compile({ catalogue: own ?? {}, key, locale: input.locale })
      : compile({ catalogue: sources.en, key, locale: DEFAULT_LOCALE });
    const formatted = message.format({ ...input.defaults, ...values });
    if (typeof formatted !== 'string') throw new Error(`Email message "${key}" did not format to plain text`);
    return formatted;
  };
}
