import { toIntlLocale } from './number-format';

/**
 * Currencies whose smallest unit is the major unit (ISO 4217 exponent 0): amounts in them are stored
 * as-is, never multiplied by 100.
 */
export const ZERO_DECIMAL_CURRENCIES = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
] as const;
/** Currencies with three minor digits (ISO 4217 exponent 3). */
export const THREE_DECIMAL_CURRENCIES = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'] as const;

export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** How many minor units make one major unit is 10^minorDigits. */
export function currencyMinorDigits(currency: string): 0 | 2 | 3 {
  const code = currency.toUpperCase();
  if ((ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(code)) return 0;
  if ((THREE_DECIMAL_CURRENCIES as readonly string[]).includes(code)) return 3;
  return 2;
}

/**
 * Parses an amount in the canonical, locale-free form (digits, an optional dot and at most the currency's number of
 * decimals: "12.5") into integer minor units, exactly, without floating-point arithmetic; null for anything else.
 * For values kept in URLs and files. What a person types goes through the web app's locale-aware parser
 * (`parseAmountInput`, decision 159), which also reads "12,50" and "1.234,50".
 */
export function parseMajorAmount(input: string, currency: string): number | null {
  const digits = currencyMinorDigits(currency);
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(input.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The major-unit value of an integer minor amount, for display and number inputs only. */
export function minorToMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyMinorDigits(currency);
}

/** Formats integer minor units as money in the viewer's locale: formatMoney(123450, 'EUR', 'de') → "1.234,50 €". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyMinorDigits(currency);
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  };
  const value = Number.isFinite(minor) ? minor / 10 ** digits : 0;
  try {
    return new Intl.NumberFormat(toIntlLocale(locale), options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}
