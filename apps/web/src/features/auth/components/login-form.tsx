import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { safeAfterLoginPath, ZLogin, type TAccountChoice, type TLogin } from '@marquee/core';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { takePreviousUrl } from '../../../lib/auth-redirect';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useLoginMutation } from '../api/login';
import { AccountChooserModal } from './account-chooser-modal';
import { signInErrorMessage } from './auth-error';

type TLoginValues = { email: string; password: string };

/** Where a finished sign-in may come from (the reset-password page passes the address along). */
type TLoginLocationState = { email?: string } | null;

export function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [choice, setChoice] = useState<{ credentials: TLogin; accounts: TAccountChoice[] } | null>(null);
  const [pendingAccountId, setPendingAccountId] = useState<string | null>(null);
  const form = useForm<TLoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: (location.state as TLoginLocationState)?.email ?? '', password: '' },
    validate: contractResolver<TLoginValues>(ZLogin),
  });

  function signIn(credentials: TLogin) {
    setFormError(null);
    login.mutate(credentials, {
      onSuccess: (result) => {
        if (result.user) {
          navigate(safeAfterLoginPath(takePreviousUrl()), { replace: true });
          return;
        }
        if (result.requires_account_selection) setChoice({ credentials, accounts: result.accounts });
      },
      onError: (error) => {
        setPendingAccountId(null);
        setChoice(null);
        const message = signInErrorMessage(error);
        if (message) setFormError(message);
        else applyApiErrorToForm(form, error);
      },
    });
  }

  const handleSubmit = form.onSubmit((values) => signIn(ZLogin.parse(values)));

  function handleChoose(accountId: string) {
    if (!choice) return;
    setPendingAccountId(accountId);
    signIn({ ...choice.credentials, account_id: accountId });
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 26 }}>
              <Trans>Welcome back</Trans>
            </Title>
            <Text c="dimmed" size="sm">
              <Trans>Sign in to manage your events, tickets and orders.</Trans>
            </Text>
          </Stack>
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            placeholder={t`you@example.com`}
            leftSection={<IconMail size={16} aria-hidden />}
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Stack gap={4}>
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              leftSection={<IconLock size={16} aria-hidden />}
              withAsterisk
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to={{ pathname: '/auth/forgot-password', search: location.search }} size="sm">
                <Trans>Forgot your password?</Trans>
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={login.isPending && !choice}>
            <Trans>Sign in</Trans>
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            <Trans>
              New here?{' '}
              <Anchor component={Link} to={{ pathname: '/auth/register', search: location.search }} fw={700}>
                Create an account
              </Anchor>
            </Trans>
          </Text>
          <Text size="sm" ta="center" c="dimmed" data-testid="ticket-lookup-hint">
            <Trans>
              Looking for tickets you bought?{' '}
              <Anchor component={Link} to="/my-tickets" fw={700}>
                Find them by email
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
      <AccountChooserModal
        accounts={choice?.accounts ?? null}
        pendingAccountId={pendingAccountId}
        onChoose={handleChoose}
      />
    </>
  );
}
