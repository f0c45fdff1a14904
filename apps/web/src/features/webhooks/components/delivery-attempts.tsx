import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Group, Paper, Stack, Text } from '@mantine/core';
import { formatNumber, type TWebhookAttempt } from '@marquee/core';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';
import { headerLines, prettyJson } from '../lib/pretty';
import { CodeBlock } from './code-block';
import { ResponseCodeBadge } from './webhook-badges';

/** Each attempt of a delivery, newest first: outcome, duration and error, with its headers and answer to unfold. */
export function DeliveryAttempts({ attempts }: { attempts: TWebhookAttempt[] }) {
  if (attempts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No attempt yet: it is waiting for its first try.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {attempts.map((attempt, index) => (
        <AttemptCard key={attempt.id} attempt={attempt} number={attempts.length - index} />
      ))}
    </Stack>
  );
}

function AttemptCard({ attempt, number }: { attempt: TWebhookAttempt; number: number }) {
  const { t, i18n } = useLingui();
  const formatTime = useFormatDisplayTime();
  const duration = formatNumber(attempt.duration_ms, i18n.locale);
  const sections = [
    {
      key: 'request-headers',
      title: t`Request headers`,
      copyLabel: t`Copy the request headers`,
      text: headerLines(attempt.request_headers),
    },
    {
      key: 'response-headers',
      title: t`Response headers`,
      copyLabel: t`Copy the response headers`,
      text: attempt.response_headers ? headerLines(attempt.response_headers) : null,
    },
    {
      key: 'response-body',
      title: t`Response body`,
      copyLabel: t`Copy the response body`,
      text: attempt.response_body ? prettyJson(attempt.response_body) : null,
    },
  ];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="delivery-attempt">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={700}>
              <Trans>Attempt {number}</Trans>
            </Text>
            <ResponseCodeBadge status={attempt.response_status} />
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={attempt.attempted_at}>{formatTime(attempt.attempted_at, { withZone: true })}</time>
            {' · '}
            {t`${duration} ms`}
          </Text>
        </Group>
        {attempt.error ? (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {attempt.error}
          </Text>
        ) : null}
        <Accordion multiple variant="contained" radius="md" chevronPosition="left">
          {sections.map((section) => (
            <Accordion.Item key={section.key} value={section.key}>
              <Accordion.Control>
                <Text size="sm">{section.title}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                {section.text ? (
                  <CodeBlock copyLabel={section.copyLabel}>{section.text}</CodeBlock>
                ) : (
                  <Text size="xs" c="dimmed">
                    <Trans>None</Trans>
                  </Text>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Paper>
  );
}
