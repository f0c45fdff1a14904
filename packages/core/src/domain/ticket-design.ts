/*
 * The ticket designer's settings (server-behaviour §13, reference-screens §5, issue 29): how the printed ticket, the
 * ticket page and the PDF look. Pure: the server's PDF renderer and the web's ticket share these rules.
 */

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
