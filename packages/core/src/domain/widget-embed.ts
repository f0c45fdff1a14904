/*
 * The embeddable widget's vocabulary (issue 28, decision 153), shared by `/widget.js` (which must stay a few KB,
 * so nothing here imports zod), the widget page, the checkout in its overlay and the configurator.
 */

import { HEX_COLOUR } from './public-config';

/** `<div data-marquee-event="{eventId}">` or `<marquee-tickets event="{eventId}">` becomes a ticket selector. */
export const WIDGET_EVENT_ATTRIBUTE = 'data-marquee-event';
export const WIDGET_ELEMENT_NAME = 'marquee-tickets';

/**
 * The embed's options: each is a `data-marquee-{name}` attribute of the div (a `{name}` attribute of the custom
 * element) and the `/widget/{eventId}` query parameter beside it, as reference-screens §2.9 names them.
 */
export const WIDGET_OPTIONS = [
  { attribute: 'background-color', param: 'backgroundColor', kind: 'colour' },
  { attribute: 'primary-color', param: 'primaryColor', kind: 'colour' },
  { attribute: 'primary-text-color', param: 'primaryTextColor', kind: 'colour' },
  { attribute: 'secondary-color', param: 'secondaryColor', kind: 'colour' },
  { attribute: 'secondary-text-color', param: 'secondaryTextColor', kind: 'colour' },
  { attribute: 'continue-button-text', param: 'continueButtonText', kind: 'text' },
  { attribute: 'padding', param: 'padding', kind: 'padding' },
  { attribute: 'locale', param: 'locale', kind: 'text' },
  { attribute: 'promo-code', param: 'promoCode', kind: 'text' },
  { attribute: 'products', param: 'products', kind: 'text' },
  { attribute: 'autoresize', param: 'autoresize', kind: 'boolean' },
] as const;
export type TWidgetOption = (typeof WIDGET_OPTIONS)[number];
export type TWidgetParam = TWidgetOption['param'];

/** The parameters widget.js adds of its own: which frame a message comes from, and the host page's origin. */
export const WIDGET_FRAME_ID_PARAM = 'iframeId';
export const WIDGET_HOST_ORIGIN_PARAM = 'hostOrigin';
/** On a checkout address: it runs in the widget's overlay (the value is the host page's origin). */
export const EMBEDDED_CHECKOUT_PARAM = 'embedded';

export const WIDGET_PADDING_MAX = 500;
export const WIDGET_PADDING_DEFAULT = 20;

/**
 * Messages between the frames and widget.js, always posted to one origin and checked on arrival.
 * - widget → host: `resize` (height), `loaded`, `checkout` (open the overlay on this address);
 * - checkout → host: `order-completed` (reference and total), `close` (the buyer asked to leave);
 * - host → widget: `overlay-closed` (availability may have changed).
 */
export const WIDGET_MESSAGE_PREFIX = 'marquee:';
export type TWidgetMessage =
  | { type: 'marquee:resize'; frameId: string; height: number }
  | { type: 'marquee:loaded'; frameId: string; eventId: string }
  | { type: 'marquee:checkout'; frameId: string; url: string }
  | { type: 'marquee:close' }
  | {
      type: 'marquee:order-completed';
      order: { reference: string; status: string; total: number; currency: string; event_id: string };
    }
  | { type: 'marquee:overlay-closed' };

/** The DOM events a host page can listen to (on the widget's element; they bubble to `document`). */
export const WIDGET_HOST_EVENTS = [
  'marquee:loaded',
  'marquee:order-completed',
  'marquee:checkout-opened',
  'marquee:checkout-closed',
] as const;

export type TWidgetTheme = {
  backgroundColor: string | null;
  primaryColor: string | null;
  primaryTextColor: string | null;
  secondaryColor: string | null;
  secondaryTextColor: string | null;
  continueButtonText: string | null;
  padding: number;
  locale: string | null;
  promoCode: string | null;
  /** Product ids to show; empty shows every product. */
  products: string[];
  autoresize: boolean;
};

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The widget's look and options from the page's query, over the event's saved defaults; a value that is not
 * valid (a colour that is not hex, padding out of range) is ignored rather than refused, since a typo in a host
 * page must still sell tickets.
 */
export function readWidgetTheme(search: URLSearchParams, defaults: Partial<TWidgetTheme> = {}): TWidgetTheme {
  const colour = (param: TWidgetParam, fallback: string | null | undefined) => {
    const value = clean(search.get(param));
    return value && HEX_COLOUR.test(value) ? value : (fallback ?? null);
  };
  const paddingText = clean(search.get('padding'));
  const padding = paddingText && /^\d{1,3}$/.test(paddingText) ? Number(paddingText) : Number.NaN;
  const autoresize = clean(search.get('autoresize'));
  const products = clean(search.get('products'));
  return {
    backgroundColor: colour('backgroundColor', defaults.backgroundColor),
    primaryColor: colour('primaryColor', defaults.primaryColor),
    primaryTextColor: colour('primaryTextColor', defaults.primaryTextColor),
    secondaryColor: colour('secondaryColor', defaults.secondaryColor),
    secondaryTextColor: colour('secondaryTextColor', defaults.secondaryTextColor),
    continueButtonText: clean(search.get('continueButtonText'))?.slice(0, 100) ?? defaults.continueButtonText ?? null,
    padding:
      Number.isInteger(padding) && padding <= WIDGET_PADDING_MAX
        ? padding
        : (defaults.padding ?? WIDGET_PADDING_DEFAULT),
    locale: clean(search.get('locale')) ?? defaults.locale ?? null,
    promoCode: clean(search.get('promoCode'))?.slice(0, 50) ?? defaults.promoCode ?? null,
    products: products
      ? products
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
          .slice(0, 100)
      : (defaults.products ?? []),
    autoresize: autoresize === null ? (defaults.autoresize ?? true) : autoresize !== 'false' && autoresize !== '0',
  };
}

/** The `/widget/{eventId}` address for these options: only what is set, in a stable order. */
export function widgetPath(eventId: string, theme: Partial<TWidgetTheme>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const option of WIDGET_OPTIONS) {
    const value = theme[option.param];
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(option.param, value.join(','));
    } else params.set(option.param, String(value));
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return `/widget/${encodeURIComponent(eventId)}${query ? `?${query}` : ''}`;
}

const WIDGET_PAGE_PATH = /^\/widget\/([^/]+)\/?$/;

/** Paths the widget's frames show, which other sites may frame (decision 153); the back office never. */
const EMBEDDABLE_PATHS: readonly RegExp[] = [
  WIDGET_PAGE_PATH,
  /^\/checkout\/([^/]+)(\/[^/]+\/(details|payment|payment_return|summary))?\/?$/,
  /^\/product\/([^/]+)\/[^/]+(\/print)?\/?$/,
  /^\/order\/([^/]+)\/[^/]+\/print\/?$/,
];

/** The decoded event id a path's pattern captured, or null. */
function eventIdIn(pathname: string, pattern: RegExp): string | null {
  const match = pattern.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The event an embeddable page belongs to, or null when the path is not one the widget may show in a frame. */
export function embeddableEventIdOf(pathname: string): string | null {
  for (const pattern of EMBEDDABLE_PATHS) {
    const eventId = eventIdIn(pathname, pattern);
    if (eventId !== null) return eventId;
  }
  return null;
}

/** The event of the widget's own page, `/widget/{eventId}`; null for any other path. */
export function widgetPageEventId(pathname: string): string | null {
  return eventIdIn(pathname, WIDGET_PAGE_PATH);
}

/** Whether a string is exactly an origin (`https://host[:port]`), as a message's target must be. */
export function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** The saved options (`widget_settings`, contracts/widget.ts) as the fields the widget reads. */
type TSavedWidgetOptions = {
  background_color: string | null;
  primary_color: string | null;
  primary_text_color: string | null;
  secondary_color: string | null;
  secondary_text_color: string | null;
  continue_button_text: string | null;
  padding: number;
  auto_resize: boolean;
  locale: string | null;
  promo_code: string | null;
  product_ids: string[];
};

/** The event's saved options as the widget page's defaults (the embed's own attributes win over them). */
export function widgetThemeDefaults(settings: TSavedWidgetOptions): Partial<TWidgetTheme> {
  return {
    backgroundColor: settings.background_color,
    primaryColor: settings.primary_color,
    primaryTextColor: settings.primary_text_color,
    secondaryColor: settings.secondary_color,
    secondaryTextColor: settings.secondary_text_color,
    continueButtonText: settings.continue_button_text,
    padding: settings.padding,
    autoresize: settings.auto_resize,
    locale: settings.locale,
    promoCode: settings.promo_code,
    products: settings.product_ids,
  };
}
