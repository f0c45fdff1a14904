import { useProductCategories } from '../../products/api/catalogue';

/** The event's products as multi-select options, in catalogue order. */
export function useEventProductOptions(eventId: string) {
  const categories = useProductCategories(eventId);
  const options = (categories.data ?? []).flatMap((category) =>
    category.products.map((product) => ({ value: product.id, label: product.title })),
  );
  return { options, isLoading: categories.isLoading };
}
