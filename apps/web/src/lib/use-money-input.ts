import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { currencyMinorDigits } from '@marquee/core';
import { amountExample, formatAmountInput, parseAmountInput, type TAmountProblem } from './money-text';

/**
 * Money inputs in the viewer's language (decision 159): `format` shows minor units as an input's text ("12,50" in
 * de), `parse` reads what was typed back into minor units, and `problemText` says what is wrong, with an example in
 * the same format.
 */
export function useMoneyInput() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const exampleFor = (currency: string) => amountExample({ currency, locale });
  const problemText = (reason: TAmountProblem, currency: string): string => {
    const example = exampleFor(currency);
    if (reason !== 'too_many_decimals') return t`Enter an amount like ${example}.`;
    const digits = currencyMinorDigits(currency);
    return plural(digits, {
      0: `Amounts in ${currency} have no decimals, like ${example}.`,
      one: `Amounts in ${currency} have at most # decimal, like ${example}.`,
      other: `Amounts in ${currency} have at most # decimals, like ${example}.`,
    });
  };
  return {
    locale,
    exampleFor,
    format: (minor: number, currency: string) => formatAmountInput(minor, { currency, locale }),
    parse: (text: string, currency: string) => parseAmountInput(text, { currency, locale }),
    problemText,
  };
}
