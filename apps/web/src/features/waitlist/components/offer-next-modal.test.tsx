import type { TWaitlistPriceStats } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OfferNextModal } from './offer-next-modal';

function buildPrice(overrides: Partial<TWaitlistPriceStats> = {}): TWaitlistPriceStats {
  return {
    product_id: '71111111-1111-4111-8111-111111111111',
    product_price_id: '72222222-2222-4222-8222-222222222222',
    product_title: 'Standing',
    price_label: 'Early bird',
    price: 2500,
    waitlist_enabled: true,
    processing_mode: 'MANUAL',
    offer_timeout_minutes: 720,
    waiting_people: 4,
    waiting_tickets: 6,
    offers_outstanding: 1,
    offered_tickets: 2,
    purchased: 3,
    expired: 1,
    cancelled: 0,
    conversion_rate: 0.75,
    available: 0,
    revenue_if_all_seated: 15000,
    lottery_drawn_at: null,
    ...overrides,
  };
}

function renderModal(price: TWaitlistPriceStats) {
  renderWithProviders(<OfferNextModal price={price} isPending={false} onSubmit={vi.fn()} onClose={vi.fn()} />);
  return screen.findByRole('dialog', { name: 'Offer tickets to the next in line' });
}

describe('OfferNextModal', () => {
  it('says when offers go out by themselves', async () => {
    const dialog = await renderModal(buildPrice({ processing_mode: 'AUTOMATIC' }));
    expect(within(dialog).getByTestId('offer-processing-mode')).toHaveTextContent(
      'Automatic offers are on: freed tickets are offered to the next person without you.',
    );
  });

  it('says when they go out only when sent', async () => {
    const dialog = await renderModal(buildPrice({ processing_mode: 'MANUAL' }));
    expect(within(dialog).getByTestId('offer-processing-mode')).toHaveTextContent(
      'Automatic offers are off: people get an offer only when you send one.',
    );
  });
});
