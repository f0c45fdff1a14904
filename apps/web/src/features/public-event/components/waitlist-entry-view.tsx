import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TPublicWaitlistEntry } from '@marquee/core';
import { IconCircleCheck, IconClockX, IconDice5, IconDoorExit, IconHourglassHigh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { StatusPanel } from '../../../components/status-panel';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useClaimWaitlistOffer, useLeaveWaitlist } from '../api/public-waitlist-queries';
import { formatEventTime, offerCheckoutPath } from '../lib/waitlist-entry';
import { EventDates } from './event-header';
import { WaitlistOffer } from './waitlist-offer';

type TWaitlistEntryViewProps = {
  token: string;
  entry: TPublicWaitlistEntry;
  /** Ask for the entry again (an offer's deadline passed while the page was open). */
  onRefresh: () => void;
  /** Opened from the offer email's button (`?claim=1`): an open offer goes straight on to its checkout. */
  isClaimLink?: boolean;
};

/**
 * The entrant's page behind the link in their emails (issue 31): the event, what they wait for, where they stand and
 * what happens next, per status; an open offer's "Buy your tickets"; and leaving the list. The offer email's button
 * (`?claim=1`) goes straight on to the held order's checkout: opening an offer changes nothing on the server (it
 * only gives this browser the order's checkout session), so a mail scanner following the link does no harm; leaving
 * the list is always a button with a confirmation (decision 137).
 */
export function WaitlistEntryView({ token, entry, onRefresh, isClaimLink = false }: TWaitlistEntryViewProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const claim = useClaimWaitlistOffer(token);
  const leave = useLeaveWaitlist(token);
  const { event } = entry;
  const eventPath = `/event/${event.id}/${event.slug}`;

  const { mutate: claimOffer } = claim;
  const buy = useCallback(
    (options: { replace?: boolean } = {}) =>
      claimOffer(undefined, { onSuccess: (checkout) => void navigate(offerCheckoutPath(checkout), options) }),
    [claimOffer, navigate],
  );
  // Once per page: the offer email's button opens the checkout at once while the offer is open.
  const claimedFromLink = useRef(false);
  useEffect(() => {
    if (!isClaimLink || claimedFromLink.current || entry.status !== 'OFFERED' || !entry.order_short_id) return;
    claimedFromLink.current = true;
    // In place of this page: Back from the checkout must not land here and open it again.
    buy({ replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the open offer is first seen
  }, [isClaimLink, entry.status, entry.order_short_id]);
  const askToLeave = async () => {
    const isLeaving = await confirmAction({
      title: t`Leave the waiting list?`,
      message:
        entry.status === 'OFFERED'
          ? t`The tickets held for you will go to the next person in line.`
          : t`You will lose your place in line.`,
      confirmLabel: t`Leave the list`,
      isDanger: true,
    });
    if (!isLeaving) return;
    leave.mutate(undefined, {
      onSuccess: () => notifySuccess(t`You left the waiting list.`),
      onError: (error) => {
        notifyError(error.message);
        onRefresh();
      },
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" fz="sm" fw={500}>
          <Trans>Waiting list</Trans>
        </Text>
        <Title order={1} fz="h2">
          {event.title}
        </Title>
        <EventDates event={event} />
      </Stack>
      <WaitlistFacts entry={entry} />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        data-testid="waitlist-status"
        data-status={entry.status}
      >
        {entry.status === 'OFFERED' ? (
          <WaitlistOffer
            entry={entry}
            onBuy={() => buy()}
            isBuying={claim.isPending || claim.isSuccess}
            buyError={claim.error}
            onLapsed={onRefresh}
          />
        ) : (
          <WaitlistStatus entry={entry} eventPath={eventPath} />
        )}
      </Paper>
      {entry.can_leave && (
        <Button variant="subtle" color="red" loading={leave.isPending} onClick={() => void askToLeave()}>
          <Trans>Leave the waiting list</Trans>
        </Button>
      )}
    </Stack>
  );
}

/** What the entry waits for: the ticket and tier, how many, the other tiers it would take, and since when. */
function WaitlistFacts({ entry }: { entry: TPublicWaitlistEntry }) {
  const { i18n } = useLingui();
  const ticket = entry.price_label ? `${entry.product_title} – ${entry.price_label}` : entry.product_title;
  const quantity = entry.quantity;
  const alternatives = entry.alternative_price_labels.join(', ');
  const joinedAt = formatEventTime(entry.created_at, { locale: i18n.locale, timeZone: entry.event.timezone });
  return (
    <Paper withBorder radius="md" p="md" data-testid="waitlist-facts">
      <Stack gap={4}>
        <Text fw={600}>{ticket}</Text>
        <Text fz="sm">
          <Plural value={quantity} one="# ticket" other="# tickets" />
        </Text>
        {alternatives && (
          <Text fz="sm">
            <Trans>Also: {alternatives}</Trans>
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          <Trans>Joined on {joinedAt}</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

/** Every status but an open offer: where the entrant stands, in a sentence or two, and a way back to the event. */
function WaitlistStatus({ entry, eventPath }: { entry: TPublicWaitlistEntry; eventPath: string }) {
  const { t, i18n } = useLingui();
  const position = entry.position;
  const drawDate = entry.lottery_until
    ? formatEventTime(entry.lottery_until, { locale: i18n.locale, timeZone: entry.event.timezone })
    : null;
  const toEvent = (
    <Button component="a" href={eventPath} variant="default">
      <Trans>See the event</Trans>
    </Button>
  );
  const panel = ((): { icon: ReactNode; title: string; color: string; text: ReactNode; isOver?: boolean } | null => {
    switch (entry.status) {
      case 'WAITING':
        return position === null
          ? {
              icon: <IconDice5 size={28} />,
              title: t`A lottery decides your place`,
              color: 'blue',
              text: drawDate ? (
                <Trans>
                  The place in line of everyone who joins before {drawDate} is drawn by lottery. We will email you when
                  tickets are free for you.
                </Trans>
              ) : (
                <Trans>Your place in line is drawn by lottery. We will email you when tickets are free for you.</Trans>
              ),
            }
          : {
              icon: <IconHourglassHigh size={28} />,
              title: t`You are number ${position} in line`,
              color: 'blue',
              text: (
                <Trans>
                  We will email you as soon as tickets are free for you. They are then held for you for a limited time.
                </Trans>
              ),
            };
      case 'PURCHASED':
        return {
          icon: <IconCircleCheck size={28} />,
          title: t`You got your tickets`,
          color: 'teal',
          text: <Trans>Your order is complete: the tickets were sent to you by email.</Trans>,
          isOver: true,
        };
      case 'OFFER_EXPIRED':
        return {
          icon: <IconClockX size={28} />,
          title: t`The offer has lapsed`,
          color: 'orange',
          text: <Trans>The tickets held for you were not bought in time, so they were released.</Trans>,
          isOver: true,
        };
      case 'CANCELLED':
        return {
          icon: <IconDoorExit size={28} />,
          title: t`You are no longer on the waiting list`,
          color: 'gray',
          text: <Trans>This entry was cancelled: you will not be offered these tickets.</Trans>,
          isOver: true,
        };
      default:
        // OFFERED: WaitlistOffer.
        return null;
    }
  })();
  if (!panel) return null;
  return (
    <StatusPanel
      order={2}
      icon={panel.icon}
      title={panel.title}
      color={panel.color}
      actions={panel.isOver ? toEvent : undefined}
    >
      {panel.text}
    </StatusPanel>
  );
}

/** The link of an unknown or mistyped token. */
export function WaitlistEntryNotFound() {
  return (
    <StatusPanel order={2} icon={<IconClockX size={28} />} title={<Trans>This link is not valid</Trans>} color="gray">
      <Trans>Check that you opened the whole link from your email.</Trans>
    </StatusPanel>
  );
}
