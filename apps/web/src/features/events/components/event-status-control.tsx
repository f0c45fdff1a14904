import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, CopyButton, Group, List, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { EVENT_STATUS_TRANSITIONS, type TEvent, type TEventStatus } from '@marquee/core';
import {
  IconAlertTriangle,
  IconArchive,
  IconCode,
  IconConfetti,
  IconExternalLink,
  IconEyeOff,
  IconPlayerPause,
  IconPlayerPlay,
  IconRestore,
  IconShare,
  IconWorldUpload,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ShareModal } from '../../../components/share-modal';
import { StatusMenu, type TStatusOption } from '../../../components/status-menu';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSignedInUser, ResendConfirmationButton } from '../../users';
import { useChangeEventStatus } from '../api/events';
import { STATUS_COLORS, useEventLabels } from '../hooks/use-event-labels';

/**
 * Where to fix a problem the server named when refusing to go live. The server words them for people (in
 * English); the link is picked from what each one is about, and the checklist covers anything else.
 */
export function goLiveFixLink(
  problem: string,
  event: Pick<TEvent, 'id' | 'organizer_id'>,
): { to: string; kind: string } | null {
  const base = `/manage/event/${event.id}`;
  if (/email/i.test(problem)) return { to: '/manage/profile', kind: 'email' };
  if (/organi[sz]er/i.test(problem))
    return { to: `/manage/organizer/${event.organizer_id}/settings#danger`, kind: 'organizer' };
  if (/ended|date/i.test(problem)) return { to: `${base}/settings#details`, kind: 'dates' };
  if (/pay/i.test(problem)) return { to: `${base}/settings#payment`, kind: 'payment' };
  if (/ticket|product/i.test(problem)) return { to: `${base}/products`, kind: 'products' };
  return null;
}

function GoLiveProblems({ event, problems, onClose }: { event: TEvent; problems: string[]; onClose: () => void }) {
  const user = useSignedInUser();
  const fixLabel = (kind: string): ReactNode =>
    ({
      email: <Trans>Go to your profile</Trans>,
      organizer: <Trans>Open the organizer settings</Trans>,
      dates: <Trans>Change the dates</Trans>,
      products: <Trans>Add tickets</Trans>,
      payment: <Trans>Choose payment methods</Trans>,
    })[kind];
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>Fix these first, then publish again:</Trans>
      </Text>
      <List spacing="sm" icon={<IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-hidden />}>
        {problems.map((problem) => {
          const fix = goLiveFixLink(problem, event);
          return (
            <List.Item key={problem}>
              <Text size="sm">{problem}</Text>
              {fix?.kind === 'email' && !user.is_email_verified ? (
                <ResendConfirmationButton user={user} />
              ) : fix ? (
                <Anchor component={Link} to={fix.to} size="sm" onClick={onClose}>
                  {fixLabel(fix.kind)}
                </Anchor>
              ) : null}
            </List.Item>
          );
        })}
      </List>
      <Group justify="space-between">
        <Anchor component={Link} to={`/manage/event/${event.id}/getting-started`} size="sm" onClick={onClose}>
          <Trans>Open the checklist</Trans>
        </Anchor>
        <Button onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** Reference §1: publishing opens a celebration with the link to share. */
function LiveCelebration({ event, onClose }: { event: TEvent; onClose: () => void }) {
  const { t } = useLingui();
  const [isShareOpen, setIsShareOpen] = useState(false);
  const title = event.title;
  return (
    <Stack gap="md" align="stretch">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
          <IconConfetti size={30} />
        </ThemeIcon>
        <Text>
          <Trans>“{title}” is on sale. Share the link and watch the orders come in.</Trans>
        </Text>
      </Stack>
      <TextInput label={t`Event page`} value={event.public_url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Group grow gap="xs">
        <CopyButton value={event.public_url}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={event.public_url}
          target="_blank"
          rel="noopener"
          variant="default"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          <Trans>View</Trans>
        </Button>
        <Button
          variant="default"
          leftSection={<IconShare size={14} aria-hidden />}
          onClick={() => setIsShareOpen(true)}
        >
          <Trans>Share</Trans>
        </Button>
      </Group>
      <Button
        component={Link}
        to={`/manage/event/${event.id}/widget`}
        onClick={onClose}
        variant="subtle"
        leftSection={<IconCode size={14} aria-hidden />}
      >
        <Trans>Sell on your own website with the widget</Trans>
      </Button>
      <Button onClick={onClose}>
        <Trans>Done</Trans>
      </Button>
      <ShareModal
        opened={isShareOpen}
        onClose={() => setIsShareOpen(false)}
        url={event.public_url}
        title={title}
        heading={t`Share ${title}`}
      />
    </Stack>
  );
}

/**
 * Status changes of an event, each confirmed first: a refused go-live lists the server's problems with links
 * to fix them, a successful first publication celebrates. Returns the allowed changes and the dialogs to render.
 */
export function useEventStatusFlow(event: TEvent) {
  const { t } = useLingui();
  const change = useChangeEventStatus(event.id);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [isCelebrating, setIsCelebrating] = useState(false);
  const title = event.title;

  const texts: Record<
    TEventStatus,
    { label: string; description: string; confirm: string; message: string; icon: ReactNode; done: string }
  > = {
    LIVE: {
      label: event.status === 'PAUSED' ? t`Resume sales` : t`Publish`,
      description: event.status === 'PAUSED' ? t`Sales open again` : t`Put the event page online and start selling`,
      confirm: event.status === 'PAUSED' ? t`Resume sales` : t`Publish`,
      message: t`The event page goes online and tickets go on sale.`,
      icon:
        event.status === 'PAUSED' ? (
          <IconPlayerPlay size={16} aria-hidden />
        ) : (
          <IconWorldUpload size={16} aria-hidden />
        ),
      done: t`“${title}” is live.`,
    },
    PAUSED: {
      label: t`Pause sales`,
      description: t`The page stays up; nobody can buy`,
      confirm: t`Pause sales`,
      message: t`The page stays online but nobody can buy until you resume sales.`,
      icon: <IconPlayerPause size={16} aria-hidden />,
      done: t`Sales of “${title}” are paused.`,
    },
    DRAFT: {
      label: event.status === 'ARCHIVED' ? t`Restore as draft` : t`Unpublish`,
      description: event.status === 'ARCHIVED' ? t`Bring it back to work on it` : t`Take the page offline`,
      confirm: event.status === 'ARCHIVED' ? t`Restore as draft` : t`Unpublish`,
      message:
        event.status === 'ARCHIVED'
          ? t`It comes back as a draft. Publish it again when it's ready.`
          : t`The event page goes offline and sales stop. Orders already placed stay valid.`,
      icon: event.status === 'ARCHIVED' ? <IconRestore size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />,
      done: event.status === 'ARCHIVED' ? t`“${title}” is restored as a draft.` : t`“${title}” is unpublished.`,
    },
    ARCHIVED: {
      label: t`Archive`,
      description: t`Hide it from your lists and take it offline`,
      confirm: t`Archive event`,
      message: t`The event leaves your upcoming list and its public page goes offline. You can restore it later as a draft.`,
      icon: <IconArchive size={16} aria-hidden />,
      done: t`“${title}” is archived.`,
    },
  };

  async function apply(status: TEventStatus) {
    const text = texts[status];
    const isConfirmed = await confirmAction({
      title: `${text.label}?`,
      message: text.message,
      confirmLabel: text.confirm,
      isDanger: status === 'ARCHIVED',
    });
    if (!isConfirmed) return;
    try {
      await change.mutateAsync(status);
      if (status === 'LIVE' && event.status !== 'PAUSED') setIsCelebrating(true);
      else notifySuccess(text.done);
    } catch (error) {
      const reasons = isApiError(error) ? (error.fieldErrors.status ?? []) : [];
      if (status === 'LIVE' && reasons.length > 0) setProblems(reasons);
      else notifyError([isApiError(error) ? error.message : t`The status could not be changed.`, ...reasons].join(' '));
    }
  }

  const options: TStatusOption[] = EVENT_STATUS_TRANSITIONS[event.status].map((status) => ({
    key: status,
    label: texts[status].label,
    description: texts[status].description,
    icon: texts[status].icon,
    color: status === 'ARCHIVED' ? 'red' : status === 'LIVE' ? 'teal' : undefined,
    onSelect: () => void apply(status),
  }));

  const dialogs = (
    <>
      <Modal
        opened={problems !== null}
        onClose={() => setProblems(null)}
        title={t`This event can't go live yet`}
        centered
      >
        {problems ? <GoLiveProblems event={event} problems={problems} onClose={() => setProblems(null)} /> : null}
      </Modal>
      <Modal opened={isCelebrating} onClose={() => setIsCelebrating(false)} title={t`You're live!`} centered>
        {isCelebrating ? <LiveCelebration event={event} onClose={() => setIsCelebrating(false)} /> : null}
      </Modal>
    </>
  );
  return { options, apply, dialogs, isPending: change.isPending };
}

/** The event's status pill: every allowed change (EVENT_STATUS_TRANSITIONS). */
export function EventStatusControl({ event }: { event: TEvent }) {
  const { t } = useLingui();
  const labels = useEventLabels();
  const { options, dialogs, isPending } = useEventStatusFlow(event);
  return (
    <>
      <StatusMenu
        name={t`Event status`}
        label={labels.status(event.status)}
        color={STATUS_COLORS[event.status]}
        options={options}
        isPending={isPending}
      />
      {dialogs}
    </>
  );
}
