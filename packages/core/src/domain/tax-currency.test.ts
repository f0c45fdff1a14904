import { describe, expect, it } from 'vitest';
import { taxFitsCurrency } from './tax-currency';

describe('taxFitsCurrency', () => {
  it('lets a percentage apply to any currency', () => {
    expect(taxFitsCurrency({ calculation: 'PERCENTAGE', currency: null }, 'EUR')).toBe(true);
    expect(taxFitsCurrency({ calculation: 'PERCENTAGE', currency: null }, 'JPY')).toBe(true);
  });

  it('lets a fixed amount apply only to its own currency', () => {
    expect(taxFitsCurrency({ calculation: 'FIXED', currency: 'EUR' }, 'EUR')).toBe(true);
    expect(taxFitsCurrency({ calculation: 'FIXED', currency: 'eur' }, 'EUR')).toBe(true);
    expect(taxFitsCurrency({ calculation: 'FIXED', currency: 'USD' }, 'EUR')).toBe(false);
    expect(taxFitsCurrency({ calculation: 'FIXED', currency: null }, 'EUR')).toBe(false);
  });
});
