import {
  COLOR_THEME_PRESETS,
  DEFAULT_TICKET_ACCENT,
  isHexColour,
  readableAccent,
  resolveTicketDesign,
  ticketLogoOf,
  ticketPlaceholderValues,
  unknownTicketPlaceholders,
  type TEvent,
  type TPublicTicket,
  type TTicketDesign,
  type TTicketLayoutType,
  type TTicketPaperSize,
} from '@marquee/core';

/** The designer's form: the saved design as its inputs hold it (empty text for "none"). */
export type TTicketDesignFormValues = {
  /** On: the design names no accent and tickets take the event page theme's (`accent_color: null`). */
  use_theme_accent: boolean;
  accent_color: string;
  logo_image_id: string | null;
  footer_text: string;
  layout_type: TTicketLayoutType;
  enabled: boolean;
  paper_size: TTicketPaperSize;
  show_price: boolean;
  show_attendee_email: boolean;
  show_order_reference: boolean;
  show_seat: boolean;
  custom_text: string;
  attach_pdf_to_email: boolean;
};

const blankToNull = (value: string): string | null => value.trim() || null;

/** `themeAccent` fills the colour field while the theme's accent is used, so unticking starts from what shows. */
export function toTicketDesignFormValues(design: TTicketDesign, themeAccent: string): TTicketDesignFormValues {
  return {
    use_theme_accent: design.accent_color === null,
    accent_color: design.accent_color ?? themeAccent,
    logo_image_id: design.logo_image_id,
    footer_text: design.footer_text ?? '',
    layout_type: design.layout_type,
    enabled: design.enabled,
    paper_size: design.paper_size,
    show_price: design.show_price,
    show_attendee_email: design.show_attendee_email,
    show_order_reference: design.show_order_reference,
    show_seat: design.show_seat,
    custom_text: design.custom_text ?? '',
    attach_pdf_to_email: design.attach_pdf_to_email,
  };
}

/** The whole `ticket_design_settings` the PATCH sends (the server merges settings at the top level only). */
export function toTicketDesign(values: TTicketDesignFormValues): TTicketDesign {
  return {
    accent_color: values.use_theme_accent ? null : values.accent_color.trim(),
    logo_image_id: values.logo_image_id,
    footer_text: blankToNull(values.footer_text),
    layout_type: values.layout_type,
    enabled: values.enabled,
    paper_size: values.paper_size,
    show_price: values.show_price,
    show_attendee_email: values.show_attendee_email,
    show_order_reference: values.show_order_reference,
    show_seat: values.show_seat,
    custom_text: blankToNull(values.custom_text),
    attach_pdf_to_email: values.attach_pdf_to_email,
  };
}

/**
 * The design the preview draws while the form is edited: a half-typed colour is left out (the theme's accent shows)
 * rather than breaking the preview, and text is shown as it will be saved (trimmed).
 */
export function previewTicketDesign(values: TTicketDesignFormValues): TTicketDesign {
  const design = toTicketDesign(values);
  const accent = design.accent_color;
  return { ...design, accent_color: accent && isHexColour(accent) ? accent : null };
}

/** The server's 422 names the design's fields under `ticket_design_settings.`. */
export function ticketDesignFieldOf(path: string): string {
  const prefix = 'ticket_design_settings.';
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** The placeholders a custom text names that no ticket has, written as typed (`{event.date}`). */
export const unknownPlaceholderTokens = (text: string): string[] =>
  unknownTicketPlaceholders(text).map((name) => `{${name}}`);

/** Inserts `token` over the selection (or at the caret) and says where the caret goes next. */
export function insertAt(
  value: string,
  token: string,
  selection: { start: number | null; end: number | null },
): { value: string; caret: number } {
  const start = Math.min(selection.start ?? value.length, value.length);
  const end = Math.max(start, Math.min(selection.end ?? start, value.length));
  return { value: value.slice(0, start) + token + value.slice(end), caret: start + token.length };
}

/** The colours offered as swatches: the theme's accent, the designer's default, then the page presets' accents. */
export function accentSwatches(themeAccent: string): string[] {
  const all = [themeAccent, DEFAULT_TICKET_ACCENT, ...COLOR_THEME_PRESETS.map((preset) => preset.accent)];
  return [...new Set(all.map((colour) => colour.toLowerCase()))].slice(0, 14);
}

/** The accent tickets draw with when the chosen one is too light to read on white, or null when it reads. */
export function accentReplacement(accent: string): string | null {
  if (!isHexColour(accent)) return null;
  const readable = readableAccent({ accent, background: '#ffffff' });
  return readable.toLowerCase() === accent.trim().toLowerCase() ? null : readable;
}

export type TSampleTicketInput = {
  event: Pick<
    TEvent,
    'id' | 'title' | 'start_date' | 'end_date' | 'timezone' | 'location_details' | 'images' | 'currency'
  >;
  design: TTicketDesign;
  themeAccent: string | null;
  attendee: { first_name: string | null; last_name: string | null; email: string | null };
  product: { title: string; price: number };
};

/** What the sample ticket's QR code and references read: plainly not a real ticket. */
export const SAMPLE_PUBLIC_ID = 'SAMPLE-TICKET';
export const SAMPLE_ORDER_REFERENCE = 'ord_SAMPLE';

/**
 * The designer's sample ticket (reference-screens §2.11): the event's real title, dates and venue, a mock attendee
 * and product, drawn with the design exactly as the server resolves it for real tickets.
 */
export function sampleTicket({ event, design, themeAccent, attendee, product }: TSampleTicketInput): TPublicTicket {
  const logo = ticketLogoOf(design, event.images);
  const ticketDesign = resolveTicketDesign(design, {
    themeAccent,
    logoUrl: logo?.url ?? null,
    values: ticketPlaceholderValues({
      ...attendee,
      event_title: event.title,
      product_name: product.title,
      order_reference: SAMPLE_ORDER_REFERENCE,
    }),
  });
  return {
    short_id: 'sample',
    public_id: SAMPLE_PUBLIC_ID,
    status: 'ACTIVE',
    first_name: attendee.first_name,
    last_name: attendee.last_name,
    product_title: product.title,
    price_label: null,
    order_public_id: SAMPLE_ORDER_REFERENCE,
    order_status: 'COMPLETED',
    price: { amount: product.price, currency: event.currency },
    email: ticketDesign.show_attendee_email ? attendee.email : null,
    event: {
      id: event.id,
      title: event.title,
      start_date: event.start_date,
      end_date: event.end_date,
      timezone: event.timezone,
      location_details: event.location_details,
      // The sample is paid: its code shows whatever the event lets in.
      allow_orders_awaiting_offline_payment_to_check_in: false,
    },
    ticket_design: ticketDesign,
  };
}
