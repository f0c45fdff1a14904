import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { API_KEY_NAME_MAX_LENGTH, ZCreateApiKey, type TApiKeyWithSecret, type TUserRole } from '@marquee/core';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { RolePicker } from '../../users';
import { useCreateApiKey, type TCreateApiKeyBody } from '../api/api-keys';
import { EXPIRY_CHOICES, expiryIso, tomorrowDay, type TExpiryChoice } from '../lib/api-key-expiry';

type TValues = { name: string; role: TUserRole; expiry: TExpiryChoice; expires_on: string };

// Least privilege by default: a key that acts as an administrator is a deliberate choice.
const EMPTY: TValues = { name: '', role: 'ORGANIZER', expiry: '90', expires_on: '' };

const toBody = (values: TValues): TCreateApiKeyBody => ({
  name: values.name.trim(),
  role: values.role,
  expires_at: expiryIso(values.expiry, values.expires_on) ?? null,
});

type TCreateApiKeyModalProps = {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: TApiKeyWithSecret) => void;
};

/** Name, role and expiry of a new key; the key itself is shown once, by the caller, after this closes. */
export function CreateApiKeyModal({ opened, onClose, onCreated }: TCreateApiKeyModalProps) {
  const { t } = useLingui();
  const create = useCreateApiKey();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values): FormErrors =>
      contractResolver<TValues>(ZCreateApiKey, {
        prepare: toBody,
        extra: (current) => ({
          expires_on:
            current.expiry === 'custom' && expiryIso('custom', current.expires_on) === undefined
              ? t`Choose a day after today.`
              : null,
        }),
      })(values),
  });

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: (key) => {
        const name = key.name;
        notifySuccess(t`API key ${name} created.`);
        form.reset();
        onCreated(key);
      },
      onError: (error) =>
        applyApiErrorToForm(
          {
            getValues: form.getValues,
            setFieldError: (path: string, message) =>
              form.setFieldError(path === 'expires_at' ? 'expiry' : path, message),
          },
          error,
        ),
    }),
  );

  const expiryLabels: Record<TExpiryChoice, string> = {
    never: t`Never`,
    '30': t`In 30 days`,
    '90': t`In 90 days`,
    '365': t`In a year`,
    custom: t`On a day I choose`,
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Create an API key`} size="lg" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              A key lets a script or another system use the API as a member of this account would. Give it only the role
              it needs, and an expiry date.
            </Trans>
          </Text>
          <TextInput
            label={t`Name`}
            description={t`What uses it, like "Ticket sync" or "Zapier".`}
            withAsterisk
            data-autofocus
            maxLength={API_KEY_NAME_MAX_LENGTH}
            {...form.getInputProps('name')}
          />
          <RolePicker
            value={form.values.role}
            onChange={(role) => form.setFieldValue('role', role)}
            error={form.errors.role}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t`Expires`}
              data={EXPIRY_CHOICES.map((value) => ({ value, label: expiryLabels[value] }))}
              allowDeselect={false}
              {...form.getInputProps('expiry')}
            />
            {form.values.expiry === 'custom' ? (
              <TextInput
                type="date"
                label={t`Expiry day`}
                description={t`It stops working at the end of this day.`}
                withAsterisk
                min={tomorrowDay()}
                {...form.getInputProps('expires_on')}
              />
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Create key</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
