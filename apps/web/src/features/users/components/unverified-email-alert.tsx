import { Trans } from '@lingui/react/macro';
import { Alert, Group, Text } from '@mantine/core';
import type { TCurrentUser } from '@marquee/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { ResendConfirmationButton } from './resend-confirmation-button';

const TEXT_FLEX = '1 1 16rem';

/** Reminds the user to confirm their address, with a resend button. `banner` spans the top of the page. */
export function UnverifiedEmailAlert({
  user,
  variant = 'card',
}: {
  user: Pick<TCurrentUser, 'id' | 'email'>;
  variant?: 'card' | 'banner';
}) {
  const email = user.email;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={variant === 'banner' ? 0 : 'md'}
      icon={<IconMailExclamation size={20} aria-hidden />}
      title={variant === 'card' ? <Trans>Confirm your email address</Trans> : undefined}
      py={variant === 'banner' ? 'xs' : undefined}
      data-testid={variant === 'banner' ? 'unverified-email-banner' : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: TEXT_FLEX }}>
          <Trans>
            We sent a confirmation link to <b>{email}</b>. Open it to confirm your address, so you receive order and
            account emails.
          </Trans>
        </Text>
        <ResendConfirmationButton user={user} />
      </Group>
    </Alert>
  );
}
