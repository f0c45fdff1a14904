import type { TOrderDetail } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderTimeline } from './order-timeline';

const order = {
  currency: 'EUR',
  timeline: [
    { kind: 'CREATED', at: '2026-03-01T09:58:00.000Z', details: {} },
    {
      kind: 'MESSAGE',
      at: '2026-03-02T10:00:00.000Z',
      details: { subject: 'Doors open at 7', to: 'cara@example.com', status: 'SENT', message_id: 'm1' },
    },
    {
      kind: 'MESSAGE',
      at: '2026-03-03T10:00:00.000Z',
      details: { subject: 'Your seat moved', to: 'bounce@example.com', status: 'FAILED', message_id: 'm2' },
    },
  ],
} as unknown as TOrderDetail;

describe('OrderTimeline', () => {
  it('shows the messages the order received, and one that could not be delivered', () => {
    renderWithProviders(<OrderTimeline order={order} />);
    const timeline = screen.getByTestId('order-timeline');
    expect(within(timeline).getByText('Message “Doors open at 7” sent')).toBeInTheDocument();
    expect(within(timeline).getByText('cara@example.com')).toBeInTheDocument();
    expect(within(timeline).getByText('Message “Your seat moved” could not be delivered')).toBeInTheDocument();
    expect(within(timeline).getByText('bounce@example.com')).toBeInTheDocument();
  });

  it("tells what the buyer changed themselves, apart from staff's changes", () => {
    const buyerTimeline = {
      currency: 'EUR',
      timeline: [
        {
          kind: 'BUYER_ACTION',
          at: '2026-03-04T10:00:00.000Z',
          details: { action: 'BUYER_SELF_EDITED', fields: 'last_name, email' },
        },
        {
          kind: 'BUYER_ACTION',
          at: '2026-03-04T10:01:00.000Z',
          details: { action: 'TICKET_SELF_RESENT', attendee: 'A-7XK2P9Q', to: 'tim@example.com' },
        },
        {
          kind: 'EMAIL_QUEUED',
          at: '2026-03-04T10:02:00.000Z',
          details: { template: 'order_email_changed', to: 'old@example.com' },
        },
      ],
    } as unknown as TOrderDetail;
    renderWithProviders(<OrderTimeline order={buyerTimeline} />);
    const timeline = screen.getByTestId('order-timeline');
    expect(within(timeline).getByText('Buyer edited their details')).toBeInTheDocument();
    expect(within(timeline).getByText('last name, email')).toBeInTheDocument();
    expect(within(timeline).getByText('Buyer asked for ticket A-7XK2P9Q again')).toBeInTheDocument();
    expect(within(timeline).getByText('Change of address notice emailed')).toBeInTheDocument();
  });
});
