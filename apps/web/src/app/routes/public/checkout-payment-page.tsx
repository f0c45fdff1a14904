import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { availablePaymentMethods } from '@marquee/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  useAwaitOfflinePayment,
  CheckoutHeading,
  CheckoutQueryState,
  ReservationExpired,
  CancelOrderButton,
  OrderSummary,
  ReservationCountdown,
  useCheckoutOrder,
  PageLoaderInline,
} from '../../../features/checkout';
import { useConfig } from '../../../lib/config-context';
import { useDocumentMeta } from '../../../lib/document-meta';

// Stripe.js and its React bindings load only here, and only for events that take cards.
const StripePayment = lazy(() => import('../../../features/checkout/components/stripe-payment'));

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { cardPaymentPublishableKey } = useConfig();
  const { eventId, shortId, event, order, isPending, error, refetch } = useCheckoutOrder();
  const offline = useAwaitOfflinePayment(eventId, shortId);
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);
  useDocumentMeta({ title: t`Payment` });

  return (
    <CheckoutQueryState isPending={isPending} error={error} onRetry={refetch}>
      {() => {
        if (!event || !order) return null;
        // First: the expiry job turns a lapsed reservation ABANDONED, which must still read as "expired".
        if (expired || order.is_expired)
          return (
            <Stack gap="lg">
              <CheckoutHeading event={event} title={t`Payment`} />
              <ReservationExpired event={event} />
            </Stack>
          );
        if (order.status !== 'RESERVED' && !offline.isPending)
          return <Navigate to={`/checkout/${eventId}/${shortId}/summary`} replace />;
        if (!order.email) return <Navigate to={`/checkout/${eventId}/${shortId}/details`} replace />;
        const providers = event.settings.payment_providers;
        const methods = availablePaymentMethods({
          totalGross: order.total_gross,
          eventProviders: providers,
          isStripeConfigured: cardPaymentPublishableKey !== null,
        });
        return (
          <Stack gap="lg">
            <CheckoutHeading event={event} title={t`Payment`} />
            <ReservationCountdown until={order.reserved_until} onExpired={onExpired} />
            <OrderSummary order={order} />
            {order.payment_status === 'PAYMENT_FAILED' && (
              <Alert color="red" data-testid="payment-failed-before">
                <Trans>Your last payment attempt did not go through. You can try again.</Trans>
              </Alert>
            )}
            {methods.includes('STRIPE') && (
              <Suspense fallback={<PageLoaderInline />}>
                <StripePayment eventId={eventId} shortId={shortId} />
              </Suspense>
            )}
            {methods.includes('OFFLINE') && (
              <Paper withBorder p="md" radius="md" data-testid="offline-payment">
                <Stack gap="sm">
                  <Title order={2} fz="lg">
                    <Trans>Pay offline</Trans>
                  </Title>
                  {event.settings.offline_payment_instructions ? (
                    <Typography fz="sm">
                      {/* Sanitised by the server before storing. */}
                      <div dangerouslySetInnerHTML={{ __html: event.settings.offline_payment_instructions }} />
                    </Typography>
                  ) : (
                    <Text fz="sm">
                      <Trans>The organizer will tell you how to pay.</Trans>
                    </Text>
                  )}
                  {offline.error && (
                    <Alert color="red" role="alert">
                      {offline.error.message}
                    </Alert>
                  )}
                  <Button
                    size="lg"
                    fullWidth
                    loading={offline.isPending}
                    onClick={() =>
                      offline.mutate(undefined, {
                        onSuccess: () => void navigate(`/checkout/${eventId}/${shortId}/summary`),
                      })
                    }
                  >
                    <Trans>Place order</Trans>
                  </Button>
                </Stack>
              </Paper>
            )}
            {providers.includes('STRIPE') && !methods.includes('STRIPE') && (
              <Alert color="gray" title={<Trans>Card payment</Trans>}>
                <Trans>Card payments are not available on this site.</Trans>
              </Alert>
            )}
            {methods.length === 0 && (
              <Alert color="orange">
                <Trans>This event has no payment method yet. Please contact the organizer.</Trans>
              </Alert>
            )}
            <CancelOrderButton event={event} shortId={shortId} />
          </Stack>
        );
      }}
    </CheckoutQueryState>
  );
}
