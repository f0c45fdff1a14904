import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { TWebhook, TWebhookDeliveryStatus, TWebhookStatus } from '@marquee/core';
import { InfoTip } from '../../../components/info-tip';
import { useWebhookLabels } from '../lib/webhook-labels';

const STATUS_COLORS: Record<TWebhookStatus, string> = { ENABLED: 'teal', PAUSED: 'yellow', DISABLED: 'red' };
const DELIVERY_COLORS: Record<TWebhookDeliveryStatus, string> = { PENDING: 'blue', SUCCEEDED: 'teal', FAILED: 'red' };

/** Enabled, paused or disabled; a disabled endpoint says why beside the badge (hover, focus or tap). */
export function WebhookStatusBadge({ webhook }: { webhook: Pick<TWebhook, 'status' | 'disabled_reason'> }) {
  const { t } = useLingui();
  const labels = useWebhookLabels();
  const reason = webhook.disabled_reason;
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLORS[webhook.status]} data-testid="webhook-status">
        {labels.status(webhook.status)}
      </Badge>
      {webhook.status === 'DISABLED' && reason ? <InfoTip label={t`Why it was disabled`}>{reason}</InfoTip> : null}
    </Group>
  );
}

export function DeliveryStatusBadge({ status, isTest = false }: { status: TWebhookDeliveryStatus; isTest?: boolean }) {
  const labels = useWebhookLabels();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={DELIVERY_COLORS[status]} data-testid="delivery-status">
        {labels.deliveryStatus(status)}
      </Badge>
      {isTest ? (
        <Badge variant="outline" color="gray" size="sm">
          <Trans>Test</Trans>
        </Badge>
      ) : null}
    </Group>
  );
}

/** The receiver's HTTP status: green for 2xx, red otherwise; 0 means no answer came (timeout, network error). */
export function ResponseCodeBadge({ status }: { status: number }) {
  const isSuccess = status >= 200 && status < 300;
  return (
    <Badge variant="light" color={isSuccess ? 'teal' : 'red'} ff="monospace" data-testid="response-code">
      {status === 0 ? <Trans>No response</Trans> : status}
    </Badge>
  );
}
