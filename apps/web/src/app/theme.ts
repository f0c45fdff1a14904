import '@fontsource-variable/nunito';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineTheme } from '@mantine/core';
import {
  contrastRatio,
  generateColourShades,
  nearestPassingColour,
  relativeLuminance,
  type TPageTheme,
  type TPublicConfig,
} from '@marquee/core';

/** The rounded sans of the product, with system fallbacks while the font loads. */
const FONT_FAMILY =
  "'Nunito Variable', Nunito, ui-rounded, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Spec §9 modal timing, pinned here on purpose (docs/decisions/011-modal-timings.md). */
export const MODAL_TRANSITION_MS = 200;
/** Spec §9 "transitions 250 ms": notifications and Mantine's generic Transition (its own default). */
export const TRANSITION_MS = 250;

export const COLOR_SCHEME_STORAGE_KEY = 'marquee-color-scheme';

/** Above this relative luminance black text contrasts more than white (both reach 4.58:1 exactly here). */
const WCAG_LUMINANCE_CROSSOVER = 0.179;

/**
 * The product's theme; on a public page with its own theme (issue 29) the page's accent is the primary colour, used
 * as chosen in both schemes, and labels on it are black or white by WCAG's own crossover (luminance 0.179), so a
 * button's label always reads at 4.5:1 or more.
 */
export function createAppTheme(
  config: Pick<TPublicConfig, 'primaryColor' | 'secondaryColor'>,
  pageTheme: Pick<TPageTheme, 'accent' | 'background' | 'mode'> | null = null,
) {
  return createTheme({
    primaryColor: 'primary',
    // Shade 6 is the configured colour itself; in the dark scheme a lighter shade keeps buttons legible.
    primaryShade: pageTheme ? 6 : { light: 6, dark: 5 },
    colors: {
      primary: generateColourShades(pageTheme?.accent ?? config.primaryColor) as unknown as MantineColorsTuple,
      secondary: generateColourShades(config.secondaryColor) as unknown as MantineColorsTuple,
    },
    autoContrast: true,
    ...(pageTheme ? { luminanceThreshold: WCAG_LUMINANCE_CROSSOVER } : {}),
    // A page theme's links are its accent made readable on its background (issue 29's contrast rules).
    other: {
      hasPageTheme: pageTheme !== null,
      pageLink: pageTheme ? nearestPassingColour(pageTheme.accent, pageTheme.background, AA_TEXT) : null,
    },
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY, fontWeight: '800' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    // People who ask their system for less motion get instant modals, toasts and reveals.
    respectReducedMotion: true,
    // Plain objects, not `Modal.extend(...)`: naming the components here would put the modal code
    // (focus trap, scroll area, portal) on every page's first load (docs/decisions/054-light-buyer-entry.md).
    components: {
      Modal: { defaultProps: { transitionProps: { duration: MODAL_TRANSITION_MS } } },
      Drawer: { defaultProps: { transitionProps: { duration: MODAL_TRANSITION_MS } } },
      // Mantine's "light" button (a pale tint, no edge) read as disabled next to filled and default ones
      // (issue 25): an edge in its own text colour makes it a button again, whatever its colour.
      Button: { vars: lightButtonVars },
    },
  });
}

/** The edge of a light button: its own text colour, so it suits any colour it is given. */
const LIGHT_BUTTON_BORDER = '1px solid currentColor';

/** A light button gets an edge in its text colour; every other variant keeps Mantine's look. */
export function lightButtonVars(_theme: unknown, props: { variant?: string }) {
  return { root: props.variant === 'light' ? { '--button-bd': LIGHT_BUTTON_BORDER } : {} };
}

/** WCAG 2.2 AA for text (1.4.3): what every colour pair the theme produces must reach. */
const AA_TEXT = 4.5;
/** The surfaces text sits on: the body and the slightly tinted cards and inputs of each scheme. */
const SURFACES = { light: ['#ffffff', '#f8f9fa'], dark: ['#242424', '#2e2e2e'] } as const;

const passesOn = (colour: string, surfaces: readonly string[]) =>
  surfaces.every((surface) => contrastRatio(colour, surface) >= AA_TEXT);

/** The first shade (in `order`) that reads on every surface, else the last one moved just far enough to. */
function readableShade(shades: readonly string[], order: number[], surfaces: readonly string[]): string {
  for (const index of order) if (passesOn(shades[index]!, surfaces)) return shades[index]!;
  const last = shades[order[order.length - 1]!]!;
  return surfaces.reduce((colour, surface) => nearestPassingColour(colour, surface, AA_TEXT), last);
}

/**
 * Mantine's colour variables, re-chosen so every pair reads at AA (axe, issue 30): coloured text and outlines, the
 * text of light (tinted) badges and buttons on their tint, and filled backgrounds under white labels. Mantine's own
 * shades put, for example, white on red.6 at 3.3:1 and teal text on its tint at 4.3:1.
 */
export function accessibleColourVariables(theme: Pick<MantineTheme, 'colors' | 'other' | 'luminanceThreshold'>) {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  // autoContrast puts black labels on shades lighter than the threshold (judged on Mantine's shade 6): the filled
  // colour is then the nearest shade that reads under black, else under white.
  const threshold = theme.luminanceThreshold ?? 0.3;
  const filledFor = (shades: readonly string[]) =>
    relativeLuminance(shades[6]!) > threshold
      ? readableShade(shades, [6, 5, 4, 3, 2, 1, 0], ['#000000'])
      : readableShade(shades, [6, 7, 8, 9], ['#ffffff']);
  const filledHoverFor = (shades: readonly string[]) =>
    relativeLuminance(shades[6]!) > threshold
      ? readableShade(shades, [5, 4, 3, 2, 1, 0], ['#000000'])
      : readableShade(shades, [7, 8, 9], ['#ffffff']);
  for (const [name, shades] of Object.entries(theme.colors)) {
    // The dark greys are surfaces, not text colours; a page theme's accent was made AA by resolvePageTheme already,
    // with black or white labels (issue 29), and stays the organizer's colour.
    if (name === 'dark' || (name === 'primary' && theme.other?.hasPageTheme)) continue;
    const lightTint = shades[0]!;
    light[`--mantine-color-${name}-text`] = readableShade(shades, [7, 8, 9], SURFACES.light);
    light[`--mantine-color-${name}-outline`] = light[`--mantine-color-${name}-text`]!;
    light[`--mantine-color-${name}-light`] = lightTint;
    light[`--mantine-color-${name}-light-color`] = readableShade(shades, [8, 9], [lightTint]);
    const filled = filledFor(shades);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = filledHoverFor(shades);
    // The dark scheme: light text on dark surfaces, a dark tint under light text, white on filled.
    dark[`--mantine-color-${name}-text`] = readableShade(shades, [4, 3, 2, 1], SURFACES.dark);
    dark[`--mantine-color-${name}-outline`] = dark[`--mantine-color-${name}-text`]!;
    const darkTint = '#2b2f33';
    dark[`--mantine-color-${name}-light`] = darkTint;
    dark[`--mantine-color-${name}-light-color`] = readableShade(shades, [3, 2, 1], [darkTint]);
    dark[`--mantine-color-${name}-filled`] = filled;
    dark[`--mantine-color-${name}-filled-hover`] = light[`--mantine-color-${name}-filled-hover`]!;
  }
  return { light, dark };
}

/**
 * The dimmed grey and links. Mantine's dimmed grey reads at 3.3:1 on white and 4.0:1 on dark grey, below WCAG AA's
 * 4.5:1 for text (axe, issues 28 and 30); these read at 6:1 or more. Links in the dark scheme use a light shade: the
 * brand colour itself is too dark to read on dark grey.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const colours = accessibleColourVariables(theme);
  const pageLink = (theme.other?.pageLink as string | null | undefined) ?? null;
  return {
    variables: {},
    light: {
      ...colours.light,
      '--mantine-color-dimmed': '#5c636a',
      // Links in the primary colour's readable shade (a product or widget colour may be too pale for text).
      '--mantine-color-anchor': pageLink ?? colours.light['--mantine-color-primary-text']!,
    },
    dark: {
      ...colours.dark,
      '--mantine-color-dimmed': '#a6a7ab',
      '--mantine-color-anchor': pageLink ?? 'var(--mantine-color-primary-2)',
    },
  };
};
