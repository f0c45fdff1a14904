import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import { PageHeader } from '../../../components/page-header';
import { downloadAttendeesExport, AddAttendeeModal, AttendeesList } from '../../../features/attendees';
import { useEventCounts, BoxOfficeCounts } from '../../../features/orders';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: /manage/event/{id}/attendees. */
export function EventAttendeesPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const counts = useEventCounts(event.id).data;
  const title = event.title;
  usePageTitle(t`${title} · Attendees`);
  const [isAdding, setIsAdding] = useState(false);
  const addButton = (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
      <Trans>Add attendee</Trans>
    </Button>
  );
  return (
    <>
      <AttendeesList
        eventId={event.id}
        actions={(params) => (
          <Group gap="sm">
            <ExportMenu onExport={(format) => downloadAttendeesExport(event.id, format, params)} />
            {addButton}
          </Group>
        )}
        header={({ actions }) => (
          <PageHeader
            title={<Trans>Attendees</Trans>}
            description={
              counts ? (
                <>
                  <BoxOfficeCounts counts={counts} kind="attendees" />{' '}
                  <Trans>Open one to edit their details and answers or resend their ticket.</Trans>
                </>
              ) : (
                <Trans>Everyone holding a ticket: find, edit, resend tickets, cancel or export.</Trans>
              )
            }
            actions={actions}
          />
        )}
      />
      <AddAttendeeModal
        eventId={event.id}
        currency={event.currency}
        opened={isAdding}
        onClose={() => setIsAdding(false)}
      />
    </>
  );
}
