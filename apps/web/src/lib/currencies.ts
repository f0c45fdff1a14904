/** The currencies most organizers sell in; any other ISO code already on the account is kept as an option. */
export const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'ISK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'TRY',
  'ILS',
  'AED',
  'SAR',
  'ZAR',
  'NGN',
  'KES',
  'INR',
  'JPY',
  'KRW',
  'CNY',
  'HKD',
  'TWD',
  'SGD',
  'MYR',
  'THB',
  'IDR',
  'PHP',
  'VND',
  'BRL',
  'MXN',
  'ARS',
  'CLP',
  'COP',
] as const;

/** "EUR · Euro" in the given locale; the bare code if the engine has no name for it. */
export function currencyLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale, 'en'], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}
