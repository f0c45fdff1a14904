import { describe, expect, it } from 'vitest';
import { canMoveProduct, moveCategory, moveProduct, toSortBody } from './catalogue-order';

const catalogue = [
  { id: 'c1', products: [{ id: 'a' }, { id: 'b' }] },
  { id: 'c2', products: [{ id: 'c' }] },
  { id: 'c3', products: [] },
];
const ids = (categories: typeof catalogue) =>
  categories.map((category) => `${category.id}:${category.products.map((p) => p.id).join('')}`);

describe('catalogue order', () => {
  it('swaps categories and stops at the ends', () => {
    expect(ids(moveCategory(catalogue, 1, -1))).toEqual(['c2:c', 'c1:ab', 'c3:']);
    expect(ids(moveCategory(catalogue, 0, -1))).toEqual(ids(catalogue));
    expect(ids(moveCategory(catalogue, 2, 1))).toEqual(ids(catalogue));
  });

  it('moves a product inside its category', () => {
    expect(ids(moveProduct(catalogue, { categoryIndex: 0, productIndex: 0 }, 1))).toEqual(['c1:ba', 'c2:c', 'c3:']);
  });

  it('crosses into the neighbouring category at an edge, even an empty one', () => {
    expect(ids(moveProduct(catalogue, { categoryIndex: 0, productIndex: 1 }, 1))).toEqual(['c1:a', 'c2:bc', 'c3:']);
    expect(ids(moveProduct(catalogue, { categoryIndex: 1, productIndex: 0 }, -1))).toEqual(['c1:abc', 'c2:', 'c3:']);
    expect(ids(moveProduct(catalogue, { categoryIndex: 1, productIndex: 0 }, 1))).toEqual(['c1:ab', 'c2:', 'c3:c']);
  });

  it('knows the first and last product of the catalogue cannot move further', () => {
    expect(canMoveProduct(catalogue, { categoryIndex: 0, productIndex: 0 }, -1)).toBe(false);
    expect(canMoveProduct(catalogue, { categoryIndex: 0, productIndex: 0 }, 1)).toBe(true);
    expect(canMoveProduct(catalogue, { categoryIndex: 1, productIndex: 0 }, 1)).toBe(true);
    expect(canMoveProduct([{ id: 'x', products: [{ id: 'p' }] }], { categoryIndex: 0, productIndex: 0 }, 1)).toBe(
      false,
    );
  });

  it('builds the sort body with every category and the products numbered from 0', () => {
    expect(toSortBody(catalogue)).toEqual({
      sorted_categories: [
        {
          product_category_id: 'c1',
          sorted_products: [
            { id: 'a', order: 0 },
            { id: 'b', order: 1 },
          ],
        },
        { product_category_id: 'c2', sorted_products: [{ id: 'c', order: 0 }] },
        { product_category_id: 'c3', sorted_products: [] },
      ],
    });
  });
});
