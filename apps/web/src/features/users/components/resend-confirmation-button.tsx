import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import type { TCurrentUser } from '@marquee/core';
import { IconMailForward } from '@tabler/icons-react';
import { useResendConfirmation } from '../hooks/use-resend-confirmation';

type TResendConfirmationButtonProps = {
  user: Pick<TCurrentUser, 'id' | 'email'>;
} & Pick<ButtonProps, 'size' | 'variant' | 'color' | 'fullWidth'>;

/** Sends the confirmation email again; counts down while the cooldown lasts. */
export function ResendConfirmationButton({
  user,
  size = 'xs',
  variant = 'light',
  ...props
}: TResendConfirmationButtonProps) {
  const { resend, isPending, secondsLeft, isCoolingDown } = useResendConfirmation(user);
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconMailForward size={16} aria-hidden />}
      loading={isPending}
      disabled={isCoolingDown}
      onClick={resend}
      {...props}
    >
      {isCoolingDown ? <Trans>Resend in {secondsLeft} s</Trans> : <Trans>Resend email</Trans>}
    </Button>
  );
}
