import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { screen } from './routes/lazy-screen';
import { createLoader as createEventPageLoader } from './routes/public/event-page-loader';

const publicLayout = screen(() => import('./routes/public/public-layout'), 'Component');

/**
 * The pages of a buying visitor: event, organizer page, checkout, tickets and prints, "find my tickets".
 * Lazily loaded, so the back office never downloads them; the light buyer entry (decision 115) runs these
 * and nothing else, so nothing here may import a back-office module.
 */
export function buyerPageRoutes(queryClient: QueryClient): RouteObject[] {
  // The loader is not lazy, so the event is fetched in parallel with the page's code.
  const eventPageLoader = createEventPageLoader(queryClient);
  const eventPage = screen(() => import('./routes/public/event-page'), 'Component');
  const organizerPage = async () => {
    const page = await import('./routes/public/organizer-page');
    return { Component: page.Component, loader: page.createLoader(queryClient) };
  };
  return [
    { path: 'events/:organizerId/:organizerSlug?', lazy: organizerPage },
    { path: 'events/:organizerId/:organizerSlug/past-events', lazy: organizerPage },
    { path: 'event/:eventId/:eventSlug?', loader: eventPageLoader, lazy: eventPage },
    { path: 'e/:eventId/:eventSlug?', loader: eventPageLoader, lazy: eventPage },
    // A bare checkout address leads on to the order in progress or the event page (issue 25).
    {
      path: 'checkout/:eventId',
      lazy: screen(() => import('./routes/public/checkout-entry-page'), 'Component'),
    },
    {
      path: 'checkout/:eventId/:orderShortId/details',
      lazy: screen(() => import('./routes/public/checkout-details-page'), 'Component'),
    },
    {
      path: 'checkout/:eventId/:orderShortId/payment',
      lazy: screen(() => import('./routes/public/checkout-payment-page'), 'Component'),
    },
    {
      path: 'checkout/:eventId/:orderShortId/payment_return',
      lazy: screen(() => import('./routes/public/checkout-payment-return-page'), 'Component'),
    },
    {
      path: 'checkout/:eventId/:orderShortId/summary',
      lazy: screen(() => import('./routes/public/checkout-summary-page'), 'Component'),
    },
    {
      path: 'product/:eventId/:attendeeShortId',
      lazy: screen(() => import('./routes/public/ticket-page'), 'Component'),
    },
    {
      path: 'product/:eventId/:attendeeShortId/print',
      lazy: screen(() => import('./routes/public/ticket-page'), 'PrintComponent'),
    },
    {
      path: 'order/:eventId/:orderShortId/print',
      lazy: screen(() => import('./routes/public/order-print-page'), 'Component'),
    },
    // "Find my tickets" by email (docs/decisions/110-find-my-tickets.md).
    {
      path: 'my-tickets',
      lazy: screen(() => import('./routes/public/my-tickets-page'), 'RequestComponent'),
    },
    {
      path: 'my-tickets/:token',
      lazy: screen(() => import('./routes/public/my-tickets-page'), 'Component'),
    },
    // The links of a buyer's email change (decision 137).
    {
      path: 'order-email/:token/confirm',
      lazy: screen(() => import('./routes/public/order-email-change-page'), 'ConfirmComponent'),
    },
    {
      path: 'order-email/:token/undo',
      lazy: screen(() => import('./routes/public/order-email-change-page'), 'UndoComponent'),
    },
    // The entrant's link of a waiting list (issue 31): place in line, an offer to buy, leaving.
    {
      path: 'waitlist/:token',
      lazy: screen(() => import('./routes/public/waitlist-entry-page'), 'Component'),
    },
  ];
}

/**
 * The public pages in the app (issue 6): the buyer's, plus the staff's organizer preview and the door's
 * check-in page. Their own frame and lazily loaded, so buyers never download back-office code and the back
 * office never downloads theirs.
 */
export function publicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      lazy: publicLayout,
      children: [
        ...buyerPageRoutes(queryClient),
        // The homepage designer's frame (issue 29); a static segment, so it wins over event/:eventId/:eventSlug.
        {
          path: 'event/:eventId/preview',
          lazy: screen(() => import('./routes/public/event-preview-page'), 'Component'),
        },
        {
          path: 'organizer/:organizerId/preview',
          lazy: async () => {
            const page = await import('./routes/public/organizer-page');
            return { Component: page.PreviewComponent, loader: page.createPreviewLoader(queryClient) };
          },
        },
        // Door staff open a list's page without signing in (docs/decisions/099-check-in-lists.md).
        {
          path: 'check-in/:checkInListShortId',
          lazy: screen(() => import('./routes/public/check-in-page'), 'Component'),
        },
      ],
    },
  ];
}

/** The light buyer entry's own table: the buyer's pages in the public frame (decision 115). */
export function buyerRoutes(queryClient: QueryClient): RouteObject[] {
  return [{ lazy: publicLayout, children: buyerPageRoutes(queryClient) }];
}
