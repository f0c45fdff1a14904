import { relativeLuminance, type TWidgetTheme } from '@marquee/core';

/**
 * The widget's colours and padding as CSS over Mantine's variables (reference-screens §2.9). Every colour was
 * checked as hex by `readWidgetTheme`, so it can be written into a stylesheet as it is.
 */
/** Below this luminance a background is dark enough for light text (WCAG's black-or-white crossover). */
const WIDGET_DARK_LUMINANCE = 0.179;

export function widgetThemeCss(theme: TWidgetTheme): string {
  const rules: string[] = [`html, body { background: ${theme.backgroundColor ?? 'transparent'}; }`];
  rules.push(`#root { padding: ${theme.padding}px; }`);
  if (theme.backgroundColor) rules.push(`:root { --mantine-color-body: ${theme.backgroundColor}; }`);
  if (theme.primaryTextColor)
    rules.push(`.mantine-Button-root[data-variant="filled"] { --button-color: ${theme.primaryTextColor}; }`);
  const secondary: string[] = [];
  if (theme.secondaryColor)
    secondary.push(`--button-bg: ${theme.secondaryColor}`, `--button-hover: ${theme.secondaryColor}`);
  if (theme.secondaryTextColor) secondary.push(`--button-color: ${theme.secondaryTextColor}`);
  if (secondary.length > 0) rules.push(`.mantine-Button-root[data-variant="default"] { ${secondary.join('; ')}; }`);
  return rules.join('\n');
}

/** Dark text on a light (or transparent) widget background, light text on a dark one. */
export function widgetColorScheme(backgroundColor: string | null | undefined): 'light' | 'dark' {
  if (!backgroundColor || !/^#[0-9a-f]{6}$/i.test(backgroundColor)) return 'light';
  return relativeLuminance(backgroundColor) < WIDGET_DARK_LUMINANCE ? 'dark' : 'light';
}
