import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useReportLabels } from '../lib/report-labels';
import {
  DEFAULT_REPORT_RANGE_PRESET,
  presetOf,
  presetRange,
  rangeProblem,
  REPORT_MAX_RANGE_DAYS,
  REPORT_RANGE_PRESETS,
  type TReportRange,
  type TReportRangeParams,
  type TReportRangePreset,
  type TReportRangeProblem,
} from '../lib/report-range';

const CUSTOM = 'custom';

type TReportRangePickerProps = {
  /** The report's clock: presets end today there. */
  timeZone: string;
  /** The URL's range; null for the server's default (the last 30 days). */
  range: TReportRangeParams | null;
  /** The days the report on screen covers (its `meta`), to start a custom range from. */
  shown: TReportRange | null;
  onChange: (range: TReportRange) => void;
};

/**
 * The period of a report: a preset, or a custom range of two days (both included) checked here against the
 * server's rules, so a range it would refuse is explained on the field and never asked for.
 */
export function ReportRangePicker({ timeZone, range, shown, onChange }: TReportRangePickerProps) {
  const { t } = useLingui();
  const labels = useReportLabels();
  const matched = presetOf(range, timeZone);
  const [isCustom, setIsCustom] = useState(matched === null);
  const [draft, setDraft] = useState<TReportRangeParams>(
    () => range ?? shown ?? presetRange(DEFAULT_REPORT_RANGE_PRESET, timeZone),
  );
  const mode = isCustom ? CUSTOM : (matched ?? CUSTOM);
  const problem = mode === CUSTOM ? rangeProblem(draft) : null;
  const maxDays = REPORT_MAX_RANGE_DAYS;
  const problems: Record<TReportRangeProblem, string> = {
    incomplete: t`Choose a start date and an end date.`,
    end_before_start: t`The end date is before the start date.`,
    too_long: t`Choose at most ${maxDays} days.`,
  };

  const choose = (value: string | null) => {
    if (value === CUSTOM) {
      setIsCustom(true);
      setDraft(range ?? shown ?? presetRange(DEFAULT_REPORT_RANGE_PRESET, timeZone));
      return;
    }
    if (!value) return;
    const next = presetRange(value as TReportRangePreset, timeZone);
    setIsCustom(false);
    setDraft(next);
    onChange(next);
  };

  const edit = (change: TReportRangeParams) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (!rangeProblem(next)) onChange({ start_date: next.start_date!, end_date: next.end_date! });
  };

  return (
    <Group gap="sm" align="flex-start" wrap="wrap" data-testid="report-range-picker">
      <Select
        label={t`Period`}
        w={{ base: '100%', xs: 200 }}
        value={mode}
        allowDeselect={false}
        onChange={choose}
        data={[
          ...REPORT_RANGE_PRESETS.map((preset) => ({ value: preset, label: labels.preset(preset) })),
          { value: CUSTOM, label: t`Custom range` },
        ]}
      />
      {mode === CUSTOM ? (
        <>
          <TextInput
            type="date"
            label={t`From`}
            w={{ base: '100%', xs: 170 }}
            value={draft.start_date ?? ''}
            onChange={(event) => edit({ start_date: event.currentTarget.value || undefined })}
            error={problem === 'incomplete' && !draft.start_date}
          />
          <TextInput
            type="date"
            label={t({ message: 'To', context: 'date range end' })}
            w={{ base: '100%', xs: 170 }}
            value={draft.end_date ?? ''}
            onChange={(event) => edit({ end_date: event.currentTarget.value || undefined })}
            error={problem ? problems[problem] : undefined}
          />
        </>
      ) : null}
    </Group>
  );
}
