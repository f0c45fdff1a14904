import type { TPublicConfig } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { EVENT_ID, PRICE_ID, PRODUCT_ID, publicEvent } from '../../../test/public-event';
import { renderRoutes } from '../../../test/render';
import { RouteErrorPage } from '../route-error-page';
import { Component, createLoader } from './event-page';

function renderEventPage(initialPath: string, config: Partial<TPublicConfig> = {}) {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  return renderRoutes(
    [
      {
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>loading</p>,
        children: [
          { path: '/event/:eventId/:eventSlug?', loader: createLoader(queryClient), Component },
          { path: '/checkout/:eventId/:orderShortId/details', element: <p>details step</p> },
        ],
      },
    ],
    { initialPath, queryClient, config },
  );
}

describe('public event page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('redirects to the canonical slug keeping the query string and asks with the promo code', async () => {
    const api = fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    const { router } = renderEventPage(`/event/${EVENT_ID}/old-name?promo_code=FRIENDS&aff=PARTNER`);

    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    expect(router.state.location.pathname).toBe(`/event/${EVENT_ID}/harbour-jazz-night`);
    expect(router.state.location.search).toBe('?promo_code=FRIENDS&aff=PARTNER');
    expect(api.calls[0]!.url.searchParams.get('promo_code')).toBe('FRIENDS');
  });

  it("links the organizer block to the organizer's page only when that page is public", async () => {
    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    const { unmount } = renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    const link = await screen.findByRole('link', { name: 'More events by Blue Note' });
    expect(link).toHaveAttribute('href', '/events/44444444-4444-4444-8444-444444444444/blue-note');
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toBeInTheDocument();
    unmount();

    const hidden = publicEvent();
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}`]: () =>
        json(200, { data: { ...hidden, organizer: { ...hidden.organizer, has_public_page: false } } }),
    });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    expect(screen.queryByRole('link', { name: /More events by/ })).not.toBeInTheDocument();
  });

  it('tells the organizer that a draft is a preview buyers cannot see, and not a live event', async () => {
    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent({ status: 'DRAFT' }) }) });
    const { unmount } = renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    const banner = await screen.findByTestId('event-preview-banner');
    expect(banner).toHaveTextContent('Preview: buyers cannot see this page yet');
    expect(within(banner).getByRole('link', { name: 'Open the event to publish it' })).toHaveAttribute(
      'href',
      `/manage/event/${EVENT_ID}/dashboard`,
    );
    unmount();

    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    expect(screen.queryByTestId('event-preview-banner')).not.toBeInTheDocument();
  });

  it('shows DEFAULT_IMAGE_URL in place of a missing cover, and nothing without it', async () => {
    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    const { unmount } = renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`, {
      defaultImageUrl: 'https://cdn.example.com/default.jpg',
    });
    expect(await screen.findByTestId('event-default-cover')).toHaveAttribute(
      'src',
      'https://cdn.example.com/default.jpg',
    );
    unmount();

    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    expect(screen.queryByTestId('event-default-cover')).not.toBeInTheDocument();
  });

  it('asks for the wide frame and puts the ticket panel between the header and the description (two columns by CSS)', async () => {
    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    const tickets = await screen.findByRole('region', { name: 'Tickets' });
    const page = tickets.closest('[data-page-width="wide"]');
    expect(page).not.toBeNull();
    const title = screen.getByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    const description = screen.getByText('Live on the pier.');
    expect(title.compareDocumentPosition(tickets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tickets.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("names the venue's country, not its code", async () => {
    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    expect(await screen.findByText('Germany')).toBeInTheDocument();
    expect(screen.queryByText('DE')).not.toBeInTheDocument();
  });

  it('says next to the title when every ticket is sold out', async () => {
    const event = publicEvent();
    const [category] = event.product_categories;
    const soldOut = {
      ...event,
      product_categories: [
        {
          ...category!,
          products: category!.products.map((product) => ({
            ...product,
            is_sold_out: true,
            sales_status: 'SOLD_OUT',
            prices: product.prices.map((price) => ({ ...price, is_sold_out: true, quantity_remaining: 0 })),
          })),
        },
      ],
    };
    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: soldOut }) });
    const { unmount } = renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    expect(await screen.findByTestId('event-sold-out')).toHaveTextContent('Sold out');
    unmount();

    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    expect(screen.queryByTestId('event-sold-out')).not.toBeInTheDocument();
  });

  it('says an event that is over has ended, with no tickets to choose and no calendar links', async () => {
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}`]: () =>
        json(200, {
          data: publicEvent({
            lifecycle: 'ENDED',
            start_date: '2020-06-01T18:00:00.000Z',
            end_date: '2020-06-01T21:00:00.000Z',
          }),
        }),
    });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    const notice = await screen.findByTestId('event-ended');
    expect(notice).toHaveTextContent('This event has ended');
    expect(screen.queryByLabelText('Quantity of Front row')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to Google Calendar' })).not.toBeInTheDocument();
    expect(screen.getByText('Blue Note')).toBeInTheDocument();
  });

  it('shows the not-found view when the event does not exist', async () => {
    fakeApi({});
    renderEventPage(`/event/${EVENT_ID}/anything`);
    expect(await screen.findByText("We can't find that page")).toBeInTheDocument();
  });

  it('shows a 409 next to the product and keeps the chosen quantity', async () => {
    const api = fakeApi({
      [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }),
      [`POST /api/public/events/${EVENT_ID}/order`]: () =>
        json(409, { message: 'Only 1 left of Front row.', errors: {} }),
    });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night?aff=PARTNER`);
    const quantity = await screen.findByLabelText('Quantity of Front row');
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const product = screen.getAllByTestId('public-product')[0]!;
    expect(await within(product).findByText('Only 1 left of Front row.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Front row')).toHaveValue('2');
    expect(api.callsTo('POST', `/api/public/events/${EVENT_ID}/order`)[0]!.body).toEqual({
      products: [{ product_id: PRODUCT_ID, quantities: [{ price_id: PRICE_ID, quantity: 2 }] }],
      affiliate_code: 'PARTNER',
      // The order remembers the language the buyer reads (issue 30).
      locale: 'en',
    });
  });

  it('shows a paused event with its prices but nothing to pick, no promo code and no Continue', async () => {
    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent({ status: 'PAUSED' }) }) });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);

    expect(await screen.findByText('Ticket sales are paused')).toBeInTheDocument();
    const product = screen.getAllByTestId('public-product')[0]!;
    expect(within(product).getByText('€25.00')).toBeInTheDocument();
    expect(within(product).getByText('Sales paused')).toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity of Front row')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('reserves and goes to the details step', async () => {
    fakeApi({
      [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }),
      [`POST /api/public/events/${EVENT_ID}/order`]: () => json(201, { data: { short_id: 'o_abc123' } }),
    });
    const { router } = renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    await userEvent.type(await screen.findByLabelText('Quantity of Front row'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${EVENT_ID}/o_abc123/details`));
  });
  it('offers to continue or start again when this browser holds a reservation of the event', async () => {
    let holding = true;
    const reservedUntil = new Date(Date.now() + 5 * 60_000 - 500).toISOString();
    const api = fakeApi({
      [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }),
      [`GET /api/public/events/${EVENT_ID}/order/current`]: () =>
        holding
          ? json(200, {
              data: {
                short_id: 'o_held123',
                status: 'RESERVED',
                is_expired: false,
                email: null,
                reserved_until: reservedUntil,
              },
            })
          : json(404, { message: 'Not found', errors: {} }),
      [`POST /api/public/events/${EVENT_ID}/order/o_held123/abandon`]: () => {
        holding = false;
        return json(200, { data: { short_id: 'o_held123', status: 'ABANDONED' } });
      },
    });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    const banner = await screen.findByTestId('resume-order');
    expect(banner).toHaveTextContent(/You have an order in progress — (4:5\d|5:00) left/);
    expect(within(banner).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/checkout/${EVENT_ID}/o_held123/details`,
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Start again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByTestId('resume-order')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `/api/public/events/${EVENT_ID}/order/o_held123/abandon`)).toHaveLength(1);
    expect(await screen.findByText('Your order was cancelled and its tickets released.')).toBeInTheDocument();
    // The event is asked again so the released tickets show.
    await waitFor(() => expect(api.callsTo('GET', `/api/public/events/${EVENT_ID}`).length).toBeGreaterThan(1));
  });

  it('shows no banner without a reservation', async () => {
    fakeApi({ [`GET /api/public/events/${EVENT_ID}`]: () => json(200, { data: publicEvent() }) });
    renderEventPage(`/event/${EVENT_ID}/harbour-jazz-night`);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('resume-order')).not.toBeInTheDocument();
  });
});
