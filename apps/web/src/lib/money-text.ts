import { currencyMinorDigits, resolveIntlLocale } from '@marquee/core';

/*
 * Amounts as people type and read them in a text input, in their locale (decision 159). The stored and sent value
 * is always integer minor units; these functions only convert at the edge of an input.
 */

export type TAmountContext = { currency: string; locale: string };
export type TAmountProblem = 'empty' | 'invalid' | 'too_many_decimals';
export type TAmountParse = { ok: true; minor: number } | { ok: false; reason: TAmountProblem };

type TSeparators = { decimal: '.' | ','; group: string };

const MAX_WHOLE_DIGITS = 13;
const separatorCache = new Map<string, TSeparators>();

/** The locale's decimal and group separators, from Intl: de → "," and ".", fr → "," and a space, en → "." and ",". */
export function numberSeparators(locale: string): TSeparators {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(resolveIntlLocale(locale), { useGrouping: true }).formatToParts(1234567.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
  // fr and hu group with U+202F / U+00A0: compared the way input is normalised (a plain space).
  const group = (parts.find((part) => part.type === 'group')?.value ?? (decimal === ',' ? '.' : ',')).normalize('NFKC');
  const separators: TSeparators = { decimal, group };
  separatorCache.set(locale, separators);
  return separators;
}

function withDecimals(minor: number, digits: number, decimal: string): string {
  if (!Number.isFinite(minor)) return '';
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(Math.trunc(minor)));
  if (digits === 0) return `${sign}${whole}`;
  const padded = whole.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}${decimal}${padded.slice(-digits)}`;
}

/**
 * 1250 EUR → "12,50" in de, "12.50" in en: minor units as an input shows them, with the currency's decimals and the
 * locale's decimal separator, without thousands separators (so editing a digit never leaves one misplaced).
 */
export function formatAmountInput(minor: number, { currency, locale }: TAmountContext): string {
  return withDecimals(minor, currencyMinorDigits(currency), numberSeparators(locale).decimal);
}

/** 1250 EUR → "12.50" whatever the locale: the form kept in URLs, read back with core's `parseMajorAmount`. */
export function canonicalAmount(minor: number, currency: string): string {
  return withDecimals(minor, currencyMinorDigits(currency), '.');
}

/** The amount error messages show as an example: "12,50" in de, "12.500" KWD in en, "1250" JPY. */
export function amountExample(context: TAmountContext): string {
  const digits = currencyMinorDigits(context.currency);
  return formatAmountInput(digits === 0 ? 1250 : 1250 * 10 ** (digits - 2), context);
}

/** Whether `whole` is digits grouped by thousands with one kind of mark: "1.234", "12 345 678". */
function isGroupedWhole(whole: string, marks: string): boolean {
  const used = new Set([...whole].filter((char) => marks.includes(char)));
  if (used.size !== 1) return false;
  const [mark] = used;
  const groups = whole.split(mark!);
  return /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

/**
 * Reads an amount typed in `locale` into integer minor units, exactly (decision 159):
 * - the locale's decimal separator is the decimal separator; its group separator, and any space (U+00A0 and
 *   U+202F included), group thousands: "1.234,50" and "1 234,50" in de and fr, "1,234.50" in en;
 * - where the decimal separator is a comma, a dot is a decimal point too ("12.50" in de), unless it groups
 *   thousands: a dot followed by exactly three digits after a valid group ("1.234" in de is 1234);
 * - where it is a dot, a comma only groups thousands ("1,234" in en is 1234; "12,50" is refused);
 * - full-width digits and marks (Chinese input methods) count as their ASCII forms.
 * Refuses signs, letters, misplaced groups, a leading separator, and more decimals than the currency has.
 */
export function parseAmountInput(text: string, { currency, locale }: TAmountContext): TAmountParse {
  const digits = currencyMinorDigits(currency);
  const { decimal, group } = numberSeparators(locale);
  const input = text
    .normalize('NFKC')
    .replace(/\u3002/g, '.')
    .trim()
    .replace(/\s+/g, ' ');
  if (input === '') return { ok: false, reason: 'empty' };
  if (!/^\d[\d., ]*$/.test(input)) return { ok: false, reason: 'invalid' };

  const marks = ` ${group}${decimal === ',' ? '.' : ''}`;
  let decimalAt = -1;
  if (input.includes(decimal)) {
    decimalAt = input.indexOf(decimal);
    if (input.lastIndexOf(decimal) !== decimalAt) return { ok: false, reason: 'invalid' };
  } else if (decimal === ',' && input.indexOf('.') === input.lastIndexOf('.') && input.includes('.')) {
    if (!isGroupedWhole(input, marks)) decimalAt = input.indexOf('.');
  }
  const whole = decimalAt === -1 ? input : input.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : input.slice(decimalAt + 1);

  if (!/^\d*$/.test(fraction)) return { ok: false, reason: 'invalid' };
  const wholeDigits = /^\d+$/.test(whole) ? whole : isGroupedWhole(whole, marks) ? whole.replace(/\D/g, '') : null;
  if (wholeDigits === null || wholeDigits.length > MAX_WHOLE_DIGITS) return { ok: false, reason: 'invalid' };
  if (fraction.length > digits) return { ok: false, reason: 'too_many_decimals' };

  const minor = Number(wholeDigits) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, reason: 'invalid' };
}
