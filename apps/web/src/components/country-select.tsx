import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { SearchableSelect, type TSearchableSelectProps } from './searchable-select';
import { countryOptions } from '../lib/countries';

type TCountrySelectProps = Omit<TSearchableSelectProps, 'data'>;

/** A searchable country list in the reader's language; the value is the 2-letter ISO code. */
export function CountrySelect({ label, ...props }: TCountrySelectProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const data = useMemo(() => countryOptions(locale), [locale]);
  return (
    <SearchableSelect
      label={label ?? t`Country`}
      data={data}
      clearable
      nothingFoundMessage={t`No country matches`}
      maxDropdownHeight={280}
      comboboxProps={{ shadow: 'md' }}
      {...props}
    />
  );
}
