import { useLingui } from '@lingui/react/macro';
import { IconCoins } from '@tabler/icons-react';
import { useMemo } from 'react';
import { SearchableSelect, type TSearchableSelectProps } from './searchable-select';
import { COMMON_CURRENCIES, currencyLabel } from '../lib/currencies';

type TCurrencySelectProps = Omit<TSearchableSelectProps, 'data'>;

/** A searchable list of common ISO 4217 currencies, named in the reader's language. */
export function CurrencySelect({ value, label, ...props }: TCurrencySelectProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const data = useMemo(() => {
    const codes: readonly string[] = COMMON_CURRENCIES;
    const all = value && !codes.includes(value) ? [value, ...codes] : codes;
    return all.map((code) => ({ value: code, label: currencyLabel(code, locale) }));
  }, [value, locale]);
  return (
    <SearchableSelect
      label={label ?? t`Currency`}
      data={data}
      value={value}
      allowDeselect={false}
      nothingFoundMessage={t`No currency matches`}
      leftSection={<IconCoins size={16} aria-hidden />}
      maxDropdownHeight={280}
      comboboxProps={{ shadow: 'md' }}
      {...props}
    />
  );
}
