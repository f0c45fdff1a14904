import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { isSupportedLocale, LOCALE_DISPLAY_NAMES, SUPPORTED_LOCALES } from '@marquee/core';
import { IconLanguage } from '@tabler/icons-react';
import { switchLocale } from '../lib/i18n';
import { notifyError, notifySuccess } from '../lib/notify';

const LOCALE_OPTIONS = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_DISPLAY_NAMES[locale] }));

/** Lists every supported language in its own name; picking one switches the whole app at once. */
export function LanguagePicker({ w = 190 }: { w?: SelectProps['w'] }) {
  const { i18n, t: translate } = useLingui();

  async function handleChange(value: string | null) {
    if (!isSupportedLocale(value) || value === i18n.locale) return;
    const language = LOCALE_DISPLAY_NAMES[value];
    try {
      // Translated after activation, so the confirmation is already in the new language.
      if (await switchLocale(value)) notifySuccess(t`Language changed to ${language}`);
    } catch {
      notifyError(t`${language} could not be loaded. Check your connection and try again.`);
    }
  }

  return (
    <Select
      aria-label={translate`Language`}
      data={LOCALE_OPTIONS}
      value={i18n.locale}
      onChange={(value) => void handleChange(value)}
      allowDeselect={false}
      withCheckIcon
      checkIconPosition="right"
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={w}
      maxDropdownHeight={320}
      comboboxProps={{ shadow: 'md' }}
      name="locale"
    />
  );
}
