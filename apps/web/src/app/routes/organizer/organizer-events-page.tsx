import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { EventsList } from '../../../features/events';
import { useOrganizerOutlet } from '../../layouts/organizer-layout';
import { usePageTitle } from '../use-page-title';

/** Reference §2.6 events: the manage list filtered by this organizer. */
export function OrganizerEventsPage() {
  const { t } = useLingui();
  const { organizer, openCreateEvent } = useOrganizerOutlet();
  const name = organizer.name;
  usePageTitle(t`${name} · Events`);
  return (
    <div>
      <PageHeader title={<Trans>Events</Trans>} description={<Trans>Everything {name} runs, past and future.</Trans>} />
      <EventsList
        basePath={`/manage/organizer/${organizer.id}/events`}
        organizerId={organizer.id}
        onCreate={openCreateEvent}
      />
    </div>
  );
}
