import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { formatNumber } from '@marquee/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import { PageHeader } from '../../../components/page-header';
import { downloadAttendeesExport } from '../../../features/attendees/api/attendees';
import { AddAttendeeModal } from '../../../features/attendees/components/add-attendee-modal';
import { AttendeesList } from '../../../features/attendees/components/attendees-list';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: /manage/event/{id}/attendees. */
export function EventAttendeesPage() {
  const { t, i18n } = useLingui();
  const { event } = useEventOutlet();
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
        header={({ total, actions }) => {
          const count = total === null ? '' : formatNumber(total, i18n.locale);
          return (
            <PageHeader
              title={<Trans>Attendees</Trans>}
              description={
                total === null ? (
                  <Trans>Everyone holding a ticket: find, edit, resend tickets, cancel or export.</Trans>
                ) : (
                  <Trans>
                    {count} attendees match. Open one to edit their details and answers or resend their ticket.
                  </Trans>
                )
              }
              actions={actions}
            />
          );
        }}
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
