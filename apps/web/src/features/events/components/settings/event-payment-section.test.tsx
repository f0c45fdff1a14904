import { defaultEventSettings } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { EventPaymentSection } from './event-payment-section';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const settings = (providers: ('STRIPE' | 'OFFLINE')[]) =>
  defaultEventSettings({ supportEmail: null, paymentProviders: providers });

describe('EventPaymentSection', () => {
  it('says card payments are not set up and what the administrator must set, never "coming soon"', () => {
    renderWithProviders(<EventPaymentSection eventId={EVENT_ID} settings={settings(['STRIPE'])} />, {
      config: { cardPaymentPublishableKey: null },
    });
    const status = screen.getByTestId('event-card-payment-status');
    expect(status).toHaveTextContent('Card payments are not set up on this installation');
    expect(status).toHaveTextContent('you can offer offline payment');
    for (const key of ['STRIPE_SECRET_KEY', 'CARD_PAYMENT_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])
      expect(within(status).getByText(key)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('says card payments work, in test mode, when the installation has a test publishable key', () => {
    renderWithProviders(<EventPaymentSection eventId={EVENT_ID} settings={settings(['STRIPE'])} />, {
      config: { cardPaymentPublishableKey: 'pk_test_123' },
    });
    expect(screen.getByTestId('event-card-payment-status')).toHaveTextContent('Card payments are set up in test mode');
  });

  it('says nothing about cards when they are set up and the event does not offer them', () => {
    renderWithProviders(<EventPaymentSection eventId={EVENT_ID} settings={settings(['OFFLINE'])} />, {
      config: { cardPaymentPublishableKey: 'pk_live_123' },
    });
    expect(screen.queryByTestId('event-card-payment-status')).not.toBeInTheDocument();
  });
});
