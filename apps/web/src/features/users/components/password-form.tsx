import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZUpdateMe } from '@marquee/core';
import { IconLock } from '@tabler/icons-react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateMe } from '../api/profile';

type TPasswordValues = { current_password: string; password: string; password_confirmation: string };

const EMPTY: TPasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** Current password, then the new one twice. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useLingui();
  const update = useUpdateMe();
  const form = useForm<TPasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validateInputOnBlur: ['password_confirmation'],
    validate: contractResolver<TPasswordValues>(ZUpdateMe, {
      extra: (values) => ({
        current_password: values.current_password ? null : t`Enter your current password.`,
      }),
    }),
  });

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(ZUpdateMe.parse(values), {
      onSuccess: () => {
        form.reset();
        notifySuccess(t`Your password has been changed.`);
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            leftSection={<IconLock size={16} aria-hidden />}
            withAsterisk
            aria-describedby="new-password-strength"
            {...form.getInputProps('password')}
          />
          <PasswordStrengthMeter id="new-password-strength" password={form.values.password} userInputs={[email]} />
        </Stack>
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
