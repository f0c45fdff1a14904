import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, fakeApi, json } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { RegisterForm } from './register-form';

function renderRegister(config = {}) {
  return renderRoutes(
    [
      { path: '/auth/register', element: <RegisterForm /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialPath: '/auth/register?ref=ad', config },
  );
}

async function fillIn(password = 'long enough password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
  return user;
}

describe('RegisterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the browser time zone and the current language, then goes to the welcome screen', async () => {
    const api = fakeApi({ 'POST /api/auth/register': () => json(201, { data: { user: buildUser() } }) });
    const { router } = renderRegister();

    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(api.calls[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: null,
      email: 'ada@example.com',
      password: 'long enough password',
      password_confirmation: 'long enough password',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      locale: 'en',
    });
  });

  it('keeps the query string on the sign-in link and hints at password strength', async () => {
    fakeApi({});
    renderRegister();

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?ref=ad');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    expect(screen.getByText('Too short')).toBeInTheDocument();
    // The server's verdict (decision 136): a common password is refused there, and said so here.
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'password123');
    expect(await screen.findByText('Too easy to guess')).toBeInTheDocument();
    expect(screen.getByText(/Add more words or characters, or use a passphrase\./)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'long enough password');
    expect(await screen.findByText('Strong')).toBeInTheDocument();
  });

  it('asks for consent only when terms or a privacy policy are configured', async () => {
    const api = fakeApi({});
    renderRegister({ termsUrl: 'https://example.com/terms', privacyUrl: null });

    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', 'https://example.com/terms');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Please agree to continue.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows an email the server refuses on the email field', async () => {
    fakeApi({
      'POST /api/auth/register': () =>
        json(422, { message: 'Invalid', errors: { email: ['This address cannot receive email.'] } }),
    });
    renderRegister();

    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This address cannot receive email.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });
});
