import { Trans, useLingui } from '@lingui/react/macro';
import { Code, Group, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { TWebhook } from '@marquee/core';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';
import { formatRelativeTime } from '../../../lib/dates';
import { ResponseCodeBadge } from './webhook-badges';

type TLastDelivery = NonNullable<TWebhook['last_delivery']>;

/**
 * When the endpoint last answered and how: the time ("5 minutes ago", exact on hover), and the response code in
 * green or red, which opens the first characters of the answer.
 */
export function LastDelivery({ last }: { last: TWebhook['last_delivery'] }) {
  const { i18n } = useLingui();
  const formatTime = useFormatDisplayTime();
  if (!last) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Never</Trans>
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <ResponseBody last={last} />
      <Tooltip label={formatTime(last.at, { withZone: true })} withArrow>
        <Text size="sm" c={last.succeeded ? undefined : 'red'} component="time" dateTime={last.at}>
          {formatRelativeTime(last.at, i18n.locale)}
        </Text>
      </Tooltip>
    </Group>
  );
}

function ResponseBody({ last }: { last: TLastDelivery }) {
  const { t } = useLingui();
  const status = last.response_status;
  return (
    <Popover position="bottom-start" shadow="md" withArrow width={360} trapFocus={false}>
      <Popover.Target>
        <UnstyledButton
          aria-label={status === 0 ? t`No response: show details` : t`Response ${status}: show the answer`}
          onClick={(event) => event.stopPropagation()}
        >
          <ResponseCodeBadge status={status} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown onClick={(event) => event.stopPropagation()}>
        <Stack gap={6}>
          <Text size="xs" fw={700}>
            {last.succeeded ? <Trans>Delivered</Trans> : <Trans>Failed</Trans>}
          </Text>
          {last.response_body ? (
            <Code
              block
              fz="xs"
              mah={240}
              style={{ overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {last.response_body}
            </Code>
          ) : (
            <Text size="xs" c="dimmed">
              {status === 0 ? (
                <Trans>No answer came: the address did not respond in time, or refused the connection.</Trans>
              ) : (
                <Trans>The answer had no body.</Trans>
              )}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
