import { pageThemeCss } from '@marquee/core';
import type { TActivePageTheme } from '../lib/page-theme';

/**
 * The stylesheet of a public page's theme (issue 29). Its own chunk: the contrast arithmetic behind it loads only on
 * pages that have a theme, and the server's first paint already carries the same rules for the event page.
 */
export default function PageThemeStyle({ active }: { active: TActivePageTheme }) {
  return <style data-page-theme>{pageThemeCss(active.theme, active.coverUrl)}</style>;
}
