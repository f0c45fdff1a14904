import { Trans } from '@lingui/react/macro';
import { Code, List, Stack, Text } from '@mantine/core';
import type { TCardPaymentStatus } from '../lib/card-payment-status';

/**
 * The one message about card payments (issue 25 point 13), on the event's payment settings and on Account ›
 * Payment alike: what is configured, what the organizer can do now, and what the server administrator must set.
 */
export function CardPaymentStatusMessage({ status }: { status: TCardPaymentStatus }) {
  if (status.configured) {
    return (
      <Text size="sm" data-testid="card-payment-status">
        {status.mode === 'test' ? (
          <Trans>
            Card payments are set up in test mode: buyers can pay with Stripe test cards and no real money moves. Offer
            them on an event with “Card payments (Stripe)” in its payment settings.
          </Trans>
        ) : (
          <Trans>
            Card payments are set up: buyers can pay by card on every event that offers “Card payments (Stripe)” in its
            payment settings.
          </Trans>
        )}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="card-payment-status">
      <Text size="sm">
        <Trans>
          Card payments are not set up on this installation, so buyers cannot pay by card yet. Meanwhile you can offer
          offline payment (bank transfer, cash at the door) and mark orders paid yourself.
        </Trans>
      </Text>
      <Text size="sm">
        <Trans>To take card payments, the server administrator must set these settings and restart the server:</Trans>
      </Text>
      <List size="sm" spacing={4}>
        {status.missing_keys.map((key) => (
          <List.Item key={key}>
            <Code>{key}</Code>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
