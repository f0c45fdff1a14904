import { useLingui } from '@lingui/react/macro';
import { Input, Radio, SegmentedControl, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { messageSchedulePresets, type TEvent, type TMessageSchedulePreset } from '@marquee/core';
import { useId, useState } from 'react';
import { ZonedDateTimeInput } from '../../../components/zoned-date-time-input';
import { formatInZone, zoneAbbreviation } from '../../../lib/zoned-time';
import type { TComposeFormValues, TScheduleChoice } from '../lib/compose-form';

type TProps = {
  form: UseFormReturnType<TComposeFormValues>;
  event: Pick<TEvent, 'timezone' | 'start_date' | 'end_date'>;
};

/** Now, or later: at a time relative to the event (those still ahead), or at a time of the event's clock. */
export function ComposeScheduleFields({ form, event }: TProps) {
  const { t, i18n } = useLingui();
  // The presets still ahead when the form opened; the check on sending uses the clock of that moment.
  const [presets] = useState(() => messageSchedulePresets(event));
  const timeZone = event.timezone;
  const presetLabels: Record<TMessageSchedulePreset, string> = {
    WEEK_BEFORE_START: t`1 week before start`,
    DAY_BEFORE_START: t`1 day before start`,
    HOUR_BEFORE_START: t`1 hour before start`,
    DAY_AFTER_START: t`1 day after start`,
    DAY_AFTER_END: t`1 day after end`,
  };
  const when = (iso: string) =>
    `${formatInZone(iso, { locale: i18n.locale, timeZone })} ${zoneAbbreviation(timeZone, iso)}`;
  const isLater = form.values.timing === 'LATER';
  const timingLabelId = useId();
  return (
    <Stack gap="sm">
      <Input.Wrapper label={t`When`} labelProps={{ id: timingLabelId }}>
        <SegmentedControl
          mt={4}
          fullWidth
          aria-labelledby={timingLabelId}
          data={[
            { value: 'NOW', label: t`Send now` },
            { value: 'LATER', label: t({ message: 'Schedule', context: 'send later' }) },
          ]}
          {...form.getInputProps('timing')}
        />
      </Input.Wrapper>
      {isLater ? (
        <Radio.Group
          label={t`Send it`}
          withAsterisk
          value={form.values.schedule ?? ''}
          error={form.errors.schedule}
          onChange={(value) => form.setFieldValue('schedule', value as TScheduleChoice)}
        >
          <Stack gap="xs" mt={6}>
            {presets.map((option) => (
              <Radio
                key={option.preset}
                value={option.preset}
                label={presetLabels[option.preset]}
                description={when(option.at)}
              />
            ))}
            <Radio value="CUSTOM" label={t`At a time I choose`} />
          </Stack>
        </Radio.Group>
      ) : null}
      {isLater && form.values.schedule === 'CUSTOM' ? (
        <ZonedDateTimeInput
          label={t`Date and time`}
          description={t`In the event's time zone (${timeZone}).`}
          withAsterisk
          timeZone={timeZone}
          {...form.getInputProps('scheduled_local')}
        />
      ) : null}
    </Stack>
  );
}
