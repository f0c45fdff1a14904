import { describe, expect, it } from 'vitest';
import { orderTicketsPdfUrl, ticketPageCss, ticketPdfUrl } from './ticket-links';

describe('ticket links', () => {
  it('points at the PDFs of one ticket and of an order, in the reader’s language', () => {
    expect(ticketPdfUrl('e1', 'a_1/2', 'pt-br')).toBe(
      '/api/public/events/e1/attendees/a_1%2F2/ticket.pdf?locale=pt-br',
    );
    expect(orderTicketsPdfUrl('e1', 'o_9', 'de')).toBe('/api/public/events/e1/order/o_9/tickets.pdf?locale=de');
  });

  it('prints on the design’s paper: A4, US Letter, or 2 × 5.5 in stock', () => {
    expect(ticketPageCss('A4')).toContain('size: A4');
    expect(ticketPageCss('LETTER')).toContain('size: letter');
    expect(ticketPageCss('TICKET')).toContain('size: 2in 5.5in');
  });
});
