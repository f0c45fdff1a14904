import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TProduct, TProductCategory } from '@marquee/core';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteProduct, useDeleteProductCategory, useDuplicateProduct, useUpdateProduct } from '../api/catalogue';

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** The catalogue's one-click actions, each confirmed when it destroys something, each ending in a toast. */
export function useProductActions(eventId: string) {
  const { t } = useLingui();
  const update = useUpdateProduct(eventId);
  const remove = useDeleteProduct(eventId);
  const duplicateProduct = useDuplicateProduct(eventId);
  const removeCategory = useDeleteProductCategory(eventId);

  async function toggleHidden(product: TProduct) {
    const title = product.title;
    try {
      await update.mutateAsync({ id: product.id, body: { is_hidden: !product.is_hidden } });
      notifySuccess(product.is_hidden ? t`“${title}” is shown to buyers again.` : t`“${title}” is hidden from buyers.`);
    } catch (error) {
      notifyError(messageOf(error, t`The product could not be changed.`));
    }
  }

  async function duplicate(product: TProduct) {
    try {
      const copy = await duplicateProduct.mutateAsync(product.id);
      const title = copy.title;
      notifySuccess(t`“${title}” added.`);
    } catch (error) {
      notifyError(messageOf(error, t`The product could not be duplicated.`));
    }
  }

  async function deleteProduct(product: TProduct) {
    const title = product.title;
    const isConfirmed = await confirmAction({
      title: t`Delete “${title}”?`,
      message: t`It disappears from the event page. Products that have sold cannot be deleted; hide them instead.`,
      confirmLabel: t`Delete`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(product.id);
      notifySuccess(t`“${title}” deleted.`);
    } catch (error) {
      // The server refuses once something sold: offer what it suggests instead.
      if (isApiError(error) && error.status === 409 && !product.is_hidden) {
        const isHiding = await confirmAction({
          title: t`“${title}” cannot be deleted`,
          message: error.message,
          confirmLabel: t`Hide it instead`,
        });
        if (isHiding) await toggleHidden(product);
        return;
      }
      notifyError(messageOf(error, t`The product could not be deleted.`));
    }
  }

  async function deleteCategory(category: TProductCategory) {
    const name = category.name;
    const count = category.products.length;
    const isConfirmed = await confirmAction({
      title: t`Delete the category “${name}”?`,
      message:
        count > 0
          ? plural(count, {
              one: 'Its # product is deleted with it. Categories with sales cannot be deleted.',
              other: 'Its # products are deleted with it. Categories with sales cannot be deleted.',
            })
          : t`It has no products.`,
      confirmLabel: t`Delete category`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    try {
      await removeCategory.mutateAsync(category.id);
      notifySuccess(t`Category “${name}” deleted.`);
    } catch (error) {
      notifyError(messageOf(error, t`The category could not be deleted.`));
    }
  }

  const isPending = update.isPending || remove.isPending || duplicateProduct.isPending || removeCategory.isPending;
  return { toggleHidden, duplicate, deleteProduct, deleteCategory, isPending };
}
