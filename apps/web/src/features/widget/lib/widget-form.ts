import type { FormErrors } from '@mantine/form';
import {
  isHexColour,
  isSupportedLocale,
  normaliseWidgetOrigin,
  WIDGET_ALLOWED_ORIGIN_PATTERN,
  WIDGET_PADDING_DEFAULT,
  WIDGET_PADDING_MAX,
  widgetThemeDefaults,
  type TWidgetSettings,
  type TWidgetTheme,
} from '@marquee/core';

/** The Select's value for "the visitor's language" (a null locale); not a locale code, so it cannot clash. */
export const VISITOR_LOCALE = 'visitor';

export const WIDGET_COLOUR_FIELDS = [
  'background_color',
  'primary_color',
  'primary_text_color',
  'secondary_color',
  'secondary_text_color',
] as const;
export type TWidgetColourField = (typeof WIDGET_COLOUR_FIELDS)[number];

/** The configurator's form: the saved options as inputs hold them (empty text for "the default"). */
export type TWidgetFormValues = Record<TWidgetColourField, string> & {
  continue_button_text: string;
  /** NumberInput gives '' while the field is empty. */
  padding: number | string;
  auto_resize: boolean;
  /** A locale code, or VISITOR_LOCALE. */
  locale: string;
  product_ids: string[];
  promo_code: string;
  allowed_domains: string[];
};

const blankToNull = (value: string): string | null => value.trim() || null;

export function toWidgetFormValues(settings: TWidgetSettings): TWidgetFormValues {
  return {
    background_color: settings.background_color ?? '',
    primary_color: settings.primary_color ?? '',
    primary_text_color: settings.primary_text_color ?? '',
    secondary_color: settings.secondary_color ?? '',
    secondary_text_color: settings.secondary_text_color ?? '',
    continue_button_text: settings.continue_button_text ?? '',
    padding: settings.padding,
    auto_resize: settings.auto_resize,
    locale: settings.locale ?? VISITOR_LOCALE,
    product_ids: settings.product_ids,
    promo_code: settings.promo_code ?? '',
    allowed_domains: settings.allowed_domains,
  };
}

/**
 * The whole `widget_settings` object the PATCH sends (the server merges settings at the top level only).
 * Sites are written as the CSP names them, as the server stores them, so a saved form is not dirty.
 */
export function toWidgetSettings(values: TWidgetFormValues): TWidgetSettings {
  return {
    background_color: blankToNull(values.background_color),
    primary_color: blankToNull(values.primary_color),
    primary_text_color: blankToNull(values.primary_text_color),
    secondary_color: blankToNull(values.secondary_color),
    secondary_text_color: blankToNull(values.secondary_text_color),
    continue_button_text: blankToNull(values.continue_button_text),
    padding: values.padding === '' ? Number.NaN : Number(values.padding),
    auto_resize: values.auto_resize,
    // The Select offers the visitor's language and the product's locales only.
    locale: isSupportedLocale(values.locale) ? values.locale : null,
    product_ids: values.product_ids,
    promo_code: blankToNull(values.promo_code),
    allowed_domains: [...new Set(values.allowed_domains.map(normaliseWidgetOrigin).filter(Boolean))],
  };
}

export function isWidgetPadding(value: number | string): boolean {
  if (value === '') return false;
  const padding = Number(value);
  return Number.isInteger(padding) && padding >= 0 && padding <= WIDGET_PADDING_MAX;
}

export const isWidgetOrigin = (value: string): boolean => WIDGET_ALLOWED_ORIGIN_PATTERN.test(value.trim());

/**
 * What the preview and the embed code show while the form is edited: only what is valid (a half-typed colour is
 * left out rather than written into someone's page), as the widget's own option names.
 */
export function widgetThemeOf(values: TWidgetFormValues): Partial<TWidgetTheme> {
  const settings = toWidgetSettings(values);
  const colour = (value: string | null) => (value && isHexColour(value) ? value : null);
  return widgetThemeDefaults({
    ...settings,
    background_color: colour(settings.background_color),
    primary_color: colour(settings.primary_color),
    primary_text_color: colour(settings.primary_text_color),
    secondary_color: colour(settings.secondary_color),
    secondary_text_color: colour(settings.secondary_text_color),
    padding: isWidgetPadding(values.padding) ? settings.padding : WIDGET_PADDING_DEFAULT,
  });
}

/**
 * The contract's issues arrive per list item (`allowed_domains.2`); the list's one input shows them.
 * The server's 422 names fields under `widget_settings.`.
 */
export function widgetFieldOf(path: string): string {
  const field = path.startsWith('widget_settings.') ? path.slice('widget_settings.'.length) : path;
  return field.replace(/^(allowed_domains|product_ids)\.\d+$/, '$1');
}

/** Item errors onto their list's field; an error on the list itself (the form's own wording) wins. */
export function collapseListErrors(errors: FormErrors): FormErrors {
  const collapsed: FormErrors = {};
  for (const [path, error] of Object.entries(errors)) {
    const field = widgetFieldOf(path);
    if (field === path || !(field in collapsed)) collapsed[field] = error;
  }
  return collapsed;
}
