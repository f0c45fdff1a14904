import { defaultEventSettings } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { EventWaitlistSection } from './event-waitlist-section';

const event = { id: '11111111-1111-4111-8111-111111111111', timezone: 'Europe/Berlin' };
const settingsPath = `/api/events/${event.id}/settings`;

describe('EventWaitlistSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("saves only the waiting-list keys, a blank hold time as null and the lottery time on the event's clock", async () => {
    const settings = defaultEventSettings({ supportEmail: null });
    const api = fakeApi({
      [`PATCH ${settingsPath}`]: ({ body }) => json(200, { data: { ...settings, ...(body as object) } }),
    });
    renderWithProviders(<EventWaitlistSection event={event} settings={settings} />);
    const user = userEvent.setup();

    expect(screen.getByRole('switch', { name: /Offer freed tickets automatically/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Show how many people are waiting/ })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Offer freed tickets automatically/ }));
    await user.click(screen.getByRole('switch', { name: /Show how many people are waiting/ }));
    await user.type(screen.getByLabelText(/Lottery until/), '2030-05-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PATCH', settingsPath)).toHaveLength(1));
    expect(api.callsTo('PATCH', settingsPath)[0]?.body).toEqual({
      waitlist_auto_process: false,
      waitlist_offer_timeout_minutes: null,
      waitlist_show_count: true,
      // 10:00 in Berlin in May is 08:00 UTC.
      waitlist_lottery_until: '2030-05-01T08:00:00.000Z',
    });
    expect(await screen.findByText('Waiting-list settings saved.')).toBeInTheDocument();
  });

  it('shows a saved hold time and lottery time, and clears the lottery with null', async () => {
    const settings = {
      ...defaultEventSettings({ supportEmail: null }),
      waitlist_offer_timeout_minutes: 90,
      waitlist_lottery_until: '2030-05-01T08:00:00.000Z',
    };
    const api = fakeApi({
      [`PATCH ${settingsPath}`]: ({ body }) => json(200, { data: { ...settings, ...(body as object) } }),
    });
    renderWithProviders(<EventWaitlistSection event={event} settings={settings} />);
    const user = userEvent.setup();

    expect(screen.getByRole('textbox', { name: /Offer hold time/ })).toHaveValue('90 min');
    expect(screen.getByLabelText(/Lottery until/)).toHaveValue('2030-05-01T10:00');
    await user.clear(screen.getByLabelText(/Lottery until/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PATCH', settingsPath)).toHaveLength(1));
    expect(api.callsTo('PATCH', settingsPath)[0]?.body).toMatchObject({
      waitlist_offer_timeout_minutes: 90,
      waitlist_lottery_until: null,
    });
  });
});
