import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyMinorDigits, formatMoney, minorToMajor, parseMajorAmount } from './money';

describe('currencyMinorDigits', () => {
  it('knows zero-, two- and three-decimal currencies, case-insensitively', () => {
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('krw')).toBe(0);
    expect(currencyMinorDigits('EUR')).toBe(2);
    expect(currencyMinorDigits('KWD')).toBe(3);
  });
});

describe('parseMajorAmount', () => {
  it('converts typed amounts exactly', () => {
    expect(parseMajorAmount('12.5', 'EUR')).toBe(1250);
    expect(parseMajorAmount('0.10', 'USD')).toBe(10);
    expect(parseMajorAmount('19.99', 'USD')).toBe(1999);
    expect(parseMajorAmount(' 7 ', 'EUR')).toBe(700);
    expect(parseMajorAmount('1500', 'JPY')).toBe(1500);
    expect(parseMajorAmount('1.234', 'KWD')).toBe(1234);
  });

  it('refuses negatives, extra decimals and non-numbers', () => {
    for (const input of ['-1', '1.234', 'abc', '', '1,50', '1e3', '.5']) {
      expect(parseMajorAmount(input, 'EUR')).toBeNull();
    }
    expect(parseMajorAmount('1.5', 'JPY')).toBeNull();
  });

  it('round-trips every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => {
        const major = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(parseMajorAmount(major, 'EUR')).toBe(minor);
        expect(minorToMajor(minor, 'EUR')).toBeCloseTo(minor / 100, 6);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('formats in the locale with the currency digits', () => {
    expect(formatMoney(123450, 'EUR', 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
  });

  it('shows a non-number as zero and survives an unknown locale', () => {
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(100, 'USD', 'xx-invalid-locale-!!')).toBe('$1.00');
  });
});
