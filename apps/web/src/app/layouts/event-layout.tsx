import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Anchor, Breadcrumbs, Button, Group, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import {
  EVENT_REPORT_TYPES,
  type TCurrentUser,
  type TEvent,
  type TEventSettings,
  type TEventSettingsResponse,
  type TOrganizer,
} from '@marquee/core';
import {
  IconArrowLeft,
  IconChartBar,
  IconClipboardCheck,
  IconCode,
  IconCopy,
  IconExternalLink,
  IconHourglass,
  IconLayoutDashboard,
  IconMail,
  IconPalette,
  IconQrcode,
  IconReceipt,
  IconRocket,
  IconSettings,
  IconShare,
  IconTicket,
  IconTag,
  IconUserShare,
  IconUsers,
  IconUsersGroup,
  IconWebhook,
  IconForms,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Outlet, useOutletContext } from 'react-router';
import { ShareModal } from '../../components/share-modal';
import { useEvent, useEventSettings, DuplicateEventModal, EventStatusControl } from '../../features/events';
import { useOrganizer } from '../../features/organizers';
import { eventReportPath } from '../../features/reports';
import { ResendConfirmationButton } from '../../features/users';
import { useRequiredParam } from '../../lib/route-params';
import { PageLoader } from '../routes/page-loader';
import { AppLayout, SidebarNav, type TSidebarGroup } from './app-layout';
import { AreaLoadProblem } from './area-not-found';
import { SignedInGate } from './signed-in-gate';
import { useEventCounts, useCountHints } from '../../features/orders';
import { DisplayTimeZoneProvider } from '../../lib/display-time-zone';

export type TEventOutlet = {
  event: TEvent;
  /** Undefined while loading (pages that need them show their own skeleton). */
  settings: TEventSettingsResponse | undefined;
  organizer: TOrganizer | undefined;
  openDuplicate: () => void;
};

export function useEventOutlet(): TEventOutlet {
  return useOutletContext<TEventOutlet>();
}

/** /manage/event/:eventId/*: the event's frame (reference §1 AppLayout and event sidebar). */
export function EventLayout() {
  const { t } = useLingui();
  const eventId = useRequiredParam('eventId', t`Event ID is required`);
  return <SignedInGate>{(user) => <EventFrame eventId={eventId} user={user} />}</SignedInGate>;
}

function EventFrame({ eventId, user }: { eventId: string; user: TCurrentUser }) {
  const event = useEvent(eventId);
  if (event.isError) {
    return (
      <AreaLoadProblem
        error={event.error}
        notFoundTitle={<Trans>We can't find this event</Trans>}
        errorTitle={<Trans>We couldn't load this event</Trans>}
        onRetry={() => void event.refetch()}
      />
    );
  }
  if (!event.data) return <PageLoader />;
  return <EventShell event={event.data} user={user} key={event.data.id} />;
}

function useEventSidebar(event: TEvent, settings: TEventSettings | undefined): TSidebarGroup[] {
  const { t } = useLingui();
  // What a box office counts, not every listed row: placed orders and valid tickets (decision 121).
  const counts = useEventCounts(event.id).data;
  const hints = useCountHints();
  const base = `/manage/event/${event.id}`;
  const icon = (Icon: typeof IconRocket) => <Icon size={18} aria-hidden />;
  const isGettingStartedShown = settings ? !settings.hide_getting_started_page : true;
  return [
    {
      label: t`Overview`,
      items: [
        ...(isGettingStartedShown
          ? [{ to: `${base}/getting-started`, label: t`Getting started`, icon: icon(IconRocket) }]
          : []),
        { to: `${base}/dashboard`, label: t`Dashboard`, icon: icon(IconLayoutDashboard), alsoActiveOn: [base] },
        {
          to: `${base}/reports`,
          label: t`Reports`,
          icon: icon(IconChartBar),
          // One report's page (`/report/{type}`) belongs to the reports too.
          alsoActiveOn: EVENT_REPORT_TYPES.map((type) => eventReportPath(event.id, type)),
        },
      ],
    },
    {
      label: t`Setup and design`,
      items: [
        { to: `${base}/settings`, label: t`Event settings`, icon: icon(IconSettings) },
        { to: `${base}/homepage-designer`, label: t`Homepage designer`, icon: icon(IconPalette) },
        { to: `${base}/ticket-designer`, label: t`Ticket designer`, icon: icon(IconTicket) },
        { to: `${base}/questions`, label: t`Registration questions`, icon: icon(IconForms) },
      ],
    },
    {
      label: t`Ticketing and sales`,
      items: [
        { to: `${base}/products`, label: t`Tickets and products`, icon: icon(IconTicket) },
        {
          to: `${base}/orders`,
          label: t`Orders`,
          icon: icon(IconReceipt),
          count: counts?.total_orders,
          countHint: counts ? hints.ordersWith(counts) : undefined,
        },
        { to: `${base}/promo-codes`, label: t`Promo codes`, icon: icon(IconTag) },
        { to: `${base}/affiliates`, label: t`Affiliates`, icon: icon(IconUserShare) },
      ],
    },
    {
      label: t`Guest management`,
      items: [
        {
          to: `${base}/attendees`,
          label: t`Attendees`,
          icon: icon(IconUsers),
          count: counts?.total_attendees,
          countHint: counts ? hints.attendeesWith(counts) : undefined,
        },
        { to: `${base}/check-in`, label: t`Check-in lists`, icon: icon(IconQrcode) },
        { to: `${base}/messages`, label: t`Messages`, icon: icon(IconMail) },
        { to: `${base}/waitlist`, label: t`Waiting list`, icon: icon(IconHourglass) },
        {
          to: `${base}/capacity-assignments`,
          label: t`Capacity management`,
          icon: icon(IconUsersGroup),
        },
      ],
    },
    {
      label: t`Integrations`,
      items: [
        { to: `${base}/widget`, label: t`Widget embed`, icon: icon(IconCode) },
        { to: `${base}/webhooks`, label: t`Webhooks`, icon: icon(IconWebhook) },
      ],
    },
  ];
}

function EventShell({ event, user }: { event: TEvent; user: TCurrentUser }) {
  const { t } = useLingui();
  const settings = useEventSettings(event.id);
  const organizer = useOrganizer(event.organizer_id);
  const groups = useEventSidebar(event, settings.data);
  const [isShareOpen, setIsShareOpen] = useState(false);
  const [isDuplicateOpen, setIsDuplicateOpen] = useState(false);
  const title = event.title;
  const organizerPath = `/manage/organizer/${event.organizer_id}/dashboard`;

  const sidebar = (
    <Stack gap="xs">
      <NavLink
        component={Link}
        to={organizerPath}
        label={t`Organizer dashboard`}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      <Text fw={800} px="sm" lineClamp={2}>
        {title}
      </Text>
      <SidebarNav groups={groups} label={t`Event navigation`} />
    </Stack>
  );

  const footer = !user.is_email_verified ? (
    <Alert variant="light" color="orange" p="sm" title={t`Confirm your email`} icon={<IconClipboardCheck size={16} />}>
      <Stack gap="xs">
        <Text size="xs">
          <Trans>Events can go live once your email address is confirmed.</Trans>
        </Text>
        <ResendConfirmationButton user={user} />
      </Stack>
    </Alert>
  ) : null;

  return (
    <DisplayTimeZoneProvider timeZone={event.timezone}>
      <AppLayout
        user={user}
        sidebar={sidebar}
        sidebarFooter={footer}
        statusControl={<EventStatusControl event={event} />}
        headerActions={
          <>
            <Button
              component="a"
              href={event.public_url}
              target="_blank"
              rel="noopener"
              size="compact-sm"
              variant="subtle"
              rightSection={<IconExternalLink size={14} aria-hidden />}
              visibleFrom="md"
            >
              {event.status === 'LIVE' ? <Trans>View public page</Trans> : <Trans>Preview</Trans>}
            </Button>
            <Tooltip label={t`View public page`} withArrow>
              <ActionIcon
                component="a"
                href={event.public_url}
                target="_blank"
                rel="noopener"
                variant="subtle"
                hiddenFrom="md"
                aria-label={t`View public page`}
              >
                <IconExternalLink size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </>
        }
      >
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Breadcrumbs separatorMargin={6} style={{ minWidth: 0, flexWrap: 'wrap' }}>
              <Anchor component={Link} to={organizerPath} size="sm">
                {organizer.data?.name ?? <Trans>Organizer</Trans>}
              </Anchor>
              <Text size="sm" fw={700} truncate maw={260}>
                {title}
              </Text>
            </Breadcrumbs>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => setIsDuplicateOpen(true)}
              >
                <Trans>Duplicate</Trans>
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconShare size={14} aria-hidden />}
                onClick={() => setIsShareOpen(true)}
              >
                <Trans>Share event</Trans>
              </Button>
            </Group>
          </Group>
        </Stack>
        <Outlet
          context={
            {
              event,
              settings: settings.data,
              organizer: organizer.data,
              openDuplicate: () => setIsDuplicateOpen(true),
            } satisfies TEventOutlet
          }
        />
        <ShareModal
          opened={isShareOpen}
          onClose={() => setIsShareOpen(false)}
          url={event.public_url}
          title={title}
          heading={t`Share ${title}`}
        />
        <DuplicateEventModal event={isDuplicateOpen ? event : null} onClose={() => setIsDuplicateOpen(false)} />
      </AppLayout>
    </DisplayTimeZoneProvider>
  );
}
