import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { TWebhook, TWebhookEventType } from '@marquee/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSendWebhookTest } from '../api/webhooks';
import { urlHost } from '../lib/webhook-form';
import type { TWebhookScope } from '../lib/webhook-scope';

type TSendTestModalProps = { scope: TWebhookScope; webhook: TWebhook | null; onClose: () => void };

/** Sends a sample event of one of the endpoint's types, marked as a test; it shows in the delivery log. */
export function SendTestModal({ scope, webhook, onClose }: TSendTestModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={webhook !== null} onClose={onClose} title={t`Send a test event`} centered size="md">
      {webhook ? <SendTestForm key={webhook.id} scope={scope} webhook={webhook} onClose={onClose} /> : null}
    </Modal>
  );
}

function SendTestForm({ scope, webhook, onClose }: { scope: TWebhookScope; webhook: TWebhook; onClose: () => void }) {
  const { t } = useLingui();
  const send = useSendWebhookTest(scope);
  const [eventType, setEventType] = useState<TWebhookEventType | null>(webhook.event_types[0] ?? null);
  const host = urlHost(webhook.url);
  const url = webhook.url;

  const submit = () =>
    send.mutate(
      { id: webhook.id, eventType: eventType ?? undefined },
      {
        onSuccess: () => {
          notifySuccess(t`Test event sent to ${host}. Its outcome shows in the delivery log.`);
          onClose();
        },
        onError: (error) =>
          notifyError(isApiError(error) ? error.message : t`The test event could not be sent. Please try again.`),
      },
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            We send a sample event, marked as a test, to {url}. Nothing changes in your event; the attempt shows in the
            delivery log.
          </Trans>
        </Text>
        <Select
          label={t`Event type`}
          data={webhook.event_types}
          value={eventType}
          onChange={(value) => setEventType(value as TWebhookEventType | null)}
          allowDeselect={false}
          data-autofocus
          comboboxProps={{ shadow: 'md' }}
        />
        {webhook.status !== 'ENABLED' ? (
          <Text size="sm" c="orange">
            <Trans>This webhook is not enabled: the test waits with its other deliveries until you resume it.</Trans>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={send.isPending}>
            <Trans>Send test</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
