import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Typography } from '@mantine/core';
import { areEventSalesOpen } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { publicEventQueryOptions, useCreatePublicOrder } from '../../../features/checkout/api/public-checkout';
import { ResumeOrderBanner } from '../../../features/checkout/components/abandon-order';
import { EventDescription, EventHeader } from '../../../features/public-event/components/event-header';
import { ProductPicker } from '../../../features/public-event/components/product-picker';
import {
  selectionProblems,
  toCreateOrderBody,
  totalSelected,
  type TPublicProduct,
  type TSelection,
} from '../../../features/public-event/lib/selection';
import { isApiError } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequiredParam } from '../../../lib/route-params';
import { PageLoader } from '../page-loader';

/** Loads the event before showing it: 404 → not-found view, a wrong slug → the canonical address (query kept). */
export { createLoader } from './event-page-loader';

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const eventId = useRequiredParam('eventId', t`Event ID is required`);
  const [searchParams, setSearchParams] = useSearchParams();
  const promoCode = searchParams.get('promo_code');
  const affiliateCode = searchParams.get('aff');
  // The loader fetched it just now; the page reads that answer rather than asking again.
  const { data: event } = useQuery({ ...publicEventQueryOptions(eventId, promoCode), refetchOnMount: false });
  const [selection, setSelection] = useState<TSelection>({});
  const [promoInput, setPromoInput] = useState(promoCode ?? '');
  const [showProblems, setShowProblems] = useState(false);
  const createOrder = useCreatePublicOrder(eventId);
  useDocumentMeta({ title: event?.title ?? t`Event`, description: undefined });

  if (!event) return <PageLoader />;

  const problems = selectionProblems(event, selection);
  const conflict = isApiError(createOrder.error) && createOrder.error.status === 409 ? createOrder.error.message : null;
  const otherError = createOrder.error && !conflict ? createOrder.error.message : null;
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
  const isSalesPaused = !areEventSalesOpen(event.status);
  const appliedCode = event.promo_code?.code;

  const applyPromo = (code: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (code) next.set('promo_code', code);
    else next.delete('promo_code');
    setSearchParams(next, { replace: true });
  };

  const submit = () => {
    setShowProblems(true);
    if (selected === 0 || problems.length > 0) return;
    createOrder.mutate(
      toCreateOrderBody(event, selection, {
        // An unknown code is refused when reserving (decision 042): send only one the event accepted.
        promoCode: event.promo_code?.valid ? promoCode : null,
        affiliateCode,
      }),
      {
        onSuccess: (order) => void navigate(`/checkout/${eventId}/${order.short_id}/details`),
      },
    );
  };

  return (
    <Stack gap="xl">
      <EventHeader event={event} />
      <ResumeOrderBanner event={event} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t`Tickets`}>
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
            selection={selection}
            onChange={(priceId, value) => {
              createOrder.reset();
              setSelection((current) => ({ ...current, [priceId]: value }));
            }}
            conflictFor={conflictFor}
            problemFor={problemFor}
          />
          {!isSalesPaused && (
            <form
              onSubmit={(formEvent) => {
                formEvent.preventDefault();
                applyPromo(promoInput.trim() || null);
              }}
            >
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={t`Promo code`}
                  value={promoInput}
                  onChange={(changeEvent) => setPromoInput(changeEvent.currentTarget.value)}
                  style={{ flex: 1 }}
                  error={event.promo_code && !event.promo_code.valid ? t`This promo code is not valid.` : undefined}
                />
                <Button type="submit" variant="default">
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
          {!isSalesPaused && (
            <Button size="lg" fullWidth onClick={submit} loading={createOrder.isPending}>
              {event.settings.continue_button_text || t`Continue`}
            </Button>
          )}
        </Stack>
      </Paper>
      <EventDescription event={event} />
    </Stack>
  );
}
