import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, PinInput, Stack, Text } from '@mantine/core';
import { EMAIL_CODE_LENGTH, type TCurrentUser } from '@marquee/core';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useConfirmEmailWithCode } from '../api/email';
import { ResendConfirmationButton } from './resend-confirmation-button';

type TConfirmEmailCodeProps = {
  user: Pick<TCurrentUser, 'id' | 'email'>;
  onSkip: () => void;
};

/** The 5-digit code from the confirmation email; sent as soon as the last digit is typed or pasted. */
export function ConfirmEmailCode({ user, onSkip }: TConfirmEmailCodeProps) {
  const { t } = useLingui();
  const confirm = useConfirmEmailWithCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const email = user.email;

  function submit(value: string) {
    setError(null);
    confirm.mutate(
      { userId: user.id, code: value },
      {
        onSuccess: () => notifySuccess(t`Thanks, your email address is confirmed.`),
        onError: (caught) => {
          setError(codeErrorMessage(caught));
          setCode('');
          // The inputs are disabled while the code is checked; focus once they are enabled again.
          setTimeout(() => firstInput.current?.focus(), 0);
        },
      },
    );
  }

  function codeErrorMessage(caught: unknown): string {
    if (!isApiError(caught)) return t`Something unexpected happened. Please try again.`;
    if (caught.status === 422)
      return t`That code isn't right, or it has expired. Check the latest email and try again.`;
    if (caught.status === 410) {
      return t`This code can't be used any more. Send yourself a new one and use the latest email.`;
    }
    return caught.message;
  }

  return (
    <Stack gap="lg" align="center" ta="center">
      <Text>
        <Trans>
          We sent a 5-digit code to <b>{email}</b>. Type it here, or open the link in the same email.
        </Trans>
      </Text>
      <Stack gap={6} align="center">
        <Group gap="sm" wrap="nowrap">
          <PinInput
            ref={firstInput}
            length={EMAIL_CODE_LENGTH}
            type="number"
            size="lg"
            oneTimeCode
            autoFocus
            value={code}
            onChange={(value) => {
              setCode(value);
              if (error) setError(null);
            }}
            onComplete={submit}
            disabled={confirm.isPending}
            error={Boolean(error)}
            getInputProps={(index) => {
              const position = index + 1;
              return { 'aria-label': t`Digit ${position} of ${EMAIL_CODE_LENGTH}` };
            }}
            aria-describedby={error ? 'email-code-error' : undefined}
          />
        </Group>
        <Group gap="xs" mih={24}>
          {confirm.isPending ? (
            <>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                <Trans>Checking the code…</Trans>
              </Text>
            </>
          ) : error ? (
            <Text size="sm" c="red" id="email-code-error" role="alert">
              {error}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <Group justify="center" gap="sm">
        <ResendConfirmationButton user={user} size="sm" variant="light" />
        <Button variant="subtle" size="sm" onClick={onSkip}>
          <Trans>I'll do it later</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
