import type { TWebhookWithSecret } from '@marquee/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WebhookSecretModal } from './webhook-secret-modal';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const webhook = {
  id: '66666666-6666-4666-8666-666666666666',
  url: 'https://hooks.example.com/in',
  secret,
  previous_secret_expires_at: null,
} as TWebhookWithSecret;

describe('WebhookSecretModal', () => {
  it("shows a new endpoint's secret with how to verify the Standard Webhooks headers", async () => {
    renderWithProviders(<WebhookSecretModal revealed={{ webhook, reason: 'created' }} onClose={() => {}} />);

    expect(await screen.findByRole('dialog', { name: "Your webhook's signing secret" })).toBeInTheDocument();
    expect(screen.getByTestId('revealed-secret')).toHaveTextContent(secret);
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(screen.getByText(header)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Standard Webhooks' })).toHaveAttribute(
      'href',
      'https://www.standardwebhooks.com/',
    );
    expect(screen.queryByText(/previous secret/)).not.toBeInTheDocument();
  });

  it('after a rotation, says until when the previous secret keeps signing', async () => {
    const rotated = { ...webhook, previous_secret_expires_at: '2030-01-02T10:00:00.000Z' };
    renderWithProviders(<WebhookSecretModal revealed={{ webhook: rotated, reason: 'rotated' }} onClose={() => {}} />);

    expect(await screen.findByRole('dialog', { name: 'Your new signing secret' })).toBeInTheDocument();
    expect(screen.getByText(/The previous secret keeps signing until .*2030/)).toBeInTheDocument();
  });

  it('after a rotation without overlap, says the previous secret no longer signs', async () => {
    renderWithProviders(<WebhookSecretModal revealed={{ webhook, reason: 'rotated' }} onClose={() => {}} />);

    expect(await screen.findByText(/The previous secret no longer signs/)).toBeInTheDocument();
  });
});
