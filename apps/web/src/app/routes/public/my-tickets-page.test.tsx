import type { TTicketLookupResult } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { EVENT_ID } from '../../../test/public-event';
import { renderRoutes } from '../../../test/render';
import { Component, RequestComponent } from './my-tickets-page';

const TOKEN = `tl${'a'.repeat(30)}`;
const result: TTicketLookupResult = {
  email: 'robin@example.com',
  expires_at: '2031-01-02T10:00:00.000Z',
  orders: [
    {
      short_id: 'o_new456',
      status: 'AWAITING_OFFLINE_PAYMENT',
      currency: 'EUR',
      total_gross: 5000,
      ticket_count: 2,
      created_at: '2031-01-01T10:00:00.000Z',
      event: {
        id: EVENT_ID,
        title: 'Harbour Jazz Night',
        start_date: '2031-03-01T18:00:00.000Z',
        end_date: null,
        timezone: 'Europe/Berlin',
        location: 'Pier 7, Hamburg',
        is_online: false,
        organizer_name: 'Blue Note',
      },
    },
  ],
};

const renderPage = (path: string) =>
  renderRoutes(
    [
      { path: '/my-tickets', Component: RequestComponent },
      { path: '/my-tickets/:token', Component },
    ],
    { initialPath: path },
  );

describe('my tickets', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the link's orders with their event, status and links to view and print", async () => {
    fakeApi({ [`GET /api/public/ticket-lookup/${TOKEN}`]: () => json(200, { data: result }) });
    renderPage(`/my-tickets/${TOKEN}`);
    const card = await screen.findByTestId('lookup-order');
    expect(screen.getByText('Orders placed with robin@example.com, newest first.')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Harbour Jazz Night' })).toBeInTheDocument();
    expect(card).toHaveTextContent('awaiting offline payment');
    expect(card).toHaveTextContent('Pier 7, Hamburg');
    expect(card).toHaveTextContent('Order o_new456 · 2 tickets · €50.00');
    expect(within(card).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/checkout/${EVENT_ID}/o_new456/summary`,
    );
    expect(within(card).getByRole('link', { name: 'Print tickets' })).toHaveAttribute(
      'href',
      `/order/${EVENT_ID}/o_new456/print`,
    );
  });

  it('offers a new link when this one expired, and says to check the inbox once asked', async () => {
    const api = fakeApi({
      [`GET /api/public/ticket-lookup/${TOKEN}`]: () =>
        json(404, { message: 'This link has expired or is not valid.', errors: {} }),
      'POST /api/public/ticket-lookup': () => json(200, { data: { message: 'ok' } }),
    });
    renderPage(`/my-tickets/${TOKEN}`);
    await screen.findByTestId('lookup-expired');
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    await person.type(screen.getByRole('textbox', { name: /Email address/ }), 'robin@example.com');
    await person.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If there are orders for robin@example.com, we have sent a link to them.',
    );
    expect(api.callsTo('POST', '/api/public/ticket-lookup')[0]?.body).toMatchObject({ email: 'robin@example.com' });
  });

  it('shows the limit when asked too often', async () => {
    fakeApi({
      'POST /api/public/ticket-lookup': () =>
        json(429, { message: 'Too many attempts. Please try again in 40 minutes.', errors: {} }),
    });
    renderPage('/my-tickets');
    const person = userEvent.setup();
    await person.type(await screen.findByRole('textbox', { name: /Email address/ }), 'robin@example.com');
    await person.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Too many attempts. Please try again in 40 minutes.')).toBeInTheDocument();
  });
});
