import { useLingui } from '@lingui/react/macro';
import { IconWorld } from '@tabler/icons-react';
import { useMemo } from 'react';
import { SearchableSelect, type TSearchableSelectProps } from './searchable-select';
import { supportedTimeZones, timeZoneLabel } from '../lib/timezones';

type TTimeZoneSelectProps = Omit<TSearchableSelectProps, 'data'>;

/** A searchable list of every IANA time zone, labelled with its current offset. */
export function TimeZoneSelect({ value, label, ...props }: TTimeZoneSelectProps) {
  const { t } = useLingui();
  const data = useMemo(() => {
    const zones = supportedTimeZones();
    // A zone saved by another browser may be missing from this one's list; keep it selectable.
    const all = value && !zones.includes(value) ? [value, ...zones] : zones;
    return all.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
  }, [value]);
  return (
    <SearchableSelect
      label={label ?? t`Time zone`}
      data={data}
      value={value}
      allowDeselect={false}
      nothingFoundMessage={t`No time zone matches`}
      leftSection={<IconWorld size={16} aria-hidden />}
      maxDropdownHeight={280}
      limit={100}
      comboboxProps={{ shadow: 'md' }}
      {...props}
    />
  );
}
