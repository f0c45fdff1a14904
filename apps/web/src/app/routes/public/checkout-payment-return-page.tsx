import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { stripeReturnOutcome } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import {
  publicKeys,
  useStripePaymentStatus,
  CheckoutHeading,
  CheckoutQueryState,
  eventPagePath,
  useCheckoutOrder,
  PAYMENT_RETURN_POLL_MS,
  shouldPollPayment,
} from '../../../features/checkout';
import { useDocumentMeta } from '../../../lib/document-meta';

/**
 * Where Stripe sends the buyer back (docs/decisions/049): asks the server, which asks Stripe and completes
 * the order if the payment succeeded, until there is an answer; then the summary, or why not and what next.
 */
export function Component() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { eventId, shortId, event, isPending, error, refetch } = useCheckoutOrder();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [isPolling, setPolling] = useState(true);
  const payment = useStripePaymentStatus(eventId, shortId, { intervalMs: isPolling ? PAYMENT_RETURN_POLL_MS : false });
  useDocumentMeta({ title: t`Payment` });

  const outcome = payment.data
    ? stripeReturnOutcome({
        intentStatus: payment.data.status,
        orderStatus: payment.data.order_status,
        refundStatus: payment.data.refund_status,
      })
    : null;
  const keepPolling = shouldPollPayment({
    outcome,
    hasError: payment.error !== null,
    startedAt,
    lastAnswerAt: payment.dataUpdatedAt || startedAt,
  });
  // Stops the interval once there is an answer (state set during render, React's "adjust state" pattern).
  if (isPolling !== keepPolling) setPolling(keepPolling);
  // The order changed on the server: the next page must not start from the RESERVED copy in the cache.
  const forgetOrder = () => queryClient.removeQueries({ queryKey: publicKeys.order(eventId, shortId), exact: true });

  if (outcome === 'PAID') {
    forgetOrder();
    return <Navigate to={`/checkout/${eventId}/${shortId}/summary`} replace />;
  }
  return (
    <CheckoutQueryState isPending={isPending} error={error ?? payment.error} onRetry={refetch}>
      {() =>
        event ? (
          <Stack gap="lg">
            <CheckoutHeading event={event} title={t`Payment`} />
            {(outcome === null || outcome === 'PROCESSING') && isPolling && (
              <Paper withBorder p="lg" radius="md" data-testid="payment-processing">
                <Group gap="sm">
                  <Loader size="sm" />
                  <Text>
                    <Trans>Confirming your payment…</Trans>
                  </Text>
                </Group>
              </Paper>
            )}
            {outcome === 'PROCESSING' && !isPolling && (
              <Alert color="blue" title={<Trans>Your payment is still being processed</Trans>}>
                <Stack gap="sm" align="flex-start">
                  <Text fz="sm">
                    <Trans>
                      This can take a few minutes. We will email you the confirmation as soon as the payment is
                      received.
                    </Trans>
                  </Text>
                  <Button
                    variant="light"
                    onClick={() => {
                      setStartedAt(Date.now());
                      setPolling(true);
                      void payment.refetch();
                    }}
                  >
                    <Trans>Check again</Trans>
                  </Button>
                </Stack>
              </Alert>
            )}
            {outcome === 'FAILED' && (
              <Alert
                color="red"
                role="alert"
                title={<Trans>Your payment did not go through</Trans>}
                data-testid="payment-failed"
              >
                <Stack gap="sm" align="flex-start">
                  <Text fz="sm">
                    {payment.data?.last_error ?? t`The payment was not completed. No money was taken.`}
                  </Text>
                  <Button component={Link} to={`/checkout/${eventId}/${shortId}/payment`} onClick={forgetOrder}>
                    <Trans>Try again</Trans>
                  </Button>
                </Stack>
              </Alert>
            )}
            {outcome === 'REFUNDED_AFTER_EXPIRY' && (
              <Alert color="orange" title={<Trans>Your reservation had expired</Trans>} data-testid="payment-refunded">
                <Stack gap="sm" align="flex-start">
                  <Text fz="sm">
                    <Trans>
                      Your payment arrived after your reservation ended, so the tickets were released. The full amount
                      is being refunded to you.
                    </Trans>
                  </Text>
                  <Button component={Link} to={eventPagePath(event)} variant="light">
                    <Trans>Back to the event</Trans>
                  </Button>
                </Stack>
              </Alert>
            )}
          </Stack>
        ) : null
      }
    </CheckoutQueryState>
  );
}
