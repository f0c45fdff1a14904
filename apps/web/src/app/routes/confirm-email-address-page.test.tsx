import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../features/users';
import { createQueryClient } from '../../lib/query-client';
import { buildUser, fakeApi, json } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ConfirmEmailAddressPage } from './confirm-email-address-page';

const user = buildUser({ is_email_verified: false });
const confirmPath = `/api/users/${user.id}/confirm-email/token-123`;

function renderPage() {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderRoutes(
    [
      {
        path: '/manage/profile/confirm-email-address/:token',
        element: (
          <StrictMode>
            <ConfirmEmailAddressPage />
          </StrictMode>
        ),
      },
      { path: '/manage/events', element: <p>events</p> },
    ],
    { initialPath: '/manage/profile/confirm-email-address/token-123', queryClient },
  );
}

describe('ConfirmEmailAddressPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms once on arrival, even in StrictMode, then goes to the events', async () => {
    const api = fakeApi({ [`POST ${confirmPath}`]: () => json(200, { data: { ...user, is_email_verified: true } }) });
    const { router, queryClient } = renderPage();

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/events'));
    expect(api.callsTo('POST', confirmPath)).toHaveLength(1);
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ is_email_verified: true });
    expect(await screen.findByText('Thanks, your email address is confirmed.')).toBeInTheDocument();
  });

  it('explains an expired link and offers a new email or a way on', async () => {
    fakeApi({ [`POST ${confirmPath}`]: () => json(410, { message: 'Expired', errors: {} }) });
    renderPage();

    expect(await screen.findByRole('heading', { name: "We couldn't confirm your email" })).toBeInTheDocument();
    expect(screen.getByText(/has expired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my events' })).toHaveAttribute('href', '/manage/events');
  });
});
