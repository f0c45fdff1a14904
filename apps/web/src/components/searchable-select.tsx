import { getOptionsLockup, getParsedComboboxData, Select, type SelectProps } from '@mantine/core';
import { useMemo, useState } from 'react';
import { searchAfterTyping } from '../lib/select-search';

export type TSearchableSelectProps = Omit<SelectProps, 'searchable' | 'searchValue' | 'defaultSearchValue'>;

/**
 * Mantine's searchable Select where typing over a chosen option searches instead of appending to its label
 * (issue 25). Use it for every searchable select.
 */
export function SearchableSelect({
  data,
  value,
  defaultValue,
  onChange,
  onSearchChange,
  ...props
}: TSearchableSelectProps) {
  const lockup = useMemo(() => getOptionsLockup(getParsedComboboxData(data)), [data]);
  const [picked, setPicked] = useState(defaultValue ?? null);
  const chosen = value === undefined ? picked : value;
  const selectedLabel = chosen != null ? (lockup[chosen]?.label ?? null) : null;
  const [search, setSearch] = useState(selectedLabel ?? '');
  return (
    <Select
      {...props}
      data={data}
      value={value}
      defaultValue={defaultValue}
      onChange={(next, option) => {
        setPicked(next);
        onChange?.(next, option);
      }}
      searchable
      searchValue={search}
      onSearchChange={(next) => {
        const replaced = searchAfterTyping({ previous: search, next, selectedLabel });
        setSearch(replaced);
        onSearchChange?.(replaced);
      }}
    />
  );
}
