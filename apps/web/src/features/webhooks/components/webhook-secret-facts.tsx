import { Trans, useLingui } from '@lingui/react/macro';
import { Code, Paper, Stack, Text } from '@mantine/core';
import type { TWebhook } from '@marquee/core';
import { useState } from 'react';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

/** Which secret signs (its last characters) and, during a rotation's overlap, until when the old one does too. */
export function WebhookSecretFacts({
  webhook,
}: {
  webhook: Pick<TWebhook, 'secret_hint' | 'previous_secret_expires_at'>;
}) {
  const { t } = useLingui();
  const formatTime = useFormatDisplayTime();
  const hint = webhook.secret_hint;
  const overlapEnd = webhook.previous_secret_expires_at;
  const [now] = useState(() => Date.now());
  const isOverlapping = overlapEnd !== null && new Date(overlapEnd).getTime() > now;
  const until = overlapEnd ? formatTime(overlapEnd, { withZone: true }) : '';
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t`Signing secret`}
        </Text>
        <Text size="sm">
          <Trans>
            Ends in <Code>{hint}</Code>
          </Trans>
        </Text>
        {isOverlapping ? (
          <Text size="xs" c="dimmed">
            <Trans>The previous secret also signs until {until}.</Trans>
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <Trans>For a new secret, choose Rotate secret in the webhook's menu.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
