import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { TCurrentUser } from '@marquee/core';
import { IconMailForward } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { t } from '@lingui/core/macro';
import { useCancelEmailChange } from '../api/email';

const TEXT_FLEX = '1 1 16rem';

/** A change of address waiting for its confirmation link, with a way to call it off. */
export function PendingEmailAlert({ user }: { user: Pick<TCurrentUser, 'id' | 'email' | 'pending_email'> }) {
  const cancel = useCancelEmailChange();
  const pendingEmail = user.pending_email;
  const email = user.email;
  if (!pendingEmail) return null;

  const handleCancel = () =>
    cancel.mutate(user.id, {
      onSuccess: () => notifySuccess(t`Email change cancelled. You keep using ${email}.`),
      onError: (error) =>
        notifyError(isApiError(error) ? error.message : t`The change could not be cancelled. Please try again.`),
    });

  return (
    <Alert
      data-testid="pending-email-alert"
      color="blue"
      variant="light"
      icon={<IconMailForward size={20} aria-hidden />}
      title={<Trans>Confirm your new email address</Trans>}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: TEXT_FLEX }}>
          <Trans>
            We sent a link to <b>{pendingEmail}</b>. Until you open it, you keep signing in with <b>{email}</b>.
          </Trans>
        </Text>
        <Button size="xs" variant="default" loading={cancel.isPending} onClick={handleCancel}>
          <Trans>Cancel change</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
