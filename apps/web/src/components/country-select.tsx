import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { countryOptions } from '../lib/countries';

type TCountrySelectProps = Omit<SelectProps, 'data' | 'searchable'>;

/** A searchable country list in the reader's language; the value is the 2-letter ISO code. */
export function CountrySelect({ label, ...props }: TCountrySelectProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const data = useMemo(() => countryOptions(locale), [locale]);
  return (
    <Select
      label={label ?? t`Country`}
      data={data}
      searchable
      clearable
      nothingFoundMessage={t`No country matches`}
      maxDropdownHeight={280}
      comboboxProps={{ shadow: 'md' }}
      {...props}
    />
  );
}
