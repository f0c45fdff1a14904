import type { TPublicOrder } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { buildPublicTicket } from '../../../test/public-ticket';
import { EVENT_ID, PRODUCT_ID } from '../../../test/public-event';
import { renderRoutes } from '../../../test/render';
import { Component as OrderPrintPage } from './order-print-page';
import { PrintComponent as TicketPrintPage } from './ticket-page';

const attendee = (shortId: string, firstName: string): TPublicOrder['attendees'][number] => ({
  short_id: shortId,
  public_id: `P-${shortId}`,
  product_id: PRODUCT_ID,
  product_price_id: null,
  first_name: firstName,
  last_name: 'Buyer',
  email: null,
  status: 'ACTIVE',
});

const order = {
  short_id: 'o_abc123',
  event_id: EVENT_ID,
  status: 'COMPLETED',
  attendees: [attendee('a_one', 'Robin'), attendee('a_two', 'Sam')],
} as TPublicOrder;

const ticketOf = (shortId: string, firstName: string) =>
  buildPublicTicket({ short_id: shortId, public_id: `P-${shortId}`, first_name: firstName });

describe('print pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("open the print dialog by themselves once the order's tickets are on the page", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}/order/o_abc123`]: () => json(200, { data: order }),
      [`GET /api/public/events/${EVENT_ID}/attendees/a_one`]: () => json(200, { data: ticketOf('a_one', 'Robin') }),
      [`GET /api/public/events/${EVENT_ID}/attendees/a_two`]: () => json(200, { data: ticketOf('a_two', 'Sam') }),
    });
    renderRoutes([{ path: '/order/:eventId/:orderShortId/print', element: <OrderPrintPage /> }], {
      initialPath: `/order/${EVENT_ID}/o_abc123/print`,
    });

    expect(await screen.findAllByTestId('ticket-card')).toHaveLength(2);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // Once: the Print button is there for a second try.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('open no print dialog for an order without tickets to print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}/order/o_abc123`]: () => json(200, { data: { ...order, attendees: [] } }),
    });
    renderRoutes([{ path: '/order/:eventId/:orderShortId/print', element: <OrderPrintPage /> }], {
      initialPath: `/order/${EVENT_ID}/o_abc123/print`,
    });

    expect(await screen.findByText('This order has no tickets to print.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(print).not.toHaveBeenCalled();
  });

  it('open it for a single ticket too, with the same hook', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}/attendees/a_one`]: () => json(200, { data: ticketOf('a_one', 'Robin') }),
    });
    renderRoutes([{ path: '/product/:eventId/:attendeeShortId/print', element: <TicketPrintPage /> }], {
      initialPath: `/product/${EVENT_ID}/a_one/print`,
    });

    expect(await screen.findByTestId('ticket-card')).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
