import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { TCurrentUser, TOrganizer } from '@marquee/core';
import {
  IconArrowsExchange,
  IconCalendarEvent,
  IconCalendarPlus,
  IconChartBar,
  IconExternalLink,
  IconLayoutDashboard,
  IconPalette,
  IconReceipt,
  IconSettings,
  IconShare,
  IconWebhook,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Outlet, useOutletContext } from 'react-router';
import { ShareModal } from '../../components/share-modal';
import { CreateEventModal } from '../../features/events';
import {
  useOrganizer,
  useOrganizers,
  OrganizerAvatar,
  OrganizerStatusControl,
  SwitchOrganizerModal,
} from '../../features/organizers';
import { ResendConfirmationButton } from '../../features/users';
import { useRequiredParam } from '../../lib/route-params';
import { PageLoader } from '../routes/page-loader';
import { AppLayout, SidebarNav, type TSidebarGroup } from './app-layout';
import { AreaLoadProblem } from './area-not-found';
import { SignedInGate } from './signed-in-gate';

export type TOrganizerOutlet = { organizer: TOrganizer; openCreateEvent: () => void };

/** The organizer of the page, for the routes inside the organizer area. */
export function useOrganizerOutlet(): TOrganizerOutlet {
  return useOutletContext<TOrganizerOutlet>();
}

/** /manage/organizer/:organizerId/*: the organizer's frame (reference §1 AppLayout and organizer sidebar). */
export function OrganizerLayout() {
  const { t } = useLingui();
  const organizerId = useRequiredParam('organizerId', t`Organizer ID is required`);
  return <SignedInGate>{(user) => <OrganizerFrame organizerId={organizerId} user={user} />}</SignedInGate>;
}

function OrganizerFrame({ organizerId, user }: { organizerId: string; user: TCurrentUser }) {
  const organizer = useOrganizer(organizerId);
  if (organizer.isError) {
    return (
      <AreaLoadProblem
        error={organizer.error}
        notFoundTitle={<Trans>We can't find this organizer</Trans>}
        errorTitle={<Trans>We couldn't load this organizer</Trans>}
        onRetry={() => void organizer.refetch()}
      />
    );
  }
  if (!organizer.data) return <PageLoader />;
  return <OrganizerShell organizer={organizer.data} user={user} key={organizer.data.id} />;
}

function OrganizerShell({ organizer, user }: { organizer: TOrganizer; user: TCurrentUser }) {
  const { t } = useLingui();
  const organizers = useOrganizers();
  const [isCreateEventOpen, setIsCreateEventOpen] = useState(false);
  const [isShareOpen, setIsShareOpen] = useState(false);
  const [isSwitchOpen, setIsSwitchOpen] = useState(false);
  const base = `/manage/organizer/${organizer.id}`;
  const hasSeveral = (organizers.data?.data.length ?? 0) > 1;
  const name = organizer.name;

  const groups: TSidebarGroup[] = [
    {
      label: t`Overview`,
      items: [
        {
          to: `${base}/dashboard`,
          label: t`Dashboard`,
          icon: <IconLayoutDashboard size={18} aria-hidden />,
          alsoActiveOn: [base],
        },
        { to: `${base}/reports`, label: t`Reports`, icon: <IconChartBar size={18} aria-hidden /> },
      ],
    },
    {
      label: t`Manage`,
      items: [
        { to: `${base}/events`, label: t`Events`, icon: <IconCalendarEvent size={18} aria-hidden /> },
        { to: `${base}/orders`, label: t`Orders`, icon: <IconReceipt size={18} aria-hidden /> },
        { to: `${base}/settings`, label: t`Settings`, icon: <IconSettings size={18} aria-hidden /> },
      ],
    },
    {
      label: t`Tools`,
      items: [
        {
          to: `${base}/organizer-homepage-designer`,
          label: t`Homepage designer`,
          icon: <IconPalette size={18} aria-hidden />,
        },
      ],
    },
    {
      label: t`Integrations`,
      items: [{ to: `${base}/webhooks`, label: t`Webhooks`, icon: <IconWebhook size={18} aria-hidden /> }],
    },
  ];

  const sidebar = (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" px="xs" py={4}>
        <OrganizerAvatar organizer={organizer} size={40} />
        <Text fw={800} truncate style={{ flex: 1 }}>
          {name}
        </Text>
      </Group>
      {organizers.isPending ? (
        <Skeleton h={30} />
      ) : hasSeveral ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowsExchange size={16} aria-hidden />}
          onClick={() => setIsSwitchOpen(true)}
        >
          <Trans>Switch organizer</Trans>
        </Button>
      ) : null}
      <SidebarNav groups={groups} label={t`Organizer navigation`} />
    </Stack>
  );

  const footer = !user.is_email_verified ? (
    <Alert variant="light" color="orange" p="sm" title={t`Confirm your email`}>
      <Stack gap="xs">
        <Text size="xs">
          <Trans>You can publish once your email address is confirmed.</Trans>
        </Text>
        <ResendConfirmationButton user={user} />
      </Stack>
    </Alert>
  ) : null;

  return (
    <AppLayout
      user={user}
      sidebar={sidebar}
      sidebarFooter={footer}
      statusControl={<OrganizerStatusControl organizer={organizer} />}
      headerActions={
        <>
          <Button
            component="a"
            href={organizer.public_url}
            target="_blank"
            rel="noopener"
            size="compact-sm"
            variant="subtle"
            rightSection={<IconExternalLink size={14} aria-hidden />}
            visibleFrom="md"
          >
            <Trans>View organizer page</Trans>
          </Button>
          <Tooltip label={t`View organizer page`} withArrow>
            <ActionIcon
              component="a"
              href={organizer.public_url}
              target="_blank"
              rel="noopener"
              variant="subtle"
              hiddenFrom="md"
              aria-label={t`View organizer page`}
            >
              <IconExternalLink size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      }
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Breadcrumbs separatorMargin={6} style={{ minWidth: 0, flexWrap: 'wrap' }}>
          {hasSeveral ? (
            <Anchor component={Link} to="/manage/events" size="sm">
              <Trans>All events</Trans>
            </Anchor>
          ) : null}
          <Anchor component={Link} to={`${base}/dashboard`} size="sm" fw={700}>
            {name}
          </Anchor>
        </Breadcrumbs>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconShare size={14} aria-hidden />}
            onClick={() => setIsShareOpen(true)}
          >
            <Trans>Share</Trans>
          </Button>
          <Button
            size="xs"
            leftSection={<IconCalendarPlus size={14} aria-hidden />}
            onClick={() => setIsCreateEventOpen(true)}
          >
            <Trans>Create event</Trans>
          </Button>
        </Group>
      </Group>
      <Outlet context={{ organizer, openCreateEvent: () => setIsCreateEventOpen(true) } satisfies TOrganizerOutlet} />
      <CreateEventModal
        opened={isCreateEventOpen}
        onClose={() => setIsCreateEventOpen(false)}
        organizerId={organizer.id}
      />
      <ShareModal
        opened={isShareOpen}
        onClose={() => setIsShareOpen(false)}
        url={organizer.public_url}
        title={name}
        heading={t`Share ${name}`}
      />
      <SwitchOrganizerModal opened={isSwitchOpen} onClose={() => setIsSwitchOpen(false)} currentId={organizer.id} />
    </AppLayout>
  );
}
