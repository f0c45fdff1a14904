import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SecretRevealModal } from './secret-reveal-modal';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('SecretRevealModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the secret once, in monospace, with a warning and a working copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onClose = vi.fn();
    renderWithProviders(
      <SecretRevealModal secret={secret} onClose={onClose} title="Your new API key" label="API key">
        <p>Send it as a bearer token.</p>
      </SecretRevealModal>,
    );

    expect(await screen.findByRole('dialog', { name: 'Your new API key' })).toBeInTheDocument();
    const shown = screen.getByTestId('revealed-secret');
    expect(shown).toHaveTextContent(secret);
    expect(shown.tagName).toBe('CODE');
    expect(screen.getByText('Copy it now')).toBeInTheDocument();
    expect(screen.getByText(/This is the only time it is shown/)).toBeInTheDocument();
    expect(screen.getByText('Send it as a bearer token.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays closed without a secret', () => {
    renderWithProviders(<SecretRevealModal secret={null} onClose={() => {}} title="Secret" label="Secret" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
