import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import type { TCurrentUser } from '@marquee/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { ResendConfirmationButton } from '../../users';

/**
 * Why templates cannot be written yet, and what unblocks it: the same notice as the messages feature's (confirm
 * the email, with a resend button for the owner), in place of the editor.
 */
export function AccountUnverifiedNotice({ user }: { user: TCurrentUser | undefined }) {
  const email = user?.email ?? '';
  const canConfirm = Boolean(user?.is_account_owner && !user.is_email_verified);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title={<Trans>Confirm your email address to customise emails</Trans>}
      data-testid="email-templates-unverified"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {canConfirm ? (
            <Trans>
              To protect your buyers, only verified accounts can change the emails they receive. Confirm your email
              address with the link we sent to <b>{email}</b>.
            </Trans>
          ) : (
            <Trans>
              To protect your buyers, only verified accounts can change the emails they receive. The account owner needs
              to confirm their email address first.
            </Trans>
          )}
        </Text>
        {canConfirm && user ? <ResendConfirmationButton user={user} /> : null}
      </Stack>
    </Alert>
  );
}
