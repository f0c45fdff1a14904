import { describe, expect, it } from 'vitest';
import { LOCALE_DISPLAY_NAMES, SUPPORTED_LOCALES, matchLocale, resolveLocale } from './locales';

describe('matchLocale', () => {
  it('matches exactly, case- and separator-insensitively', () => {
    expect(matchLocale('pt-BR')).toBe('pt-br');
    expect(matchLocale('zh_HK')).toBe('zh-hk');
    expect(matchLocale('DE')).toBe('de');
  });

  it('matches by language prefix', () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('fr-CA')).toBe('fr');
    expect(matchLocale('zh')).toBe('zh-cn');
    expect(matchLocale('zh-Hans-CN')).toBe('zh-cn');
    expect(matchLocale('pt-PT')).toBe('pt');
  });

  it('sends traditional-script Chinese to zh-hk', () => {
    expect(matchLocale('zh-TW')).toBe('zh-hk');
    expect(matchLocale('zh-Hant')).toBe('zh-hk');
    expect(matchLocale('zh-MO')).toBe('zh-hk');
    expect(matchLocale('pt-PT')).toBe('pt');
  });

  it('finds nothing for unsupported or empty tags, including the unlisted ru resource', () => {
    expect(matchLocale('ru')).toBeNull();
    expect(matchLocale('ja-JP')).toBeNull();
    expect(matchLocale('')).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
  });
});

describe('resolveLocale (spec §9)', () => {
  it('prefers the locale cookie', () => {
    expect(resolveLocale({ cookieLocale: 'de', userLocale: 'fr', browserLanguages: ['es'] })).toBe('de');
  });

  it('uses the signed-in user locale when no cookie is set', () => {
    expect(resolveLocale({ cookieLocale: null, userLocale: 'fr', browserLanguages: ['es'] })).toBe('fr');
  });

  it('then the browser languages in order, skipping unsupported ones', () => {
    expect(resolveLocale({ browserLanguages: ['ja-JP', 'nl-BE', 'de'] })).toBe('nl');
  });

  it('ignores an invalid cookie and falls back to English', () => {
    expect(resolveLocale({ cookieLocale: 'klingon', browserLanguages: ['ja'] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('names all 13 supported locales', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(13);
    expect(Object.keys(LOCALE_DISPLAY_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });
});
