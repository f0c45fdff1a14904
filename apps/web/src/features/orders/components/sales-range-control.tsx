import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import type { TSalesRangeDays } from '../lib/sales-range';

/** The dashboards' chart period: 7, 30, 90 days or a year. */
export function SalesRangeControl({
  value,
  onChange,
}: {
  value: TSalesRangeDays;
  onChange: (value: TSalesRangeDays) => void;
}) {
  const { t } = useLingui();
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(next) => onChange(next as TSalesRangeDays)}
      aria-label={t`Chart period`}
      data={[
        { value: '7', label: t`7 days` },
        { value: '30', label: t`30 days` },
        { value: '90', label: t`90 days` },
        { value: '365', label: t`1 year` },
      ]}
    />
  );
}
