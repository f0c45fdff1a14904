import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { WIDGET_HOST_EVENTS } from '@marquee/core';
import { IconBolt, IconShieldLock } from '@tabler/icons-react';
import { ORDER_COMPLETED_EXAMPLE } from '../lib/embed-snippets';

/** What an organizer's site may need: its Content-Security-Policy, and the events it can listen to. */
export function EmbedNotes({ origin }: { origin: string }) {
  const { t } = useLingui();
  const otherEvents = WIDGET_HOST_EVENTS.filter((name) => name !== 'marquee:order-completed').join(', ');
  return (
    <Stack gap="md">
      <Alert
        variant="light"
        color="blue"
        icon={<IconShieldLock size={18} aria-hidden />}
        title={t`If your site sends a Content-Security-Policy`}
      >
        <Text size="sm">
          <Trans>
            It must allow <Code>script-src {origin}</Code> and <Code>frame-src {origin}</Code>. Where frames are not
            allowed, the widget shows a “Buy tickets” link that opens the event in a new tab instead.
          </Trans>
        </Text>
      </Alert>
      <Alert variant="light" color="gray" icon={<IconBolt size={18} aria-hidden />} title={t`Events for your page`}>
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              Your page can react to a placed order: the widget sends a <Code>marquee:order-completed</Code> event with
              the order's reference, status and total.
            </Trans>
          </Text>
          <Code block fz="xs" tabIndex={0} style={{ overflow: 'auto', whiteSpace: 'pre' }}>
            {ORDER_COMPLETED_EXAMPLE}
          </Code>
          <Text size="xs" c="dimmed">
            <Trans>Also sent: {otherEvents}.</Trans>
          </Text>
        </Stack>
      </Alert>
    </Stack>
  );
}
