import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { HOMEPAGE_PASSWORD_MAX_LENGTH, type TPageLock } from '@marquee/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { unlockPage } from '../api/page-access';

export type TPageUnlockFormProps = {
  lock: TPageLock;
  /** Runs once the browser holds the page's key: the page loads its content again. */
  onUnlocked: () => void | Promise<void>;
};

/**
 * A password-protected page as a visitor first sees it (decision 133): its title and the password form, nothing
 * else. Loaded on its own (React.lazy) so that pages which are open pay nothing for it.
 */
export default function PageUnlockForm({ lock, onUnlocked }: TPageUnlockFormProps) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const messageOf = (failure: unknown): string => {
    if (!isApiError(failure)) return t`Something went wrong. Please try again.`;
    if (failure.status === 422) return t`This password is not correct.`;
    if (failure.isRateLimited) return t`Too many attempts. Please wait a few minutes and try again.`;
    return failure.message;
  };

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (password === '') {
      setError(t`Enter the password.`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await unlockPage(lock, { password });
      await onUnlocked();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="xl" maw={440} mx="auto" my="xl" data-testid="page-unlock-form">
      <form onSubmit={(formEvent) => void submit(formEvent)} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {lock.title}
          </Title>
          <Text c="dimmed">
            {lock.type === 'event' ? (
              <Trans>This event page is protected by a password. Enter it to see the event.</Trans>
            ) : (
              <Trans>This page is protected by a password. Enter it to continue.</Trans>
            )}
          </Text>
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            maxLength={HOMEPAGE_PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(changeEvent) => {
              setPassword(changeEvent.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            autoFocus
          />
          <Button type="submit" loading={isPending}>
            <Trans>Open the page</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
