import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizerKeys } from '../../features/organizers';
import { currentUserQueryKey } from '../../features/users';
import { createQueryClient } from '../../lib/query-client';
import { buildEvent, buildOrganizer, buildUser, fakeApi, json, listMeta } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { EventsPage } from './events-page';

function renderPage(initialPath = '/manage/events') {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, buildUser());
  return renderRoutes(
    [
      { path: '/manage/events/:eventsState?', element: <EventsPage /> },
      { path: '/welcome', element: <p>welcome</p> },
      { path: '/manage/organizer/:organizerId/dashboard', element: <p>organizer dashboard</p> },
    ],
    { initialPath, queryClient },
  );
}

const other = buildOrganizer({ id: '66666666-6666-4666-8666-666666666666', name: 'Harbour Festival' });

describe('EventsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the welcome flow when the account has no organizer', async () => {
    fakeApi({ 'GET /api/organizers': () => json(200, { data: [], meta: listMeta(0) }) });
    const { router } = renderPage();

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it.each([
    ['stale', 0],
    ['still fresh', Date.now()],
  ])('reads a remembered empty organizer list (%s) again before starting the welcome flow', async (_, updatedAt) => {
    const organizer = buildOrganizer();
    fakeApi({ 'GET /api/organizers': () => json(200, { data: [organizer], meta: listMeta(1) }) });
    const queryClient = createQueryClient({ onAuthError: () => {} });
    queryClient.setQueryData(currentUserQueryKey, buildUser());
    // What this browser knew before an organizer was made elsewhere.
    queryClient.setQueryData(organizerKeys.list(), { data: [], meta: listMeta(0) }, { updatedAt });
    const { router } = renderRoutes(
      [
        { path: '/manage/events/:eventsState?', element: <EventsPage /> },
        { path: '/welcome', element: <p>welcome</p> },
        { path: '/manage/organizer/:organizerId/dashboard', element: <p>organizer dashboard</p> },
      ],
      { initialPath: '/manage/events', queryClient },
    );

    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage/organizer/${organizer.id}/dashboard`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("opens the only organizer's own area", async () => {
    const organizer = buildOrganizer();
    fakeApi({ 'GET /api/organizers': () => json(200, { data: [organizer], meta: listMeta(1) }) });
    const { router } = renderPage();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage/organizer/${organizer.id}/dashboard`));
  });

  it('lists the tab of the URL with the search and sort of the URL, naming each organizer', async () => {
    const api = fakeApi({
      'GET /api/organizers': () => json(200, { data: [buildOrganizer(), other], meta: listMeta(2) }),
      'GET /api/events': () =>
        json(200, {
          data: [buildEvent({ status: 'ARCHIVED' })],
          meta: listMeta(1, { allowed_sorts: ['start_date', 'title'], default_sort: 'start_date' }),
        }),
    });
    renderPage('/manage/events/archived?query=jazz&sort_by=title&sort_direction=desc');

    expect(await screen.findByRole('link', { name: 'Late jazz session' })).toHaveAttribute(
      'href',
      '/manage/event/55555555-5555-4555-8555-555555555555/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Blue Note Nights' })).toBeInTheDocument();
    expect(screen.getByText('Archived', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/events')[0]?.url.searchParams;
    expect(query?.get('eventsStatus')).toBe('archived');
    expect(query?.get('query')).toBe('jazz');
    expect(query?.get('sort_by')).toBe('title');
    expect(query?.get('sort_direction')).toBe('desc');
    expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs in the URL and offers to create an event when a tab is empty', async () => {
    fakeApi({
      'GET /api/organizers': () => json(200, { data: [buildOrganizer(), other], meta: listMeta(2) }),
      'GET /api/events': () => json(200, { data: [], meta: listMeta(0) }),
    });
    const { router } = renderPage();

    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Ended' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/events/ended'));
    expect(await screen.findByText('No ended events yet')).toBeInTheDocument();
  });
});
