import { useLingui } from '@lingui/react/macro';
import { WebhookDeliveriesPanel, WebhooksPanel } from '../../../features/webhooks';
import { useRequiredParam } from '../../../lib/route-params';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** /manage/event/{id}/webhooks: the event's endpoints (issue 26). */
export function EventWebhooksPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Webhooks`);
  return <WebhooksPanel scope={{ kind: 'event', eventId: event.id }} />;
}

/** /manage/event/{id}/webhooks/{webhookId}/deliveries: one endpoint's delivery log. */
export function EventWebhookDeliveriesPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const webhookId = useRequiredParam('webhookId', t`Webhook ID is required`);
  const title = event.title;
  usePageTitle(t`${title} · Webhook deliveries`);
  return <WebhookDeliveriesPanel key={webhookId} scope={{ kind: 'event', eventId: event.id }} webhookId={webhookId} />;
}
