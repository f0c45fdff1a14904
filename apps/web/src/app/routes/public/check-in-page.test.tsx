import type { TCheckInAttendee, TDoorCheckIn, TPublicCheckInList } from '@marquee/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { Component } from './check-in-page';

const SHORT_ID = 'cil_Ab12Cd34Ef56G';
const BASE = `/api/public/check-in-lists/${SHORT_ID}`;
const PRODUCT_ID = '44444444-4444-4444-8444-444444444444';

function buildList(overrides: Partial<TPublicCheckInList> = {}): TPublicCheckInList {
  return {
    short_id: SHORT_ID,
    name: 'Main entrance',
    description: 'Wristbands for the balcony.',
    activates_at: null,
    expires_at: null,
    is_active: true,
    is_expired: false,
    total_attendees: 3,
    checked_in_attendees: 0,
    products: [{ id: PRODUCT_ID, title: 'Standing' }],
    ...overrides,
    event: {
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Harbour Jazz Night',
      timezone: 'Europe/Berlin',
      start_date: '2030-06-01T17:00:00.000Z',
      end_date: null,
      allow_orders_awaiting_offline_payment_to_check_in: false,
      ...overrides.event,
    },
  };
}

function buildAttendee(overrides: Partial<TCheckInAttendee> = {}): TCheckInAttendee {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    reference: 'ADA001',
    first_name: 'Ada',
    last_name: 'Lovelace',
    status: 'ACTIVE',
    product_id: PRODUCT_ID,
    product_title: 'Standing',
    price_label: null,
    order_public_id: 'O-ADA0001',
    order_status: 'COMPLETED',
    check_in: null,
    ...overrides,
  };
}

const ada = buildAttendee();
const max = buildAttendee({
  id: 'a0000000-0000-4000-8000-000000000002',
  reference: 'MAX002',
  first_name: 'Max',
  last_name: 'Planck',
  status: 'AWAITING_PAYMENT',
  order_status: 'AWAITING_OFFLINE_PAYMENT',
  order_public_id: 'O-MAX0002',
});
const carl = buildAttendee({
  id: 'a0000000-0000-4000-8000-000000000003',
  reference: 'ARL003',
  first_name: 'Carl',
  last_name: 'Gauss',
  status: 'CANCELLED',
  price_label: 'Balcony',
});

function checkIn(attendee: TCheckInAttendee, createdAt = new Date().toISOString()): TDoorCheckIn {
  return {
    id: '99999999-9999-4999-8999-999999999999',
    short_id: `ci_${attendee.reference}`,
    check_in_list_id: '88888888-8888-4888-8888-888888888888',
    check_in_list_name: 'Main entrance',
    attendee_id: attendee.id,
    product_id: PRODUCT_ID,
    order_id: '66666666-6666-4666-8666-666666666666',
    event_id: '33333333-3333-4333-8333-333333333333',
    created_at: createdAt,
    checked_out_at: null,
  };
}

const page = (attendees: TCheckInAttendee[]) => json(200, { data: attendees, meta: listMeta(attendees.length) });

function renderDoor() {
  return renderRoutes([{ path: '/check-in/:checkInListShortId', Component }], { initialPath: `/check-in/${SHORT_ID}` });
}

const row = (name: string) => screen.getAllByTestId('check-in-row').find((item) => item.textContent?.includes(name))!;

/** Keys as a USB scanner sends them: a burst on the page, ended by Enter. */
function scan(code: string) {
  for (const key of [...code, 'Enter']) fireEvent.keyDown(document.body, { key });
}

describe('door staff page /check-in/:shortId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the not-found screen for an unknown list', async () => {
    fakeApi({});
    renderDoor();
    expect(await screen.findByText("We can't find that page")).toBeInTheDocument();
  });

  it('tells staff when the list expired, in the event time zone, and asks for no attendees', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: () =>
        json(200, { data: buildList({ is_expired: true, expires_at: '2030-06-01T21:30:00.000Z' }) }),
    });
    renderDoor();
    const gate = await screen.findByTestId('check-in-gate');
    expect(gate).toHaveTextContent('This check-in list expired on Saturday, June 1, 2030 at 11:30 PM');
    expect(api.callsTo('GET', `${BASE}/attendees`)).toHaveLength(0);
  });

  it('counts down to activation, then reads the list again and opens the desk', async () => {
    let isActive = false;
    const activatesAt = new Date(Date.now() + 2_000).toISOString();
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList({ activates_at: activatesAt, is_active: isActive }) }),
      [`GET ${BASE}/attendees`]: () => page([ada]),
    });
    renderDoor();
    expect(await screen.findByTestId('check-in-countdown')).toHaveTextContent(/^0:0\d$/);
    expect(screen.getByText('Check-in has not opened yet')).toBeInTheDocument();
    isActive = true;
    expect(await screen.findByRole('button', { name: 'Check in Ada Lovelace' })).toBeInTheDocument();
    expect(api.callsTo('GET', BASE).length).toBeGreaterThanOrEqual(2);
  });

  it('lists attendees with their state: checked in, cancelled (disabled) and awaiting payment', async () => {
    const checkedIn = { ...ada, check_in: { short_id: 'ci_ada', created_at: new Date().toISOString() } };
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList({ checked_in_attendees: 1 }) }),
      [`GET ${BASE}/attendees`]: () => page([checkedIn, max, carl]),
    });
    renderDoor();
    expect(await screen.findByRole('heading', { name: 'Harbour Jazz Night', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Main entrance')).toBeInTheDocument();
    await screen.findAllByTestId('check-in-row');
    expect(screen.getByTestId('check-in-progress')).toHaveTextContent('1 / 3 checked in');

    expect(within(row('Ada Lovelace')).getByText(/^Checked in/)).toBeInTheDocument();
    expect(within(row('Ada Lovelace')).getByRole('button', { name: 'Check out Ada Lovelace' })).toBeEnabled();
    // Badges from core's table, in spec §4's lower case.
    expect(within(row('Max Planck')).getByText('awaiting payment')).toBeInTheDocument();
    expect(within(row('Carl Gauss')).getByText('cancelled')).toBeInTheDocument();
    expect(within(row('Carl Gauss')).getByText(/Standing · Balcony/)).toBeInTheDocument();
    expect(within(row('Carl Gauss')).getByRole('button', { name: 'Check in Carl Gauss' })).toBeDisabled();
    expect(within(row('Carl Gauss')).getByText('…ARL003')).toBeInTheDocument();
    expect(api.callsTo('GET', `${BASE}/attendees`)[0]!.url.searchParams.get('per_page')).toBe('100');
  });

  it('checks an attendee in and out, updating the row, the banner and the progress', async () => {
    let checkedIn = 0;
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList({ checked_in_attendees: checkedIn }) }),
      [`GET ${BASE}/attendees`]: () =>
        page([
          { ...ada, check_in: checkedIn ? { short_id: 'ci_ADA001', created_at: new Date().toISOString() } : null },
        ]),
      [`POST ${BASE}/check-ins`]: () => {
        checkedIn = 1;
        return json(200, { data: [checkIn(ada)], errors: {} });
      },
      [`DELETE ${BASE}/check-ins/ci_ADA001`]: () => {
        checkedIn = 0;
        return json(200, { data: { ...checkIn(ada), checked_out_at: new Date().toISOString() } });
      },
    });
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in Ada Lovelace' }));

    expect(await screen.findByTestId('check-in-feedback')).toHaveTextContent('Ada Lovelace checked in');
    expect(api.callsTo('POST', `${BASE}/check-ins`)[0]!.body).toEqual({
      attendees: [{ attendee_id: ada.id, action: 'check-in' }],
    });
    const checkOut = await screen.findByRole('button', { name: 'Check out Ada Lovelace' });
    await waitFor(() => expect(screen.getByTestId('check-in-progress')).toHaveTextContent('1 / 3 checked in'));

    await userEvent.click(checkOut);
    expect(await screen.findByTestId('check-in-feedback')).toHaveTextContent('Ada Lovelace checked out');
    expect(await screen.findByRole('button', { name: 'Check in Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('check-in-progress')).toHaveTextContent('0 / 3 checked in'));
  });

  it('reports an attendee the server says is already checked in, with the time', async () => {
    fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList() }),
      [`GET ${BASE}/attendees`]: () => page([ada]),
      [`POST ${BASE}/check-ins`]: () =>
        json(200, { data: [checkIn(ada)], errors: { [ada.id]: 'Already checked in.' } }),
    });
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in Ada Lovelace' }));
    const banner = await screen.findByTestId('check-in-feedback');
    expect(banner).toHaveTextContent(/Already checked in at \d\d:\d\d/);
    expect(banner).toHaveTextContent('Ada Lovelace');
    expect(banner).toHaveAttribute('data-tone', 'error');
  });

  it('asks whether to take the payment of an unpaid attendee when the event allows it', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: () =>
        json(200, { data: buildList({ event: { allow_orders_awaiting_offline_payment_to_check_in: true } as never }) }),
      [`GET ${BASE}/attendees`]: () => page([max]),
      [`POST ${BASE}/check-ins`]: () => json(200, { data: [checkIn(max)], errors: {} }),
    });
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in Max Planck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Awaiting payment' });
    expect(dialog).toHaveTextContent('Max Planck has not paid for this order yet (order O-MAX0002).');
    expect(within(dialog).getByRole('button', { name: 'Check in only' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in and mark paid' }));

    expect(await screen.findByTestId('check-in-feedback')).toHaveTextContent(
      'Max Planck checked in, order marked as paid',
    );
    expect(api.callsTo('POST', `${BASE}/check-ins`)[0]!.body).toEqual({
      attendees: [{ attendee_id: max.id, action: 'check-in-and-mark-order-as-paid' }],
    });
  });

  it('refuses an unpaid attendee when the event does not allow it, without calling the API', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList() }),
      [`GET ${BASE}/attendees`]: () => page([max]),
    });
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in Max Planck' }));
    expect(await screen.findByTestId('check-in-feedback')).toHaveTextContent(
      'Max Planck has not paid yet: this event does not allow checking in unpaid tickets',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `${BASE}/check-ins`)).toHaveLength(0);
  });

  it('searches after a 200 ms pause in typing', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList() }),
      [`GET ${BASE}/attendees`]: ({ url }) => page(url.searchParams.get('query') ? [max] : [ada, max]),
    });
    renderDoor();
    await screen.findByRole('button', { name: 'Check in Ada Lovelace' });
    const search = screen.getByRole('searchbox', { name: 'Search attendees' });
    // Six quick key presses, as a person typing fast.
    for (const text of ['p', 'pl', 'pla', 'plan', 'planc', 'planck'])
      fireEvent.change(search, { target: { value: text } });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Check in Ada Lovelace' })).not.toBeInTheDocument(),
    );
    const queries = api.callsTo('GET', `${BASE}/attendees`).map((call) => call.url.searchParams.get('query'));
    // Typing six letters asked once for the whole word, not once per letter.
    expect(queries).toEqual([null, 'planck']);
  });

  it('offers the next hundred when there are more attendees', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList({ total_attendees: 101 }) }),
      [`GET ${BASE}/attendees`]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? json(200, { data: [max], meta: listMeta(101, { current_page: 2, last_page: 2, per_page: 100 }) })
          : json(200, { data: [ada], meta: listMeta(101, { current_page: 1, last_page: 2, per_page: 100 }) }),
    });
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: /Load more/ }));
    expect(await screen.findByRole('button', { name: 'Check in Max Planck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', `${BASE}/attendees`).map((call) => call.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('checks in a ticket a USB scanner types on the page, looked up by the server', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList() }),
      [`GET ${BASE}/attendees`]: () => page([]),
      [`GET ${BASE}/attendees/A-ADA0001`]: () => json(200, { data: ada }),
      [`POST ${BASE}/check-ins`]: () => json(200, { data: [checkIn(ada)], errors: {} }),
    });
    renderDoor();
    await screen.findByTestId('check-in-empty');
    expect(screen.getByTestId('scanner-status')).toHaveAttribute('data-state', 'listening');
    scan('A-ADA0001');
    expect(await screen.findByTestId('check-in-feedback')).toHaveTextContent('Ada Lovelace checked in');
    expect(api.callsTo('POST', `${BASE}/check-ins`)).toHaveLength(1);

    // The same code again within 3 s is dropped.
    scan('A-ADA0001');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET', `${BASE}/attendees/A-ADA0001`)).toHaveLength(1);
    expect(api.callsTo('POST', `${BASE}/check-ins`)).toHaveLength(1);
  });

  it('says so when a scanned ticket is not on the list, and ignores typing in the search box', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList() }),
      [`GET ${BASE}/attendees`]: () => page([ada]),
    });
    renderDoor();
    await screen.findByRole('button', { name: 'Check in Ada Lovelace' });
    scan('A-NOPE999');
    expect(await screen.findByTestId('check-in-feedback')).toHaveTextContent('Ticket not found on this list');

    const search = screen.getByRole('searchbox', { name: 'Search attendees' });
    search.focus();
    await waitFor(() => expect(screen.getByTestId('scanner-status')).toHaveAttribute('data-state', 'paused'));
    for (const key of [...'A-OTHER12', 'Enter']) fireEvent.keyDown(search, { key });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(api.callsTo('GET', `${BASE}/attendees/A-OTHER12`)).toHaveLength(0);
  });

  it('says the device is offline when a call cannot reach the server', async () => {
    fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList() }),
      [`GET ${BASE}/attendees`]: () => page([ada]),
      [`POST ${BASE}/check-ins`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in Ada Lovelace' }));
    expect(await screen.findByTestId('check-in-feedback')).toHaveTextContent('No connection');
    expect(await screen.findByText(/You are offline: nothing was saved/)).toBeInTheDocument();
  });

  it('opens the list information, reading the list again', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: () => json(200, { data: buildList({ checked_in_attendees: 2 }) }),
      [`GET ${BASE}/attendees`]: () => page([ada]),
    });
    renderDoor();
    await screen.findByRole('button', { name: 'Check in Ada Lovelace' });
    const before = api.callsTo('GET', BASE).length;
    await userEvent.click(screen.getByRole('button', { name: 'About this list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Main entrance' });
    expect(dialog).toHaveTextContent('2 of 3 checked in');
    expect(dialog).toHaveTextContent('Wristbands for the balcony.');
    await waitFor(() => expect(api.callsTo('GET', BASE).length).toBe(before + 1));
  });
});
