import { PREVIOUS_URL_STORAGE_KEY } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, fakeApi, json } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { currentUserQueryKey } from '../../users';
import { LoginForm } from './login-form';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/auth/login', element: <LoginForm /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialPath: '/auth/login' },
  );
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const signedIn = (user = buildUser()) => ({ data: { user, requires_account_selection: false, accounts: [] } });

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates before calling the server', async () => {
    const api = fakeApi({});
    renderLogin();

    await signIn('not-an-email', 'x');

    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('posts the credentials, caches the user and returns to the stored page, forgetting it', async () => {
    localStorage.setItem(PREVIOUS_URL_STORAGE_KEY, '/manage/event/7/orders?page=2');
    const api = fakeApi({ 'POST /api/auth/login': () => json(200, signedIn()) });
    const { router, queryClient } = renderLogin();

    await signIn(' Ada@Example.com ', 'secret-pass');

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/event/7/orders'));
    expect(router.state.location.search).toBe('?page=2');
    expect(localStorage.getItem(PREVIOUS_URL_STORAGE_KEY)).toBeNull();
    expect(api.calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ email: 'ada@example.com' });
  });

  it('goes to the events list when nothing safe was stored', async () => {
    localStorage.setItem(PREVIOUS_URL_STORAGE_KEY, 'https://evil.example.com');
    fakeApi({ 'POST /api/auth/login': () => json(200, signedIn()) });
    const { router } = renderLogin();

    await signIn('ada@example.com', 'secret-pass');

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/events'));
  });

  it('lets a member of several accounts pick one, then signs in to it', async () => {
    const accounts = [
      { id: 'a1a1a1a1-0000-4000-8000-000000000001', name: 'Jazz Club', role: 'ADMIN' },
      { id: 'a1a1a1a1-0000-4000-8000-000000000002', name: 'Book Fair', role: 'ORGANIZER' },
    ];
    const api = fakeApi({
      'POST /api/auth/login': ({ body }) =>
        (body as { account_id?: string }).account_id
          ? json(200, signedIn(buildUser({ account_name: 'Book Fair' })))
          : json(200, { data: { user: null, requires_account_selection: true, accounts } }),
    });
    const { router } = renderLogin();

    await signIn('ada@example.com', 'secret-pass');
    const chooser = await screen.findByRole('dialog', { name: 'Choose an account' });
    expect(within(chooser).getByText('Organizer')).toBeInTheDocument();
    await userEvent.setup().click(within(chooser).getByRole('button', { name: /Book Fair/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/events'));
    expect(api.calls[1]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
      account_id: accounts[1]?.id,
    });
  });

  it('explains wrong credentials and a deactivated user in the reader’s words, and shows a 429 as sent', async () => {
    const answers = [
      json(401, { message: 'Invalid credentials', errors: {} }),
      json(403, { message: 'Deactivated', errors: {} }),
      json(429, { message: 'Too many attempts. Try again in 15 minutes.', errors: {} }),
    ];
    fakeApi({ 'POST /api/auth/login': () => answers.shift() ?? json(500, {}) });
    renderLogin();
    const user = userEvent.setup();

    await signIn('ada@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent("That email and password don't match.");
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/has been deactivated/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('puts server field errors on the fields', async () => {
    fakeApi({
      'POST /api/auth/login': () => json(422, { message: 'Invalid', errors: { email: ['This account is locked.'] } }),
    });
    renderLogin();

    await signIn('ada@example.com', 'secret-pass');

    expect(await screen.findByText('This account is locked.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });
});
