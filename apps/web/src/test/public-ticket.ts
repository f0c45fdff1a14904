import type { TPublicTicket, TResolvedTicketDesign } from '@marquee/core';

/** The plain design: what the server sends for an event that never opened the designer. */
export const plainTicketDesign: TResolvedTicketDesign = {
  accent_color: '#333333',
  logo_url: null,
  footer_text: null,
  layout_type: 'default',
  paper_size: 'A4',
  show_price: true,
  show_attendee_email: false,
  show_order_reference: true,
  show_seat: false,
  custom_text: null,
};

/** A valid ticket of a paid order for Harbour Jazz Night, as GET …/public/events/{id}/attendees/{shortId} answers. */
export function buildPublicTicket(
  overrides: Partial<TPublicTicket> = {},
  design: Partial<TResolvedTicketDesign> = {},
): TPublicTicket {
  return {
    short_id: 'a_Q2w3E4r5T6y7U',
    public_id: 'P-7H3K9M2X4Q',
    status: 'ACTIVE',
    first_name: 'Robin',
    last_name: 'Buyer',
    product_title: 'Seated ticket',
    price_label: 'Early bird',
    order_public_id: 'ord_Z9x8C7v6B5n4MqWeRtYuIoP',
    order_status: 'COMPLETED',
    price: { amount: 2500, currency: 'EUR' },
    email: null,
    event: {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Harbour Jazz Night',
      start_date: '2031-06-01T18:00:00.000Z',
      end_date: '2031-06-01T21:00:00.000Z',
      timezone: 'Europe/Berlin',
      location_details: { venue_name: 'Pier 7', city: 'Hamburg', country: 'DE' },
      allow_orders_awaiting_offline_payment_to_check_in: false,
    },
    ticket_design: { ...plainTicketDesign, ...design },
    ...overrides,
  };
}
