import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text } from '@mantine/core';
import type { TOrganizer, TOrganizerStatus } from '@marquee/core';
import { IconArchive, IconEyeOff, IconRestore, IconWorldUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusMenu, type TStatusOption } from '../../../components/status-menu';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { STATUS_COLORS, useEventLabels } from '../../events';
import { useSignedInUser, ResendConfirmationButton } from '../../users';
import { useChangeOrganizerStatus } from '../api/organizers';

/** Publishing, unpublishing, archiving and restoring an organizer, each after a confirmation. */
export function useOrganizerStatusChange(organizer: TOrganizer) {
  const { t } = useLingui();
  const change = useChangeOrganizerStatus(organizer.id);
  const name = organizer.name;

  async function apply(status: TOrganizerStatus) {
    const texts = {
      LIVE: {
        title: t`Publish ${name}?`,
        message: t`Its public page goes online, listing its published events.`,
        confirm: t`Publish`,
        done: t`${name} is live.`,
      },
      DRAFT:
        organizer.status === 'ARCHIVED'
          ? {
              title: t`Restore ${name}?`,
              message: t`It comes back as a draft. Its events stay archived until you restore them one by one.`,
              confirm: t`Restore as draft`,
              done: t`${name} is restored as a draft.`,
            }
          : {
              title: t`Unpublish ${name}?`,
              message: t`Its public page goes offline. Events keep their own status.`,
              confirm: t`Unpublish`,
              done: t`${name} is unpublished.`,
            },
      ARCHIVED: {
        title: t`Archive ${name}?`,
        message: t`Its page goes offline and all its events are archived too. You can restore it later.`,
        confirm: t`Archive organizer`,
        done: t`${name} is archived.`,
      },
    }[status];
    const isConfirmed = await confirmAction({
      title: texts.title,
      message: texts.message,
      confirmLabel: texts.confirm,
      isDanger: status === 'ARCHIVED',
    });
    if (!isConfirmed) return;
    try {
      await change.mutateAsync(status);
      notifySuccess(texts.done);
    } catch (error) {
      const reasons = isApiError(error) ? (error.fieldErrors.status ?? []) : [];
      notifyError([isApiError(error) ? error.message : t`The status could not be changed.`, ...reasons].join(' '));
    }
  }

  return { apply, isPending: change.isPending };
}

/** Reference §1: the organizer's status pill; publishing needs a confirmed email (else: resend the email). */
export function OrganizerStatusControl({ organizer }: { organizer: TOrganizer }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const labels = useEventLabels();
  const { apply, isPending } = useOrganizerStatusChange(organizer);
  const [isVerifyOpen, setIsVerifyOpen] = useState(false);
  const email = user.email;

  const publish: TStatusOption = {
    key: 'publish',
    label: t`Publish`,
    description: t`Put the organizer page online`,
    icon: <IconWorldUpload size={16} aria-hidden />,
    color: 'teal',
    onSelect: () => (user.is_email_verified ? void apply('LIVE') : setIsVerifyOpen(true)),
  };
  const unpublish: TStatusOption = {
    key: 'unpublish',
    label: t`Unpublish`,
    description: t`Take the page offline; back to draft`,
    icon: <IconEyeOff size={16} aria-hidden />,
    onSelect: () => void apply('DRAFT'),
  };
  const archive: TStatusOption = {
    key: 'archive',
    label: t`Archive`,
    description: t`Hide the organizer and its events`,
    icon: <IconArchive size={16} aria-hidden />,
    color: 'red',
    onSelect: () => void apply('ARCHIVED'),
  };
  const restore: TStatusOption = {
    key: 'restore',
    label: t`Restore as draft`,
    icon: <IconRestore size={16} aria-hidden />,
    onSelect: () => void apply('DRAFT'),
  };
  const options =
    organizer.status === 'DRAFT' ? [publish, archive] : organizer.status === 'LIVE' ? [unpublish, archive] : [restore];

  return (
    <>
      <StatusMenu
        name={t`Organizer status`}
        label={labels.status(organizer.status)}
        color={STATUS_COLORS[organizer.status]}
        options={options}
        isPending={isPending}
      />
      <Modal opened={isVerifyOpen} onClose={() => setIsVerifyOpen(false)} title={t`Confirm your email first`} centered>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Publishing needs a confirmed email address, so buyers know a real person is behind the page. Open the link
              we sent to {email}, or send it again.
            </Trans>
          </Text>
          <ResendConfirmationButton user={user} size="sm" variant="filled" />
        </Stack>
      </Modal>
    </>
  );
}
