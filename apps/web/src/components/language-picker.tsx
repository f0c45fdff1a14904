import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu, Select, type SelectProps } from '@mantine/core';
import { isSupportedLocale, LOCALE_DISPLAY_NAMES, SUPPORTED_LOCALES, type TLocale } from '@marquee/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { switchLocale } from '../lib/i18n';
import { notifyError, notifySuccess } from '../lib/notify';

const LOCALE_OPTIONS = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_DISPLAY_NAMES[locale] }));

/** Switches the whole app to a language at once, remembers it, and confirms in the new language. */
export async function changeLanguage(value: string | null, currentLocale: string): Promise<TLocale | null> {
  if (!isSupportedLocale(value) || value === currentLocale) return null;
  const language = LOCALE_DISPLAY_NAMES[value];
  try {
    // Translated after activation, so the confirmation is already in the new language.
    if (await switchLocale(value)) {
      notifySuccess(t`Language changed to ${language}`);
      return value;
    }
  } catch {
    notifyError(t`${language} could not be loaded. Check your connection and try again.`);
  }
  return null;
}

/** Lists every supported language in its own name; picking one switches the whole app at once. */
export function LanguagePicker({ w = 190 }: { w?: SelectProps['w'] }) {
  const { i18n, t: translate } = useLingui();
  return (
    <Select
      aria-label={translate`Language`}
      data={LOCALE_OPTIONS}
      value={i18n.locale}
      onChange={(value) => void changeLanguage(value, i18n.locale)}
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

/** The same choice behind an icon button, for headers with little room (phones). */
export function LanguageMenu() {
  const { i18n, t: translate } = useLingui();
  const label = translate`Language`;
  return (
    <Menu shadow="md" position="bottom-end" width={220}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="md" aria-label={label} title={label}>
          <IconLanguage size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {LOCALE_OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            lang={option.value}
            onClick={() => void changeLanguage(option.value, i18n.locale)}
            rightSection={option.value === i18n.locale ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={option.value === i18n.locale ? 'true' : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
