import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, EmptyState, Group, Menu, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import type { TEvent, TProduct, TProductCategory } from '@marquee/core';
import { IconChevronDown, IconFolderPlus, IconPlus, IconSearch, IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { ComposeMessageModal, ticketHoldersMessagePreset, useMessagingGate } from '../../messages';
import { PageHeader } from '../../../components/page-header';
import { SortableList } from '../../../components/sortable-list';
import { useTaxesAndFees } from '../../taxes';
import { useProductCategories, useSortProducts } from '../api/catalogue';
import { useProductActions } from '../hooks/use-product-actions';
import { canMoveProduct, moveCategory, moveProduct } from '../lib/catalogue-order';
import { CategoryBlock } from './category-block';
import { CategoryFormModal, type TCategoryEditing } from './category-form-modal';
import { ProductFormModal, type TProductEditing } from './product-form-modal';

/** Reference §2.7 products: the event's catalogue by category, in order, with everything to manage it. */
export function ProductsPanel({ event, accountId }: { event: TEvent; accountId: string }) {
  const { t } = useLingui();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const catalogue = useProductCategories(event.id);
  const taxes = useTaxesAndFees(accountId);
  const sort = useSortProducts(event.id);
  const actions = useProductActions(event.id);
  const [search, setSearch] = useState('');
  const [productEditing, setProductEditing] = useState<TProductEditing>(null);
  const [categoryEditing, setCategoryEditing] = useState<TCategoryEditing>(null);
  // The ticket whose holders are being messaged (its card menu's "Message ticket holders").
  const [messaging, setMessaging] = useState<TProduct | null>(null);
  const messagingGate = useMessagingGate();
  const categories = catalogue.data;
  const taxList = useMemo(() => taxes.data ?? [], [taxes.data]);
  const taxesById = useMemo(() => new Map(taxList.map((tax) => [tax.id, tax])), [taxList]);
  const firstCategoryId = categories?.[0]?.id;

  // `#create-product` (the getting-started link) opens the product form once the catalogue is known.
  const editing: TProductEditing =
    productEditing ??
    (hash === '#create-product' && firstCategoryId ? { mode: 'create', categoryId: firstCategoryId } : null);

  function closeProductForm() {
    setProductEditing(null);
    if (hash) void navigate({ hash: '' }, { replace: true });
  }

  const query = search.trim().toLowerCase();
  const matches = (product: TProduct) => !query || product.title.toLowerCase().includes(query);
  const productCount = categories?.reduce((sum, category) => sum + category.products.length, 0) ?? 0;
  const hasHits = categories?.some((category) => category.products.some(matches)) ?? false;

  function reorder(next: TProductCategory[]) {
    sort.mutate(next);
  }

  const header = (
    <PageHeader
      title={<Trans>Tickets and products</Trans>}
      description={<Trans>What buyers can choose on the event page, in this order.</Trans>}
      actions={
        <Menu position="bottom-end" shadow="md" width={220}>
          <Menu.Target>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={!categories}
            >
              <Trans>Create</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconTicket size={16} aria-hidden />}
              onClick={() => firstCategoryId && setProductEditing({ mode: 'create', categoryId: firstCategoryId })}
            >
              <Trans>Ticket or product</Trans>
            </Menu.Item>
            <Menu.Item leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={() => setCategoryEditing('new')}>
              <Trans>Category</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      }
    />
  );

  if (catalogue.isError) {
    return (
      <div>
        {header}
        <LoadError
          title={<Trans>We couldn't load the tickets</Trans>}
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      </div>
    );
  }

  return (
    <div>
      {header}
      <Stack gap="md">
        <TextInput
          aria-label={t`Search products`}
          placeholder={t`Search by name`}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search ? <CloseButton size="sm" aria-label={t`Clear search`} onClick={() => setSearch('')} /> : null
          }
          value={search}
          onChange={(changeEvent) => setSearch(changeEvent.currentTarget.value)}
          maw={420}
        />
        {!categories ? (
          <Stack gap="sm" aria-busy="true" aria-label={t`Loading tickets`}>
            <Skeleton h={40} w={220} />
            <Skeleton h={110} radius="md" />
            <Skeleton h={110} radius="md" />
          </Stack>
        ) : (
          <>
            {productCount === 0 ? (
              <Paper withBorder radius="lg">
                <EmptyState
                  py="xl"
                  variant="light"
                  icon={<IconTicket size={30} aria-hidden />}
                  title={<Trans>No tickets yet</Trans>}
                  description={
                    <Trans>
                      Create a paid, free, pay-what-you-want or tiered ticket, or an add-on such as merchandise.
                    </Trans>
                  }
                >
                  <EmptyState.Actions>
                    <Button
                      onClick={() =>
                        firstCategoryId && setProductEditing({ mode: 'create', categoryId: firstCategoryId })
                      }
                    >
                      <Trans>Create a ticket</Trans>
                    </Button>
                  </EmptyState.Actions>
                </EmptyState>
              </Paper>
            ) : query && !hasHits ? (
              <Paper withBorder radius="lg">
                <EmptyState
                  py="lg"
                  variant="light"
                  icon={<IconSearch size={26} aria-hidden />}
                  title={<Trans>No products match your search</Trans>}
                >
                  <EmptyState.Actions>
                    <Button variant="default" onClick={() => setSearch('')}>
                      <Trans>Clear search</Trans>
                    </Button>
                  </EmptyState.Actions>
                </EmptyState>
              </Paper>
            ) : null}
            <SortableList
              items={categories}
              getId={(category) => category.id}
              disabled={Boolean(query) || sort.isPending}
              onReorder={reorder}
              renderItem={(category, categoryIndex) => {
                const shown = category.products.filter(matches);
                if (query && shown.length === 0) return null;
                return (
                  <CategoryBlock
                    category={category}
                    products={shown}
                    currency={event.currency}
                    taxesById={taxesById}
                    isOnlyCategory={categories.length === 1}
                    isBusy={sort.isPending || actions.isPending}
                    canDrag={!query}
                    onReorderProducts={(products) =>
                      reorder(categories.map((each) => (each.id === category.id ? { ...each, products } : each)))
                    }
                    canMoveUp={!query && categoryIndex > 0}
                    canMoveDown={!query && categoryIndex < categories.length - 1}
                    onMove={(delta) => reorder(moveCategory(categories, categoryIndex, delta))}
                    onAddProduct={() => setProductEditing({ mode: 'create', categoryId: category.id })}
                    onEdit={() => setCategoryEditing(category)}
                    onDelete={() => void actions.deleteCategory(category)}
                    canMoveProduct={(productIndex, delta) =>
                      !query && canMoveProduct(categories, { categoryIndex, productIndex }, delta)
                    }
                    onMoveProduct={(productIndex, delta) =>
                      reorder(moveProduct(categories, { categoryIndex, productIndex }, delta))
                    }
                    onEditProduct={(product) => setProductEditing({ mode: 'edit', product })}
                    onDuplicateProduct={(product) => void actions.duplicate(product)}
                    onToggleHidden={(product) => void actions.toggleHidden(product)}
                    onDeleteProduct={(product) => void actions.deleteProduct(product)}
                    onMessageHolders={setMessaging}
                    isMessagingBlocked={messagingGate.isBlocked}
                  />
                );
              }}
            />
            <Group>
              <Button
                variant="subtle"
                leftSection={<IconFolderPlus size={16} aria-hidden />}
                onClick={() => setCategoryEditing('new')}
              >
                <Trans>Add a category</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ProductFormModal
        event={event}
        categories={categories ?? []}
        taxes={taxList}
        accountId={accountId}
        editing={editing}
        onClose={closeProductForm}
      />
      <CategoryFormModal eventId={event.id} editing={categoryEditing} onClose={() => setCategoryEditing(null)} />
      <ComposeMessageModal
        eventId={event.id}
        opened={messaging !== null}
        onClose={() => setMessaging(null)}
        preset={messaging ? ticketHoldersMessagePreset(messaging.id) : null}
        withViewLink
      />
    </div>
  );
}
