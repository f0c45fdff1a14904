import { Trans, useLingui } from '@lingui/react/macro';
import type { TCurrentUser } from '@marquee/core';
import { ErrorScreen } from '../../../components/error-screen';
import { LoadError } from '../../../components/load-error';
import { PageLoaderInline } from '../../../features/checkout';
import { useEvent } from '../../../features/events';
import { TicketDesignPrint } from '../../../features/ticket-design';
import { isApiError } from '../../../lib/api-error';
import { useRequiredParam } from '../../../lib/route-params';
import { PublicFrame } from '../../layouts/public-frame';
import { SignedInGate } from '../../layouts/signed-in-gate';
import { usePageTitle } from '../use-page-title';

/**
 * /manage/event/{id}/ticket-designer/print: the designer's sample ticket alone on the page, as buyers' tickets print
 * (the buyers' frame, no back-office chrome); staff only.
 */
export function EventTicketDesignerPrintPage() {
  const { t } = useLingui();
  const eventId = useRequiredParam('eventId', t`Event ID is required`);
  return (
    <PublicFrame>
      <SignedInGate>{(user) => <SamplePrintOf eventId={eventId} user={user} />}</SignedInGate>
    </PublicFrame>
  );
}

function SamplePrintOf({ eventId, user }: { eventId: string; user: TCurrentUser }) {
  const { t } = useLingui();
  const event = useEvent(eventId);
  const title = event.data?.title;
  usePageTitle(title ? t`${title} · Sample ticket` : t`Sample ticket`);
  if (event.error) {
    if (isApiError(event.error) && event.error.isNotFound) return <ErrorScreen variant="not-found" />;
    return (
      <LoadError
        title={<Trans>We couldn't load this event</Trans>}
        error={event.error}
        onRetry={() => void event.refetch()}
      />
    );
  }
  if (!event.data) return <PageLoaderInline />;
  return <TicketDesignPrint event={event.data} user={user} />;
}
