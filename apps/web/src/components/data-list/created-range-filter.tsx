import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';

type TCreatedRange = { created_from?: string | null; created_to?: string | null };

/**
 * "Created from" and "Created until" day fields of a list's filters (each bounds the other); the days are read in
 * the display time zone by the list query that turns them into a range.
 */
export function CreatedRangeFilter({
  filters,
  onChange,
}: {
  filters: TCreatedRange;
  onChange: (change: TCreatedRange) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        type="date"
        label={t`Created from`}
        value={filters.created_from ?? ''}
        max={filters.created_to ?? undefined}
        onChange={(event) => onChange({ created_from: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={t`Created until`}
        value={filters.created_to ?? ''}
        min={filters.created_from ?? undefined}
        onChange={(event) => onChange({ created_to: event.currentTarget.value || null })}
      />
    </>
  );
}
