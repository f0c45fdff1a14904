import type { TTaxCalculation } from '../contracts/taxes-and-fees';

/** The parts of a tax or fee that decide which currencies it can apply to. */
export type TTaxCurrencyFacts = { calculation: TTaxCalculation; currency: string | null };

/**
 * Whether a tax or fee can apply to prices in `currency` (docs/decisions/018, 118): a percentage fits any
 * currency; a fixed amount only its own, since converting it at an unknown rate would charge a made-up figure.
 * A fixed amount without a currency cannot be placed at all, so it fits none.
 */
export function taxFitsCurrency(tax: TTaxCurrencyFacts, currency: string): boolean {
  if (tax.calculation !== 'FIXED') return true;
  return tax.currency !== null && tax.currency.toUpperCase() === currency.toUpperCase();
}
