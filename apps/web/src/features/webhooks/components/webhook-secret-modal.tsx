import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Code, List, Stack, Text } from '@mantine/core';
import type { TWebhookWithSecret } from '@marquee/core';
import { SecretRevealModal } from '../../../components/secret-reveal-modal';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

export type TRevealedSecret = { webhook: TWebhookWithSecret; reason: 'created' | 'rotated' };

/** Code, the same in every language. */
const VERIFY_EXAMPLE = `import { Webhook } from 'standardwebhooks';\nnew Webhook(secret).verify(rawBody, request.headers);`;
const STANDARD_WEBHOOKS_URL = 'https://www.standardwebhooks.com/';

/** The signing secret of a new endpoint, or the new one after a rotation, with how receivers verify it. */
export function WebhookSecretModal({ revealed, onClose }: { revealed: TRevealedSecret | null; onClose: () => void }) {
  const { t } = useLingui();
  const formatTime = useFormatDisplayTime();
  const overlapEnd = revealed?.webhook.previous_secret_expires_at ?? null;
  const until = overlapEnd ? formatTime(overlapEnd, { withZone: true }) : '';
  return (
    <SecretRevealModal
      secret={revealed?.webhook.secret ?? null}
      onClose={onClose}
      title={revealed?.reason === 'rotated' ? t`Your new signing secret` : t`Your webhook's signing secret`}
      label={t`Signing secret`}
    >
      <Stack gap="sm">
        {revealed?.reason === 'rotated' ? (
          <Text size="sm">
            {overlapEnd ? (
              <Trans>The previous secret keeps signing until {until}: update your receiver before then.</Trans>
            ) : (
              <Trans>The previous secret no longer signs: update your receiver now.</Trans>
            )}
          </Text>
        ) : null}
        <Text size="sm" fw={600}>
          <Trans>Verify every delivery</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Requests follow the{' '}
            <Anchor href={STANDARD_WEBHOOKS_URL} target="_blank" rel="noopener noreferrer" inherit>
              Standard Webhooks
            </Anchor>{' '}
            format. Check three headers before trusting the body:
          </Trans>
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>
              <Code>webhook-id</Code>: the same on retries and replays, to drop duplicates;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <Code>webhook-timestamp</Code>: refuse old ones, against replayed requests;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <Code>webhook-signature</Code>: an HMAC-SHA256 of the id, the timestamp and the body with this secret
              (several, space-separated, while an old secret still signs).
            </Trans>
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          <Trans>The Standard Webhooks libraries do all of it in one call, for example in Node.js:</Trans>
        </Text>
        <Code block fz="xs">
          {VERIFY_EXAMPLE}
        </Code>
      </Stack>
    </SecretRevealModal>
  );
}
