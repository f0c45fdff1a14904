import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { ZUpdateEvent, type TEvent, type TEventCategory, type TUpdateEvent } from '@marquee/core';
import { CurrencySelect } from '../../../../components/currency-select';
import { SectionActions } from '../../../../components/section-actions';
import { TimeZoneSelect } from '../../../../components/timezone-select';
import { applyApiErrorToForm } from '../../../../lib/form-errors';
import { contractResolver } from '../../../../lib/form-validation';
import { notifySuccess } from '../../../../lib/notify';
import { utcIsoToZoned } from '../../../../lib/zoned-time';
import { useUpdateEvent } from '../../api/events';
import { startEndErrors, startEndToUtc } from '../../lib/event-dates';
import { CategorySelect } from '../category-select';
import { StartEndFields } from '../start-end-fields';
import { RichTextField, richTextOrNull } from '../../../../components/rich-text-field';

type TDetailsValues = {
  title: string;
  description: string;
  category: TEventCategory;
  start_date: string;
  end_date: string;
  timezone: string;
  currency: string;
};

const valuesFrom = (event: TEvent): TDetailsValues => ({
  title: event.title,
  description: event.description ?? '',
  category: event.category,
  start_date: utcIsoToZoned(event.start_date, event.timezone),
  end_date: utcIsoToZoned(event.end_date, event.timezone),
  timezone: event.timezone,
  currency: event.currency,
});

/**
 * The dates are shown and typed on the event's own clock. Changing the time zone keeps the typed clock times
 * (an event "at 19:00" stays at 19:00 in the new zone), which is what people mean when they fix a wrong zone.
 */
const toBody = (values: TDetailsValues): TUpdateEvent => ({
  title: values.title,
  description: richTextOrNull(values.description),
  category: values.category,
  timezone: values.timezone,
  currency: values.currency,
  ...(startEndToUtc(values, values.timezone) as { start_date: string; end_date: string | null }),
});

/** Name, description, category, dates, time zone and currency: PUT events/{id}. */
export function EventDetailsSection({ event }: { event: TEvent }) {
  const { t } = useLingui();
  const update = useUpdateEvent(event.id);
  const form = useForm<TDetailsValues>({
    mode: 'controlled',
    initialValues: valuesFrom(event),
    validate: (values): FormErrors =>
      contractResolver<TDetailsValues>(ZUpdateEvent, {
        prepare: toBody,
        extra: (current) => ({
          ...startEndErrors(current),
          title: current.title.trim() ? null : t`Give the event a name.`,
        }),
      })(values),
  });

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(ZUpdateEvent.parse(toBody(values)), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesFrom(saved));
        form.reset();
        notifySuccess(t`Event details saved.`);
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t`Event name`} withAsterisk maxLength={150} {...form.getInputProps('title')} />
        <RichTextField
          label={t`Description`}
          description={t`What buyers read on the event page.`}
          minHeight={160}
          {...form.getInputProps('description')}
        />
        <CategorySelect {...form.getInputProps('category')} />
        <StartEndFields form={form} timeZone={form.values.timezone} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TimeZoneSelect withAsterisk {...form.getInputProps('timezone')} />
          <CurrencySelect
            withAsterisk
            description={t`Prices already set are not converted.`}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <SectionActions isDirty={form.isDirty()} isPending={update.isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
