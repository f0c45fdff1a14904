import { z } from 'zod';
import { isSupportedLocale } from '../domain/locales';
import { HEX_COLOUR } from '../domain/public-config';
import { WIDGET_PADDING_DEFAULT, WIDGET_PADDING_MAX } from '../domain/widget-embed';

const ZHexColour = z.string().trim().regex(HEX_COLOUR, { error: 'Use a hex colour such as #1a73e8.' }).nullable();

/**
 * A site allowed to frame the widget and its checkout (a CSP frame-ancestors source): scheme and host, with an
 * optional port and an optional `*.` before the host for its subdomains.
 */
export const WIDGET_ALLOWED_ORIGIN_PATTERN =
  /^https?:\/\/(\*\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?\/?$/i;

/** The embeddable widget's saved options (issue 28, decision 153): the configurator's form, per event. */
export const ZWidgetSettings = z
  .object({
    /** Null: the product's own colours. */
    background_color: ZHexColour,
    primary_color: ZHexColour,
    primary_text_color: ZHexColour,
    secondary_color: ZHexColour,
    secondary_text_color: ZHexColour,
    /** Null: the event's own Continue text. */
    continue_button_text: z.string().trim().max(100).nullable(),
    padding: z.number().int({ error: 'Use a whole number of pixels.' }).min(0).max(WIDGET_PADDING_MAX),
    auto_resize: z.boolean(),
    /** Null: the visitor's language. */
    locale: z.string().refine(isSupportedLocale, { error: 'Choose one of the product’s languages.' }).nullable(),
    /** The products to show; empty shows them all. */
    product_ids: z.array(z.string().max(64)).max(100),
    promo_code: z.string().trim().max(50).nullable(),
    /** Sites that may frame the widget and checkout; empty lets any site embed them. */
    allowed_domains: z
      .array(
        z.string().trim().regex(WIDGET_ALLOWED_ORIGIN_PATTERN, {
          error: 'Enter a site address such as https://www.example.com.',
        }),
      )
      .max(20),
  })
  .meta({ id: 'WidgetSettings' });
export type TWidgetSettings = z.infer<typeof ZWidgetSettings>;

export function defaultWidgetSettings(): TWidgetSettings {
  return {
    background_color: null,
    primary_color: null,
    primary_text_color: null,
    secondary_color: null,
    secondary_text_color: null,
    continue_button_text: null,
    padding: WIDGET_PADDING_DEFAULT,
    auto_resize: true,
    locale: null,
    product_ids: [],
    promo_code: null,
    allowed_domains: [],
  };
}

/** A site as the CSP names it: lower case, without a trailing slash. */
export const normaliseWidgetOrigin = (value: string): string => value.trim().replace(/\/+$/, '').toLowerCase();
