import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZUpdateAccount, type TAccount } from '@marquee/core';
import { IconBuilding, IconLock } from '@tabler/icons-react';
import { CurrencySelect } from '../../../components/currency-select';
import { TimeZoneSelect } from '../../../components/timezone-select';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateAccount } from '../api/account';

type TAccountValues = { name: string; currency_code: string; timezone: string };

const valuesFrom = (account: TAccount): TAccountValues => ({
  name: account.name,
  currency_code: account.currency_code,
  timezone: account.timezone,
});

/** The account's name and the defaults new organizers and events start from. Read-only unless `canEdit`. */
export function AccountSettingsForm({ account, canEdit }: { account: TAccount; canEdit: boolean }) {
  const { t } = useLingui();
  const update = useUpdateAccount(account.id);
  const form = useForm<TAccountValues>({
    mode: 'controlled',
    initialValues: valuesFrom(account),
    validate: contractResolver<TAccountValues>(ZUpdateAccount, {
      extra: (values) => ({ name: values.name.trim() ? null : t`Enter the account name.` }),
    }),
  });

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(ZUpdateAccount.parse(values), {
      onSuccess: (updated) => {
        form.setInitialValues(valuesFrom(updated));
        form.reset();
        notifySuccess(t`Account settings saved.`);
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {!canEdit ? (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
            <Trans>
              Only administrators can change these settings. Ask one of them if something here needs to change.
            </Trans>
          </Alert>
        ) : null}
        <TextInput
          label={t`Account name`}
          description={t`Shown to your team; buyers see your organizers' names instead.`}
          leftSection={<IconBuilding size={16} aria-hidden />}
          withAsterisk={canEdit}
          readOnly={!canEdit}
          variant={canEdit ? 'default' : 'filled'}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CurrencySelect
            label={t`Default currency`}
            description={t`New organizers and events start with it.`}
            readOnly={!canEdit}
            variant={canEdit ? 'default' : 'filled'}
            {...form.getInputProps('currency_code')}
          />
          <TimeZoneSelect
            label={t`Default time zone`}
            description={t`Event times are shown in it unless an event sets its own.`}
            readOnly={!canEdit}
            variant={canEdit ? 'default' : 'filled'}
            {...form.getInputProps('timezone')}
          />
        </SimpleGrid>
        {canEdit ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || update.isPending}>
              <Trans>Discard changes</Trans>
            </Button>
            <Button type="submit" loading={update.isPending}>
              <Trans>Save settings</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
