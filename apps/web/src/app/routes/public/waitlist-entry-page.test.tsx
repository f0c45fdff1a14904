import type { TPublicWaitlistEntry } from '@marquee/core';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { EVENT_ID } from '../../../test/public-event';
import { renderRoutes } from '../../../test/render';
import { Component } from './waitlist-entry-page';

const TOKEN = 'a'.repeat(64);
const ENTRY_PATH = `/api/public/waitlist/${TOKEN}`;
const NOW = Date.parse('2031-05-01T10:00:00.000Z');

function entry(overrides: Partial<TPublicWaitlistEntry> = {}): TPublicWaitlistEntry {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    status: 'WAITING',
    position: 3,
    quantity: 2,
    lottery_until: null,
    first_name: 'Robin',
    event: {
      id: EVENT_ID,
      title: 'Harbour Jazz Night',
      start_date: '2031-06-01T18:00:00.000Z',
      end_date: '2031-06-01T21:00:00.000Z',
      timezone: 'Europe/Berlin',
      slug: 'harbour-jazz-night',
    },
    product_title: 'Front row',
    price_label: 'Early bird',
    alternative_price_labels: ['Regular'],
    created_at: '2031-04-20T08:00:00.000Z',
    offer_expires_at: null,
    order_short_id: null,
    can_leave: true,
    ...overrides,
  };
}

const offered = () =>
  entry({
    status: 'OFFERED',
    position: 1,
    // 2 h 30 min after NOW: 14:30 in Berlin.
    offer_expires_at: '2031-05-01T12:30:00.000Z',
    order_short_id: 'o_held1',
  });

function renderPage(handlers: Parameters<typeof fakeApi>[0], search = '') {
  const api = fakeApi(handlers);
  const view = renderRoutes(
    [
      { path: '/waitlist/:token', Component },
      { path: '/checkout/:eventId/:shortId/details', element: <p>details page</p> },
    ],
    { initialPath: `/waitlist/${TOKEN}${search}` },
  );
  return { api, ...view };
}

describe('the entrant’s waiting list page (issue 31)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('shows the event, the ticket and the place in line of a waiting entry', async () => {
    renderPage({ [`GET ${ENTRY_PATH}`]: () => json(200, { data: entry() }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Jazz Night' })).toBeInTheDocument();
    const facts = screen.getByTestId('waitlist-facts');
    expect(facts).toHaveTextContent('Front row – Early bird');
    expect(facts).toHaveTextContent('2 tickets');
    expect(facts).toHaveTextContent('Also: Regular');
    expect(screen.getByRole('heading', { name: 'You are number 3 in line' })).toBeInTheDocument();
    expect(screen.getByTestId('waitlist-status')).toHaveTextContent('We will email you as soon as tickets are free');
  });

  it('says a lottery is still to be drawn, with its time in the event’s zone', async () => {
    renderPage({
      [`GET ${ENTRY_PATH}`]: () =>
        json(200, { data: entry({ position: null, lottery_until: '2031-05-01T16:00:00.000Z' }) }),
    });
    expect(await screen.findByRole('heading', { name: 'A lottery decides your place' })).toBeInTheDocument();
    expect(screen.getByTestId('waitlist-status')).toHaveTextContent(/joins before .*6:00\sPM GMT\+2/);
  });

  it('shows an offer’s held tickets, their deadline in the event’s zone and the time left', async () => {
    renderPage({ [`GET ${ENTRY_PATH}`]: () => json(200, { data: offered() }) });
    const offer = await screen.findByTestId('waitlist-offer');
    expect(offer).toHaveTextContent(/2 tickets are held for you until .*2:30\sPM GMT\+2\./);
    expect(within(offer).getByRole('timer')).toHaveTextContent('Time left: 2:30:00');
    expect(screen.getByRole('button', { name: 'Buy your tickets' })).toBeEnabled();
  });

  it('buys: opens the held order on this browser, then goes to its checkout', async () => {
    const person = userEvent.setup();
    const { api, router } = renderPage({
      [`GET ${ENTRY_PATH}`]: () => json(200, { data: offered() }),
      [`POST ${ENTRY_PATH}/checkout`]: () =>
        json(200, { data: { event_id: EVENT_ID, order_short_id: 'o_held1', session_identifier: 's1' } }),
    });
    await person.click(await screen.findByRole('button', { name: 'Buy your tickets' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/checkout/${EVENT_ID}/o_held1/details`);
    expect(api.callsTo('POST', `${ENTRY_PATH}/checkout`)).toHaveLength(1);
  });

  it('says why an offer can no longer be bought, and shows what became of it', async () => {
    const person = userEvent.setup();
    let reads = 0;
    renderPage({
      [`GET ${ENTRY_PATH}`]: () =>
        json(200, { data: ++reads === 1 ? offered() : entry({ status: 'OFFER_EXPIRED', can_leave: false }) }),
      [`POST ${ENTRY_PATH}/checkout`]: () =>
        json(409, { message: 'This offer is no longer open.', code: 'waitlist_offer_closed', errors: {} }),
    });
    await person.click(await screen.findByRole('button', { name: 'Buy your tickets' }));
    expect(await screen.findByRole('heading', { name: 'The offer has lapsed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).not.toBeInTheDocument();
  });

  it('asks once for the entry when the deadline passes while the page is open', async () => {
    const { api } = renderPage({
      // The expiry job has not run yet: the server still says OFFERED.
      [`GET ${ENTRY_PATH}`]: () => json(200, { data: { ...offered(), offer_expires_at: '2031-05-01T10:00:02.000Z' } }),
    });
    expect(await screen.findByRole('button', { name: 'Buy your tickets' })).toBeInTheDocument();
    vi.setSystemTime(NOW + 3000);
    expect(await screen.findByTestId('waitlist-offer-lapsing')).toHaveTextContent('has run out');
    expect(screen.queryByRole('button', { name: 'Buy your tickets' })).not.toBeInTheDocument();
    // The clock keeps ticking past the deadline: no second question for it.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo('GET', ENTRY_PATH)).toHaveLength(2);
  });

  it('goes straight on to the checkout when opened from the offer email, once', async () => {
    const { api, router } = renderPage(
      {
        [`GET ${ENTRY_PATH}`]: () => json(200, { data: offered() }),
        [`POST ${ENTRY_PATH}/checkout`]: () =>
          json(200, { data: { event_id: EVENT_ID, order_short_id: 'o_held1', session_identifier: 's1' } }),
      },
      '?claim=1',
    );
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/checkout/${EVENT_ID}/o_held1/details`);
    expect(api.callsTo('POST', `${ENTRY_PATH}/checkout`)).toHaveLength(1);
  });

  it('stays on the page from the offer email once the offer is over', async () => {
    const { api } = renderPage(
      { [`GET ${ENTRY_PATH}`]: () => json(200, { data: entry({ status: 'OFFER_EXPIRED', can_leave: false }) }) },
      '?claim=1',
    );
    expect(await screen.findByRole('heading', { name: 'The offer has lapsed' })).toBeInTheDocument();
    expect(api.callsTo('POST', `${ENTRY_PATH}/checkout`)).toHaveLength(0);
  });

  it.each([
    ['PURCHASED', 'You got your tickets', 'the tickets were sent to you by email'],
    ['OFFER_EXPIRED', 'The offer has lapsed', 'not bought in time'],
    ['CANCELLED', 'You are no longer on the waiting list', 'you will not be offered these tickets'],
  ] as const)('explains a %s entry, and leads back to the event', async (status, title, text) => {
    renderPage({
      [`GET ${ENTRY_PATH}`]: () => json(200, { data: entry({ status, position: null, can_leave: false }) }),
    });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('waitlist-status')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'See the event' })).toHaveAttribute(
      'href',
      `/event/${EVENT_ID}/harbour-jazz-night`,
    );
    expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).not.toBeInTheDocument();
  });

  it('leaves the list only once the entrant confirms, then says so', async () => {
    const person = userEvent.setup();
    const { api } = renderPage({
      [`GET ${ENTRY_PATH}`]: () => json(200, { data: offered() }),
      [`DELETE ${ENTRY_PATH}`]: () => json(200, { data: entry({ status: 'CANCELLED', can_leave: false }) }),
    });
    await person.click(await screen.findByRole('button', { name: 'Leave the waiting list' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    expect(dialog).toHaveTextContent('The tickets held for you will go to the next person in line.');
    // The safe choice has the focus; cancelling changes nothing.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', ENTRY_PATH)).toHaveLength(0);

    await person.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    await person.click(within(dialog).getByRole('button', { name: 'Leave the list' }));
    expect(await screen.findByText('You left the waiting list.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', ENTRY_PATH)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'You are no longer on the waiting list' })).toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    renderPage({});
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });
});
