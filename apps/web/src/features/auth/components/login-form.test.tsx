import { PREVIOUS_URL_STORAGE_KEY } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { LoginForm } from './login-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('validates before calling the server', async () => {
    renderLogin();

    await signIn('not-an-email', 'x');

    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the credentials and returns to the stored page, forgetting it', async () => {
    localStorage.setItem(PREVIOUS_URL_STORAGE_KEY, '/manage/event/7/orders?page=2');
    fetchMock.mockResolvedValue(json(200, { data: {} }));
    const { router } = renderLogin();

    await signIn(' ada@example.com ', 'secret-pass');

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/event/7/orders'));
    expect(router.state.location.search).toBe('?page=2');
    expect(localStorage.getItem(PREVIOUS_URL_STORAGE_KEY)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it('goes to the events list when nothing safe was stored', async () => {
    localStorage.setItem(PREVIOUS_URL_STORAGE_KEY, 'https://evil.example.com');
    fetchMock.mockResolvedValue(json(200, { data: {} }));
    const { router } = renderLogin();

    await signIn('ada@example.com', 'secret-pass');

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/events'));
  });

  it('puts server field errors on the fields', async () => {
    fetchMock.mockResolvedValue(json(422, { message: 'Invalid', errors: { email: ['This account is locked.'] } }));
    renderLogin();

    await signIn('ada@example.com', 'secret-pass');

    expect(await screen.findByText('This account is locked.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });
});
