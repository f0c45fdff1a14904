import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZCreateOrganizer, type TOrganizer } from '@marquee/core';
import { IconBuildingStore, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CurrencySelect } from '../../../components/currency-select';
import { TimeZoneSelect } from '../../../components/timezone-select';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { browserTimeZone } from '../../../lib/timezones';
import { useAccount } from '../../accounts';
import { useSignedInUser } from '../../users';
import { useCreateOrganizer } from '../api/organizers';

type TOrganizerValues = { name: string; email: string; currency: string; timezone: string };

type TOrganizerCreateFormProps = {
  onCreated: (organizer: TOrganizer) => void;
  submitLabel?: ReactNode;
  /** A secondary button (Cancel, Back) beside the submit button. */
  secondaryAction?: ReactNode;
};

/**
 * Reference §2.2 organizer form: name (the account's name by default), contact email (the user's), currency
 * and time zone (the account's). Everything else is set later in the organizer's settings.
 */
export function OrganizerCreateForm(props: TOrganizerCreateFormProps) {
  const user = useSignedInUser();
  const account = useAccount(user.account_id);
  if (account.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={58} />
        <Skeleton h={58} />
        <Skeleton h={58} />
      </Stack>
    );
  }
  const defaults: TOrganizerValues = {
    name: user.account_name,
    email: user.email,
    currency: account.data?.currency_code ?? 'USD',
    timezone: account.data?.timezone ?? user.timezone ?? browserTimeZone(),
  };
  return <OrganizerFields defaults={defaults} {...props} />;
}

function OrganizerFields({
  defaults,
  onCreated,
  submitLabel,
  secondaryAction,
}: TOrganizerCreateFormProps & { defaults: TOrganizerValues }) {
  const { t } = useLingui();
  const create = useCreateOrganizer();
  const form = useForm<TOrganizerValues>({
    mode: 'controlled',
    initialValues: defaults,
    validate: contractResolver<TOrganizerValues>(ZCreateOrganizer),
  });

  const handleSubmit = form.onSubmit((values) =>
    create.mutate(ZCreateOrganizer.parse(values), {
      onSuccess: onCreated,
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Organizer name`}
          description={t`The name buyers see on your event pages and tickets.`}
          withAsterisk
          data-autofocus
          leftSection={<IconBuildingStore size={16} aria-hidden />}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Contact email`}
          description={t`Where buyers can reach you with questions.`}
          type="email"
          withAsterisk
          leftSection={<IconMail size={16} aria-hidden />}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CurrencySelect withAsterisk {...form.getInputProps('currency')} />
          <TimeZoneSelect withAsterisk {...form.getInputProps('timezone')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={create.isPending}>
            {submitLabel ?? <Trans>Create organizer</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
