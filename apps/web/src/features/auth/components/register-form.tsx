import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isSupportedLocale, ZRegister, type TRegister } from '@marquee/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useConfig } from '../../../lib/config-context';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { browserTimeZone } from '../../../lib/timezones';
import { useRegisterMutation } from '../api/register';
import { TermsConsent } from './terms-consent';

type TRegisterValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  accepts_terms: boolean;
};

export const WELCOME_PATH = '/welcome';

export function RegisterForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { termsUrl, privacyUrl } = useConfig();
  const isConsentRequired = Boolean(termsUrl || privacyUrl);
  const register = useRegisterMutation();
  const form = useForm<TRegisterValues>({
    mode: 'controlled',
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      accepts_terms: false,
    },
    validateInputOnBlur: ['email', 'password_confirmation'],
    validate: contractResolver<TRegisterValues>(ZRegister, {
      extra: (values) => ({
        accepts_terms: isConsentRequired && !values.accepts_terms ? t`Please agree to continue.` : null,
      }),
    }),
  });

  const handleSubmit = form.onSubmit(({ accepts_terms: _consent, last_name, ...values }) => {
    const body: TRegister = {
      ...values,
      last_name: last_name.trim() || null,
      // Set up the account for where and how this person works; both can be changed later.
      timezone: browserTimeZone(),
      locale: isSupportedLocale(i18n.locale) ? i18n.locale : undefined,
    };
    register.mutate(ZRegister.parse(body), {
      onSuccess: () => navigate(WELCOME_PATH, { replace: true }),
      onError: (error) => applyApiErrorToForm(form, error),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            <Trans>Create your account</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>One account for your organizers, events, tickets and team.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t`First name`}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput label={t`Last name`} autoComplete="family-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          placeholder={t`you@example.com`}
          leftSection={<IconMail size={16} aria-hidden />}
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t`Password`}
            autoComplete="new-password"
            leftSection={<IconLock size={16} aria-hidden />}
            withAsterisk
            aria-describedby="register-password-strength"
            {...form.getInputProps('password')}
          />
          <PasswordStrengthMeter
            id="register-password-strength"
            password={form.values.password}
            userInputs={[form.values.email, form.values.first_name, form.values.last_name]}
          />
        </Stack>
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        {isConsentRequired ? (
          <Checkbox
            label={<TermsConsent termsUrl={termsUrl} privacyUrl={privacyUrl} />}
            {...form.getInputProps('accepts_terms', { type: 'checkbox' })}
          />
        ) : null}
        <Button type="submit" size="md" fullWidth loading={register.isPending} mt="xs">
          <Trans>Create account</Trans>
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Trans>
            Already have an account?{' '}
            <Anchor component={Link} to={{ pathname: '/auth/login', search: location.search }} fw={700}>
              Sign in
            </Anchor>
          </Trans>
        </Text>
      </Stack>
    </form>
  );
}
