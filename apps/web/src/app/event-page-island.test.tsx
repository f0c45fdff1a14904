import { DEFAULT_PUBLIC_CONFIG, PUBLIC_EVENT_ELEMENT_ID } from '@marquee/core';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../test/fake-api';
import { EVENT_ID, publicEvent } from '../test/public-event';
import { BaseProviders } from './base-providers';
import { EventPageIsland, eventIdFromPath, mayHoldOrder, readInlinedEvent } from './event-page-island';

const EVENT_PATH = `/api/public/events/${EVENT_ID}`;

function renderIsland(initialEvent = publicEvent() as ReturnType<typeof publicEvent> | null, hasSessionHint = true) {
  const leaveFor = vi.fn<(path: string) => void>();
  render(
    <BaseProviders config={DEFAULT_PUBLIC_CONFIG} env="test">
      <EventPageIsland initialEvent={initialEvent} leaveFor={leaveFor} hasSessionHint={hasSessionHint} />
    </BaseProviders>,
  );
  return { leaveFor };
}

describe('the light entry of the event page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Toasts live in a store of their own; one left behind would be the next test's alert.
    notifications.clean();
    document.getElementById(PUBLIC_EVENT_ELEMENT_ID)?.remove();
    document.querySelector('meta[name="marquee-checkout-session"]')?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('reads the event the server wrote into the page, and nothing from a broken one', () => {
    expect(readInlinedEvent()).toBeNull();
    const script = document.createElement('script');
    script.id = PUBLIC_EVENT_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify(publicEvent());
    document.head.append(script);
    expect(readInlinedEvent()?.title).toBe('Harbour Jazz Night');
    script.textContent = '{"title":';
    expect(readInlinedEvent()).toBeNull();
  });

  it('asks for an order to resume only when the server saw a checkout session, or could not tell', () => {
    expect(mayHoldOrder()).toBe(true);
    const script = document.createElement('script');
    script.id = PUBLIC_EVENT_ELEMENT_ID;
    document.head.append(script);
    expect(mayHoldOrder()).toBe(false);
    const hint = document.createElement('meta');
    hint.name = 'marquee-checkout-session';
    document.head.append(hint);
    expect(mayHoldOrder()).toBe(true);
  });

  it("sends the organizer a message from the event page, without the app's query cache", async () => {
    const organizerId = publicEvent().organizer.id;
    const contactPath = `/api/public/organizers/${organizerId}/contact`;
    const api = fakeApi({ [`POST ${contactPath}`]: () => json(200, { data: { sent: true } }) });
    window.history.replaceState(null, '', `/event/${EVENT_ID}/harbour-jazz-night`);
    renderIsland(publicEvent(), false);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact the organizer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Blue Note' });
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Robin');
    await userEvent.type(within(dialog).getByLabelText(/Your email/), 'robin@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Is there step-free access?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent to Blue Note.')).toBeInTheDocument();
    expect(api.callsTo('POST', contactPath)[0]!.body).toMatchObject({
      name: 'Robin',
      email: 'robin@example.com',
      message: 'Is there step-free access?',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no contact form when the organizer has no public page', async () => {
    const event = publicEvent();
    renderIsland({ ...event, organizer: { ...event.organizer, has_public_page: false } }, false);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    expect(screen.queryByRole('button', { name: 'Contact the organizer' })).not.toBeInTheDocument();
  });

  it('finds the event id in both forms of the address', () => {
    expect(eventIdFromPath(`/event/${EVENT_ID}/harbour-jazz-night`)).toBe(EVENT_ID);
    expect(eventIdFromPath(`/e/${EVENT_ID}`)).toBe(EVENT_ID);
  });

  it('shows the inlined event without asking for it, and leaves for the checkout with a page load', async () => {
    window.history.replaceState(null, '', `/event/${EVENT_ID}/harbour-jazz-night?aff=PARTNER`);
    const api = fakeApi({ [`POST ${EVENT_PATH}/order`]: () => json(201, { data: { short_id: 'o_abc123' } }) });
    const { leaveFor } = renderIsland();

    expect(screen.getByRole('heading', { name: 'Harbour Jazz Night', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('selection-total')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Quantity of Front row'), '2');
    // The running total, before Continue.
    expect(screen.getByTestId('selection-total')).toHaveTextContent(/2 items.*Total €50\.00/);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`/checkout/${EVENT_ID}/o_abc123/details`));
    expect(api.callsTo('GET', EVENT_PATH)).toHaveLength(0);
    expect(api.callsTo('GET', `${EVENT_PATH}/order/current`)).toHaveLength(1);
    expect(api.callsTo('POST', `${EVENT_PATH}/order`)[0]!.body).toMatchObject({ affiliate_code: 'PARTNER' });
  });

  it('does not ask for an order to resume when the browser has no checkout session', async () => {
    window.history.replaceState(null, '', `/event/${EVENT_ID}/harbour-jazz-night`);
    const api = fakeApi({});
    renderIsland(publicEvent(), false);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
  });

  it('starts afresh when the browser restores the page on the way back from the checkout', async () => {
    window.history.replaceState(null, '', `/event/${EVENT_ID}/harbour-jazz-night`);
    const api = fakeApi({
      [`GET ${EVENT_PATH}`]: () => json(200, { data: publicEvent() }),
      [`GET ${EVENT_PATH}/order/current`]: () =>
        json(200, {
          data: {
            short_id: 'o_held123',
            status: 'RESERVED',
            is_expired: false,
            email: null,
            reserved_until: new Date(Date.now() + 10 * 60_000).toISOString(),
          },
        }),
    });
    // The page was first served to a browser without a checkout session.
    renderIsland(publicEvent(), false);
    await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 });
    expect(api.calls).toHaveLength(0);

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    expect(await screen.findByTestId('resume-order')).toBeInTheDocument();
    expect(api.callsTo('GET', EVENT_PATH)).toHaveLength(1);
  });

  it('asks for the event when the page came without it, and applies a promo code in place', async () => {
    window.history.replaceState(null, '', `/event/${EVENT_ID}/harbour-jazz-night`);
    const api = fakeApi({
      [`GET ${EVENT_PATH}`]: ({ url }) => {
        const code = url.searchParams.get('promo_code');
        return json(200, { data: publicEvent({ promo_code: code ? { code, valid: true, reason: null } : null }) });
      },
    });
    renderIsland(null);

    await userEvent.type(await screen.findByLabelText('Promo code'), 'FRIENDS');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByTestId('promo-valid')).toBeInTheDocument();
    expect(window.location.search).toBe('?promo_code=FRIENDS');
    expect(api.callsTo('GET', EVENT_PATH).map((call) => call.url.searchParams.get('promo_code'))).toEqual([
      null,
      'FRIENDS',
    ]);
  });

  it('says so when the event cannot be loaded', async () => {
    window.history.replaceState(null, '', `/event/${EVENT_ID}/harbour-jazz-night`);
    fakeApi({ [`GET ${EVENT_PATH}`]: () => json(500, { message: 'The server is down.', errors: {} }) });
    renderIsland(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('This event could not be loaded');
  });
});
