import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, Paper } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from './use-page-title';

/**
 * The signed-in landing page.
 * TODO(events issue): replace the body below the header with the events list (organizer chip, state
 * pills, search, cards) and the 0/1-organizer redirects of reference §2.2.
 */
export function EventsPage() {
  const { t } = useLingui();
  usePageTitle(t`Events`);
  return (
    <>
      <PageHeader title={<Trans>Events</Trans>} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState
          py="xl"
          variant="light"
          icon={<IconCalendarEvent size={32} aria-hidden />}
          title={<Trans>Your events will appear here</Trans>}
          description={
            <Trans>
              Creating organizers and events is coming to this screen soon. Until then, you can set up your profile,
              your account and your team from the menu at the top right.
            </Trans>
          }
        />
      </Paper>
    </>
  );
}
