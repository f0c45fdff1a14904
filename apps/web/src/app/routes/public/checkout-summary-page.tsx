import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { isPlacedOrderStatus } from '@marquee/core';
import {
  CheckoutHeading,
  CheckoutQueryState,
  OrderSummary,
  SummaryBuyerCard,
  SummaryEventCard,
  SummaryTickets,
  useCheckoutOrder,
} from '../../../features/checkout';
import { useDocumentMeta } from '../../../lib/document-meta';
import { loadEmbeddedCheckout } from '../../../lib/embedded-checkout-loader';
import { StatusBadge } from '../../../components/status-badge';

export function Component() {
  const { t } = useLingui();
  const { eventId, shortId, event, order, isPending, error, refetch } = useCheckoutOrder();
  useDocumentMeta({ title: t`Your order` });
  // The widget's host page hears of a placed order, paid or to be paid offline (issue 28).
  const isPlaced = order ? isPlacedOrderStatus(order.status) : false;
  useEffect(() => {
    if (order && isPlaced) void loadEmbeddedCheckout()?.then((embedded) => embedded.announceOrderCompleted(order));
  }, [order, isPlaced]);

  return (
    <CheckoutQueryState isPending={isPending} error={error} onRetry={refetch}>
      {() => {
        if (!event || !order) return null;
        if (order.status === 'RESERVED' && !order.is_expired)
          return <Navigate to={`/checkout/${eventId}/${shortId}/details`} replace />;
        const orderId = order.short_id;
        const buyerEmail = order.email;
        const hasTickets = order.attendees.length > 0 && isPlaced;
        return (
          <Stack gap="lg">
            <CheckoutHeading event={event} title={t`Your order`} />
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fz="sm" c="dimmed">
                    <Trans>Order {orderId}</Trans>
                  </Text>
                  <StatusBadge status={order.status} variant="filled" testId="order-status" />
                </Group>
                {order.status === 'COMPLETED' && (
                  <Text>
                    <Trans>Thank you! Your order is confirmed and we sent the details to {buyerEmail}.</Trans>
                  </Text>
                )}
                {order.status === 'RESERVED' && (
                  <Text>
                    <Trans>Your reservation expired.</Trans>
                  </Text>
                )}
              </Stack>
            </Paper>
            {order.status === 'COMPLETED' && order.post_checkout_message && (
              <Paper withBorder p="md" radius="md" data-testid="post-checkout-message">
                <Typography fz="sm">
                  {/* Sanitised by the server before storing. */}
                  <div dangerouslySetInnerHTML={{ __html: order.post_checkout_message }} />
                </Typography>
              </Paper>
            )}
            {order.status === 'AWAITING_OFFLINE_PAYMENT' && (
              <Alert color="orange" title={<Trans>Payment instructions</Trans>} data-testid="offline-instructions">
                {event.settings.offline_payment_instructions ? (
                  <Typography fz="sm">
                    <div dangerouslySetInnerHTML={{ __html: event.settings.offline_payment_instructions }} />
                  </Typography>
                ) : (
                  <Text fz="sm">
                    <Trans>The organizer will tell you how to pay.</Trans>
                  </Text>
                )}
              </Alert>
            )}
            {hasTickets && <SummaryEventCard event={event} />}
            {hasTickets && <SummaryBuyerCard event={event} order={order} />}
            <OrderSummary order={order} />
            {hasTickets && <SummaryTickets event={event} order={order} />}
          </Stack>
        );
      }}
    </CheckoutQueryState>
  );
}
