import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZForgotPassword } from '@marquee/core';
import { IconArrowLeft, IconMail, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { StatusPanel } from '../../../components/status-panel';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useForgotPasswordMutation } from '../api/password-reset';

type TForgotValues = { email: string };

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const location = useLocation();
  const forgot = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TForgotValues>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: contractResolver<TForgotValues>(ZForgotPassword),
  });
  const loginLink = { pathname: '/auth/login', search: location.search };

  const handleSubmit = form.onSubmit((values) => {
    const body = ZForgotPassword.parse(values);
    forgot.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (error) => applyApiErrorToForm(form, error),
    });
  });

  if (sentTo) {
    return (
      <StatusPanel
        icon={<IconMailCheck size={28} />}
        color="teal"
        title={<Trans>Check your inbox</Trans>}
        actions={
          <>
            <Button component={Link} to={loginLink} leftSection={<IconArrowLeft size={16} aria-hidden />}>
              <Trans>Back to sign in</Trans>
            </Button>
            <Button variant="subtle" onClick={() => setSentTo(null)}>
              <Trans>Use a different email</Trans>
            </Button>
          </>
        }
      >
        <Trans>
          If an account exists for <b>{sentTo}</b>, we've sent it a link to choose a new password. The link works for a
          limited time, so use it soon. Nothing arrived? Check your spam folder.
        </Trans>
      </StatusPanel>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            <Trans>Forgot your password?</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Enter the email you sign in with and we'll send you a link to choose a new password.</Trans>
          </Text>
        </Stack>
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
        <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
          <Trans>Send reset link</Trans>
        </Button>
        <Anchor component={Link} to={loginLink} size="sm" ta="center">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
