import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Collapse, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LOCALE_DISPLAY_NAMES,
  SUPPORTED_LOCALES,
  ZUpdateMe,
  type TCurrentUser,
  type TLocale,
  type TUpdateMe,
} from '@marquee/core';
import { IconLanguage, IconLock, IconMail } from '@tabler/icons-react';
import { changeLanguage } from '../../../components/language-picker';
import { TimeZoneSelect } from '../../../components/timezone-select';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateMe } from '../api/profile';

type TProfileValues = {
  first_name: string;
  last_name: string;
  email: string;
  current_password: string;
  locale: TLocale;
  timezone: string;
};

const LOCALE_OPTIONS = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_DISPLAY_NAMES[locale] }));

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function valuesFrom(user: TCurrentUser): TProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name ?? '',
    email: user.email,
    current_password: '',
    locale: user.locale,
    timezone: user.timezone,
  };
}

function toBody(values: TProfileValues, user: TCurrentUser): TUpdateMe {
  const isEmailChanged = normaliseEmail(values.email) !== user.email;
  return {
    first_name: values.first_name,
    last_name: values.last_name.trim() || null,
    locale: values.locale,
    timezone: values.timezone,
    ...(isEmailChanged ? { email: values.email, current_password: values.current_password } : {}),
  };
}

/** Names, email (a change asks for the current password and waits for a link), language and time zone. */
export function ProfileForm({ user }: { user: TCurrentUser }) {
  const { t, i18n } = useLingui();
  const update = useUpdateMe();
  const form = useForm<TProfileValues>({
    mode: 'controlled',
    initialValues: valuesFrom(user),
    validate: contractResolver<TProfileValues>(ZUpdateMe, {
      prepare: (values) => toBody(values, user),
      extra: (values) => ({
        current_password:
          normaliseEmail(values.email) !== user.email && !values.current_password
            ? t`Enter your current password to change your email.`
            : null,
      }),
    }),
  });
  const isEmailChanged = normaliseEmail(form.values.email) !== user.email;

  const handleSubmit = form.onSubmit((values) => {
    const body = ZUpdateMe.parse(toBody(values, user));
    // Read now: saving also updates the cached user, whose stored language may be applied before the callback runs.
    const localeBefore = i18n.locale;
    update.mutate(body, {
      onSuccess: async (updated) => {
        form.setInitialValues(valuesFrom(updated));
        form.reset();
        // The profile's language is an explicit choice: apply it now, and remember it on this browser too.
        if (updated.locale !== localeBefore) await changeLanguage(updated.locale, localeBefore);
        const pendingEmail = updated.pending_email;
        if (body.email && pendingEmail) {
          notifySuccess(t`Saved. Open the link we sent to ${pendingEmail} to confirm your new email address.`);
        } else {
          notifySuccess(t`Your profile has been saved.`);
        }
      },
      onError: (error) => applyApiErrorToForm(form, error),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
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
          withAsterisk
          leftSection={<IconMail size={16} aria-hidden />}
          description={
            isEmailChanged ? t`We'll send a link to the new address; the change applies once you open it.` : undefined
          }
          {...form.getInputProps('email')}
        />
        <Collapse expanded={isEmailChanged}>
          <PasswordInput
            label={t`Current password`}
            description={t`For your security, confirm it's you before changing your email.`}
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            withAsterisk
            disabled={!isEmailChanged}
            {...form.getInputProps('current_password')}
          />
        </Collapse>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t`Language`}
            data={LOCALE_OPTIONS}
            allowDeselect={false}
            leftSection={<IconLanguage size={16} aria-hidden />}
            comboboxProps={{ shadow: 'md' }}
            {...form.getInputProps('locale')}
          />
          <TimeZoneSelect {...form.getInputProps('timezone')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || update.isPending}>
            <Trans>Discard changes</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save profile</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
