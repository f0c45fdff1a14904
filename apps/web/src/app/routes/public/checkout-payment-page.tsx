import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAwaitOfflinePayment } from '../../../features/checkout/api/public-checkout';
import {
  CheckoutHeading,
  CheckoutQueryState,
  ReservationExpired,
} from '../../../features/checkout/components/checkout-frame';
import { CancelOrderButton } from '../../../features/checkout/components/abandon-order';
import { OrderSummary } from '../../../features/checkout/components/order-summary';
import { ReservationCountdown } from '../../../features/checkout/components/reservation-countdown';
import { useCheckoutOrder } from '../../../features/checkout/hooks/use-checkout-order';
import { useDocumentMeta } from '../../../lib/document-meta';

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
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
        return (
          <Stack gap="lg">
            <CheckoutHeading event={event} title={t`Payment`} />
            <ReservationCountdown until={order.reserved_until} onExpired={onExpired} />
            <OrderSummary order={order} />
            {providers.includes('OFFLINE') && (
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
            {providers.includes('STRIPE') && (
              <Alert color="gray" title={<Trans>Card payment</Trans>}>
                <Trans>Card payments are not available yet.</Trans>
              </Alert>
            )}
            {providers.length === 0 && (
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
