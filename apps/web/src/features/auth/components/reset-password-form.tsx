import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZResetPassword } from '@marquee/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useResetPasswordMutation, useResetToken } from '../api/password-reset';
import { LinkProblem } from './link-problem';

type TResetValues = { password: string; password_confirmation: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const check = useResetToken(token);
  const reset = useResetPasswordMutation(token);
  const form = useForm<TResetValues>({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validateInputOnBlur: ['password_confirmation'],
    validate: contractResolver<TResetValues>(ZResetPassword),
  });

  if (check.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Checking your link`} />
      </Center>
    );
  }

  if (check.isError) {
    return (
      <LinkProblem
        error={check.error}
        onRetry={() => void check.refetch()}
        texts={{
          invalid: [
            <Trans key="title">This link doesn't work</Trans>,
            <Trans key="text">
              It may have been used already, or only part of it was copied. Ask for a new link and use the latest email.
            </Trans>,
          ],
          expired: [
            <Trans key="title">This link has expired</Trans>,
            <Trans key="text">For your security, reset links only work for a limited time. Ask for a new one.</Trans>,
          ],
        }}
        actions={
          <>
            <Button component={Link} to="/auth/forgot-password">
              <Trans>Request a new link</Trans>
            </Button>
            <Button component={Link} to="/auth/login" variant="subtle">
              <Trans>Back to sign in</Trans>
            </Button>
          </>
        }
      />
    );
  }

  const email = check.data.email;
  const handleSubmit = form.onSubmit((values) =>
    reset.mutate(ZResetPassword.parse(values), {
      onSuccess: () => {
        notifySuccess(t`Your password has been changed. Sign in with your new password.`);
        navigate('/auth/login', { replace: true, state: { email } });
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            <Trans>Choose a new password</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>You'll be signed out everywhere else, so only you can get in with the new one.</Trans>
          </Text>
        </Stack>
        <TextInput
          label={t`Email`}
          value={email}
          readOnly
          autoComplete="username"
          leftSection={<IconMail size={16} aria-hidden />}
          variant="filled"
        />
        <Stack gap={6}>
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            leftSection={<IconLock size={16} aria-hidden />}
            withAsterisk
            aria-describedby="reset-password-strength"
            {...form.getInputProps('password')}
          />
          <PasswordStrengthMeter id="reset-password-strength" password={form.values.password} userInputs={[email]} />
        </Stack>
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
