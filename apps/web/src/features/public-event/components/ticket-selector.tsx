import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput, Typography } from '@mantine/core';
import {
  areEventSalesOpen,
  customContinueText,
  formatMoney,
  type TPublicEvent,
  type TPublicOrder,
} from '@marquee/core';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useReservation } from '../hooks/use-reservation';
import {
  selectionProblems,
  selectionTotal,
  toCreateOrderBody,
  totalSelected,
  type TPublicProduct,
  type TSelection,
  type TSelectionTotal,
} from '../lib/selection';
import { ProductPicker } from './product-picker';

const PromoUsedUpNotice = lazy(() => import('./promo-code-notices'));
const PromoCodeRefusal = lazy(() =>
  import('./promo-code-notices').then((module) => ({ default: module.PromoCodeRefusal })),
);

export type TTicketSelectorProps = {
  event: TPublicEvent;
  /** The code the event was read with (`?promo_code=`, or the widget's). */
  promoCode: string | null;
  affiliateCode: string | null;
  /** Shows the event with this code (null removes it): the page asks for the event again. */
  onApplyPromo: (code: string | null) => void;
  isApplyingPromo?: boolean;
  /** The reservation succeeded: go to its checkout. */
  onReserved: (order: TPublicOrder) => void;
  /** The Continue button's text when it is not the event's own (the widget's option). */
  continueButtonText?: string | null;
  /** A preview (the widget configurator's): everything shows, nothing can be reserved. */
  isPreview?: boolean;
  /** Availability changed under the page (a waiting list said tickets are free): ask for the event again. */
  onAvailabilityChanged?: () => void;
};

/**
 * The ticket picker with its promo code, running total and Continue, which reserves the choice: the same rules on
 * the event page and in the embedded widget (issue 28), with neither router nor query cache.
 */
export function TicketSelector({
  event,
  promoCode,
  affiliateCode,
  onApplyPromo,
  isApplyingPromo = false,
  onReserved,
  continueButtonText,
  isPreview = false,
  onAvailabilityChanged,
}: TTicketSelectorProps) {
  const { t } = useLingui();
  const [selection, setSelection] = useState<TSelection>({});
  const [promoInput, setPromoInput] = useState(promoCode ?? '');
  const [showProblems, setShowProblems] = useState(false);
  const reservation = useReservation(event.id);

  const problems = selectionProblems(event, selection);
  const error = reservation.error;
  // A code whose last use was taken between the page's read and Continue (decision 120): the buyer chooses.
  const promoUsedUp = isApiError(error) && error.status === 409 ? (error.fieldErrors.promo_code?.[0] ?? null) : null;
  const conflict = isApiError(error) && error.status === 409 && !promoUsedUp ? error.message : null;
  const otherError = error && !conflict ? error.message : null;
  const conflictFor = (product: TPublicProduct) => (conflict && conflict.includes(product.title) ? conflict : null);
  const anyProductConflict = event.product_categories.some((category) => category.products.some(conflictFor));
  const problemFor = (product: TPublicProduct) => {
    if (!showProblems) return null;
    const problem = problems.find((item) => item.productId === product.id);
    if (!problem) return null;
    const { min_per_order: min, title } = product;
    return problem.kind === 'below-min' ? t`Choose at least ${min} of ${title}.` : t`The amount is below the minimum.`;
  };
  const selected = totalSelected(selection);
  const total = selectionTotal(event, selection);
  // A preview (a draft's widget, the configurator's) shows the tickets as buyers will see them once on sale.
  const isSalesPaused = !areEventSalesOpen(event.status) && !isPreview;
  const appliedCode = event.promo_code?.code;

  const submit = async (options: { payFullPriceIfUsedUp?: boolean } = {}) => {
    setShowProblems(true);
    if (selected === 0 || problems.length > 0 || isPreview) return;
    const body = toCreateOrderBody(event, selection, {
      // An unknown code is refused when reserving (decision 042): send only one the event accepted.
      promoCode: event.promo_code?.valid ? promoCode : null,
      affiliateCode,
    });
    const order = await reservation.reserve(
      options.payFullPriceIfUsedUp ? { ...body, if_promo_code_used_up: 'PAY_FULL_PRICE' } : body,
    );
    if (order) onReserved(order);
  };

  return (
    <Stack gap="md">
      {event.settings.product_page_message && (
        <Typography fz="sm">
          <div dangerouslySetInnerHTML={{ __html: event.settings.product_page_message }} />
        </Typography>
      )}
      {isSalesPaused && (
        <Alert color="yellow" title={t`Ticket sales are paused`} data-testid="sales-paused">
          <Trans>The organizer has paused ticket sales for now. Please check back later.</Trans>
        </Alert>
      )}
      <ProductPicker
        event={event}
        isSalesPaused={isSalesPaused}
        isPreview={isPreview}
        onAvailabilityChanged={onAvailabilityChanged}
        selection={selection}
        onChange={(priceId, value) => {
          reservation.reset();
          setSelection((current) => ({ ...current, [priceId]: value }));
        }}
        conflictFor={conflictFor}
        problemFor={problemFor}
      />
      {!isSalesPaused && (
        <form
          onSubmit={(formEvent) => {
            formEvent.preventDefault();
            onApplyPromo(promoInput.trim() || null);
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t`Promo code`}
              value={promoInput}
              onChange={(changeEvent) => setPromoInput(changeEvent.currentTarget.value)}
              style={{ flex: 1 }}
              error={
                event.promo_code && !event.promo_code.valid ? (
                  <Suspense fallback={t`This promo code is not valid.`}>
                    <PromoCodeRefusal reason={event.promo_code.reason} />
                  </Suspense>
                ) : undefined
              }
            />
            <Button type="submit" variant="default" loading={isApplyingPromo}>
              <Trans>Apply</Trans>
            </Button>
          </Group>
          {event.promo_code?.valid && (
            <Text c="teal" fz="sm" mt={4} data-testid="promo-valid">
              <Trans>Promo code {appliedCode} applied.</Trans>
            </Text>
          )}
        </form>
      )}
      {event.settings.pre_checkout_message && (
        <Typography fz="sm">
          <div dangerouslySetInnerHTML={{ __html: event.settings.pre_checkout_message }} />
        </Typography>
      )}
      {conflict && !anyProductConflict && (
        <Alert color="red" role="alert">
          {conflict}
        </Alert>
      )}
      {promoUsedUp && (
        <Suspense fallback={null}>
          <PromoUsedUpNotice
            message={promoUsedUp}
            isPending={reservation.isPending}
            onPayFullPrice={() => void submit({ payFullPriceIfUsedUp: true })}
            onRemoveCode={() => {
              reservation.reset();
              setPromoInput('');
              onApplyPromo(null);
            }}
          />
        </Suspense>
      )}
      {otherError && (
        <Alert color="red" role="alert">
          {otherError}
        </Alert>
      )}
      {showProblems && selected === 0 && (
        <Text c="red" fz="sm" role="alert">
          <Trans>Choose at least one ticket.</Trans>
        </Text>
      )}
      {!isSalesPaused && selected > 0 && <SelectionTotalLine total={total} currency={event.currency} />}
      {!isSalesPaused && (
        <Button size="lg" fullWidth onClick={() => void submit()} loading={reservation.isPending} disabled={isPreview}>
          {continueButtonText || customContinueText(event.settings.continue_button_text) || t`Continue`}
        </Button>
      )}
    </Stack>
  );
}

/** The running total above Continue: what the order will charge, taxes and fees included. */
function SelectionTotalLine({ total, currency }: { total: TSelectionTotal; currency: string }) {
  const { i18n } = useLingui();
  const amount = formatMoney(total.total, currency, i18n.locale);
  const additions = formatMoney(total.taxesAndFees, currency, i18n.locale);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="selection-total" aria-live="polite">
      <Text fz="sm" c="dimmed">
        <Plural value={total.units} one="# item" other="# items" />
      </Text>
      <Stack gap={0} align="flex-end">
        <Text fw={700}>
          <Trans>Total {amount}</Trans>
        </Text>
        {total.taxesAndFees > 0 && (
          <Text fz="xs" c="dimmed">
            <Trans>includes {additions} taxes and fees</Trans>
          </Text>
        )}
        {total.excludesDonationAdditions && (
          <Text fz="xs" c="dimmed">
            <Trans>Taxes and fees on donations are added at checkout.</Trans>
          </Text>
        )}
      </Stack>
    </Group>
  );
}
