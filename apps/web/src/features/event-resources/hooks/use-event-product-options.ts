import type { TProductType } from '@marquee/core';
import { useProductCategories } from '../../products';

/** The event's products as multi-select options, in catalogue order; `productType` keeps only tickets, say. */
export function useEventProductOptions(eventId: string, filter: { productType?: TProductType } = {}) {
  const categories = useProductCategories(eventId);
  const options = (categories.data ?? []).flatMap((category) =>
    category.products
      .filter((product) => !filter.productType || product.product_type === filter.productType)
      .map((product) => ({ value: product.id, label: product.title })),
  );
  return { options, isLoading: categories.isLoading, isLoaded: categories.isSuccess };
}
