import type { TAttendee } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { AttendeesList } from './attendees-list';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const attendeesPath = `/api/events/${EVENT_ID}/attendees`;
const categoriesPath = `/api/events/${EVENT_ID}/product-categories`;
const PASS_ID = '22222222-2222-4222-8222-222222222222';
const EARLY_ID = '33333333-3333-4333-8333-333333333333';
const LATE_ID = '44444444-4444-4444-8444-444444444444';
const STANDING_ID = '55555555-5555-4555-8555-555555555555';
const STANDING_PRICE_ID = '66666666-6666-4666-8666-666666666666';

const price = (id: string, label: string | null) => ({ id, label, price: 1500 });

/** A tiered festival pass (Early, Late), a plain standing ticket and a T-shirt. */
const catalogue = {
  data: [
    {
      id: '77777777-7777-4777-8777-777777777777',
      name: 'Tickets',
      products: [
        {
          id: PASS_ID,
          title: 'Festival pass',
          type: 'TIERED',
          product_type: 'TICKET',
          prices: [price(EARLY_ID, 'Early'), price(LATE_ID, 'Late')],
        },
        {
          id: STANDING_ID,
          title: 'Standing',
          type: 'PAID',
          product_type: 'TICKET',
          prices: [price(STANDING_PRICE_ID, null)],
        },
        {
          id: '88888888-8888-4888-8888-888888888888',
          title: 'T-shirt',
          type: 'PAID',
          product_type: 'GENERAL',
          prices: [price('99999999-9999-4999-8999-999999999999', null)],
        },
      ],
    },
  ],
};

const attendee: TAttendee = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  short_id: 'a_abc',
  public_id: 'P-ABC',
  event_id: EVENT_ID,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  locale: 'en',
  notes: null,
  status: 'ACTIVE',
  product_id: PASS_ID,
  product_title: 'Festival pass',
  product_price_id: LATE_ID,
  price_label: 'Late',
  order_id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  order_short_id: 'o_abc',
  order_status: 'COMPLETED',
  order_is_manually_created: false,
  check_ins: [],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

function renderList(initialPath: string) {
  const api = fakeApi({
    [`GET ${attendeesPath}`]: () => json(200, { data: [attendee], meta: listMeta(1) }),
    [`GET ${categoriesPath}`]: () => json(200, catalogue),
    [`GET /api/events/${EVENT_ID}/check-in-lists`]: () => json(200, { data: [], meta: listMeta(0) }),
  });
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const rendered = renderRoutes(
    [
      {
        path: '/attendees',
        element: <AttendeesList eventId={EVENT_ID} header={({ total }) => <h1>{total ?? '…'} attendees</h1>} />,
      },
    ],
    { initialPath, queryClient },
  );
  return { api, ...rendered };
}

const lastQuery = (api: ReturnType<typeof fakeApi>) => api.callsTo('GET', attendeesPath).at(-1)!.url.searchParams;

describe('AttendeesList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the tier of the URL as the list query', async () => {
    const { api } = renderList(`/attendees?product_id=${PASS_ID}&product_price_id=${LATE_ID}`);

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    const query = api.callsTo('GET', attendeesPath)[0]!.url.searchParams;
    expect(query.get('filter_fields[product_id][eq]')).toBe(PASS_ID);
    expect(query.get('filter_fields[product_price_id][eq]')).toBe(LATE_ID);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveValue('Festival pass · Late'));
  });

  it('filters by tier, named "Ticket · Tier", keeps it in the URL and chooses its ticket with it', async () => {
    const { api, router } = renderList('/attendees');
    const user = userEvent.setup();
    await screen.findByText('ada@example.com');

    await user.click(await screen.findByRole('combobox', { name: 'Tier' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Festival pass · Early', 'Festival pass · Late']);
    await user.click(within(listbox).getByRole('option', { name: 'Festival pass · Early' }));

    await waitFor(() => expect(router.state.location.search).toContain(`product_price_id=${EARLY_ID}`));
    expect(router.state.location.search).toContain(`product_id=${PASS_ID}`);
    await waitFor(() => expect(lastQuery(api).get('filter_fields[product_price_id][eq]')).toBe(EARLY_ID));
    expect(lastQuery(api).get('filter_fields[product_id][eq]')).toBe(PASS_ID);
  });

  it("offers only the chosen ticket's tiers, and drops a tier of another ticket", async () => {
    const { router } = renderList(`/attendees?product_id=${PASS_ID}&product_price_id=${EARLY_ID}`);
    const user = userEvent.setup();
    await screen.findByText('ada@example.com');

    await user.click(screen.getByRole('combobox', { name: 'Ticket' }));
    await user.click(await screen.findByRole('option', { name: 'Standing' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?product_id=${STANDING_ID}`));
    // Standing has no tiers: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Tier' })).not.toBeInTheDocument();
  });
});
