/**
 * A stored country as its name in the reader's language ("DE" → "Germany", "Deutschland"). Only a two-letter
 * code is translated: free text someone typed ("Scotland") and unknown codes are shown as they are.
 */
export function countryName(value: string, locale: string): string {
  try {
    return /^[a-z]{2}$/i.test(value.trim())
      ? (new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(value.trim().toUpperCase()) ?? value)
      : value;
  } catch {
    return value;
  }
}
