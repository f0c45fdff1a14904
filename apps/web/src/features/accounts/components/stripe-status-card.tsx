import { Trans } from '@lingui/react/macro';
import { Badge, Box, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TPaymentSettings } from '@marquee/core';
import { IconCreditCard } from '@tabler/icons-react';
import { CardPaymentStatusMessage } from './card-payment-status-message';

/** Stripe is one instance-wide account configured by the server's keys: shown, never edited here. */
export function StripeStatusCard({ stripe }: { stripe: TPaymentSettings['stripe'] }) {
  const webhookUrl = stripe.webhook_url;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="stripe-status">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconCreditCard size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={3} size="h4">
              <Trans>Card payments (Stripe)</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>One Stripe account for the whole installation, set up by its administrator.</Trans>
            </Text>
          </Stack>
        </Group>
        {stripe.configured ? (
          <Group gap={6}>
            <Badge color="teal" variant="light">
              <Trans>Connected</Trans>
            </Badge>
            {stripe.mode === 'test' ? (
              <Badge color="orange" variant="outline">
                <Trans>Test mode</Trans>
              </Badge>
            ) : stripe.mode === 'live' ? (
              <Badge color="blue" variant="outline">
                <Trans context="stripe mode">Live</Trans>
              </Badge>
            ) : null}
          </Group>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Not configured</Trans>
          </Badge>
        )}
      </Group>
      <Box mt="md">
        <CardPaymentStatusMessage status={stripe} />
      </Box>
      <Text size="sm" mt="md" style={{ overflowWrap: 'anywhere' }}>
        <Trans>
          Stripe webhook endpoint: <Code>{webhookUrl}</Code>
        </Trans>
      </Text>
    </Paper>
  );
}
