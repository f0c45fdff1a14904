import '@fontsource-variable/nunito';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { generateColourShades, type TPageTheme, type TPublicConfig } from '@marquee/core';

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
  pageTheme: Pick<TPageTheme, 'accent'> | null = null,
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

/** Links in the dark scheme use a light shade: the brand colour itself is too dark to read on dark grey. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's dimmed grey (#868e96) reads at 3.3:1 on white, below WCAG AA's 4.5:1 for text (axe, issue 28); this
  // one reads at 6:1.
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: { '--mantine-color-anchor': 'var(--mantine-color-primary-2)' },
});
