import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { activateLocale, detectLocale } from '../../../lib/i18n';

/**
 * Spec §9: once the user is known, their stored locale applies unless a locale cookie (an explicit
 * choice on this browser) says otherwise. Nothing is written, so the choice stays per browser.
 */
export function useApplyUserLocale(userLocale: string | null | undefined): void {
  const { i18n } = useLingui();
  useEffect(() => {
    if (!userLocale) return;
    const locale = detectLocale({ userLocale });
    if (locale !== i18n.locale) void activateLocale(locale);
  }, [userLocale, i18n]);
}
