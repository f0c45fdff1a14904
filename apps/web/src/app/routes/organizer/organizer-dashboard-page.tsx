import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Title,
} from '@mantine/core';
import type { TEvent } from '@marquee/core';
import { IconArrowRight, IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useEvents, DuplicateEventModal, EventCard, STATUS_COLORS, useEventLabels } from '../../../features/events';
import { OrganizerSalesPanel, RecentOrdersPanel } from '../../../features/orders';
import { OrganizerAvatar, OrganizerPublicLinkHint } from '../../../features/organizers';
import { useOrganizerOutlet } from '../../layouts/organizer-layout';
import { usePageTitle } from '../use-page-title';

const UPCOMING_SHOWN = 6;

/** Reference §2.6 dashboard: who the organizer is, what is coming up, and how sales go. */
export function OrganizerDashboardPage() {
  const { t } = useLingui();
  const { organizer, openCreateEvent } = useOrganizerOutlet();
  const labels = useEventLabels();
  const name = organizer.name;
  usePageTitle(t`${name} · Dashboard`);
  const upcoming = useEvents({
    organizerId: organizer.id,
    state: 'upcoming',
    page: 1,
    perPage: UPCOMING_SHOWN,
    query: '',
  });
  const [duplicating, setDuplicating] = useState<TEvent | null>(null);
  const total = upcoming.data?.meta.total ?? 0;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="center">
          <OrganizerAvatar organizer={organizer} size={64} radius="lg" />
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {name}
              </Title>
              <Badge variant="light" color={STATUS_COLORS[organizer.status]}>
                {labels.status(organizer.status)}
              </Badge>
            </Group>
            <Anchor href={organizer.public_url} target="_blank" rel="noopener" size="sm" truncate>
              {organizer.public_url}
            </Anchor>
          </Stack>
        </Group>
        {organizer.status !== 'LIVE' ? (
          <Box mt="md">
            <OrganizerPublicLinkHint organizer={organizer} />
          </Box>
        ) : null}
      </Paper>
      <OrganizerSalesPanel organizerId={organizer.id} currency={organizer.currency} timezone={organizer.timezone} />
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={20}>
            <Trans>Upcoming events</Trans>
          </Title>
          {total > 0 ? (
            <Button
              component={Link}
              to={`/manage/organizer/${organizer.id}/events/upcoming`}
              variant="subtle"
              size="xs"
              rightSection={<IconArrowRight size={14} aria-hidden />}
            >
              <Trans>All {total} upcoming</Trans>
            </Button>
          ) : null}
        </Group>
        {upcoming.isError ? (
          <LoadError
            title={<Trans>We couldn't load the events</Trans>}
            error={upcoming.error}
            onRetry={() => void upcoming.refetch()}
          />
        ) : !upcoming.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {[0, 1, 2].map((index) => (
              <Card key={index} withBorder radius="lg" h={240}>
                <Skeleton h="100%" />
              </Card>
            ))}
          </SimpleGrid>
        ) : upcoming.data.data.length === 0 ? (
          <Paper withBorder radius="lg">
            <EmptyState
              py="xl"
              variant="light"
              icon={<IconCalendarPlus size={30} aria-hidden />}
              title={<Trans>No upcoming events</Trans>}
              description={<Trans>Create an event, add tickets and publish it to start selling.</Trans>}
            >
              <EmptyState.Actions>
                <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={openCreateEvent}>
                  <Trans>Create event</Trans>
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {upcoming.data.data.map((event) => (
              <EventCard key={event.id} event={event} onDuplicate={setDuplicating} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <RecentOrdersPanel organizerId={organizer.id} />
      <DuplicateEventModal event={duplicating} onClose={() => setDuplicating(null)} />
    </Stack>
  );
}
