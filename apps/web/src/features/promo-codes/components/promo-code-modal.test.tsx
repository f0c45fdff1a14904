import type { TEvent, TPromoCode } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { activateTestLocale } from '../../../test/locale';
import { renderWithProviders } from '../../../test/render';
import { PromoCodeModal } from './promo-code-modal';

const eventId = '33333333-3333-4333-8333-333333333333';
const path = `/api/events/${eventId}/promo-codes`;
const event = {
  id: eventId,
  currency: 'EUR',
  timezone: 'Europe/Berlin',
  public_url: `http://localhost/event/${eventId}/jazz`,
} as TEvent;

function routes(post: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    [`GET /api/events/${eventId}/product-categories`]: () => json(200, { data: [] }),
    [`POST ${path}`]: post,
  });
}

describe('PromoCodeModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a fixed discount in minor units and the expiry from the event time zone in UTC', async () => {
    const api = routes(({ body }) => json(201, { data: { id: 'x', ...(body as object) } }));
    renderWithProviders(<PromoCodeModal event={event} editing="new" onClose={() => {}} />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'LATE5');
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    await user.type(screen.getByRole('textbox', { name: /^Amount off/ }), '5.50');
    fireEvent.change(screen.getByLabelText(/^Expires/), { target: { value: '2030-07-01T18:00' } });
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(api.callsTo('POST', path)).toHaveLength(1));
    const body = api.callsTo('POST', path)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'LATE5', discount_type: 'FIXED', discount: 550, max_allowed_usages: null });
    expect(new Date(body.expiry_date as string).toISOString()).toBe('2030-07-01T16:00:00.000Z');
  });

  it("sends a decimal percentage and shows the server's duplicate-code error on the code", async () => {
    const api = routes(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { code: ['Another promo code of this event already uses this code.'] },
      }),
    );
    renderWithProviders(<PromoCodeModal event={event} editing="new" onClose={() => {}} />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'Summer10');
    await user.type(screen.getByRole('textbox', { name: /^Percentage off/ }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Another promo code of this event already uses this code.')).toBeInTheDocument();
    expect(api.callsTo('POST', path)[0]?.body).toMatchObject({ discount_type: 'PERCENTAGE', discount: 12.5 });
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAttribute('aria-invalid', 'true');
  });

  describe('in French', () => {
    let restoreLocale = () => {};
    beforeEach(() => {
      restoreLocale = activateTestLocale('fr');
    });
    afterEach(() => restoreLocale());

    it('reads a fixed discount with a decimal comma and a no-break space, and says how many decimals fit', async () => {
      const api = routes(({ body }) => json(201, { data: { id: 'x', ...(body as object) } }));
      renderWithProviders(<PromoCodeModal event={event} editing="new" onClose={() => {}} />);
      const user = userEvent.setup();

      await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'GROUPE');
      await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
      const amount = screen.getByRole('textbox', { name: /^Amount off/ });
      expect(amount).toHaveAttribute('placeholder', '5,00');
      await user.type(amount, '5,505');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(await screen.findByText('Amounts in EUR have at most 2 decimals, like 12,50.')).toBeInTheDocument();

      await user.clear(amount);
      await user.type(amount, '1\u00a0005,50');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(api.callsTo('POST', path)).toHaveLength(1));
      expect(api.callsTo('POST', path)[0]?.body).toMatchObject({ discount_type: 'FIXED', discount: 100550 });
    });

    it('shows a saved fixed discount and a percentage with a decimal comma', async () => {
      const promo = (discount_type: 'FIXED' | 'PERCENTAGE', discount: number) =>
        ({
          id: `promo-${discount_type}`,
          code: 'SAVED',
          discount_type,
          discount,
          applicable_product_ids: [],
          max_allowed_usages: null,
          expiry_date: null,
        }) as unknown as TPromoCode;
      routes(() => json(500, {}));
      const { unmount } = renderWithProviders(
        <PromoCodeModal event={event} editing={promo('FIXED', 1250)} onClose={() => {}} />,
      );
      expect(screen.getByRole('textbox', { name: /^Amount off/ })).toHaveValue('12,50');
      unmount();
      renderWithProviders(<PromoCodeModal event={event} editing={promo('PERCENTAGE', 12.5)} onClose={() => {}} />);
      expect(screen.getByRole('textbox', { name: /^Percentage off/ })).toHaveValue('12,5 %');
    });
  });
});
