import type { TPageTheme } from '@marquee/core';
import { createContext, useContext, useEffect } from 'react';

/** A public page's theme and, for a mirrored background, its cover. */
export type TActivePageTheme = { theme: TPageTheme; coverUrl: string | null };
type TSetPageTheme = (active: TActivePageTheme | null) => void;

/** Every value a theme draws with, as one string: equal keys draw the same page. */
export function pageThemeKey(active: TActivePageTheme): string {
  const { theme, coverUrl } = active;
  return [theme.accent, theme.background, theme.mode, theme.background_type, coverUrl].join('|');
}

/** Set by BaseProviders: a public page puts its event's or organizer's theme on the whole document (issue 29). */
export const PageThemeContext = createContext<TSetPageTheme>(() => undefined);

/**
 * Draws the page in this theme while the calling page is shown; the product's own look returns when it leaves.
 * Null or undefined (still loading, or a page without a theme) leaves the product's look.
 */
export function usePageTheme(theme: TPageTheme | null | undefined, coverUrl: string | null = null): void {
  const setPageTheme = useContext(PageThemeContext);
  const key = theme ? pageThemeKey({ theme, coverUrl }) : '';
  useEffect(() => {
    if (!theme) return;
    setPageTheme({ theme, coverUrl });
    return () => setPageTheme(null);
    // The key holds every value: a new object with the same colours changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, setPageTheme]);
}
