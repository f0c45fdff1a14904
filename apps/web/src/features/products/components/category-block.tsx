import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { TProduct, TProductCategory, TTaxOrFee } from '@marquee/core';
import { IconArrowDown, IconArrowUp, IconDots, IconEyeOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { SortableHandle, SortableList } from '../../../components/sortable-list';
import { ProductCard } from './product-card';

type TCategoryBlockProps = {
  category: TProductCategory;
  /** The products to show (all, or those matching the search). */
  products: TProduct[];
  currency: string;
  taxesById: Map<string, TTaxOrFee>;
  isOnlyCategory: boolean;
  isBusy: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (delta: -1 | 1) => void;
  /** Dragging is off while a search shows only some products. */
  canDrag: boolean;
  onReorderProducts: (products: TProduct[]) => void;
  onAddProduct: () => void;
  onEdit: () => void;
  onDelete: () => void;
  canMoveProduct: (productIndex: number, delta: -1 | 1) => boolean;
  onMoveProduct: (productIndex: number, delta: -1 | 1) => void;
  onEditProduct: (product: TProduct) => void;
  onDuplicateProduct: (product: TProduct) => void;
  onToggleHidden: (product: TProduct) => void;
  onDeleteProduct: (product: TProduct) => void;
  onMessageHolders: (product: TProduct) => void;
  isMessagingBlocked: boolean;
};

/** One category of the catalogue: its name and order, then its products. */
export function CategoryBlock(props: TCategoryBlockProps) {
  const { category, products, isBusy } = props;
  const { t } = useLingui();
  const name = category.name;
  const count = category.products.length;
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={t`Category ${name}`}
      data-testid="product-category"
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {props.canDrag ? <SortableHandle label={t`Drag category ${name}`} /> : null}
          <Title order={2} fz={18} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </Title>
          {category.is_hidden ? (
            <Tooltip label={t`Hidden from buyers`} withArrow>
              <IconEyeOff size={16} aria-label={t`Hidden from buyers`} color="var(--mantine-color-dimmed)" />
            </Tooltip>
          ) : null}
          <Badge size="sm" variant="light" color="gray">
            {count}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={!props.canMoveUp || isBusy}
            onClick={() => props.onMove(-1)}
            aria-label={t`Move category ${name} up`}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={!props.canMoveDown || isBusy}
            onClick={() => props.onMove(1)}
            aria-label={t`Move category ${name} down`}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={props.onAddProduct}
            visibleFrom="xs"
          >
            <Trans>Product</Trans>
          </Button>
          <ActionIcon
            variant="light"
            onClick={props.onAddProduct}
            hiddenFrom="xs"
            aria-label={t`Add a product to ${name}`}
          >
            <IconPlus size={16} aria-hidden />
          </ActionIcon>
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for category ${name}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={props.onEdit}>
                <Trans>Edit category</Trans>
              </Menu.Item>
              <Tooltip label={t`An event keeps at least one category.`} disabled={!props.isOnlyCategory} withArrow>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={props.onDelete}
                  disabled={props.isOnlyCategory}
                >
                  <Trans>Delete category</Trans>
                </Menu.Item>
              </Tooltip>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed" py="xs">
          <Trans>No products in this category yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          <SortableList
            items={products}
            getId={(product) => product.id}
            disabled={!props.canDrag || isBusy}
            onReorder={props.onReorderProducts}
            renderItem={(product, productIndex) => (
              <ProductCard
                product={product}
                currency={props.currency}
                taxesById={props.taxesById}
                isBusy={isBusy}
                canDrag={props.canDrag}
                canMoveUp={props.canMoveProduct(productIndex, -1)}
                canMoveDown={props.canMoveProduct(productIndex, 1)}
                onMove={(delta) => props.onMoveProduct(productIndex, delta)}
                onEdit={() => props.onEditProduct(product)}
                onDuplicate={() => props.onDuplicateProduct(product)}
                onToggleHidden={() => props.onToggleHidden(product)}
                onDelete={() => props.onDeleteProduct(product)}
                onMessageHolders={() => props.onMessageHolders(product)}
                isMessagingBlocked={props.isMessagingBlocked}
              />
            )}
          />
        </Stack>
      )}
    </Paper>
  );
}
