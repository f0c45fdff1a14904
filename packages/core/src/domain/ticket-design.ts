/*
 * The ticket designer's settings (server-behaviour §13, reference-screens §5, issue 29): how the printed ticket, the
 * ticket page and the PDF look. Pure: the server's PDF renderer and the web's ticket share these rules.
 */
import { readableAccent } from './page-theme';

export const TICKET_LAYOUT_TYPES = ['default', 'modern'] as const;
export type TTicketLayoutType = (typeof TICKET_LAYOUT_TYPES)[number];

/** A4, US Letter, and a 2 × 5.5 in ticket / badge stock. */
export const TICKET_PAPER_SIZES = ['A4', 'LETTER', 'TICKET'] as const;
export type TTicketPaperSize = (typeof TICKET_PAPER_SIZES)[number];

/** Page sizes in PDF points (1/72 in), portrait. */
export const TICKET_PAPER_POINTS: Record<TTicketPaperSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  LETTER: { width: 612, height: 792 },
  TICKET: { width: 144, height: 396 },
};

export const TICKET_FOOTER_MAX = 500;
export const TICKET_CUSTOM_TEXT_MAX = 500;
/** The ticket designer's default accent (reference-screens §5). */
export const DEFAULT_TICKET_ACCENT = '#333333';

export type TTicketDesign = {
  /** null: the event theme's accent. */
  accent_color: string | null;
  logo_image_id: string | null;
  footer_text: string | null;
  layout_type: TTicketLayoutType;
  /** Off: tickets keep the plain design (the product's own), whatever is set here. */
  enabled: boolean;
  paper_size: TTicketPaperSize;
  show_price: boolean;
  show_attendee_email: boolean;
  show_order_reference: boolean;
  /** Reserved seating is a later feature: the seat shows once tickets carry one. */
  show_seat: boolean;
  /** A line of text with placeholders (`{attendee.name}`), filled per ticket. */
  custom_text: string | null;
  /** The confirmation email carries the order's tickets as one PDF. */
  attach_pdf_to_email: boolean;
};

export function defaultTicketDesign(): TTicketDesign {
  return {
    accent_color: null,
    logo_image_id: null,
    footer_text: null,
    layout_type: 'default',
    enabled: true,
    paper_size: 'A4',
    show_price: true,
    show_attendee_email: false,
    show_order_reference: true,
    show_seat: false,
    custom_text: null,
    attach_pdf_to_email: true,
  };
}

/** The values a ticket's custom text can name. */
export const TICKET_PLACEHOLDERS = [
  'attendee.name',
  'attendee.first_name',
  'attendee.last_name',
  'attendee.email',
  'event.title',
  'product.name',
  'order.reference',
] as const;
export type TTicketPlaceholder = (typeof TICKET_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\s*([a-z_]+\.[a-z_]+)\s*\}/g;

/** Placeholders the text names that a ticket has no value for, for the designer's field error. */
export function unknownTicketPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(TICKET_PLACEHOLDERS as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/** The custom text of one ticket: each known placeholder replaced by its value, unknown ones left as written. */
export function fillTicketText(text: string, values: Partial<Record<TTicketPlaceholder, string | null>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(TICKET_PLACEHOLDERS as readonly string[]).includes(name)) return whole;
    return values[name as TTicketPlaceholder] ?? '';
  });
}

/** The accent a ticket is drawn with: the design's own, the event theme's, or the designer's default. */
export function ticketAccent(design: Pick<TTicketDesign, 'accent_color' | 'enabled'>, themeAccent?: string | null) {
  if (!design.enabled) return DEFAULT_TICKET_ACCENT;
  return design.accent_color ?? themeAccent ?? DEFAULT_TICKET_ACCENT;
}

/**
 * A ticket's design as drawn (the public ticket's `ticket_design`, the designer's preview, the PDF): the accent
 * readable on the white ticket, the logo as an address, the custom text filled with this ticket's values. A design
 * turned off draws the plain ticket.
 */
export type TResolvedTicketDesign = {
  accent_color: string;
  logo_url: string | null;
  footer_text: string | null;
  layout_type: TTicketLayoutType;
  paper_size: TTicketPaperSize;
  show_price: boolean;
  show_attendee_email: boolean;
  show_order_reference: boolean;
  show_seat: boolean;
  custom_text: string | null;
};

/** Tickets are printed black on white: the accent draws text and the QR frame on white. */
const TICKET_BACKGROUND = '#ffffff';

export function resolveTicketDesign(
  design: TTicketDesign,
  input: {
    /** The event page theme's accent, for a design that names none. */
    themeAccent?: string | null;
    /** The logo's address, when `logo_image_id` names an image that still exists. */
    logoUrl: string | null;
    values: Partial<Record<TTicketPlaceholder, string | null>>;
  },
): TResolvedTicketDesign {
  const used = design.enabled ? design : defaultTicketDesign();
  const accent = ticketAccent(design, input.themeAccent);
  return {
    accent_color: readableAccent({ accent, background: TICKET_BACKGROUND }),
    logo_url: design.enabled ? input.logoUrl : null,
    footer_text: used.footer_text,
    layout_type: used.layout_type,
    paper_size: used.paper_size,
    show_price: used.show_price,
    show_attendee_email: used.show_attendee_email,
    show_order_reference: used.show_order_reference,
    show_seat: used.show_seat,
    custom_text: used.custom_text ? fillTicketText(used.custom_text, input.values) || null : null,
  };
}

/** The placeholder values of one ticket, named the same way wherever a ticket is drawn. */
export function ticketPlaceholderValues(ticket: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  event_title: string;
  product_name: string;
  order_reference: string;
}): Record<TTicketPlaceholder, string | null> {
  return {
    'attendee.name': [ticket.first_name, ticket.last_name].filter(Boolean).join(' ') || null,
    'attendee.first_name': ticket.first_name,
    'attendee.last_name': ticket.last_name,
    'attendee.email': ticket.email,
    'event.title': ticket.event_title,
    'product.name': ticket.product_name,
    'order.reference': ticket.order_reference,
  };
}

/**
 * The logo a design names among the event's images. A new ticket logo replaces the old one as soon as it is
 * uploaded (one per event), so an id that no longer exists means "the logo was replaced": the current one is used
 * until the design is saved with its id. No id: no logo.
 */
export function ticketLogoOf<TImageLike extends { id: string; type: string }>(
  design: Pick<TTicketDesign, 'logo_image_id'>,
  images: readonly TImageLike[],
): TImageLike | null {
  if (!design.logo_image_id) return null;
  const logos = images.filter((image) => image.type === 'TICKET_LOGO');
  return logos.find((image) => image.id === design.logo_image_id) ?? logos.at(-1) ?? null;
}
