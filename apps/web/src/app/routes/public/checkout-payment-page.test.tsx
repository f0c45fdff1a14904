import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { Component } from './checkout-payment-page';

// Stripe.js cannot load in a test: the card block is replaced by a marker showing what it was given.
vi.mock('../../../features/checkout/components/stripe-payment', () => ({
  default: ({ shortId }: { shortId: string }) => <p>Stripe block for {shortId}</p>,
}));

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const event = (providers: string[]) => ({
  id: EVENT_ID,
  title: 'Harbour Jazz Night',
  slug: 'harbour-jazz-night',
  settings: { order_timeout_in_minutes: 15, payment_providers: providers, offline_payment_instructions: null },
  product_categories: [],
  questions: [],
  images: [],
});
const order = {
  short_id: 'o_abc123',
  event_id: EVENT_ID,
  status: 'RESERVED',
  payment_status: 'AWAITING_PAYMENT',
  reserved_until: new Date(Date.now() + 600_000).toISOString(),
  is_expired: false,
  currency: 'EUR',
  email: 'robin@example.com',
  total_gross: 5000,
  order_items: [],
  attendees: [],
};

function renderPayment(providers: string[], publishableKey: string | null) {
  fakeApi({
    [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: event(providers) }),
    [`GET /api/public/events/${EVENT_ID}/order/o_abc123`]: () => json(200, { data: order }),
  });
  return renderRoutes([{ path: '/checkout/:eventId/:orderShortId/payment', Component }], {
    initialPath: `/checkout/${EVENT_ID}/o_abc123/payment`,
    config: { cardPaymentPublishableKey: publishableKey },
  });
}

describe('payment step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the card payment block when the event takes cards and the site has Stripe', async () => {
    renderPayment(['STRIPE', 'OFFLINE'], 'pk_test_123');
    expect(await screen.findByText('Stripe block for o_abc123')).toBeInTheDocument();
    expect(screen.getByText('Pay offline')).toBeInTheDocument();
  });

  it('says card payments are unavailable when the site has no Stripe keys', async () => {
    renderPayment(['STRIPE'], null);
    expect(await screen.findByText('Card payments are not available on this site.')).toBeInTheDocument();
    expect(screen.queryByText(/Stripe block/)).not.toBeInTheDocument();
  });
});
