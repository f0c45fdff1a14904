import type { TTicketPaperSize } from '@marquee/core';
import { buildApiUrl } from '../../../lib/api-client';
import { publicEventPath, publicOrderPath } from '../../public-event';

/*
 * The addresses of the tickets as PDF files (issue 29 point 5, decision 156), in one place. Like the invoice, the
 * order's PDF is reached by the order's short id, the buyer's key (decision 137); the browser sends the session cookie
 * by itself.
 */

/** One ticket as a PDF, its words and dates in `locale` (the reader's language). */
export const ticketPdfUrl = (eventId: string, attendeeShortId: string, locale: string) =>
  buildApiUrl(`${publicEventPath(eventId)}/attendees/${encodeURIComponent(attendeeShortId)}/ticket.pdf`, { locale });

/** Every valid ticket of an order in one PDF, a page each, in `locale`. */
export const orderTicketsPdfUrl = (eventId: string, orderShortId: string, locale: string) =>
  buildApiUrl(`${publicOrderPath(eventId, orderShortId)}/tickets.pdf`, { locale });

/** The printed page of each paper size: the sheet and a margin that suits it (2 × 5.5 in stock has almost none). */
const PAGE_RULES: Record<TTicketPaperSize, string> = {
  A4: 'size: A4 portrait; margin: 15mm;',
  LETTER: 'size: letter portrait; margin: 0.6in;',
  TICKET: 'size: 2in 5.5in; margin: 3mm;',
};

/** The `@page` rule a print of tickets on this paper uses. */
export const ticketPageCss = (paper: TTicketPaperSize) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS rule
  `@page { ${PAGE_RULES[paper]} }`;
