import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import type { MessageKey } from './messages/en';
import { catalogues, createTranslator, resolveEmailLocale } from './translator';

describe('resolveEmailLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['pt_BR', 'pt-br'],
    ['zh', 'zh-cn'],
    ['ja', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('%j → %s', (tag, expected) => {
    expect(resolveEmailLocale(tag)).toBe(expected);
  });
});

describe('createTranslator', () => {
  const defaults = { appName: 'Marquee', instanceUrl: 'https://tickets.example.com' };

  it('uses English for a key the locale lacks, and the locale for the keys it has', () => {
    const t = createTranslator({
      locale: 'de',
      defaults,
      catalogues: { en, de: { 'smtpTest.heading': 'Ihre E-Mail-Einstellungen funktionieren', 'smtpTest.open': '' } },
    });
    expect(t('smtpTest.heading')).toBe('Ihre E-Mail-Einstellungen funktionieren');
    expect(t('smtpTest.instance')).toBe('Instance');
    // An empty string is an untranslated entry, not a blank message.
    expect(t('smtpTest.open')).toBe('Open Marquee');
  });

  it('formats an English fallback with English plural rules', () => {
    const key = 'smtpTest.intro' satisfies MessageKey;
    const t = createTranslator({
      locale: 'fr',
      catalogues: { en: { ...en, [key]: '{count, plural, one {# ticket} other {# tickets}}' } },
    });
    // French would call 0 "one"; the English sentence needs "0 tickets".
    expect(t(key, { count: 0 })).toBe('0 tickets');
  });

  it('lets values given per call win over the defaults', () => {
    const t = createTranslator({ locale: 'en', defaults });
    expect(t('smtpTest.open', { appName: 'Box Office' })).toBe('Open Box Office');
  });

  it('prints a literal "<" rather than reading it as a tag', () => {
    const t = createTranslator({ locale: 'en', catalogues: { en: { ...en, 'smtpTest.instance': 'a <b>c</b> d' } } });
    expect(t('smtpTest.instance')).toBe('a <b>c</b> d');
  });
});

type AstNode = { type: number; value?: unknown; options?: Record<string, { value: AstNode[] }>; children?: AstNode[] };

// Argument, number, date, time, select and plural elements name a value the caller must pass.
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6]);

function argumentNames(message: string): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: AstNode[]) => {
    for (const node of nodes) {
      if (ARGUMENT_TYPES.has(node.type) && typeof node.value === 'string') names.add(node.value);
      for (const option of Object.values(node.options ?? {})) visit(option.value);
      visit(node.children ?? []);
    }
  };
  visit(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as AstNode[]);
  return names;
}

describe('catalogues', () => {
  const entries = Object.entries(catalogues).flatMap(([locale, catalogue]) =>
    Object.entries(catalogue ?? {}).map(([key, message]) => ({ locale, key: key as MessageKey, message })),
  );

  it.each(entries.filter((entry) => entry.locale !== 'en'))(
    '$locale $key parses and asks only for values the English message gets',
    ({ key, message }) => {
      const allowed = new Set([...argumentNames(en[key]), 'appName', 'instanceUrl']);
      for (const name of argumentNames(message ?? '')) expect(allowed).toContain(name);
    },
  );

  it('has every English message parse', () => {
    for (const message of Object.values(en)) expect(() => argumentNames(message)).not.toThrow();
  });
});
