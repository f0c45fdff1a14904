import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Menu, Paper, Progress, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatMoney, type TProduct, type TTaxOrFee } from '@marquee/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconDots,
  IconEye,
  IconEyeOff,
  IconLock,
  IconMail,
  IconPencil,
  IconReceiptTax,
  IconTrash,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { SortableHandle } from '../../../components/sortable-list';
import { formatRelativeTime } from '../../../lib/dates';
import { SALES_STATUS_COLORS, useProductLabels } from '../hooks/use-product-labels';

/** How few left turns the bar orange (reference §2.7). */
const FEW_LEFT = 10;

/** "Free", "€12.00", "from €5.00" (donation minimum) or "€10.00 – €25.00" (tiers). */
export function useProductPriceLabel() {
  const { t, i18n } = useLingui();
  return (product: Pick<TProduct, 'type' | 'prices'>, currency: string) => {
    if (product.type === 'FREE') return t`Free`;
    const amounts = product.prices.map((price) => price.price);
    if (amounts.length === 0) return '';
    const low = formatMoney(Math.min(...amounts), currency, i18n.locale);
    const high = formatMoney(Math.max(...amounts), currency, i18n.locale);
    if (product.type === 'DONATION') return t`from ${low}`;
    return low === high ? low : `${low} – ${high}`;
  };
}

/** Sold against capacity: null capacity means at least one price is unlimited. */
function capacityOf(product: TProduct): { sold: number; capacity: number | null } {
  const sold = product.prices.reduce((sum, price) => sum + price.quantity_sold, 0);
  const limits = product.prices.map((price) => price.initial_quantity_available);
  const capacity = limits.some((limit) => limit === null)
    ? null
    : limits.reduce<number>((sum, limit) => sum + (limit ?? 0), 0);
  return { sold, capacity };
}

type TProductCardProps = {
  product: TProduct;
  currency: string;
  taxesById: Map<string, TTaxOrFee>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Shows the drag handle (the up/down buttons stay as the keyboard and fallback way). */
  canDrag?: boolean;
  isBusy: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onToggleHidden: () => void;
  onDelete: () => void;
  /** "Message ticket holders" (tickets only): opens the compose modal with this ticket's holders. */
  onMessageHolders?: () => void;
  /** The account may not send messages yet: the item shows a lock, and the modal says why. */
  isMessagingBlocked?: boolean;
};

/** What a click on the card must leave to itself: its buttons, links, fields and menus. */
const INTERACTIVE_SELECTOR = 'button, a, input, [role="menu"], [role="menuitem"]';

/** A click on the card's own surface, not on one of its buttons, menus or their portalled dropdowns. */
function isCardSurfaceClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return false;
  return target.closest(INTERACTIVE_SELECTOR) === null;
}

/** A product in its category: what it is, what it costs, how it sells, and its actions. */
export function ProductCard(props: TProductCardProps) {
  const { product, currency, taxesById, canMoveUp, canMoveDown, isBusy } = props;
  const { t, i18n } = useLingui();
  const labels = useProductLabels();
  const priceLabel = useProductPriceLabel()(product, currency);
  const { sold, capacity } = capacityOf(product);
  const left = capacity === null ? null : Math.max(0, capacity - sold);
  const title = product.title;
  const tierCount = product.prices.length;
  const taxNames = product.tax_and_fee_ids
    .map((id) => taxesById.get(id)?.name)
    .filter(Boolean)
    .join(', ');
  const now = new Date();
  const startsLater = product.sale_start_date && new Date(product.sale_start_date) > now;
  const saleStart = product.sale_start_date ? formatRelativeTime(product.sale_start_date, i18n.locale) : null;
  const saleEnd = product.sale_end_date ? formatRelativeTime(product.sale_end_date, i18n.locale) : null;
  const barColor = left === 0 ? 'red' : left !== null && left <= FEW_LEFT ? 'orange' : 'teal';

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="product-card"
      data-product-title={title}
      style={{ cursor: 'pointer' }}
      // The title is the keyboard's way in (a button); a click anywhere else on the card opens the product too.
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (isCardSurfaceClick(event)) props.onEdit();
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2} align="center">
          {props.canDrag ? <SortableHandle label={t`Drag ${title}`} /> : null}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            disabled={!canMoveUp || isBusy}
            onClick={() => props.onMove(-1)}
            aria-label={t`Move ${title} up`}
          >
            <IconArrowUp size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            disabled={!canMoveDown || isBusy}
            onClick={() => props.onMove(1)}
            aria-label={t`Move ${title} down`}
          >
            <IconArrowDown size={14} aria-hidden />
          </ActionIcon>
        </Stack>
        <Stack gap={6} style={{ flex: 1 }} miw={0}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={4} miw={0}>
              <UnstyledButton onClick={props.onEdit} aria-label={t`Edit ${title}`} miw={0}>
                <Text fw={800} truncate>
                  {title}
                </Text>
              </UnstyledButton>
              <Group gap={4}>
                <Badge size="xs" variant="light" color="gray">
                  {labels.productType(product.product_type)}
                </Badge>
                {product.type === 'DONATION' ? (
                  <Badge size="xs" variant="light" color="grape">
                    {labels.priceType('DONATION')}
                  </Badge>
                ) : null}
                {product.type === 'TIERED' ? (
                  <Badge size="xs" variant="light" color="indigo">
                    <Plural value={tierCount} one="# tier" other="# tiers" />
                  </Badge>
                ) : null}
                {product.is_hidden ? (
                  <Badge size="xs" variant="outline" color="gray">
                    <Trans>Hidden</Trans>
                  </Badge>
                ) : null}
                {product.is_hidden_without_promo_code ? (
                  <Badge size="xs" variant="outline" color="violet">
                    <Trans>Promo code only</Trans>
                  </Badge>
                ) : null}
                {product.is_highlighted ? (
                  <Badge size="xs" variant="light" color="yellow">
                    <Trans>Highlighted</Trans>
                  </Badge>
                ) : null}
                {product.waitlist_entry_count ? (
                  <Badge size="xs" variant="light" color="orange" data-testid="product-waiting">
                    <Plural value={product.waitlist_entry_count} one="# person waiting" other="# people waiting" />
                  </Badge>
                ) : null}
                {product.sales_status === 'HIDDEN' && product.is_hidden ? null : (
                  <Badge size="xs" variant="dot" color={SALES_STATUS_COLORS[product.sales_status]}>
                    {labels.salesStatus(product.sales_status)}
                  </Badge>
                )}
              </Group>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Text fw={800} style={{ whiteSpace: 'nowrap' }} data-testid="product-price">
                {priceLabel}
              </Text>
              {taxNames ? (
                <Tooltip label={t`Plus ${taxNames}`} withArrow multiline maw={240}>
                  <IconReceiptTax size={16} aria-label={t`Plus ${taxNames}`} color="var(--mantine-color-dimmed)" />
                </Tooltip>
              ) : null}
              <Menu position="bottom-end" shadow="md" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${title}`} disabled={isBusy}>
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={props.onEdit}>
                    <Trans>Edit</Trans>
                  </Menu.Item>
                  <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={props.onDuplicate}>
                    <Trans>Duplicate</Trans>
                  </Menu.Item>
                  <Menu.Item
                    leftSection={
                      product.is_hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />
                    }
                    onClick={props.onToggleHidden}
                  >
                    {product.is_hidden ? <Trans>Show to buyers</Trans> : <Trans>Hide from buyers</Trans>}
                  </Menu.Item>
                  {product.product_type === 'TICKET' && props.onMessageHolders ? (
                    <Menu.Item
                      leftSection={
                        props.isMessagingBlocked ? (
                          <IconLock size={16} aria-hidden />
                        ) : (
                          <IconMail size={16} aria-hidden />
                        )
                      }
                      aria-haspopup="dialog"
                      onClick={props.onMessageHolders}
                    >
                      <Trans>Message ticket holders</Trans>
                    </Menu.Item>
                  ) : null}
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={props.onDelete}>
                    <Trans>Delete</Trans>
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
          {capacity === null ? (
            <Text size="xs" c="dimmed">
              <Trans>{sold} sold · unlimited</Trans>
            </Text>
          ) : (
            <Stack gap={2}>
              <Progress
                value={capacity > 0 ? (sold / capacity) * 100 : 100}
                color={barColor}
                size="sm"
                aria-label={t`${sold} of ${capacity} sold`}
              />
              <Text size="xs" c={left === 0 ? 'red' : left !== null && left <= FEW_LEFT ? 'orange' : 'dimmed'}>
                <Trans>
                  {sold} of {capacity} sold
                </Trans>
              </Text>
            </Stack>
          )}
          <Text size="xs" c="dimmed">
            {startsLater && saleStart ? (
              <Trans>Sale starts {saleStart}</Trans>
            ) : saleEnd ? (
              <Trans>Sale ends {saleEnd}</Trans>
            ) : product.sale_start_date ? (
              <Trans>On sale, no end date</Trans>
            ) : (
              <Trans>Always available</Trans>
            )}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
