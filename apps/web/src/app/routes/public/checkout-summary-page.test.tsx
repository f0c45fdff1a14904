import type { TPublicOrder } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { EVENT_ID, PRODUCT_ID, publicEvent } from '../../../test/public-event';
import { renderRoutes } from '../../../test/render';
import { Component } from './checkout-summary-page';

const event = publicEvent({
  settings: {
    ...publicEvent().settings,
    offline_payment_instructions: '<p>Transfer to IBAN DE00 1234.</p>',
    show_share_buttons: true,
  },
  product_categories: [],
});

function order(overrides: Partial<TPublicOrder>): TPublicOrder {
  return {
    short_id: 'o_abc123',
    event_id: EVENT_ID,
    status: 'COMPLETED',
    payment_status: 'NO_PAYMENT_REQUIRED',
    reserved_until: null,
    is_expired: false,
    session_identifier: null,
    currency: 'EUR',
    first_name: 'Robin',
    last_name: 'Buyer',
    email: 'robin@example.com',
    promo_code: null,
    affiliate_code: null,
    total_before_additions: 5000,
    total_discount: 0,
    total_tax: 0,
    total_fee: 0,
    total_gross: 5000,
    order_items: [],
    attendees: [
      {
        short_id: 'a_xyz789',
        public_id: 'A-PUBLIC-ID-1',
        product_id: PRODUCT_ID,
        product_price_id: null,
        first_name: 'Robin',
        last_name: 'Buyer',
        email: 'robin@example.com',
        status: 'ACTIVE',
      },
    ],
    created_at: '2031-01-01T10:00:00.000Z',
    post_checkout_message: null,
    invoice: null,
    can_self_edit: false,
    pending_email: null,
    prefill: null,
    ...overrides,
  };
}

function renderSummary(data: TPublicOrder, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: event }),
    [`GET /api/public/events/${EVENT_ID}/order/o_abc123`]: () => json(200, { data }),
    ...handlers,
  });
  return { api, ...renderPage() };
}

function renderPage() {
  return renderRoutes([{ path: '/checkout/:eventId/:orderShortId/summary', Component }], {
    initialPath: `/checkout/${EVENT_ID}/o_abc123/summary`,
  });
}

describe('checkout summary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an offline order with its status (teal, spec §4) and the payment instructions', async () => {
    renderSummary(order({ status: 'AWAITING_OFFLINE_PAYMENT', payment_status: 'AWAITING_OFFLINE_PAYMENT' }));
    const badge = await screen.findByTestId('order-status');
    expect(badge).toHaveTextContent('awaiting offline payment');
    expect(badge).toHaveAttribute('data-status-color', 'teal');
    expect(screen.getByText('Transfer to IBAN DE00 1234.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', `/product/${EVENT_ID}/a_xyz789`);
  });

  it('shows the organizer message on a completed order, without payment instructions', async () => {
    renderSummary(order({ post_checkout_message: '<p>Doors open at 19:00.</p>' }));
    expect(await screen.findByText('Doors open at 19:00.')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('completed');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status-color', 'teal');
    expect(screen.queryByText('Transfer to IBAN DE00 1234.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download invoice/ })).not.toBeInTheDocument();
  });

  it('says when and where the event is, with calendar links and sharing', async () => {
    renderSummary(order({}));
    const card = await screen.findByTestId('summary-event');
    expect(card).toHaveTextContent('Harbour Jazz Night');
    expect(card).toHaveTextContent('Pier 7');
    const google = new URL(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')!);
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe('Harbour Jazz Night');
    expect(google.searchParams.get('location')).toBe('Pier 7, Hamburg, Germany');
    expect(google.searchParams.get('details')).toBe(`${window.location.origin}/event/${EVENT_ID}/harbour-jazz-night`);
    expect(screen.getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('href')).toContain(
      `/api/public/events/${EVENT_ID}/calendar.ics`,
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows no event card for an expired reservation', async () => {
    renderSummary(order({ status: 'RESERVED', is_expired: true }));
    await screen.findByText('Your reservation expired.');
    expect(screen.queryByTestId('summary-event')).not.toBeInTheDocument();
  });

  it('offers the invoice once the order has one', async () => {
    renderSummary(order({ invoice: { number: 'INV-7', status: 'PAID' } }));
    const link = await screen.findByRole('link', { name: 'Download invoice INV-7' });
    expect(link.getAttribute('href')).toContain(`/api/public/events/${EVENT_ID}/order/o_abc123/invoice`);
  });

  it("shows the buyer's details, and who to ask when the organizer does not allow changes", async () => {
    renderSummary(order({}));
    const card = await screen.findByTestId('summary-buyer');
    expect(card).toHaveTextContent('Robin Buyer');
    expect(card).toHaveTextContent('robin@example.com');
    expect(card).toHaveTextContent('o_abc123');
    expect(card).toHaveTextContent('To change these details, contact the organizer.');
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('lets the buyer ask to change their email, and shows it waiting for the new address to confirm', async () => {
    const person = userEvent.setup();
    const pending = order({ can_self_edit: true, pending_email: 'robin.new@example.com' });
    const { api } = renderSummary(order({ can_self_edit: true }), {
      [`PATCH /api/public/events/${EVENT_ID}/order/o_abc123`]: () => json(200, { data: pending }),
    });
    await person.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your details' });
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await person.clear(email);
    await person.type(email, 'robin.new@example.com');
    expect(within(dialog).getByTestId('email-change-note')).toHaveTextContent('once it is opened');
    await person.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(api.callsTo('PATCH', `/api/public/events/${EVENT_ID}/order/o_abc123`)[0]?.body).toEqual({
      first_name: 'Robin',
      last_name: 'Buyer',
      email: 'robin.new@example.com',
    });
    expect(
      await screen.findByText('We sent a link to robin.new@example.com: the order moves there once it is confirmed.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('summary-pending-email')).toHaveTextContent(
      'Waiting for robin.new@example.com to confirm',
    );
    expect(screen.getByTestId('summary-buyer-email')).toHaveTextContent('robin@example.com');
  });

  it('keeps the form open with the field error when the server refuses the change', async () => {
    const person = userEvent.setup();
    renderSummary(order({ can_self_edit: true }), {
      [`PATCH /api/public/events/${EVENT_ID}/order/o_abc123`]: () =>
        json(422, { message: 'The given data was invalid.', errors: { last_name: ['Use at most 255 characters.'] } }),
    });
    await person.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your details' });
    await person.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'x');
    await person.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Use at most 255 characters.')).toBeInTheDocument();
  });

  it('resends a ticket after asking, and shows the limit when there were too many', async () => {
    const person = userEvent.setup();
    let calls = 0;
    renderSummary(order({ can_self_edit: true }), {
      [`POST /api/public/events/${EVENT_ID}/order/o_abc123/attendees/a_xyz789/resend-ticket`]: () =>
        ++calls === 1
          ? json(200, { data: { sent_to: 'robin@example.com' } })
          : json(429, { message: 'Too many attempts. Please try again in 42 minutes.', errors: {} }),
    });
    const resend = async () => {
      await person.click(await screen.findByRole('button', { name: "Resend Robin Buyer's ticket" }));
      const dialog = await screen.findByRole('dialog', { name: "Send Robin Buyer's ticket again?" });
      expect(dialog).toHaveTextContent('We will email the ticket to robin@example.com.');
      await person.click(within(dialog).getByRole('button', { name: 'Send' }));
    };
    await resend();
    expect(await screen.findByText('The ticket is on its way to robin@example.com.')).toBeInTheDocument();
    await resend();
    expect(await screen.findByText('Too many attempts. Please try again in 42 minutes.')).toBeInTheDocument();
  });

  it('offers no change or resend for a cancelled ticket', async () => {
    const attendee = order({}).attendees[0]!;
    renderSummary(order({ can_self_edit: true, attendees: [{ ...attendee, status: 'CANCELLED' }] }));
    const row = await screen.findByTestId('summary-attendee');
    expect(row).toHaveTextContent('Cancelled');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'View ticket' })).not.toBeInTheDocument();
  });
});
