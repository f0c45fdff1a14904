import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ZonedDateTimeInput } from '../../../components/zoned-date-time-input';
import { timeZoneLabel } from '../../../lib/timezones';
import { bumpedEnd, type TStartEndValues } from '../lib/event-dates';

type TStartEndFieldsProps<TValues extends TStartEndValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form that has the two fields
  form: UseFormReturnType<TValues, any>;
  timeZone: string;
  isEndRequired?: boolean;
};

/** Start and end on the event's wall clock; moving the start past the end carries the end along. */
export function StartEndFields<TValues extends TStartEndValues>({
  form,
  timeZone,
  isEndRequired = false,
}: TStartEndFieldsProps<TValues>) {
  const { t } = useLingui();
  const zone = timeZoneLabel(timeZone);
  const values = form.getValues();
  const startProps = form.getInputProps('start_date');
  return (
    <div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <ZonedDateTimeInput
          label={t`Starts`}
          withAsterisk
          timeZone={timeZone}
          {...startProps}
          onChange={(event) => {
            const start = event.currentTarget.value;
            form.setFieldValue('start_date', start as never);
            form.setFieldValue('end_date', bumpedEnd(start, values.end_date) as never);
          }}
        />
        <ZonedDateTimeInput
          label={t`Ends`}
          withAsterisk={isEndRequired}
          timeZone={timeZone}
          min={values.start_date || undefined}
          {...form.getInputProps('end_date')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={6}>
        {t`Times are in ${zone}.`}
      </Text>
    </div>
  );
}
