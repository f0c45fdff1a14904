import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { getOrderStatusColor, type TOrderStatus } from '@marquee/core';
import { IconFileInvoice, IconPrinter, IconTicket } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { CheckoutHeading, CheckoutQueryState } from '../../../features/checkout/components/checkout-frame';
import { OrderSummary } from '../../../features/checkout/components/order-summary';
import { SummaryEventCard } from '../../../features/checkout/components/summary-event-card';
import { useCheckoutOrder } from '../../../features/checkout/hooks/use-checkout-order';
import { useOrderStatusLabel } from '../../../features/orders/hooks/use-order-status-label';
import { buildApiUrl } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';

export function Component() {
  const { t } = useLingui();
  const statusLabel = useOrderStatusLabel();
  const { eventId, shortId, event, order, isPending, error, refetch } = useCheckoutOrder();
  useDocumentMeta({ title: t`Your order` });

  return (
    <CheckoutQueryState isPending={isPending} error={error} onRetry={refetch}>
      {() => {
        if (!event || !order) return null;
        if (order.status === 'RESERVED' && !order.is_expired)
          return <Navigate to={`/checkout/${eventId}/${shortId}/details`} replace />;
        const orderId = order.short_id;
        const buyerEmail = order.email;
        const invoiceNumber = order.invoice?.number;
        const hasTickets =
          order.attendees.length > 0 && ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT'].includes(order.status);
        return (
          <Stack gap="lg">
            <CheckoutHeading event={event} title={t`Your order`} />
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fz="sm" c="dimmed">
                    <Trans>Order {orderId}</Trans>
                  </Text>
                  <Badge
                    color={getOrderStatusColor(order.status)}
                    data-status-color={getOrderStatusColor(order.status)}
                    data-testid="order-status"
                  >
                    {statusLabel(order.status as TOrderStatus)}
                  </Badge>
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
            <OrderSummary order={order} />
            {hasTickets && (
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Title order={2} fz="lg">
                    <Trans>Tickets</Trans>
                  </Title>
                  {order.attendees.map((attendee) => (
                    <Group key={attendee.short_id} justify="space-between" wrap="nowrap" data-testid="summary-attendee">
                      <Text>{[attendee.first_name, attendee.last_name].filter(Boolean).join(' ')}</Text>
                      <Anchor
                        component={Link}
                        to={`/product/${eventId}/${attendee.short_id}`}
                        fz="sm"
                        style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
                      >
                        <IconTicket size={16} aria-hidden />
                        <Trans>View ticket</Trans>
                      </Anchor>
                    </Group>
                  ))}
                  <Button
                    component={Link}
                    to={`/order/${eventId}/${shortId}/print`}
                    variant="default"
                    leftSection={<IconPrinter size={18} aria-hidden />}
                  >
                    <Trans>Print all tickets</Trans>
                  </Button>
                  {order.invoice && (
                    <Button
                      component="a"
                      href={buildApiUrl(`public/events/${eventId}/order/${shortId}/invoice`)}
                      download
                      variant="subtle"
                      leftSection={<IconFileInvoice size={18} aria-hidden />}
                    >
                      <Trans>Download invoice {invoiceNumber}</Trans>
                    </Button>
                  )}
                </Stack>
              </Paper>
            )}
          </Stack>
        );
      }}
    </CheckoutQueryState>
  );
}
