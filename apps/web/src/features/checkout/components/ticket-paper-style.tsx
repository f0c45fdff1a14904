import type { TTicketPaperSize } from '@marquee/core';
import { ticketPageCss } from '../lib/ticket-links';

/**
 * Prints on the ticket design's paper (A4, Letter or 2 × 5.5 in stock). Rendered after the stylesheets, so its
 * `@page` rule wins over the default margin; it goes when the print page does.
 */
export function TicketPaperStyle({ paper }: { paper: TTicketPaperSize }) {
  return <style data-testid="ticket-paper-style">{ticketPageCss(paper)}</style>;
}
