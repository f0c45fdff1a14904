import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { publicEventQueryOptions } from '../../../features/checkout';
import { EventPageView } from '../../../features/public-event';
import { usePreviewDesign, withPreviewDesign } from '../../../lib/design-preview';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequiredParam } from '../../../lib/route-params';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../page-loader';

/**
 * /event/{eventId}/preview (issue 29): the event page as the homepage designer's frame shows it, with the draft
 * design, or the unsaved one the designer sends. Staff only see a draft; the page is never indexed.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const eventId = useRequiredParam('eventId', t`Event ID is required`);
  const event = useQuery(publicEventQueryOptions(eventId, null));
  const design = usePreviewDesign('event', eventId);
  useDocumentMeta({ title: t`Preview` });
  if (event.error)
    return (
      <LoadError title={t`This event could not be loaded`} error={event.error} onRetry={() => void event.refetch()} />
    );
  if (!event.data) return <PageLoader />;
  return (
    <EventPageView
      event={withPreviewDesign(event.data, design)}
      promoCode={null}
      affiliateCode={null}
      onApplyPromo={() => undefined}
      onAvailabilityChanged={() => void event.refetch()}
      onReserved={(order) => void navigate(`/checkout/${eventId}/${order.short_id}/details`)}
      navigateTo={(path) => void navigate(path)}
    />
  );
}
