import type { TStripePaymentIntentStatus } from '@marquee/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { Component } from './checkout-payment-return-page';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/public/events/${EVENT_ID}/order/o_abc123`;
const event = {
  id: EVENT_ID,
  title: 'Harbour Jazz Night',
  slug: 'harbour-jazz-night',
  settings: { order_timeout_in_minutes: 15, payment_providers: ['STRIPE'] },
  product_categories: [],
  questions: [],
  images: [],
};

const status = (overrides: Partial<TStripePaymentIntentStatus>): TStripePaymentIntentStatus => ({
  id: 'pi_1',
  status: 'processing',
  amount: 5000,
  currency: 'EUR',
  last_error: null,
  order_status: 'RESERVED',
  payment_status: 'AWAITING_PAYMENT',
  refund_status: null,
  ...overrides,
});

function renderReturn(answers: TStripePaymentIntentStatus[]) {
  const api = fakeApi({
    [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: event }),
    [`GET ${BASE}`]: () => json(200, { data: { short_id: 'o_abc123', status: 'RESERVED', order_items: [] } }),
    [`GET ${BASE}/stripe/payment_intent`]: () => json(200, { data: answers.length > 1 ? answers.shift() : answers[0] }),
  });
  const rendered = renderRoutes(
    [
      { path: '/checkout/:eventId/:orderShortId/payment_return', Component },
      { path: '/checkout/:eventId/:orderShortId/summary', element: <p>Summary page</p> },
    ],
    { initialPath: `/checkout/${EVENT_ID}/o_abc123/payment_return` },
  );
  return { ...rendered, api };
}

describe('payment return', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits while Stripe processes, then goes to the summary once the server completed the order', async () => {
    const { api } = renderReturn([
      status({ status: 'processing' }),
      status({ status: 'succeeded', order_status: 'COMPLETED', payment_status: 'PAYMENT_RECEIVED' }),
    ]);
    expect(await screen.findByText('Confirming your payment…', {}, { timeout: 5000 })).toBeInTheDocument();
    // One poll (1.5 s) away; generous, as a loaded CI machine once took 7 s to get there.
    expect(await screen.findByText('Summary page', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(api.callsTo('GET', `${BASE}/stripe/payment_intent`).length).toBeGreaterThanOrEqual(2);
  });

  it('says clearly that the payment failed, with Stripe’s reason and a way to try again', async () => {
    renderReturn([status({ status: 'requires_payment_method', last_error: 'Your card was declined.' })]);
    expect(await screen.findByText('Your payment did not go through')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/checkout/${EVENT_ID}/o_abc123/payment`,
    );
  });

  it('explains a payment that arrived after the reservation expired', async () => {
    renderReturn([status({ status: 'succeeded', order_status: 'CANCELLED', refund_status: 'REFUND_PENDING' })]);
    expect(await screen.findByText('Your reservation had expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toBeInTheDocument();
  });
});
