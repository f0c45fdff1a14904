import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Menu, Skeleton, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCalendarPlus, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { CreateEventModal, EventsList } from '../../features/events';
import { useOrganizers, CreateOrganizerModal, OrganizerAvatar, SwitchOrganizerModal } from '../../features/organizers';
import { usePageTitle } from './use-page-title';

/**
 * The signed-in landing page (reference §2.2): without an organizer the welcome flow starts, with one the
 * organizer's own area opens; with several, every event of the account, tabbed, searchable and sortable.
 */
export function EventsPage() {
  const { t } = useLingui();
  usePageTitle(t`Events`);
  const organizers = useOrganizers({ readOnMount: true });
  const [isCreateEventOpen, setIsCreateEventOpen] = useState(false);
  const [isCreateOrganizerOpen, setIsCreateOrganizerOpen] = useState(false);
  const [isSwitchOpen, setIsSwitchOpen] = useState(false);

  if (organizers.isError) {
    return (
      <>
        <PageHeader title={<Trans>Events</Trans>} />
        <LoadError
          title={<Trans>We couldn't load your organizers</Trans>}
          error={organizers.error}
          onRetry={() => void organizers.refetch()}
          isRetrying={organizers.isFetching}
        />
      </>
    );
  }
  // A remembered empty list may be out of date (an organizer made in another tab, or by a teammate): it is read
  // again on every visit, and nobody goes to the welcome flow before that read is in. Deciding on the remembered
  // list sent people between here and /welcome, which sent them back, forever.
  if (organizers.isPending || (organizers.isFetching && organizers.data.data.length === 0)) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t`Loading events`}>
        <Skeleton h={36} w={200} />
        <Skeleton h={36} w={320} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  const list = organizers.data.data;
  if (list.length === 0) return <Navigate to="/welcome" replace />;
  if (list.length === 1 && list[0]) return <Navigate to={`/manage/organizer/${list[0].id}/dashboard`} replace />;

  const shown = list.slice(0, 4);
  const more = list.length - shown.length;
  return (
    <>
      <PageHeader
        title={<Trans>Events</Trans>}
        description={<Trans>Every event of every organizer in your account.</Trans>}
        actions={
          <>
            <Tooltip label={t`Switch organizer`} withArrow>
              <UnstyledButton onClick={() => setIsSwitchOpen(true)} aria-label={t`Your organizers`}>
                <Avatar.Group spacing="sm">
                  {shown.map((organizer) => (
                    <OrganizerAvatar key={organizer.id} organizer={organizer} size={34} radius="xl" />
                  ))}
                  {more > 0 ? (
                    <Avatar size={34} radius="xl">
                      +{more}
                    </Avatar>
                  ) : null}
                </Avatar.Group>
              </UnstyledButton>
            </Tooltip>
            <Menu position="bottom-end" shadow="md" width={220}>
              <Menu.Target>
                <Button
                  leftSection={<IconPlus size={18} aria-hidden />}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                >
                  <Trans>Create</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconCalendarPlus size={16} aria-hidden />}
                  onClick={() => setIsCreateEventOpen(true)}
                >
                  <Trans>Event</Trans>
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconBuildingStore size={16} aria-hidden />}
                  onClick={() => setIsCreateOrganizerOpen(true)}
                >
                  <Trans>Organizer</Trans>
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        }
      />
      <EventsList basePath="/manage/events" onCreate={() => setIsCreateEventOpen(true)} />
      <CreateEventModal opened={isCreateEventOpen} onClose={() => setIsCreateEventOpen(false)} />
      <CreateOrganizerModal opened={isCreateOrganizerOpen} onClose={() => setIsCreateOrganizerOpen(false)} />
      <SwitchOrganizerModal opened={isSwitchOpen} onClose={() => setIsSwitchOpen(false)} />
    </>
  );
}
