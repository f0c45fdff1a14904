import { PREVIOUS_URL_STORAGE_KEY, type TCurrentUser } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../features/users';
import { createQueryClient } from '../../lib/query-client';
import { buildUser, fakeApi, json } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { DefaultLayout } from './default-layout';

function renderLayout(user: TCurrentUser | null, initialPath = '/manage/events') {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  if (user) queryClient.setQueryData(currentUserQueryKey, user);
  return renderRoutes(
    [
      { element: <DefaultLayout />, children: [{ path: '/manage/*', element: <p>page body</p> }] },
      { path: '/auth/login', element: <p>login page</p> },
    ],
    { initialPath, queryClient },
  );
}

async function openMenu(name = 'Ada Lovelace') {
  await userEvent.setup().click(screen.getByRole('button', { name: `Account menu for ${name}` }));
}

describe('DefaultLayout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the page once the user is known, with the full menu for administrators', async () => {
    fakeApi({});
    renderLayout(buildUser());

    expect(screen.getByText('page body')).toBeInTheDocument();
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/manage/profile');
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('href', '/account/settings');
    expect(screen.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('href', '/account/users');
    expect(screen.getByText('Account: Analytical Engines')).toBeInTheDocument();
  });

  it('leaves the team out of an organizer’s menu', async () => {
    fakeApi({});
    renderLayout(buildUser({ role: 'ORGANIZER' }));

    await openMenu();
    await screen.findByRole('menuitem', { name: 'Profile' });
    expect(screen.queryByRole('menuitem', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('reminds an unconfirmed user to confirm their email, except on the profile', () => {
    fakeApi({});
    renderLayout(buildUser({ is_email_verified: false }));

    expect(screen.getByTestId('unverified-email-banner')).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
  });

  it('signs out: ends the session, forgets the user and where they were, and goes to login', async () => {
    localStorage.setItem(PREVIOUS_URL_STORAGE_KEY, '/manage/profile');
    const api = fakeApi({ 'POST /api/auth/logout': () => json(200, { data: { message: 'Bye' } }) });
    const { router, queryClient } = renderLayout(buildUser());

    await openMenu();
    await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined());
    expect(localStorage.getItem(PREVIOUS_URL_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText("You've been signed out.")).toBeInTheDocument();
  });

  it('offers a retry when the user cannot be loaded for a reason other than signing in', async () => {
    let attempts = 0;
    fakeApi({
      'GET /api/users/me': () => {
        attempts += 1;
        return attempts === 1 ? json(500, { message: 'Database down', errors: {} }) : json(200, { data: buildUser() });
      },
    });
    renderLayout(null);

    expect(
      await screen.findByRole('heading', { name: "We couldn't load your account" }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
