import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../lib/config';
import { renderRoutes } from '../test/render';
import { createRoutes } from './router';
import { createQueryClient } from '../lib/query-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderApp(initialPath: string) {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  return renderRoutes(createRoutes({ queryClient }), { initialPath, queryClient });
}

describe('app routes', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    setConfig(undefined);
  });

  it('sends a signed-out visitor from / to the login page, keeping the query string', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.', errors: {} }));

    const { router } = renderApp('/?ref=newsletter');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?ref=newsletter');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/me');
  });

  it('treats a missing users API (404) as signed out', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Not found', errors: {} }));

    const { router } = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('sends a signed-in user from / to their events', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 1, role: 'ADMIN', locale: 'en' } }));

    const { router } = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/events'));
    // The user is read once; the events page may already be asking for its own data.
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/me')).toHaveLength(1);
  });

  it('sends a signed-in user away from the sign-in pages, but not from emailed links', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/users/me')
        ? json(200, { data: { id: 1, role: 'ADMIN', locale: 'en', full_name: 'Ada', is_email_verified: true } })
        : json(404, { message: 'Not found', errors: {} }),
    );

    const { router } = renderApp('/auth/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/events'));

    const invited = renderApp('/auth/accept-invitation/some-token');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invited.router.state.location.pathname).toBe('/auth/accept-invitation/some-token');
  });

  it('opens /manage/account as the account settings', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.', errors: {} }));

    const { router } = renderApp('/manage/account');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
  });

  it('shows the not-found screen for an unknown path', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('shows the generic error screen when a page crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createQueryClient({ onAuthError: () => {} });
    const routes = createRoutes({ queryClient });
    const Crash = () => {
      throw new Error('render failure');
    };
    routes[0]?.children?.push({ path: 'crash', element: <Crash /> });

    renderRoutes(routes, { initialPath: '/crash', queryClient });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('raises "Organizer ID is required" on the organizer area without an id (spec §5)', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 1, role: 'ADMIN', locale: 'en' } }));

    renderApp('/manage/organizer');

    expect(await screen.findByText('Organizer ID is required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toBeInTheDocument();
  });
});
