import { i18n } from '@lingui/core';

/**
 * Activates `locale` with an empty catalogue, so screens keep their English source messages but format and read
 * numbers, dates and money the way that locale does. Returns the function that restores the previous locale.
 */
export function activateTestLocale(locale: string): () => void {
  const previous = i18n.locale;
  i18n.load(locale, {});
  i18n.activate(locale);
  return () => i18n.activate(previous);
}
