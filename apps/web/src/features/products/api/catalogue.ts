import type {
  TCreateProduct,
  TCreateProductCategory,
  TProduct,
  TProductCategory,
  TResource,
  TUpdateProduct,
  TUpdateProductCategory,
} from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { eventPath } from '../../events';
import { toSortBody } from '../lib/catalogue-order';

export const catalogueKeys = {
  categories: (eventId: string) => ['events', 'catalogue', eventId] as const,
};

const categoriesPath = (eventId: string) => `${eventPath(eventId)}/product-categories`;
const productsPath = (eventId: string) => `${eventPath(eventId)}/products`;
const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** GET events/{id}/product-categories: the catalogue in order, categories holding their products and prices. */
export function productCategoriesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: catalogueKeys.categories(eventId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TProductCategory[]>>(categoriesPath(eventId), { signal })).data,
  });
}

export function useProductCategories(eventId: string) {
  return useQuery(productCategoriesQueryOptions(eventId));
}

/** Every catalogue change reloads the whole catalogue: it is one small answer, and orders shift around. */
function useCatalogueMutation<TVariables, TResult>(
  eventId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.categories(eventId) }),
  });
}

export function useCreateProductCategory(eventId: string) {
  return useCatalogueMutation(
    eventId,
    async (body: TCreateProductCategory) =>
      (await apiClient.post<TResource<TProductCategory>>(categoriesPath(eventId), body)).data,
  );
}

export function useUpdateProductCategory(eventId: string) {
  return useCatalogueMutation(
    eventId,
    async ({ id, body }: { id: string; body: TUpdateProductCategory }) =>
      (await apiClient.put<TResource<TProductCategory>>(one(categoriesPath(eventId), id), body)).data,
  );
}

export function useDeleteProductCategory(eventId: string) {
  return useCatalogueMutation(eventId, (id: string) => apiClient.delete<undefined>(one(categoriesPath(eventId), id)));
}

export function useCreateProduct(eventId: string) {
  return useCatalogueMutation(
    eventId,
    async (body: TCreateProduct) => (await apiClient.post<TResource<TProduct>>(productsPath(eventId), body)).data,
  );
}

/** PUT merges; `prices` is the whole list (existing prices keep their `id`). */
export function useUpdateProduct(eventId: string) {
  return useCatalogueMutation(
    eventId,
    async ({ id, body }: { id: string; body: TUpdateProduct }) =>
      (await apiClient.put<TResource<TProduct>>(one(productsPath(eventId), id), body)).data,
  );
}

export function useDeleteProduct(eventId: string) {
  return useCatalogueMutation(eventId, (id: string) => apiClient.delete<undefined>(one(productsPath(eventId), id)));
}

export function useDuplicateProduct(eventId: string) {
  return useCatalogueMutation(
    eventId,
    async (id: string) =>
      (await apiClient.post<TResource<TProduct>>(`${one(productsPath(eventId), id)}/duplicate`)).data,
  );
}

/**
 * POST events/{id}/products/sort with the catalogue in its new order. The new order shows at once; the
 * server's answer replaces it, and a refusal reloads the stored order.
 */
export function useSortProducts(eventId: string) {
  const queryClient = useQueryClient();
  const key = catalogueKeys.categories(eventId);
  return useMutation({
    mutationFn: async (categories: TProductCategory[]) =>
      (await apiClient.post<TResource<TProductCategory[]>>(`${productsPath(eventId)}/sort`, toSortBody(categories)))
        .data,
    onMutate: async (categories) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, categories);
    },
    onSuccess: (categories) => queryClient.setQueryData(key, categories),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
