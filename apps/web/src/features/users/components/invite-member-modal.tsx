import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZInviteUser, type TUserRole } from '@marquee/core';
import { IconMail } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useInviteMember } from '../api/members';
import { RolePicker } from './role-picker';

type TInviteValues = { first_name: string; last_name: string; email: string; role: TUserRole };

// Least privilege by default: making someone an administrator is a deliberate choice.
const EMPTY: TInviteValues = { first_name: '', last_name: '', email: '', role: 'ORGANIZER' };

export function InviteMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const invite = useInviteMember();
  const form = useForm<TInviteValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: contractResolver<TInviteValues>(ZInviteUser),
  });

  function close() {
    form.reset();
    invite.reset();
    onClose();
  }

  const handleSubmit = form.onSubmit((values) => {
    const body = ZInviteUser.parse({ ...values, last_name: values.last_name.trim() || null });
    invite.mutate(body, {
      onSuccess: (member) => {
        const email = member.email;
        notifySuccess(t`Invitation sent to ${email}.`);
        close();
      },
      onError: (error) => {
        // 409: already in the team (or invited); that is about the address, so say it there.
        if (isApiError(error) && error.status === 409 && Object.keys(error.fieldErrors).length === 0) {
          form.setFieldError('email', error.message);
          return;
        }
        applyApiErrorToForm(form, error);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t`Invite a team member`} size="lg" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              We'll email them a link to join. If it gets lost or expires, you can send it again from the team list.
            </Trans>
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t`First name`} withAsterisk data-autofocus {...form.getInputProps('first_name')} />
            <TextInput label={t`Last name`} {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput
            label={t`Email`}
            type="email"
            withAsterisk
            leftSection={<IconMail size={16} aria-hidden />}
            {...form.getInputProps('email')}
          />
          <RolePicker
            value={form.values.role}
            onChange={(role) => form.setFieldValue('role', role)}
            error={form.errors.role}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={invite.isPending}>
              <Trans>Send invitation</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
