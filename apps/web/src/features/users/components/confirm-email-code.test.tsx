import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { currentUserQueryKey } from '../api/current-user';
import { resetResendCooldown } from '../hooks/resend-cooldown';
import { ConfirmEmailCode } from './confirm-email-code';

const user = buildUser({ is_email_verified: false });
const codePath = `/api/users/${user.id}/confirm-email-with-code`;
const resendPath = `/api/users/${user.id}/resend-email-confirmation`;

describe('ConfirmEmailCode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetResendCooldown();
  });

  it('sends the code as soon as the fifth digit is typed and stores the confirmed user', async () => {
    const api = fakeApi({ [`POST ${codePath}`]: () => json(200, { data: { ...user, is_email_verified: true } }) });
    const { queryClient } = renderWithProviders(<ConfirmEmailCode user={user} onSkip={() => {}} />);

    await userEvent.setup().type(screen.getByLabelText('Digit 1 of 5'), '12345');

    await waitFor(() => expect(api.callsTo('POST', codePath)).toHaveLength(1));
    expect(api.callsTo('POST', codePath)[0]?.body).toEqual({ code: '12345' });
    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ is_email_verified: true }),
    );
    expect(await screen.findByText('Thanks, your email address is confirmed.')).toBeInTheDocument();
  });

  it('explains a wrong code, empties the boxes and lets the person try again', async () => {
    fakeApi({ [`POST ${codePath}`]: () => json(422, { message: 'Invalid', errors: { code: ['Wrong.'] } }) });
    renderWithProviders(<ConfirmEmailCode user={user} onSkip={() => {}} />);

    await userEvent.setup().type(screen.getByLabelText('Digit 1 of 5'), '99999');

    expect(await screen.findByText(/That code isn't right/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Digit 1 of 5')).toHaveValue('');
  });

  it('cools the resend button down for 30 s after a send', async () => {
    const api = fakeApi({ [`POST ${resendPath}`]: () => json(200, { data: { message: 'Sent' } }) });
    renderWithProviders(<ConfirmEmailCode user={user} onSkip={() => {}} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend email' }));

    const cooling = await screen.findByRole('button', { name: /Resend in (30|29) s/ });
    expect(cooling).toBeDisabled();
    expect(api.callsTo('POST', resendPath)).toHaveLength(1);
  });

  it('honours a 429 with its Retry-After', async () => {
    fakeApi({
      [`POST ${resendPath}`]: () => json(429, { message: 'Slow down', errors: {} }, { 'Retry-After': '120' }),
    });
    renderWithProviders(<ConfirmEmailCode user={user} onSkip={() => {}} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend email' }));

    expect(await screen.findByRole('button', { name: /Resend in (120|119) s/ })).toBeDisabled();
    expect(screen.getByText(/Please wait 120 seconds/)).toBeInTheDocument();
  });

  it('can be put off', async () => {
    fakeApi({});
    const onSkip = vi.fn();
    renderWithProviders(<ConfirmEmailCode user={user} onSkip={onSkip} />);

    await userEvent.setup().click(screen.getByRole('button', { name: "I'll do it later" }));

    expect(onSkip).toHaveBeenCalled();
  });
});
