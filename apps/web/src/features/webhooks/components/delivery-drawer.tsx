import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Code, Drawer, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TWebhookDeliveryDetail } from '@marquee/core';
import { IconAlertTriangle, IconExternalLink, IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailFact, DetailSection } from '../../../components/detail-facts';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReplayDelivery, useWebhookDelivery } from '../api/webhook-deliveries';
import { prettyJson } from '../lib/pretty';
import type { TWebhookScope } from '../lib/webhook-scope';
import { CodeBlock } from './code-block';
import { DeliveryAttempts } from './delivery-attempts';
import { DeliveryStatusBadge } from './webhook-badges';

type TDeliveryDrawerProps = {
  scope: TWebhookScope;
  webhookId: string;
  deliveryId: string;
  canManage: boolean;
  onClose: () => void;
};

/** One delivery: what was sent (body, message id) and every attempt with the receiver's answer; replay it. */
export function DeliveryDrawer({ scope, webhookId, deliveryId, canManage, onClose }: TDeliveryDrawerProps) {
  const { t } = useLingui();
  const detail = useWebhookDelivery(scope, webhookId, deliveryId);
  const delivery = detail.data;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Group gap="sm">
          <Text span fw={700} fz={20}>
            <Trans>Delivery</Trans>
          </Text>
          {delivery ? <DeliveryStatusBadge status={delivery.status} isTest={delivery.is_test} /> : null}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t`Close delivery` }}
    >
      {detail.isError ? (
        <LoadError
          title={<Trans>We couldn't load this delivery</Trans>}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : !delivery ? (
        <Stack gap="sm" aria-busy="true" aria-label={t`Loading the delivery`}>
          <Skeleton h={80} />
          <Skeleton h={200} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <DeliveryDetail
          scope={scope}
          webhookId={webhookId}
          delivery={delivery}
          canManage={canManage}
          isUpdating={detail.isFetching}
        />
      )}
    </Drawer>
  );
}

function DeliveryDetail({
  scope,
  webhookId,
  delivery,
  canManage,
  isUpdating,
}: {
  scope: TWebhookScope;
  webhookId: string;
  delivery: TWebhookDeliveryDetail;
  canManage: boolean;
  isUpdating: boolean;
}) {
  const { t } = useLingui();
  const formatTime = useFormatDisplayTime();
  const replay = useReplayDelivery(scope, webhookId);
  const handleReplay = () =>
    replay.mutate(delivery.id, {
      onSuccess: () => notifySuccess(t`Delivery sent again, with its original webhook-id.`),
      onError: (error) =>
        notifyError(isApiError(error) ? error.message : t`The delivery could not be replayed. Please try again.`),
    });
  const orderLink =
    delivery.order_id && delivery.event_id
      ? `/manage/event/${encodeURIComponent(delivery.event_id)}/orders?order=${encodeURIComponent(delivery.order_id)}`
      : null;

  return (
    <Stack gap="lg" data-testid="delivery-drawer" aria-busy={isUpdating}>
      {canManage ? (
        <Group gap="xs">
          <Button leftSection={<IconRepeat size={16} aria-hidden />} loading={replay.isPending} onClick={handleReplay}>
            <Trans>Replay</Trans>
          </Button>
        </Group>
      ) : null}
      {delivery.last_error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t`Last error`}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {delivery.last_error}
          </Text>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DetailFact label={<Trans>Event type</Trans>}>
          <Code>{delivery.event_type}</Code>
        </DetailFact>
        <DetailFact label={<Trans>Created</Trans>}>{formatTime(delivery.created_at, { withZone: true })}</DetailFact>
        {delivery.event_title ? <DetailFact label={<Trans>Event</Trans>}>{delivery.event_title}</DetailFact> : null}
        <DetailFact label={<Trans>Message ID (webhook-id)</Trans>}>
          <Code data-testid="delivery-message-id">{delivery.message_id}</Code>
        </DetailFact>
        <DetailFact label={<Trans>Attempts</Trans>}>{delivery.attempt_count}</DetailFact>
        {delivery.next_attempt_at ? (
          <DetailFact label={<Trans>Next attempt</Trans>}>
            {formatTime(delivery.next_attempt_at, { withZone: true })}
          </DetailFact>
        ) : null}
        {orderLink ? (
          <DetailFact label={<Trans>Order</Trans>}>
            <Anchor component={Link} to={orderLink} size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <Trans>Open the order</Trans>
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </DetailFact>
        ) : null}
      </SimpleGrid>
      <DetailSection title={<Trans>Request body</Trans>}>
        <CodeBlock copyLabel={t`Copy the request body`} maxHeight={420}>
          {prettyJson(delivery.request_body)}
        </CodeBlock>
      </DetailSection>
      <DetailSection title={<Trans>Attempts</Trans>}>
        <DeliveryAttempts attempts={delivery.attempts} />
      </DetailSection>
    </Stack>
  );
}
