import { useLingui } from '@lingui/react/macro';
import { WebhookDeliveriesPanel, WebhooksPanel } from '../../../features/webhooks';
import { useRequiredParam } from '../../../lib/route-params';
import { useOrganizerOutlet } from '../../layouts/organizer-layout';
import { usePageTitle } from '../use-page-title';

/** /manage/organizer/{id}/webhooks: endpoints for all, or some, of the organizer's events (issue 26). */
export function OrganizerWebhooksPage() {
  const { t } = useLingui();
  const { organizer } = useOrganizerOutlet();
  const name = organizer.name;
  usePageTitle(t`${name} · Webhooks`);
  return <WebhooksPanel scope={{ kind: 'organizer', organizerId: organizer.id }} />;
}

/** /manage/organizer/{id}/webhooks/{webhookId}/deliveries: one endpoint's delivery log. */
export function OrganizerWebhookDeliveriesPage() {
  const { t } = useLingui();
  const { organizer } = useOrganizerOutlet();
  const webhookId = useRequiredParam('webhookId', t`Webhook ID is required`);
  const name = organizer.name;
  usePageTitle(t`${name} · Webhook deliveries`);
  return (
    <WebhookDeliveriesPanel
      key={webhookId}
      scope={{ kind: 'organizer', organizerId: organizer.id }}
      webhookId={webhookId}
    />
  );
}
