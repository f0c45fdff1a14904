import type { TAffiliate } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { AffiliatesPanel } from './affiliates-panel';

const event = buildEvent({ public_url: 'https://tickets.example.com/event/55555555/late-jazz-session' });
const affiliatesPath = `/api/events/${event.id}/affiliates`;

const affiliate: TAffiliate = {
  id: '99999999-9999-4999-8999-999999999999',
  event_id: event.id,
  name: 'Jazz blog',
  code: 'BLOG',
  email: null,
  status: 'ACTIVE',
  total_sales: 3,
  total_sales_gross: 7500,
  currency: 'EUR',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

describe('AffiliatesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shares the tracking link from the row menu, next to copying it', async () => {
    fakeApi({ [`GET ${affiliatesPath}`]: () => json(200, { data: [affiliate], meta: listMeta(1) }) });
    renderWithProviders(<AffiliatesPanel event={event} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Jazz blog' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.indexOf('Share tracking link')).toBe(items.indexOf('Copy tracking link') + 1);
    await user.click(within(menu).getByRole('menuitem', { name: 'Share tracking link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tracking link of Jazz blog' });
    const link = 'https://tickets.example.com/event/55555555/late-jazz-session?aff=BLOG';
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(link);
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=Late%20jazz%20session%20${encodeURIComponent(link)}`,
    );
    expect(within(dialog).getByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();
  });
});
