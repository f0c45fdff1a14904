import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

type TListSearchInputProps = {
  /** The search the list starts with (from the URL). Remount with a new `key` to reset it from outside. */
  initial: string;
  onSearch: (query: string) => void;
  /** The accessible name, e.g. "Search orders". */
  label: string;
  placeholder: string;
};

const SEARCH_DELAY_MS = 300;

/** A list's search box: applies the search a moment after typing stops, and clears at once. */
export function ListSearchInput({ initial, onSearch, label, placeholder }: TListSearchInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const applySearch = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  return (
    <TextInput
      maw={420}
      style={{ flex: 1 }}
      leftSection={<IconSearch size={16} aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applySearch(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
    />
  );
}
