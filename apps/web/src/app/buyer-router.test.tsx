import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
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

  it('hands any other path to the full app with a page load, query and hash kept', async () => {
    const { assign } = renderBuyerEntry('/manage/event/e1/orders?status=PAID#top');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/manage/event/e1/orders?status=PAID#top'));
  });

  it('shows not-found, and never reloads, for a buyer page that is not there', async () => {
    // The organizer page, whose call answers 404 here.
    const { assign } = renderBuyerEntry('/events/org1/slug/past-events');
    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
