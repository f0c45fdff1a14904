import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text, Typography } from '@mantine/core';
import type { TPublicEvent } from '@marquee/core';
import { lazy, Suspense, useState } from 'react';

// The form and its modal load only when a buyer asks for them.
const OrganizerContact = lazy(() => import('./organizer-contact'));

/**
 * "Organized by": name, description and support email; when the organizer's page is public, a link to its other
 * events and its contact form (decision 106).
 */
export function EventOrganizer({ event }: { event: Pick<TPublicEvent, 'organizer' | 'settings'> }) {
  const { organizer } = event;
  const organizerName = organizer.name;
  const [isContactOpen, setContactOpen] = useState(false);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          <Trans>Organized by</Trans>
        </Text>
        <Text fw={600}>{organizerName}</Text>
        {organizer.description && (
          <Typography fz="sm">
            <div dangerouslySetInnerHTML={{ __html: organizer.description }} />
          </Typography>
        )}
        {event.settings.support_email && (
          <Anchor href={`mailto:${event.settings.support_email}`} fz="sm">
            {event.settings.support_email}
          </Anchor>
        )}
        {organizer.has_public_page && (
          <>
            <Anchor href={`/events/${organizer.id}/${organizer.slug}`} fz="sm">
              <Trans>More events by {organizerName}</Trans>
            </Anchor>
            <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => setContactOpen(true)}>
              <Trans>Contact the organizer</Trans>
            </Anchor>
          </>
        )}
        {isContactOpen && (
          <Suspense fallback={null}>
            <OrganizerContact
              organizerId={organizer.id}
              organizerName={organizerName}
              onClose={() => setContactOpen(false)}
            />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
