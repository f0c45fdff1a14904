import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, toIntlLocale } from './number-format';
import { SUPPORTED_LOCALES } from './locales';

describe('toIntlLocale', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['zh-cn', 'zh-CN'],
    ['zh-hk', 'zh-HK'],
    ['pt-br', 'pt-BR'],
    ['PT-BR', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    [' en-gb ', 'en-GB'],
    ['zh-hant-hk', 'zh-Hant-HK'],
    ['es-419', 'es-419'],
    ['en-u-nu-arab', 'en-u-nu-arab'],
    ['de-DE-u-co-phonebk', 'de-DE-u-co-phonebk'],
  ])('maps %j to %j', (input, expected) => {
    expect(toIntlLocale(input)).toBe(expected);
  });

  it('gives Intl a usable tag for every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const tag = toIntlLocale(locale);
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
  });
});

describe('formatNumber', () => {
  it('uses the English format', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(-42, 'en')).toBe('-42');
  });

  it('uses the German format', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(0.25, 'de')).toBe('0,25');
  });

  it('uses the French format, whatever space Intl groups with', () => {
    const expected = new Intl.NumberFormat('fr').format(1234.5);
    expect(formatNumber(1234.5, 'fr')).toBe(expected);
    // Guards against the French locale silently falling back to English.
    expect(expected).toMatch(/^1\s234,5$/u);
  });

  it('maps our lower-case region ids to the regional formats', () => {
    expect(formatNumber(1234.5, 'pt-br')).toBe(new Intl.NumberFormat('pt-BR').format(1234.5));
    expect(formatNumber(1234.5, 'zh-cn')).toBe(new Intl.NumberFormat('zh-CN').format(1234.5));
  });

  it('formats every supported locale without throwing', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(formatNumber(1234.5, locale)).toBe(new Intl.NumberFormat(toIntlLocale(locale)).format(1234.5));
    }
  });

  it('passes the options through', () => {
    expect(formatNumber(12.5, 'de', { style: 'currency', currency: 'EUR' })).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(12.5),
    );
    expect(formatNumber(0.256, 'en', { style: 'percent', maximumFractionDigits: 1 })).toBe('25.6%');
    expect(formatNumber(3, 'en', { minimumFractionDigits: 2 })).toBe('3.00');
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['a numeric string', '1234'],
    ['an empty string', ''],
    ['a boolean', true],
    ['an object', { value: 1 }],
    ['an array', [1]],
    ['a boxed number', Object(5)],
    ['a bigint', 5n],
  ])('shows %s as 0', (_label, value) => {
    expect(formatNumber(value, 'en')).toBe('0');
  });

  it('shows a non-number as 0 in the locale and options given', () => {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };
    expect(formatNumber(Number.NaN, 'de', options)).toBe(new Intl.NumberFormat('de', options).format(0));
    expect(formatNumber(null, 'fr', { minimumFractionDigits: 2 })).toBe(
      new Intl.NumberFormat('fr', { minimumFractionDigits: 2 }).format(0),
    );
  });

  it('shows negative zero as 0', () => {
    expect(formatNumber(-0, 'en')).toBe('0');
  });

  it.each(['', '   ', 'not a locale!!', '@@', 'x', 'en_', '-', 'zz', 'qq-QQ'])(
    'falls back to English for the unusable locale %j instead of throwing',
    (locale) => {
      expect(formatNumber(1234.5, locale)).toBe('1,234.5');
      expect(formatNumber('oops', locale)).toBe('0');
    },
  );

  it('still throws for invalid options, which are a programming error', () => {
    expect(() => formatNumber(1, 'en', { style: 'currency' })).toThrow(TypeError);
  });

  it('agrees with Intl for any finite number', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom('en', 'de', 'fr'),
        (value, locale) => {
          const expected = new Intl.NumberFormat(locale).format(Object.is(value, -0) ? 0 : value);
          expect(formatNumber(value, locale)).toBe(expected);
        },
      ),
    );
  });
});
