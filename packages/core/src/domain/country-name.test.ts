import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it("names a two-letter code in the reader's language", () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('de', 'de')).toBe('Deutschland');
    expect(countryName('NL', 'fr')).toBe('Pays-Bas');
  });

  it('leaves free text and unknown codes as they are', () => {
    expect(countryName('Scotland', 'en')).toBe('Scotland');
    expect(countryName('QQ', 'en')).toBe('QQ');
    expect(countryName('', 'en')).toBe('');
  });
});
