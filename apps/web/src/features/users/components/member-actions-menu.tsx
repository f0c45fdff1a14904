import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import type { TAccountMember } from '@marquee/core';
import { IconDots, IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResendInvitation, useRevokeInvitation } from '../api/members';

type TMemberActionsMenuProps = {
  member: TAccountMember;
  onEdit: (member: TAccountMember) => void;
};

/** Edit, and for invitations not yet accepted: send again, or withdraw after confirming. */
export function MemberActionsMenu({ member, onEdit }: TMemberActionsMenuProps) {
  const { t } = useLingui();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const name = member.full_name || member.email;
  const email = member.email;
  const isInvited = member.status === 'INVITED';
  const showError = (error: unknown) =>
    notifyError(isApiError(error) ? error.message : t`Something unexpected happened. Please try again.`);

  function handleResend() {
    resend.mutate(member.id, {
      onSuccess: () => notifySuccess(t`Invitation sent again to ${email}.`),
      onError: showError,
    });
  }

  async function handleRevoke() {
    const isConfirmed = await confirmAction({
      title: t`Revoke the invitation?`,
      message: t`${name} won't be able to join with the link we sent to ${email}. You can invite them again later.`,
      confirmLabel: t`Revoke invitation`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    revoke.mutate(member.id, {
      onSuccess: () => notifySuccess(t`The invitation for ${email} has been revoked.`),
      onError: showError,
    });
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t`Actions for ${name}`}
          loading={resend.isPending || revoke.isPending}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(member)}>
          <Trans>Edit</Trans>
        </Menu.Item>
        {isInvited ? (
          <>
            <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={handleResend}>
              <Trans>Resend invitation</Trans>
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void handleRevoke()}
            >
              <Trans>Revoke invitation</Trans>
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
