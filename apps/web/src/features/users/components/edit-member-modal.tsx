import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZUpdateMember, type TAccountMember, type TUpdateMember, type TUserRole } from '@marquee/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateMember } from '../api/members';
import { RolePicker } from './role-picker';

type TMemberStatusChoice = 'ACTIVE' | 'INACTIVE';
type TEditValues = { first_name: string; last_name: string; role: TUserRole; status: TMemberStatusChoice };

type TEditMemberModalProps = {
  member: TAccountMember | null;
  onClose: () => void;
};

/** Names, role and status of one member. The owner's role and status are fixed; invitees have no status yet. */
export function EditMemberModal({ member, onClose }: TEditMemberModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={member !== null} onClose={onClose} title={t`Edit team member`} size="lg" centered>
      {member ? <EditMemberForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditMemberForm({ member, onClose }: { member: TAccountMember; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateMember();
  const isOwner = member.is_account_owner;
  const isInvited = member.status === 'INVITED';
  const form = useForm<TEditValues>({
    mode: 'controlled',
    initialValues: {
      first_name: member.first_name,
      last_name: member.last_name ?? '',
      role: member.role,
      status: member.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    },
    validate: contractResolver<TEditValues>(ZUpdateMember),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body: TUpdateMember = {
      first_name: values.first_name,
      last_name: values.last_name.trim() || null,
      // Only what may change is sent: the owner keeps role and status, an invitee becomes active by accepting.
      ...(isOwner ? {} : { role: values.role }),
      ...(isOwner || isInvited ? {} : { status: values.status }),
    };
    update.mutate(
      { id: member.id, body: ZUpdateMember.parse(body) },
      {
        onSuccess: (updated) => {
          const name = updated.full_name || updated.email;
          notifySuccess(t`Changes to ${name} saved.`);
          onClose();
        },
        onError: (error) => applyApiErrorToForm(form, error),
      },
    );
  });

  const ownerLock = t`The account owner is always an active administrator.`;
  const email = member.email;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {email}
        </Text>
        {isOwner ? (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
            <Trans>
              This is the account owner: they are always an active administrator, so only their name can change.
            </Trans>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t`First name`} withAsterisk data-autofocus {...form.getInputProps('first_name')} />
          <TextInput label={t`Last name`} {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <Tooltip label={ownerLock} disabled={!isOwner} withArrow position="top-start">
          <div>
            <RolePicker
              value={form.values.role}
              onChange={(role) => form.setFieldValue('role', role)}
              error={form.errors.role}
              disabled={isOwner}
            />
          </div>
        </Tooltip>
        {isInvited ? (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Trans>They become active as soon as they accept the invitation.</Trans>
          </Alert>
        ) : (
          <Stack gap={6}>
            <Text size="sm" fw={500} id="member-status-label">
              <Trans>Status</Trans>
            </Text>
            <Tooltip label={ownerLock} disabled={!isOwner} withArrow position="top-start">
              <div>
                <SegmentedControl
                  aria-labelledby="member-status-label"
                  fullWidth
                  disabled={isOwner}
                  value={form.values.status}
                  onChange={(value) => form.setFieldValue('status', value as TMemberStatusChoice)}
                  data={[
                    { value: 'ACTIVE', label: t`Active` },
                    { value: 'INACTIVE', label: t`Deactivated` },
                  ]}
                />
              </div>
            </Tooltip>
            {isOwner ? null : (
              <Text size="xs" c="dimmed">
                <Trans>Deactivated members can't sign in until you reactivate them.</Trans>
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
