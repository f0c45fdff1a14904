import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPublicTicket } from '../../../test/public-ticket';
import { renderWithProviders } from '../../../test/render';
import { TicketCard } from './ticket-card';

const ticket = buildPublicTicket;

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

  it('shows no code to scan while payment is awaited, unless the event lets unpaid tickets in', async () => {
    const unpaid = { order_status: 'AWAITING_OFFLINE_PAYMENT', status: 'AWAITING_PAYMENT' };
    const { unmount } = renderWithProviders(<TicketCard ticket={ticket(unpaid, { layout_type: 'modern' })} />);
    const card = await screen.findByTestId('ticket-card');
    expect(within(card).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(within(card).queryByTestId('ticket-public-id')).not.toBeInTheDocument();
    expect(within(card).getByTestId('ticket-payment-awaited')).toHaveTextContent(
      'Payment awaitedThe code to show at the entrance appears here once the organizer has received your payment.',
    );
    unmount();

    const event = { ...ticket().event, allow_orders_awaiting_offline_payment_to_check_in: true };
    renderWithProviders(<TicketCard ticket={ticket({ ...unpaid, event })} />);
    const allowed = await screen.findByTestId('ticket-card');
    expect(within(allowed).getByRole('img', { name: 'QR code of ticket P-7H3K9M2X4Q' })).toBeInTheDocument();
    expect(within(allowed).queryByTestId('ticket-payment-awaited')).not.toBeInTheDocument();
    expect(within(allowed).getByTestId('ticket-status')).toHaveTextContent('Awaiting payment');
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
