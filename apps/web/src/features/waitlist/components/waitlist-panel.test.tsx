import type { TWaitlistEntry, TWaitlistPriceStats, TWaitlistStats } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisplayTimeZoneProvider } from '../../../lib/display-time-zone';
import { createQueryClient } from '../../../lib/query-client';
import { buildEvent, fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { WAITLIST_REFETCH_MS } from '../api/waitlist';
import { WaitlistPanel } from './waitlist-panel';

const eventId = '55555555-5555-4555-8555-555555555555';
const productId = '71111111-1111-4111-8111-111111111111';
const priceId = '72222222-2222-4222-8222-222222222222';
const otherPriceId = '73333333-3333-4333-8333-333333333333';
const graceId = '74444444-4444-4444-8444-444444444444';
const adaId = '75555555-5555-4555-8555-555555555555';
const alanId = '76666666-6666-4666-8666-666666666666';
const event = buildEvent({ id: eventId, currency: 'EUR', timezone: 'Europe/Berlin' });
const base = `/api/events/${eventId}/waitlist`;
type THandler = Parameters<typeof fakeApi>[0][string];

function buildPrice(overrides: Partial<TWaitlistPriceStats> = {}): TWaitlistPriceStats {
  return {
    product_id: productId,
    product_price_id: priceId,
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

function buildStats(overrides: Partial<TWaitlistStats> = {}): TWaitlistStats {
  return {
    currency: 'EUR',
    totals: { waiting_people: 4, waiting_tickets: 6, offers_outstanding: 1, purchased: 3, conversion_rate: 0.75 },
    prices: [
      buildPrice(),
      // Nobody ever waited for this one: no card.
      buildPrice({
        product_price_id: otherPriceId,
        price_label: 'Regular',
        waiting_people: 0,
        waiting_tickets: 0,
        offers_outstanding: 0,
        offered_tickets: 0,
        purchased: 0,
        expired: 0,
        conversion_rate: null,
      }),
    ],
    settings: {
      waitlist_auto_process: false,
      waitlist_offer_timeout_minutes: null,
      waitlist_show_count: false,
      waitlist_lottery_until: null,
    },
    ...overrides,
  };
}

function buildEntry(overrides: Partial<TWaitlistEntry> = {}): TWaitlistEntry {
  return {
    id: graceId,
    event_id: eventId,
    product_id: productId,
    product_price_id: priceId,
    product_title: 'Standing',
    price_label: 'Early bird',
    alternative_price_ids: [],
    email: 'grace@example.com',
    first_name: 'Grace',
    last_name: 'Hopper',
    locale: 'en',
    quantity: 2,
    status: 'WAITING',
    position: 1,
    lottery_rank: null,
    offered_at: null,
    offer_expires_at: null,
    offer_count: 0,
    order_id: null,
    order_short_id: null,
    purchased_at: null,
    cancelled_at: null,
    created_at: '2030-05-01T10:00:00.000Z',
    updated_at: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const grace = buildEntry();
const ada = buildEntry({
  id: adaId,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  quantity: 1,
  position: 2,
  status: 'OFFERED',
  offered_at: '2030-05-02T08:00:00.000Z',
  offer_expires_at: '2030-05-02T20:00:00.000Z',
  offer_count: 1,
});
const alan = buildEntry({
  id: alanId,
  first_name: 'Alan',
  last_name: 'Turing',
  email: 'alan@example.com',
  quantity: 3,
  position: 3,
  status: 'OFFER_EXPIRED',
  offered_at: '2030-05-01T12:00:00.000Z',
  offer_expires_at: '2030-05-02T00:00:00.000Z',
  offer_count: 1,
});

const entries = (items: TWaitlistEntry[]) =>
  json(200, {
    data: items,
    meta: listMeta(items.length, {
      allowed_sorts: ['position', 'created_at', 'status', 'quantity'],
      default_sort: 'position',
      default_sort_direction: 'asc',
      allowed_filter_fields: ['status', 'product_price_id'],
    }),
  });

function setup(handlers: Record<string, THandler>, initialPath = '/waitlist') {
  const api = fakeApi({
    [`GET ${base}`]: () => entries([grace, ada, alan]),
    [`GET ${base}/stats`]: () => json(200, { data: buildStats() }),
    ...handlers,
  });
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const rendered = renderWithProviders(
    <DisplayTimeZoneProvider timeZone="Europe/Berlin">
      <WaitlistPanel event={event} />
    </DisplayTimeZoneProvider>,
    { queryClient, initialPath },
  );
  return { api, user: userEvent.setup(), ...rendered };
}

describe('WaitlistPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the figures of each price anyone waits for, and everyone on the list', async () => {
    setup({});

    const card = await screen.findByTestId('waitlist-price-card');
    expect(screen.getAllByTestId('waitlist-price-card')).toHaveLength(1);
    expect(within(card).getByRole('heading', { name: 'Standing · Early bird' })).toBeInTheDocument();
    expect(within(card).getByText('Manual offers')).toBeInTheDocument();
    expect(within(card).getByText('6 tickets')).toBeInTheDocument();
    expect(within(card).getByText('75%')).toBeInTheDocument();
    expect(within(card).getByText('€150.00')).toBeInTheDocument();
    expect(within(card).getByText('12 hours')).toBeInTheDocument();
    // No lottery time is set: nothing to draw.
    expect(within(card).queryByRole('button', { name: /Draw lottery/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('waitlist-totals')).toHaveTextContent('4 people waiting');

    const rows = await screen.findAllByTestId('waitlist-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('waitlist-status')).toHaveTextContent('Waiting');
    expect(within(rows[1]!).getByTestId('waitlist-status')).toHaveTextContent('Offered');
    // The deadline on the event's clock: 20:00 UTC is 22:00 in Berlin in May.
    expect(within(rows[1]!).getByText(/Held until .*10:00\sPM/)).toBeInTheDocument();
    expect(within(rows[2]!).getByTestId('waitlist-status')).toHaveTextContent('Offer expired');
    expect(screen.getByTestId('waitlist-page-summary')).toHaveTextContent('1–3 of 3 entries');
    expect(screen.getByRole('link', { name: 'Waiting-list settings' })).toHaveAttribute(
      'href',
      `/manage/event/${eventId}/settings#waitlist`,
    );
  });

  it('asks the server for the statuses and ticket named in the URL', async () => {
    const { api } = setup({}, `/waitlist?status=OFFERED,WAITING,BOGUS&product_price_id=${priceId}&query=grace`);

    await screen.findAllByTestId('waitlist-row');
    const query = api.callsTo('GET', base)[0]!.url.searchParams;
    expect(query.get('filter_fields[status][in]')).toBe('WAITING,OFFERED');
    expect(query.get('filter_fields[product_price_id][eq]')).toBe(priceId);
    expect(query.get('query')).toBe('grace');
  });

  it('exports the entries the list shows: its filters, search and sort, every page', async () => {
    const { api, user } = setup(
      {
        [`GET ${base}/export`]: () =>
          new Response('Position,Lottery rank,Status\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="waiting-list.csv"' },
          }),
      },
      '/waitlist?status=OFFERED&query=ada',
    );
    URL.createObjectURL = vi.fn(() => 'blob:waitlist');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await screen.findAllByTestId('waitlist-row');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    const query = api.callsTo('GET', `${base}/export`)[0]!.url.searchParams;
    expect(query.get('format')).toBe('csv');
    expect(query.get('filter_fields[status][in]')).toBe('OFFERED');
    expect(query.get('query')).toBe('ada');
    expect(query.has('page')).toBe(false);
  });

  it('offers the next people of a price from its card and says what happened', async () => {
    const { api, user } = setup({
      [`POST ${base}/offer`]: () =>
        json(200, {
          data: {
            offered: [grace, ada].map((entry) => ({ ...entry, status: 'OFFERED' })),
            skipped: [{ id: alanId, reason: 'NOT_ENOUGH_STOCK' }],
          },
        }),
    });

    await user.click(await screen.findByRole('button', { name: /^Offer next…\s*Standing · Early bird$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer tickets to the next in line' });
    const count = within(dialog).getByRole('textbox', { name: /How many people/ });
    expect(count).toHaveValue('1');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send offers' }));

    await waitFor(() => expect(api.callsTo('POST', `${base}/offer`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/offer`)[0]?.body).toEqual({ product_price_id: priceId, count: 3 });
    expect(
      await screen.findByText('Tickets offered to 2 people. 1 skipped: 1 not enough tickets free.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Offer tickets to the next in line' })).not.toBeInTheDocument(),
    );
    // The list and the figures are read again.
    await waitFor(() => expect(api.callsTo('GET', `${base}/stats`).length).toBeGreaterThan(1));
    expect(api.callsTo('GET', base).length).toBeGreaterThan(1);
  });

  it('keeps the offer-next count within 1 to 50', async () => {
    const { api, user } = setup({
      [`POST ${base}/offer`]: () => json(200, { data: { offered: [], skipped: [] } }),
    });

    await user.click(await screen.findByRole('button', { name: /^Offer next…\s*Standing · Early bird$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer tickets to the next in line' });
    const count = within(dialog).getByRole('textbox', { name: /How many people/ });
    await user.clear(count);
    await user.click(within(dialog).getByRole('button', { name: 'Send offers' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 50.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/offer`)).toHaveLength(0);

    await user.type(count, '80');
    await user.tab();
    expect(count).toHaveValue('50');
    await user.click(within(dialog).getByRole('button', { name: 'Send offers' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/offer`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/offer`)[0]?.body).toEqual({ product_price_id: priceId, count: 50 });
    // Nobody could be offered: said as a problem, not a success.
    expect(await screen.findByText('Nobody could be offered tickets.')).toBeInTheDocument();
  });

  it('offers the chosen entries, and an expired one again from its menu', async () => {
    const { api, user } = setup({
      [`POST ${base}/offer`]: ({ body }) =>
        json(200, {
          data: {
            offered: (body as { entry_ids: string[] }).entry_ids.map((id) => ({ ...grace, id, status: 'OFFERED' })),
            skipped: [],
          },
        }),
    });

    const rows = await screen.findAllByTestId('waitlist-row');
    // An entry holding an offer cannot be offered again.
    expect(within(rows[1]!).getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeDisabled();
    await user.click(within(rows[0]!).getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.click(within(rows[2]!).getByRole('checkbox', { name: 'Select Alan Turing' }));
    expect(screen.getByTestId('waitlist-selection')).toHaveTextContent('2 people selected');
    await user.click(screen.getByRole('button', { name: 'Offer selected' }));

    await waitFor(() => expect(api.callsTo('POST', `${base}/offer`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/offer`)[0]?.body).toEqual({ entry_ids: [graceId, alanId] });
    expect(await screen.findByText('Tickets offered to 2 people.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('waitlist-selection')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for Alan Turing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Offer again' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/offer`)).toHaveLength(2));
    expect(api.callsTo('POST', `${base}/offer`)[1]?.body).toEqual({ entry_ids: [alanId] });
  });

  it('asks before cancelling an entry, and cancels only once confirmed', async () => {
    const cancelPath = `${base}/${adaId}/cancel`;
    const { api, user } = setup({
      [`POST ${cancelPath}`]: () => json(200, { data: { ...ada, status: 'CANCELLED' } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel entry' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove Ada Lovelace from the waiting list?' });
    expect(confirm).toHaveTextContent('The tickets held for their offer are released for sale');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Remove Ada Lovelace from the waiting list?' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', cancelPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel entry' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove Ada Lovelace from the waiting list?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove from list' }));

    await waitFor(() => expect(api.callsTo('POST', cancelPath)).toHaveLength(1));
    expect(await screen.findByText('Ada Lovelace was removed from the waiting list.')).toBeInTheDocument();
  });

  it('draws a due lottery with a chosen seed, and shows the server refusal', async () => {
    let attempts = 0;
    const { api, user } = setup({
      [`GET ${base}/stats`]: () =>
        json(200, {
          data: buildStats({
            settings: { ...buildStats().settings, waitlist_lottery_until: '2020-01-01T10:00:00.000Z' },
          }),
        }),
      [`POST ${base}/draw`]: () => {
        attempts += 1;
        return attempts === 1
          ? json(200, {
              data: {
                id: '77777777-7777-4777-8777-777777777777',
                product_price_id: priceId,
                seed: 'spring',
                drawn_at: '2030-05-03T10:00:00.000Z',
                lottery_until: '2020-01-01T10:00:00.000Z',
                entry_count: 4,
                order: [],
              },
            })
          : json(409, { message: 'This lottery was already drawn.', errors: {}, code: 'waitlist_lottery_drawn' });
      },
    });

    await user.click(await screen.findByRole('button', { name: /^Draw lottery\s*Standing · Early bird$/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Draw the lottery' });
    await user.type(within(dialog).getByRole('textbox', { name: /Seed/ }), 'spring');
    await user.click(within(dialog).getByRole('button', { name: 'Draw now' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/draw`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/draw`)[0]?.body).toEqual({ product_price_id: priceId, seed: 'spring' });
    expect(await screen.findByText('Lottery drawn: 4 entries put in order (seed spring).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Draw lottery\s*Standing · Early bird$/ }));
    dialog = await screen.findByRole('dialog', { name: 'Draw the lottery' });
    await user.click(within(dialog).getByRole('button', { name: 'Draw now' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/draw`)).toHaveLength(2));
    expect(api.callsTo('POST', `${base}/draw`)[1]?.body).toEqual({ product_price_id: priceId });
    expect(await screen.findByText('This lottery was already drawn.')).toBeInTheDocument();
  });

  it('explains the waiting list when nobody has joined', async () => {
    setup({
      [`GET ${base}`]: () => entries([]),
      [`GET ${base}/stats`]: () =>
        json(200, {
          data: buildStats({
            totals: {
              waiting_people: 0,
              waiting_tickets: 0,
              offers_outstanding: 0,
              purchased: 0,
              conversion_rate: null,
            },
            prices: [],
          }),
        }),
    });

    expect(await screen.findByText('Nobody is on the waiting list yet')).toBeInTheDocument();
    expect(screen.getByText(/Offer a waiting list when sold out/)).toBeInTheDocument();
    expect(screen.queryByTestId('waitlist-table')).not.toBeInTheDocument();
  });

  it('reads the list again by itself while people wait or hold offers, and stops once nothing can change', async () => {
    // Offers are taken up and lapse on the server's time: the organizer sees it without reloading.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const open = setup({});
      await screen.findAllByTestId('waitlist-row');
      const before = open.api.callsTo('GET', base).length;
      await vi.advanceTimersByTimeAsync(WAITLIST_REFETCH_MS);
      await waitFor(() => expect(open.api.callsTo('GET', base).length).toBeGreaterThan(before));
      await waitFor(() => expect(open.api.callsTo('GET', `${base}/stats`).length).toBeGreaterThan(1));
      open.unmount();

      const settled = setup({
        [`GET ${base}`]: () => entries([alan]),
        [`GET ${base}/stats`]: () =>
          json(200, {
            data: buildStats({
              totals: {
                waiting_people: 0,
                waiting_tickets: 0,
                offers_outstanding: 0,
                purchased: 3,
                conversion_rate: 0.75,
              },
            }),
          }),
      });
      await screen.findAllByTestId('waitlist-row');
      await vi.advanceTimersByTimeAsync(WAITLIST_REFETCH_MS * 3);
      expect(settled.api.callsTo('GET', base)).toHaveLength(1);
      expect(settled.api.callsTo('GET', `${base}/stats`)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
