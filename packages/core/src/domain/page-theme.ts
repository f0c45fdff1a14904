/*
 * Themes of the public event and organizer pages (server-behaviour §13, issue 29): accent, background, light or dark,
 * and the automatic contrast check that keeps every pair the theme produces at WCAG 2.2 AA.
 */
import {
  AA_TEXT_CONTRAST,
  AA_UI_CONTRAST,
  contrastRatio,
  nearestPassingColour,
  readableTextOn,
} from './colour-contrast';
import { mix, parseHexColour } from './colour-shades';

export const PAGE_THEME_MODES = ['light', 'dark'] as const;
export type TPageThemeMode = (typeof PAGE_THEME_MODES)[number];
export const PAGE_BACKGROUND_TYPES = ['COLOR', 'MIRROR_COVER_IMAGE'] as const;
export type TPageBackgroundType = (typeof PAGE_BACKGROUND_TYPES)[number];

export type TPageTheme = {
  accent: string;
  background: string;
  mode: TPageThemeMode;
  background_type: TPageBackgroundType;
};

/** A new event's theme (§13); `background_type` becomes MIRROR_COVER_IMAGE when a stock cover is attached. */
export const DEFAULT_EVENT_THEME: TPageTheme = {
  accent: '#8b5cf6',
  background: '#f5f3ff',
  mode: 'light',
  background_type: 'COLOR',
};

export type TColorThemePreset = { id: string; name: string; accent: string; background: string; mode: TPageThemeMode };

/** The eleven presets of `GET /api/public/color-themes` (§13); every one passes the contrast check as it is. */
export const COLOR_THEME_PRESETS: readonly TColorThemePreset[] = [
  { id: 'classic', name: 'Classic', accent: '#7c3aed', background: '#ffffff', mode: 'light' },
  { id: 'elegant', name: 'Elegant', accent: '#8a6d3b', background: '#faf7f2', mode: 'light' },
  { id: 'modern', name: 'Modern', accent: '#2563eb', background: '#f8fafc', mode: 'light' },
  { id: 'ocean', name: 'Ocean', accent: '#0e7490', background: '#ecfeff', mode: 'light' },
  { id: 'forest', name: 'Forest', accent: '#15803d', background: '#f0fdf4', mode: 'light' },
  { id: 'sunset', name: 'Sunset', accent: '#c2410c', background: '#fff7ed', mode: 'light' },
  { id: 'midnight', name: 'Midnight', accent: '#818cf8', background: '#0f172a', mode: 'dark' },
  { id: 'royal', name: 'Royal', accent: '#1d4ed8', background: '#eff6ff', mode: 'light' },
  { id: 'coral', name: 'Coral', accent: '#be123c', background: '#fff1f2', mode: 'light' },
  { id: 'arctic', name: 'Arctic', accent: '#0369a1', background: '#f0f9ff', mode: 'light' },
  { id: 'noir', name: 'Noir', accent: '#e5e7eb', background: '#111111', mode: 'dark' },
];

/** The organizer pages' default preset (§13). */
export const DEFAULT_ORGANIZER_PRESET_ID = 'midnight';

/** An organizer page's theme until its organizer picks one: the Midnight preset (§13). */
export function defaultOrganizerTheme(): TPageTheme {
  const preset = COLOR_THEME_PRESETS.find((candidate) => candidate.id === DEFAULT_ORGANIZER_PRESET_ID)!;
  return { accent: preset.accent, background: preset.background, mode: preset.mode, background_type: 'COLOR' };
}

/** Body text of a page in this mode: near-black on light pages, near-white on dark ones. */
export function pageTextColour(mode: TPageThemeMode): string {
  return mode === 'dark' ? '#f1f3f5' : '#1f2328';
}

export type TContrastPair = 'text' | 'button' | 'accent' | 'link';
export type TContrastCheck = {
  pair: TContrastPair;
  foreground: string;
  background: string;
  ratio: number;
  minimum: number;
  passes: boolean;
  /** For a failing pair: the nearest colour to put in place of the theme's own (the accent, or the background). */
  suggestion: string | null;
};

/**
 * Every colour pair a theme produces on the public pages, checked against WCAG 2.2 AA: body text on the background,
 * a button's label on the accent, the accent as a control against the background (3:1) and as link text (4.5:1).
 */
export function pageThemeContrast(theme: Pick<TPageTheme, 'accent' | 'background' | 'mode'>): TContrastCheck[] {
  const text = pageTextColour(theme.mode);
  const buttonLabel = readableTextOn(theme.accent);
  const check = (
    pair: TContrastPair,
    foreground: string,
    background: string,
    minimum: number,
    suggest: () => string,
  ): TContrastCheck => {
    const ratio = contrastRatio(foreground, background);
    const passes = ratio >= minimum;
    return { pair, foreground, background, ratio, minimum, passes, suggestion: passes ? null : suggest() };
  };
  return [
    check('text', text, theme.background, AA_TEXT_CONTRAST, () =>
      nearestPassingColour(theme.background, text, AA_TEXT_CONTRAST),
    ),
    check('button', buttonLabel, theme.accent, AA_TEXT_CONTRAST, () =>
      nearestPassingColour(theme.accent, buttonLabel, AA_TEXT_CONTRAST),
    ),
    check('accent', theme.accent, theme.background, AA_UI_CONTRAST, () =>
      nearestPassingColour(theme.accent, theme.background, AA_UI_CONTRAST),
    ),
    check('link', theme.accent, theme.background, AA_TEXT_CONTRAST, () =>
      nearestPassingColour(theme.accent, theme.background, AA_TEXT_CONTRAST),
    ),
  ];
}

/**
 * The accent as the pages draw text with it: the theme's own when it reads at AA on the background, otherwise the
 * nearest colour that does, so the buyer's pages never render text below AA whatever the organizer picked.
 */
export function readableAccent(theme: Pick<TPageTheme, 'accent' | 'background'>): string {
  return nearestPassingColour(theme.accent, theme.background, AA_TEXT_CONTRAST);
}

/**
 * The colours a theme's pages are drawn with, every pair at WCAG 2.2 AA whatever the organizer picked: text and
 * muted text on the background, links in the accent (or its nearest readable shade), buttons filled with the accent
 * and labelled in black or white, whichever reads better.
 */
export type TResolvedPageTheme = {
  mode: TPageThemeMode;
  background: string;
  text: string;
  dimmed: string;
  link: string;
  fill: string;
  fillHover: string;
  fillLabel: string;
  /** A light button or badge: the accent's tint behind text in the accent, readable on the tint and its hover. */
  tint: string;
  tintHover: string;
  tintText: string;
  border: string;
};

export function resolvePageTheme(theme: Pick<TPageTheme, 'accent' | 'background' | 'mode'>): TResolvedPageTheme {
  const background = normaliseHex(theme.background);
  const preferredText = pageTextColour(theme.mode);
  const text =
    contrastRatio(preferredText, background) >= AA_TEXT_CONTRAST ? preferredText : readableTextOn(background);
  const dimmedStart = theme.mode === 'dark' ? '#a6adb4' : '#5c636a';
  const fill = normaliseHex(theme.accent);
  const fillLabel = readableTextOn(fill);
  const tint = mixTowards(background, fill, 0.12);
  const tintText = nearestPassingColour(fill, tint, AA_TEXT_CONTRAST);
  return {
    mode: theme.mode,
    background,
    text,
    dimmed: nearestPassingColour(dimmedStart, background, AA_TEXT_CONTRAST),
    link: readableAccent({ accent: fill, background }),
    fill,
    // Hover moves away from the label, so the label keeps (and gains) contrast.
    fillHover: fillLabel === '#ffffff' ? mixTowards(fill, '#000000', 0.12) : mixTowards(fill, '#ffffff', 0.12),
    fillLabel,
    tint,
    // Hover moves the tint away from its text, so the text keeps (and gains) contrast.
    tintHover: mixTowards(tint, readableTextOn(tintText), 0.08),
    tintText,
    border: nearestPassingColour(theme.mode === 'dark' ? '#495057' : '#ced4da', background, 1.5),
  };
}

function normaliseHex(hex: string): string {
  return mix(parseHexColour(hex), parseHexColour(hex), 0);
}

function mixTowards(hex: string, target: string, amount: number): string {
  return mix(parseHexColour(hex), parseHexColour(target), amount);
}

/**
 * The stylesheet that puts a theme on a page over Mantine's own variables. The selector outranks Mantine's
 * `:root[data-mantine-color-scheme]` rules wherever the two are loaded. Every value is a checked hex colour.
 */
export function pageThemeCss(
  theme: Pick<TPageTheme, 'accent' | 'background' | 'mode'> & Partial<Pick<TPageTheme, 'background_type'>>,
  /** The cover, mirrored (blurred) behind the page when the theme's background type asks for it. */
  coverUrl: string | null = null,
): string {
  const colours = resolvePageTheme(theme);
  const variables = [
    `--mantine-color-body:${colours.background}`,
    `--mantine-color-text:${colours.text}`,
    `--mantine-color-dimmed:${colours.dimmed}`,
    `--mantine-color-anchor:${colours.link}`,
    `--mantine-color-default-border:${colours.border}`,
    `--mantine-primary-color-filled:${colours.fill}`,
    `--mantine-primary-color-filled-hover:${colours.fillHover}`,
    `--mantine-primary-color-contrast:${colours.fillLabel}`,
    `--mantine-primary-color-light-color:${colours.tintText}`,
    // Text in the accent (light and outline buttons, badges) is the readable shade of it, on a solid tint.
    `--mantine-color-primary-light:${colours.tint}`,
    `--mantine-color-primary-light-hover:${colours.tintHover}`,
    `--mantine-color-primary-light-color:${colours.tintText}`,
    `--mantine-primary-color-light:${colours.tint}`,
    `--mantine-primary-color-light-hover:${colours.tintHover}`,
    `--mantine-color-primary-outline:${colours.link}`,
    `--mantine-color-primary-text:${colours.link}`,
    `--mq-theme-accent:${colours.link}`,
    `--mq-theme-fill:${colours.fill}`,
    `--mq-theme-fill-label:${colours.fillLabel}`,
  ];
  const rules = [
    `html:root,html:root[data-mantine-color-scheme]{${variables.join(';')}}`,
    `html:root body{background:${colours.background};color:${colours.text}}`,
  ];
  const mirror = theme.background_type === 'MIRROR_COVER_IMAGE' && coverUrl ? cssUrl(coverUrl) : null;
  if (mirror) {
    // The blurred cover fills the window around the page; the page's column keeps the plain background, so every
    // colour pair checked above is the pair a reader sees.
    rules.push(
      '[data-public-frame]{position:relative;isolation:isolate;background:transparent!important}',
      `[data-public-frame]::before{content:"";position:fixed;inset:-40px;z-index:-1;background:${mirror} center/cover no-repeat;filter:blur(32px);opacity:.55}`,
      `[data-public-column]{background:${colours.background};border-radius:var(--mantine-radius-lg)}`,
    );
  }
  return rules.join('\n');
}

/** A url() for a stylesheet, or null for anything but an http(s) or same-site address. */
function cssUrl(url: string): string | null {
  if (!/^(https?:\/\/|\/)/i.test(url)) return null;
  const percent = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  return `url("${url.replace(/["\\\n\r()]/g, percent)}")`;
}
