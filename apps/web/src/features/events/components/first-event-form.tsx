import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { ZCreateEvent, type TCreateEvent, type TEvent, type TEventCategory, type TOrganizer } from '@marquee/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useCreateEvent } from '../api/events';
import { defaultStartEnd, startEndErrors, startEndToUtc } from '../lib/event-dates';
import { CategoryTiles } from './category-tiles';
import { StartEndFields } from './start-end-fields';

type TFirstEventValues = { category: TEventCategory | null; title: string; start_date: string; end_date: string };

/** Reference §2.3 step 3: a category (required), a name, dates; or skip to the organizer's dashboard. */
export function FirstEventForm({
  organizer,
  onCreated,
}: {
  organizer: TOrganizer;
  onCreated: (event: TEvent) => void;
}) {
  const { t } = useLingui();
  const create = useCreateEvent();
  const organizerName = organizer.name;
  const toBody = (values: TFirstEventValues): TCreateEvent => ({
    organizer_id: organizer.id,
    title: values.title,
    category: values.category ?? undefined,
    timezone: organizer.timezone,
    currency: organizer.currency,
    ...(startEndToUtc(values, organizer.timezone) as { start_date: string; end_date: string | null }),
  });
  const form = useForm<TFirstEventValues>({
    mode: 'controlled',
    initialValues: {
      category: null,
      title: t`${organizerName}'s first event`.slice(0, 150),
      ...defaultStartEnd(organizer.timezone),
    },
    validate: (values): FormErrors =>
      contractResolver<TFirstEventValues>(ZCreateEvent, {
        prepare: toBody,
        extra: (current) => ({
          ...startEndErrors(current),
          category: current.category ? null : t`Choose what kind of event it is.`,
          title: current.title.trim() ? null : t`Give the event a name.`,
        }),
      })(values),
  });

  const handleSubmit = form.onSubmit((values) =>
    create.mutate(ZCreateEvent.parse(toBody(values)), {
      onSuccess: onCreated,
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <CategoryTiles
          label={t`What kind of event is it?`}
          value={form.values.category}
          onChange={(category) => form.setFieldValue('category', category)}
          error={form.errors.category}
        />
        <TextInput label={t`Event name`} withAsterisk maxLength={150} {...form.getInputProps('title')} />
        <StartEndFields form={form} timeZone={organizer.timezone} />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={`/manage/organizer/${organizer.id}/dashboard`} size="sm">
            <Trans>Skip for now</Trans>
          </Anchor>
          <Button type="submit" loading={create.isPending} rightSection={<IconArrowRight size={18} aria-hidden />}>
            <Trans>Create event</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
