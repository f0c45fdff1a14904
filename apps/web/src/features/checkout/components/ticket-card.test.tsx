import type { TPublicTicket } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TicketCard } from './ticket-card';

function ticket(overrides: Partial<TPublicTicket> = {}): TPublicTicket {
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
    event: {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Harbour Jazz Night',
      start_date: '2031-06-01T18:00:00.000Z',
      end_date: '2031-06-01T21:00:00.000Z',
      timezone: 'Europe/Berlin',
      location_details: { venue_name: 'Pier 7', city: 'Hamburg', country: 'DE' },
    },
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
});
