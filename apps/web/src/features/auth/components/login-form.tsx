import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { safeAfterLoginPath } from '@marquee/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { takePreviousUrl } from '../../../lib/auth-redirect';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { useLoginMutation } from '../api/login';
import { loginSchema, type TLoginForm, type TLoginRequest } from '../schemas/login-schema';

export function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' } satisfies TLoginForm,
    validate: schemaResolver(loginSchema, { sync: true }),
    transformValues: (values): TLoginRequest => loginSchema.parse(values),
  });

  const handleSubmit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(safeAfterLoginPath(takePreviousUrl()), { replace: true }),
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
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
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
