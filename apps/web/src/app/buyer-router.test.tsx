import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { fakeApi, json } from '../test/fake-api';
import { renderRoutes } from '../test/render';
import { createBuyerRoutes } from './buyer-router';

function renderBuyerEntry(initialPath: string) {
  const assign = vi.fn<(url: string) => void>();
  const queryClient = createQueryClient({ onAuthError: () => {} });
  const routes = createBuyerRoutes({ queryClient, assign });
  return { assign, ...renderRoutes(routes, { initialPath, queryClient }) };
}

describe('the light buyer entry’s routes (decision 115)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Not found', errors: {} }), { status: 404 })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders a buyer page itself', async () => {
    const { assign } = renderBuyerEntry('/my-tickets');
    expect(await screen.findByRole('heading', { name: 'Find my tickets' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('renders a waiting list link itself (issue 31)', async () => {
    // The entry's call answers 404 here: an unknown token.
    const { assign } = renderBuyerEntry('/waitlist/token123');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('hands any other path to the full app with a page load, query and hash kept', async () => {
    const { assign } = renderBuyerEntry('/manage/event/e1/orders?status=PAID#top');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/manage/event/e1/orders?status=PAID#top'));
  });

  it('sends a bare checkout address to the event page when this browser has no order in progress', async () => {
    const { assign, router } = renderBuyerEntry('/checkout/e1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/e1'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a bare checkout address on to the order in progress, at its step', async () => {
    const order = { short_id: 'o_abc', status: 'RESERVED', is_expired: false, email: null };
    const api = fakeApi({ 'GET /api/public/events/e1/order/current': () => json(200, { data: order }) });
    const { router } = renderBuyerEntry('/checkout/e1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/e1/o_abc/details'));
    expect(api.callsTo('GET', '/api/public/events/e1/order/current')).toHaveLength(1);
  });

  it('does not resume an order whose hold ran out, nor one that was placed', async () => {
    for (const order of [
      { short_id: 'o_old', status: 'RESERVED', is_expired: true, email: null },
      { short_id: 'o_done', status: 'COMPLETED', is_expired: false, email: 'ann@example.com' },
    ]) {
      fakeApi({ 'GET /api/public/events/e1/order/current': () => json(200, { data: order }) });
      const { router, unmount } = renderBuyerEntry('/checkout/e1');
      await waitFor(() => expect(router.state.location.pathname).toBe('/event/e1'));
      unmount();
    }
  });

  it('shows not-found, and never reloads, for a buyer page that is not there', async () => {
    // The organizer page, whose call answers 404 here.
    const { assign } = renderBuyerEntry('/events/org1/slug/past-events');
    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
