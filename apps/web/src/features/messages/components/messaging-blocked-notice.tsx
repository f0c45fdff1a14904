import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import type { TCurrentUser } from '@marquee/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { ResendConfirmationButton } from '../../users';

/** Why this account cannot send messages yet, and what unblocks it. */
export function MessagingBlockedNotice({ user, titleId }: { user: TCurrentUser; titleId?: string }) {
  const email = user.email;
  const canConfirm = user.is_account_owner && !user.is_email_verified;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title={
        <span id={titleId}>
          <Trans>Messages are not available yet</Trans>
        </span>
      }
      data-testid="messaging-blocked"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {canConfirm ? (
            <Trans>
              To protect your buyers from spam, only verified accounts can send messages. Confirm your email address
              with the link we sent to <b>{email}</b>.
            </Trans>
          ) : (
            <Trans>
              To protect your buyers from spam, only verified accounts can send messages. The account owner needs to
              confirm their email address first.
            </Trans>
          )}
        </Text>
        {canConfirm ? <ResendConfirmationButton user={user} /> : null}
      </Stack>
    </Alert>
  );
}
