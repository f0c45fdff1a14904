import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { TicketDesigner } from '../../../features/ticket-design';
import { useSignedInUser } from '../../../features/users';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** /manage/event/{id}/ticket-designer: how the event's tickets look, with a live preview (issue 29). */
export function EventTicketDesignerPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const user = useSignedInUser();
  const title = event.title;
  usePageTitle(t`${title} · Ticket designer`);
  return (
    <div>
      <PageHeader
        title={<Trans>Ticket designer</Trans>}
        description={
          <Trans>
            Put your colours, logo and a footer on the tickets attendees receive, on screen, on paper and as PDF.
          </Trans>
        }
      />
      <TicketDesigner key={event.id} event={event} user={user} />
    </div>
  );
}
