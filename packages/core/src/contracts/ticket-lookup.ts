import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../domain/locales';

/** "Find my tickets" (server-behaviour §6 "Ticket lookup", decision 110). */
export const ZTicketLookupRequest = z
  .object({
    email: z.email({ error: 'Enter a valid email address.' }).max(255),
    /** The language of the email; the page's own by default. */
    locale: z.enum(SUPPORTED_LOCALES).optional(),
  })
  .meta({ id: 'TicketLookupRequest' });
export type TTicketLookupRequest = z.infer<typeof ZTicketLookupRequest>;

export const ZTicketLookupOrder = z.object({
  short_id: z.string(),
  status: z.string(),
  currency: z.string(),
  total_gross: z.number().int(),
  /** Tickets of the order that are not cancelled. */
  ticket_count: z.number().int(),
  created_at: z.string(),
  event: z.object({
    id: z.uuid(),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    timezone: z.string(),
    /** One line: the venue's address, or null (online events say so with is_online). */
    location: z.string().nullable(),
    is_online: z.boolean(),
    organizer_name: z.string(),
  }),
});
export type TTicketLookupOrder = z.infer<typeof ZTicketLookupOrder>;

export const ZTicketLookupResult = z
  .object({
    email: z.string(),
    expires_at: z.string(),
    /** Newest first. */
    orders: z.array(ZTicketLookupOrder),
  })
  .meta({ id: 'TicketLookupResult' });
export type TTicketLookupResult = z.infer<typeof ZTicketLookupResult>;
