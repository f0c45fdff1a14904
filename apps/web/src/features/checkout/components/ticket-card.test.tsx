import type { TPublicTicket, TResolvedTicketDesign } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TicketCard } from './ticket-card';

/** The plain design: what the server sends for an event that never opened the designer. */
const plainDesign: TResolvedTicketDesign = {
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

function ticket(overrides: Partial<TPublicTicket> = {}, design: Partial<TResolvedTicketDesign> = {}): TPublicTicket {
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
    },
    ticket_design: { ...plainDesign, ...design },
    ...overrides,
  };
}

describe('TicketCard', () => {
  it('shows the event, its date in the event time zone, venue, attendee, product and price, order, status and QR', async () => {
    renderWithProviders(<TicketCard ticket={ticket()} />);
    const card = await screen.findByTestId('ticket-card');
    expect(within(card).getByRole('heading', { name: 'Harbour Jazz Night' })).toBeInTheDocument();
    // 18:00 UTC is 20:00 in Berlin in June.
    expect(card).toHaveTextContent(/June 1, 2031.*8:00\s?PM/);
    expect(card).toHaveTextContent('Pier 7');
    expect(within(card).getByTestId('ticket-attendee')).toHaveTextContent('Robin Buyer');
    expect(card).toHaveTextContent('Seated ticket – Early bird');
    expect(card).toHaveTextContent('Order ord_Z9x8C7v6B5n4MqWeRtYuIoP');
    expect(within(card).getByTestId('ticket-price')).toHaveTextContent('€25.00');
    expect(within(card).getByTestId('ticket-status')).toHaveTextContent('Valid');
    expect(within(card).getByRole('img', { name: 'QR code of ticket P-7H3K9M2X4Q' })).toBeInTheDocument();
    expect(within(card).queryByTestId('ticket-cancelled')).not.toBeInTheDocument();
  });

  it('marks a cancelled ticket clearly and an unpaid one as awaiting payment', async () => {
    const { unmount } = renderWithProviders(<TicketCard ticket={ticket({ status: 'CANCELLED' })} />);
    const card = await screen.findByTestId('ticket-card');
    expect(card).toHaveAttribute('data-cancelled', 'true');
    expect(within(card).getByTestId('ticket-cancelled')).toHaveTextContent('not valid for entry');
    expect(within(card).getByTestId('ticket-status')).toHaveTextContent('Cancelled');
    unmount();
    renderWithProviders(
      <TicketCard ticket={ticket({ order_status: 'AWAITING_OFFLINE_PAYMENT', status: 'AWAITING_PAYMENT' })} />,
    );
    expect(within(await screen.findByTestId('ticket-card')).getByTestId('ticket-status')).toHaveTextContent(
      'Awaiting payment',
    );
  });

  it('draws the design: accent, logo, footer, custom text, and only the fields it shows', async () => {
    renderWithProviders(
      <TicketCard
        ticket={ticket(
          { email: 'robin@example.com', price: { amount: 0, currency: 'EUR' } },
          {
            accent_color: '#0b7285',
            logo_url: 'https://cdn.example.com/logo.webp',
            footer_text: 'No re-entry after midnight',
            custom_text: 'Welcome, Robin!',
            show_attendee_email: true,
            show_order_reference: false,
          },
        )}
      />,
    );
    const card = await screen.findByTestId('ticket-card');
    expect(card).toHaveAttribute('data-layout', 'default');
    expect(card.style.getPropertyValue('--ticket-accent')).toBe('#0b7285');
    expect(within(card).getByRole('img', { name: 'Event logo' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/logo.webp',
    );
    expect(within(card).getByTestId('ticket-footer')).toHaveTextContent('No re-entry after midnight');
    expect(within(card).getByTestId('ticket-custom-text')).toHaveTextContent('Welcome, Robin!');
    expect(within(card).getByTestId('ticket-email')).toHaveTextContent('robin@example.com');
    expect(within(card).getByTestId('ticket-price')).toHaveTextContent('Free');
    expect(within(card).queryByTestId('ticket-order-reference')).not.toBeInTheDocument();
  });

  it('hides the price when the design does, and draws the modern layout with the code in its stub', async () => {
    renderWithProviders(<TicketCard ticket={ticket({}, { layout_type: 'modern', show_price: false })} />);
    const card = await screen.findByTestId('ticket-card');
    expect(card).toHaveAttribute('data-layout', 'modern');
    expect(within(card).queryByTestId('ticket-price')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Harbour Jazz Night' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'QR code of ticket P-7H3K9M2X4Q' })).toBeInTheDocument();
    expect(within(card).queryByTestId('ticket-logo')).not.toBeInTheDocument();
  });
});
