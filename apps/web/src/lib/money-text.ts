import { currencyMinorDigits } from '@marquee/core';

/** 1250 EUR → "12.50": an amount in minor units as people type it, with the currency's decimals. */
export function majorText(minor: number, currency: string): string {
  const digits = currencyMinorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
