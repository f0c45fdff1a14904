import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Paper, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { formatMoney, publicPriceDisplay, type TPublicEvent } from '@marquee/core';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useMoneyInput } from '../../../lib/use-money-input';
import { formatInZone } from '../../../lib/zoned-time';
import {
  canJoinWaitlist,
  isPriceOnSale,
  maxSelectable,
  type TPublicPrice,
  type TPublicProduct,
  type TSelection,
} from '../lib/selection';

// Only a page showing a sold-out ticket with a waiting list loads its button and form (issue 31).
const WaitlistJoin = lazy(() => import('./waitlist-join'));
/** What the waiting list's row takes while it loads, so the prices below do not move when it arrives. */
const WAITLIST_ROW_HEIGHT = 30;

type TPickerProps = {
  event: TPublicEvent;
  selection: TSelection;
  onChange: (priceId: string, value: { quantity: number; amount?: number }) => void;
  /** The reservation's 409 message for products it names. */
  conflictFor: (product: TPublicProduct) => string | null;
  problemFor: (product: TPublicProduct) => string | null;
  /** The organizer paused sales: prices stay visible, nothing can be picked. */
  isSalesPaused?: boolean;
  /** A preview: the waiting list's button shows, but nothing can be sent. */
  isPreview?: boolean;
  /** Availability changed under the page (a waiting list said tickets are free): ask for the event again. */
  onAvailabilityChanged?: () => void;
};

function PriceLine({
  event,
  product,
  price,
  selection,
  onChange,
  isSalesPaused,
  isPreview,
  onAvailabilityChanged,
}: Omit<TPickerProps, 'conflictFor' | 'problemFor'> & { product: TPublicProduct; price: TPublicPrice }) {
  const { t, i18n } = useLingui();
  const amountInput = useMoneyInput();
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const currency = event.currency;
  const mode = event.settings.price_display_mode;
  const picked = selection[price.id] ?? { quantity: 0 };
  const onSale = isPriceOnSale(product, price);
  const max = maxSelectable(product, price, selection);
  const name = price.label ? `${product.title} – ${price.label}` : product.title;
  const { amount: shown, original } = publicPriceDisplay(price, mode);
  const isDonation = product.type === 'DONATION';
  const isFree = product.type === 'FREE' || (shown === 0 && !isDonation);
  const additions = price.tax_total + price.fee_total;
  let state: string | null = null;
  if (isSalesPaused) state = t`Sales paused`;
  else if (price.is_sold_out || product.is_sold_out) state = t`Sold out`;
  else if (product.sales_status === 'NOT_YET_ON_SALE' || price.sales_status === 'NOT_YET_ON_SALE') {
    const from = product.sale_start_date
      ? formatInZone(product.sale_start_date, { locale: i18n.locale, timeZone: event.timezone })
      : null;
    state = from ? t`On sale from ${from}` : t`Not on sale yet`;
  } else if (product.sales_status === 'SALE_ENDED' || price.sales_status === 'SALE_ENDED') state = t`Sale ended`;
  const amount = picked.amount ?? price.price;
  const minimum = formatMoney(price.price, currency, i18n.locale);
  const additionsText = formatMoney(additions, currency, i18n.locale);
  const remaining = price.quantity_remaining;

  return (
    <Stack gap={6} data-testid="price-line" data-price-label={price.label ?? ''}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          {price.label && <Text fw={500}>{price.label}</Text>}
          <Group gap="xs">
            {isFree ? (
              <Text fw={600}>
                <Trans>Free</Trans>
              </Text>
            ) : isDonation ? (
              <Text fw={600}>
                <Trans>From {minimum}</Trans>
              </Text>
            ) : (
              <Text fw={600}>{formatMoney(shown, currency, i18n.locale)}</Text>
            )}
            {original !== null && !isDonation && (
              <Text td="line-through" c="dimmed" fz="sm" data-testid="price-original">
                {formatMoney(original, currency, i18n.locale)}
              </Text>
            )}
          </Group>
          {!isFree && additions > 0 && (
            <Text fz="xs" c="dimmed">
              {mode === 'INCLUSIVE' ? (
                <Trans>incl. {additionsText} taxes and fees</Trans>
              ) : (
                <Trans>+ {additionsText} taxes and fees</Trans>
              )}
            </Text>
          )}
          {price.quantity_remaining !== null && onSale && (
            <Text fz="xs" c="dimmed">
              <Trans>{remaining} left</Trans>
            </Text>
          )}
        </Stack>
        {state ? (
          <Badge color={state === t`Sold out` ? 'red' : 'gray'} variant="light">
            {state}
          </Badge>
        ) : (
          <QuantityStepper
            name={name}
            max={Math.max(max, picked.quantity)}
            value={picked.quantity}
            onChange={(quantity) => onChange(price.id, { ...picked, quantity })}
          />
        )}
      </Group>
      {canJoinWaitlist(product, price, isSalesPaused) && (
        <Suspense fallback={<div style={{ minHeight: WAITLIST_ROW_HEIGHT }} />}>
          <WaitlistJoin
            event={event}
            product={product}
            price={price}
            isDisabled={isPreview}
            onAvailabilityChanged={onAvailabilityChanged}
          />
        </Suspense>
      )}
      {isDonation && !state && picked.quantity > 0 && (
        <TextInput
          label={t`Amount (${currency})`}
          description={t`At least ${minimum}`}
          inputMode="decimal"
          defaultValue={amountInput.format(amount, currency)}
          error={amountProblem}
          onChange={(changeEvent) => {
            const parsed = amountInput.parse(changeEvent.currentTarget.value, currency);
            // An unreadable amount still counts as 0 (as before); the field now says what to type.
            setAmountProblem(parsed.ok ? null : amountInput.problemText(parsed.reason, currency));
            onChange(price.id, { ...picked, amount: parsed.ok ? parsed.minor : 0 });
          }}
        />
      )}
    </Stack>
  );
}

/** The products of a public event, by category, each price with its own quantity picker. */
export function ProductPicker(props: TPickerProps) {
  const { event, conflictFor, problemFor } = props;
  const categories = event.product_categories;
  if (categories.every((category) => category.products.length === 0))
    return (
      <Alert color="gray">
        <Trans>No tickets are available for this event right now.</Trans>
      </Alert>
    );
  return (
    <Stack gap="lg">
      {categories.map((category) => (
        <Stack key={category.id} gap="sm">
          {categories.length > 1 && <Title order={3}>{category.name}</Title>}
          {category.description && (
            <Text c="dimmed" fz="sm">
              {category.description}
            </Text>
          )}
          {category.products.length === 0 && category.no_products_message && (
            <Text c="dimmed">{category.no_products_message}</Text>
          )}
          {category.products.map((product) => {
            const conflict = conflictFor(product);
            const problem = problemFor(product);
            const minPerOrder = product.min_per_order;
            return (
              <Paper
                key={product.id}
                withBorder
                p="md"
                radius="md"
                data-testid="public-product"
                data-product-title={product.title}
                style={product.is_highlighted ? { borderColor: 'var(--mantine-color-anchor)' } : undefined}
              >
                <Stack gap="sm">
                  <Stack gap={2}>
                    <Text fw={700} fz="lg">
                      {product.title}
                    </Text>
                    {product.is_highlighted && product.highlight_message && (
                      <Badge variant="light">{product.highlight_message}</Badge>
                    )}
                    {product.description && (
                      <Typography fz="sm" c="dimmed">
                        {/* Sanitised by the server before storing. */}
                        <div dangerouslySetInnerHTML={{ __html: product.description }} />
                      </Typography>
                    )}
                    {product.min_per_order > 1 && (
                      <Text fz="xs" c="dimmed">
                        <Trans>At least {minPerOrder} per order</Trans>
                      </Text>
                    )}
                  </Stack>
                  {product.prices.map((price) => (
                    <PriceLine key={price.id} {...props} product={product} price={price} />
                  ))}
                  {conflict && (
                    <Alert color="red" role="alert" data-testid="product-conflict">
                      {conflict}
                    </Alert>
                  )}
                  {problem && (
                    <Text c="red" fz="sm" role="alert">
                      {problem}
                    </Text>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
