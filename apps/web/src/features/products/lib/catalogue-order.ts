import type { TSortProducts } from '@marquee/core';

/** The part of a category the ordering needs: its id and its products' ids, in display order. */
export type TOrderedCategory = { id: string; products: { id: string }[] };

/** Moves a category one place up (-1) or down (+1); unchanged at either end. */
export function moveCategory<T extends TOrderedCategory>(categories: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= categories.length) return [...categories];
  const next = [...categories];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * Moves a product one place up or down. At the top or bottom of its category it crosses into the previous or
 * next category (last there, or first there); at the very top or bottom of the catalogue nothing changes.
 */
export function moveProduct<T extends TOrderedCategory>(
  categories: readonly T[],
  position: { categoryIndex: number; productIndex: number },
  delta: -1 | 1,
): T[] {
  const { categoryIndex, productIndex } = position;
  const next = categories.map((category) => ({ ...category, products: [...category.products] }));
  const category = next[categoryIndex];
  const product = category?.products[productIndex];
  if (!category || !product) return next;
  const target = productIndex + delta;
  if (target >= 0 && target < category.products.length) {
    [category.products[productIndex], category.products[target]] = [category.products[target]!, product];
    return next;
  }
  const neighbour = next[categoryIndex + delta];
  if (!neighbour) return next;
  category.products.splice(productIndex, 1);
  if (delta < 0) neighbour.products.push(product);
  else neighbour.products.unshift(product);
  return next;
}

/** Whether a product can move that way at all (not the first or last product of the whole catalogue). */
export function canMoveProduct(
  categories: readonly TOrderedCategory[],
  position: { categoryIndex: number; productIndex: number },
  delta: -1 | 1,
): boolean {
  const { categoryIndex, productIndex } = position;
  const count = categories[categoryIndex]?.products.length ?? 0;
  const target = productIndex + delta;
  if (target >= 0 && target < count) return true;
  return categories[categoryIndex + delta] !== undefined;
}

/** The body of POST …/products/sort for the catalogue in this order. */
export function toSortBody(categories: readonly TOrderedCategory[]): TSortProducts {
  return {
    sorted_categories: categories.map((category) => ({
      product_category_id: category.id,
      sorted_products: category.products.map((product, order) => ({ id: product.id, order })),
    })),
  };
}
