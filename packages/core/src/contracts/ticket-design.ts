import { z } from 'zod';
import { HEX_COLOUR } from '../domain/public-config';
import {
  TICKET_CUSTOM_TEXT_MAX,
  TICKET_FOOTER_MAX,
  TICKET_LAYOUT_TYPES,
  TICKET_PAPER_SIZES,
  unknownTicketPlaceholders,
  type TResolvedTicketDesign,
  type TTicketDesign,
} from '../domain/ticket-design';

const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .refine((value) => !/[\r\n]/.test(value), { error: 'Keep it on one line.' })
    .nullable();

/** `ticket_design_settings` of an event (server-behaviour §13, issue 29). */
export const ZTicketDesign = z
  .object({
    accent_color: z
      .string()
      .trim()
      .regex(HEX_COLOUR, { error: 'Use a hex colour such as #1a73e8.' })
      .nullable()
      .default(null),
    logo_image_id: z.uuid({ error: 'Choose an uploaded logo.' }).nullable().default(null),
    footer_text: singleLine(TICKET_FOOTER_MAX).default(null),
    layout_type: z.enum(TICKET_LAYOUT_TYPES).default('default'),
    enabled: z.boolean().default(true),
    paper_size: z.enum(TICKET_PAPER_SIZES).default('A4'),
    show_price: z.boolean().default(true),
    show_attendee_email: z.boolean().default(false),
    show_order_reference: z.boolean().default(true),
    show_seat: z.boolean().default(false),
    custom_text: singleLine(TICKET_CUSTOM_TEXT_MAX)
      .refine((value) => value === null || unknownTicketPlaceholders(value).length === 0, {
        error: 'Use only the placeholders listed, such as {attendee.name}.',
      })
      .default(null),
    attach_pdf_to_email: z.boolean().default(true),
  })
  .meta({ id: 'TicketDesignSettings' });

const _sameShape: [TTicketDesign, z.output<typeof ZTicketDesign>] = [
  {} as z.output<typeof ZTicketDesign>,
  {} as TTicketDesign,
];
void _sameShape;

/** The design of one public ticket as drawn (`resolveTicketDesign`): the ticket page, its print and the PDF. */
export const ZResolvedTicketDesign = z
  .object({
    /** The accent, readable on the white ticket (WCAG AA). */
    accent_color: z.string(),
    logo_url: z.string().nullable(),
    footer_text: z.string().nullable(),
    layout_type: z.enum(TICKET_LAYOUT_TYPES),
    paper_size: z.enum(TICKET_PAPER_SIZES),
    show_price: z.boolean(),
    show_attendee_email: z.boolean(),
    show_order_reference: z.boolean(),
    show_seat: z.boolean(),
    /** Already filled with this ticket's values. */
    custom_text: z.string().nullable(),
  })
  .meta({ id: 'ResolvedTicketDesign' });

const _sameResolvedShape: [TResolvedTicketDesign, z.output<typeof ZResolvedTicketDesign>] = [
  {} as z.output<typeof ZResolvedTicketDesign>,
  {} as TResolvedTicketDesign,
];
void _sameResolvedShape;
