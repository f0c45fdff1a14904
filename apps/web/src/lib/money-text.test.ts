import { parseMajorAmount } from '@marquee/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountExample,
  canonicalAmount,
  formatAmountInput,
  numberSeparators,
  parseAmountInput,
  type TAmountContext,
} from './money-text';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const LOCALES = ['en', 'de', 'es', 'fr', 'hu', 'it', 'nl', 'pt', 'pt-br', 'tr', 'vi', 'zh-cn', 'zh-hk'];

const parse = (text: string, locale: string, currency = 'EUR') => {
  const result = parseAmountInput(text, { currency, locale });
  return result.ok ? result.minor : result.reason;
};

describe('numberSeparators', () => {
  it("learns each locale's separators from Intl, spaces normalised", () => {
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparators('de')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('fr')).toEqual({ decimal: ',', group: ' ' });
    expect(numberSeparators('hu')).toEqual({ decimal: ',', group: ' ' });
    expect(numberSeparators('pt-br')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('zh-cn')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparators('xx-invalid-!!')).toEqual({ decimal: '.', group: ',' });
  });
});

describe('parseAmountInput', () => {
  it('reads the English format, with or without thousands separators', () => {
    expect(parse('12.50', 'en')).toBe(1250);
    expect(parse('12.5', 'en')).toBe(1250);
    expect(parse(' 7 ', 'en')).toBe(700);
    expect(parse('12.', 'en')).toBe(1200);
    expect(parse('1,234.50', 'en')).toBe(123450);
    expect(parse('1,234,567', 'en')).toBe(123456700);
    expect(parse('1 234.50', 'en')).toBe(123450);
  });

  it('reads a comma in English only as a thousands separator', () => {
    expect(parse('1,234', 'en')).toBe(123400);
    expect(parse('12,50', 'en')).toBe('invalid');
    expect(parse('1.234,50', 'en')).toBe('invalid');
  });

  it('reads the German format, and a dot decimal when it cannot group thousands', () => {
    expect(parse('12,50', 'de')).toBe(1250);
    expect(parse('12,5', 'de')).toBe(1250);
    expect(parse('1.234,50', 'de')).toBe(123450);
    expect(parse('1.234.567,89', 'de')).toBe(123456789);
    expect(parse('1 234,50', 'de')).toBe(123450);
    expect(parse('12.50', 'de')).toBe(1250);
    expect(parse('12.5', 'de')).toBe(1250);
    expect(parse('0.500', 'de', 'KWD')).toBe(500);
  });

  it('reads a dot followed by three digits in German as thousands (the ambiguous case)', () => {
    expect(parse('1.234', 'de')).toBe(123400);
    expect(parse('12.500', 'de', 'KWD')).toBe(12500000);
    expect(parse('1.234.567', 'de')).toBe(123456700);
  });

  it('reads French and Hungarian spaces, no-break or narrow, as thousands separators', () => {
    for (const locale of ['fr', 'hu']) {
      expect(parse(`1${NNBSP}234,50`, locale)).toBe(123450);
      expect(parse(`1${NBSP}234,50`, locale)).toBe(123450);
      expect(parse('1 234 567,8', locale)).toBe(123456780);
      expect(parse('12,50', locale)).toBe(1250);
      expect(parse('12.50', locale)).toBe(1250);
      expect(parse('1.234', locale)).toBe(123400);
    }
  });

  it('reads Brazilian Portuguese like German', () => {
    expect(parse('1.234,56', 'pt-br', 'BRL')).toBe(123456);
    expect(parse('19,9', 'pt-br', 'BRL')).toBe(1990);
    expect(parse('19.90', 'pt-br', 'BRL')).toBe(1990);
  });

  it('reads Chinese like English, full-width digits and marks included', () => {
    expect(parse('1,234.50', 'zh-cn', 'CNY')).toBe(123450);
    expect(parse('１２．５', 'zh-cn', 'CNY')).toBe(1250);
    expect(parse('12。5', 'zh-cn', 'CNY')).toBe(1250);
    expect(parse('１，２３４', 'zh-cn', 'CNY')).toBe(123400);
    expect(parse('12,50', 'zh-cn', 'CNY')).toBe('invalid');
  });

  it('knows zero- and three-decimal currencies', () => {
    expect(parse('1500', 'en', 'JPY')).toBe(1500);
    expect(parse('1,500', 'en', 'JPY')).toBe(1500);
    expect(parse('1.500', 'de', 'JPY')).toBe(1500);
    expect(parse('1.5', 'en', 'JPY')).toBe('too_many_decimals');
    expect(parse('1,5', 'de', 'JPY')).toBe('too_many_decimals');
    expect(parse('1.234', 'en', 'KWD')).toBe(1234);
    expect(parse('1,234', 'en', 'KWD')).toBe(1234000);
    expect(parse('1,234', 'de', 'KWD')).toBe(1234);
    expect(parse('1,2345', 'de', 'KWD')).toBe('too_many_decimals');
  });

  it('refuses garbage and more decimals than the currency has', () => {
    for (const locale of ['en', 'de', 'fr']) {
      expect(parse('', locale)).toBe('empty');
      expect(parse('   ', locale)).toBe('empty');
      for (const input of ['-1', '+1', 'abc', '1e3', '.5', ',5', '12 €', '€12', '1..2', '1,,2', '1.2.3,4']) {
        expect(parse(input, locale)).toBe('invalid');
      }
    }
    expect(parse('12.345', 'en')).toBe('too_many_decimals');
    expect(parse('12,345', 'de')).toBe('too_many_decimals');
    expect(parse('12.3456', 'de')).toBe('too_many_decimals');
    expect(parse('1,23,456', 'en')).toBe('invalid');
    expect(parse('12.34.56', 'de')).toBe('invalid');
    expect(parse('1 23,4', 'fr')).toBe('invalid');
    expect(parse('12345678901234', 'en')).toBe('invalid');
  });

  it('reads back every amount as the input shows it and as Intl formats it, in every locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom('EUR', 'JPY', 'KWD'),
        (minor, locale, currency) => {
          const context: TAmountContext = { currency, locale };
          expect(parseAmountInput(formatAmountInput(minor, context), context)).toEqual({ ok: true, minor });
          const digits = currency === 'JPY' ? 0 : currency === 'KWD' ? 3 : 2;
          const grouped = new Intl.NumberFormat(locale, {
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(minor / 10 ** digits);
          expect(parseAmountInput(grouped, context)).toEqual({ ok: true, minor });
        },
      ),
    );
  });
});

describe('formatAmountInput', () => {
  it("shows minor units with the currency's decimals and the locale's decimal separator, ungrouped", () => {
    expect(formatAmountInput(1250, { currency: 'EUR', locale: 'en' })).toBe('12.50');
    expect(formatAmountInput(1250, { currency: 'EUR', locale: 'de' })).toBe('12,50');
    expect(formatAmountInput(123456, { currency: 'EUR', locale: 'fr' })).toBe('1234,56');
    expect(formatAmountInput(5, { currency: 'EUR', locale: 'hu' })).toBe('0,05');
    expect(formatAmountInput(1500, { currency: 'JPY', locale: 'de' })).toBe('1500');
    expect(formatAmountInput(1234, { currency: 'KWD', locale: 'pt-br' })).toBe('1,234');
    expect(formatAmountInput(1999, { currency: 'CNY', locale: 'zh-cn' })).toBe('19.99');
    expect(formatAmountInput(Number.NaN, { currency: 'EUR', locale: 'en' })).toBe('');
  });

  it('keeps the canonical form locale-free for URLs', () => {
    expect(canonicalAmount(123450, 'EUR')).toBe('1234.50');
    expect(canonicalAmount(1234, 'KWD')).toBe('1.234');
    expect(canonicalAmount(1500, 'JPY')).toBe('1500');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (minor) => {
        expect(parseMajorAmount(canonicalAmount(minor, 'EUR'), 'EUR')).toBe(minor);
      }),
    );
  });

  it('gives an example in the locale and the currency', () => {
    expect(amountExample({ currency: 'EUR', locale: 'en' })).toBe('12.50');
    expect(amountExample({ currency: 'EUR', locale: 'de' })).toBe('12,50');
    expect(amountExample({ currency: 'JPY', locale: 'en' })).toBe('1250');
    expect(amountExample({ currency: 'KWD', locale: 'fr' })).toBe('12,500');
  });
});
