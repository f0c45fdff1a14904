import { describe, expect, it } from 'vitest';
import { ZCreateProduct, ZSortProducts, ZUpdateProduct, productShapeProblems } from './products';

const base = {
  product_category_id: '6f1c1d2e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  title: 'General admission',
  type: 'PAID',
  prices: [{ price: 2500 }],
};

const errorPaths = (input: unknown) => {
  const result = ZCreateProduct.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort();
};

describe('ZCreateProduct', () => {
  it('accepts each price type in its form', () => {
    expect(errorPaths(base)).toEqual([]);
    expect(errorPaths({ ...base, type: 'FREE', prices: [{ price: 0 }] })).toEqual([]);
    expect(errorPaths({ ...base, type: 'DONATION', prices: [{ price: 500 }] })).toEqual([]);
    expect(
      errorPaths({
        ...base,
        type: 'TIERED',
        prices: [
          { label: 'Early bird', price: 1500, initial_quantity_available: 50, sale_end_date: '2026-05-01T00:00:00Z' },
          { label: 'Regular', price: 2500 },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses a priced FREE product, unlabelled or duplicate tiers, and several non-tiered prices', () => {
    expect(errorPaths({ ...base, type: 'FREE', prices: [{ price: 100 }] })).toEqual(['prices.0.price']);
    expect(
      errorPaths({
        ...base,
        type: 'TIERED',
        prices: [{ price: 1 }, { label: 'A', price: 2 }, { label: 'a', price: 3 }],
      }),
    ).toEqual(['prices.0.label', 'prices.2.label']);
    expect(errorPaths({ ...base, prices: [{ price: 1 }, { price: 2 }] })).toEqual(['prices']);
    expect(errorPaths({ ...base, prices: [] })).toEqual(['prices']);
  });

  it('refuses windows that end before they start and a sale window on a non-tiered price', () => {
    expect(
      errorPaths({ ...base, sale_start_date: '2026-05-02T10:00:00+02:00', sale_end_date: '2026-05-02T08:00:00Z' }),
    ).toEqual(['sale_end_date']);
    expect(errorPaths({ ...base, prices: [{ price: 1, sale_start_date: '2026-05-02T10:00:00Z' }] })).toEqual([
      'prices.0.sale_start_date',
    ]);
    expect(errorPaths({ ...base, sale_start_date: '2026-05-02 10:00' })).toEqual(['sale_start_date']);
  });

  it('refuses a maximum below the minimum, and a minimum above the default maximum', () => {
    expect(errorPaths({ ...base, min_per_order: 5, max_per_order: 2 })).toEqual(['max_per_order']);
    expect(errorPaths({ ...base, min_per_order: 101 })).toEqual(['min_per_order']);
    expect(errorPaths({ ...base, min_per_order: 101, max_per_order: 200 })).toEqual([]);
    expect(errorPaths({ ...base, min_per_order: 0 })).toEqual(['min_per_order']);
  });

  it('refuses wrong types, unknown enums and fractional money', () => {
    expect(errorPaths({ ...base, type: 'REGISTRATION', product_type: 'MERCH' })).toEqual(['product_type', 'type']);
    expect(errorPaths({ ...base, prices: [{ price: 12.5 }] })).toEqual(['prices.0.price']);
    expect(errorPaths({ ...base, prices: [{ price: '12' }] })).toEqual(['prices.0.price']);
    expect(errorPaths({ ...base, prices: [{ price: 1, initial_quantity_available: -1 }] })).toEqual([
      'prices.0.initial_quantity_available',
    ]);
  });
});

describe('ZUpdateProduct and the shared rules', () => {
  it('accepts any subset, leaving the cross-field rules to the merged product', () => {
    expect(ZUpdateProduct.safeParse({ is_hidden: true }).success).toBe(true);
    expect(productShapeProblems({ type: 'FREE', prices: [{ price: 10 }] })).toEqual([
      { path: ['prices', 0, 'price'], message: 'A free product costs 0.' },
    ]);
    expect(
      productShapeProblems({
        type: 'TIERED',
        prices: [
          { id: 'a', label: 'A', price: 1 },
          { id: 'a', label: 'B', price: 1 },
        ],
      }).map((problem) => problem.path.join('.')),
    ).toEqual(['prices.1.id']);
  });

  it('accepts dates as Date objects (stored values)', () => {
    expect(
      productShapeProblems({
        type: 'PAID',
        sale_start_date: new Date('2026-01-02'),
        sale_end_date: new Date('2026-01-01'),
        prices: [{ price: 1 }],
      }).map((problem) => problem.path.join('.')),
    ).toEqual(['sale_end_date']);
  });
});

describe('ZSortProducts', () => {
  it('defaults the product list and needs at least one category', () => {
    const parsed = ZSortProducts.parse({ sorted_categories: [{ product_category_id: base.product_category_id }] });
    expect(parsed.sorted_categories[0]!.sorted_products).toEqual([]);
    expect(ZSortProducts.safeParse({ sorted_categories: [] }).success).toBe(false);
  });
});
