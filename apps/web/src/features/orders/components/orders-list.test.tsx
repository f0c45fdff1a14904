import type { TEventOrderRow, TOrderDetail } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, fakeApi, json, listMeta } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { OrdersList } from './orders-list';

vi.mock(
  '../../../components/rich-text-field',
  async () => (await import('../../../test/rich-text-field-stub')).richTextFieldStub,
);

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const ordersPath = `/api/events/${EVENT_ID}/orders`;

const row: TEventOrderRow = {
  id: ORDER_ID,
  short_id: 'o_abc123',
  public_id: 'ord_abc',
  event_id: EVENT_ID,
  event_title: 'Harbour nights',
  status: 'COMPLETED',
  payment_status: 'PAYMENT_RECEIVED',
  refund_status: null,
  first_name: 'Cara',
  last_name: 'Card',
  email: 'cara@example.com',
  currency: 'EUR',
  total_before_additions: 5000,
  total_discount: 0,
  total_tax: 0,
  total_fee: 0,
  total_gross: 5000,
  total_refunded: 0,
  promo_code: null,
  affiliate_code: null,
  payment_provider: 'STRIPE',
  completed_at: '2026-03-01T10:00:00.000Z',
  created_at: '2026-03-01T09:58:00.000Z',
  invoice_number: 'INV-0042',
  reserved_until: null,
  item_count: 2,
};

const detail: TOrderDetail = {
  ...row,
  locale: 'en',
  notes: 'Wheelchair seat please',
  address: null,
  is_manually_created: false,
  updated_at: '2026-03-01T10:00:00.000Z',
  lines: [],
  payments: [],
  refunds: [],
  answers: [],
  attendees: [],
  timeline: [{ kind: 'CREATED', at: '2026-03-01T09:58:00.000Z', details: {} }],
};

function renderList(initialPath: string) {
  return renderRoutes(
    [
      {
        path: '/orders',
        element: (
          <OrdersList
            scope={{ kind: 'event', eventId: EVENT_ID }}
            currency="EUR"
            header={({ total }) => <h1>{total ?? '…'} orders</h1>}
          />
        ),
      },
    ],
    { initialPath },
  );
}

describe('OrdersList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the filters, search and sort of the URL as the list query', async () => {
    const api = fakeApi({
      [`GET ${ordersPath}`]: () =>
        json(200, { data: [row], meta: listMeta(1, { allowed_sorts: ['created_at', 'total_gross'] }) }),
    });
    renderList('/orders?status=COMPLETED&total_min=10&query=cara&sort_by=total_gross&sort_direction=desc&page=2');

    expect(await screen.findByText('cara@example.com')).toBeInTheDocument();
    const query = api.callsTo('GET', ordersPath)[0]!.url.searchParams;
    expect(query.get('filter_fields[status][eq]')).toBe('COMPLETED');
    expect(query.get('filter_fields[total_gross][gte]')).toBe('1000');
    expect(query.get('query')).toBe('cara');
    expect(query.get('sort_by')).toBe('total_gross');
    expect(query.get('sort_direction')).toBe('desc');
    expect(query.get('page')).toBe('2');
    expect(screen.getByRole('textbox', { name: 'Search orders' })).toHaveValue('cara');
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('changes the sort from a header and returns to page 1', async () => {
    const api = fakeApi({
      [`GET ${ordersPath}`]: () =>
        json(200, { data: [row], meta: listMeta(1, { allowed_sorts: ['created_at', 'total_gross'] }) }),
    });
    const { router } = renderList('/orders?page=3');
    await screen.findByText('cara@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort_by=total_gross&sort_direction=desc'));
    await waitFor(() =>
      expect(api.callsTo('GET', ordersPath).at(-1)!.url.searchParams.get('sort_by')).toBe('total_gross'),
    );
  });

  it('opens the order drawer from a row and refunds an amount typed in major units as minor units', async () => {
    const refunded: TOrderDetail = {
      ...detail,
      refund_status: 'PARTIALLY_REFUNDED',
      total_refunded: 1250,
      updated_at: '2026-03-01T11:00:00.000Z',
    };
    const api = fakeApi({
      [`GET ${ordersPath}`]: () => json(200, { data: [row], meta: listMeta(1) }),
      [`GET ${ordersPath}/${ORDER_ID}`]: () => json(200, { data: detail }),
      [`POST ${ordersPath}/${ORDER_ID}/refund`]: () => json(200, { data: refunded }),
    });
    const { router } = renderList('/orders');
    await userEvent.click(await screen.findByRole('button', { name: '#o_abc123' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?order=${ORDER_ID}`));
    expect(await screen.findByText('Wheelchair seat please')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund/ });
    expect(amount).toHaveValue('50.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    expect(within(dialog).getByText(/partial refund/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €12.50' }));

    await waitFor(() => expect(api.callsTo('POST', `${ordersPath}/${ORDER_ID}/refund`)).toHaveLength(1));
    expect(api.callsTo('POST', `${ordersPath}/${ORDER_ID}/refund`)[0]!.body).toEqual({
      amount: 1250,
      notify_buyer: false,
      cancel_order: false,
    });
  });
  it('lists checkouts in progress when the status filter asks, with their hold and no staff actions', async () => {
    const held: TEventOrderRow = {
      ...row,
      status: 'RESERVED',
      payment_status: null,
      completed_at: null,
      invoice_number: null,
      reserved_until: '2026-03-01T10:15:00.000Z',
    };
    const api = fakeApi({
      [`GET ${ordersPath}`]: () => json(200, { data: [held], meta: listMeta(1) }),
      [`GET ${ordersPath}/${ORDER_ID}`]: () => json(200, { data: { ...detail, ...held } }),
    });
    renderList('/orders?status=RESERVED');

    expect(await screen.findByText('cara@example.com')).toBeInTheDocument();
    expect(api.callsTo('GET', ordersPath)[0]!.url.searchParams.get('filter_fields[status][eq]')).toBe('RESERVED');
    expect(screen.getByRole('columnheader', { name: 'Reserved until' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Reserved');

    await userEvent.click(screen.getByRole('button', { name: '#o_abc123' }));
    expect(await screen.findByText('Wheelchair seat please')).toBeInTheDocument();
    for (const action of ['Edit buyer', 'Invoice', 'Cancel order', 'Refund', 'Mark as paid', 'Message buyer'])
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  });

  it("messages an order's buyer from the row menu, through the order's drawer", async () => {
    const messagesPath = `/api/events/${EVENT_ID}/messages`;
    const api = fakeApi({
      [`GET ${ordersPath}`]: () => json(200, { data: [row], meta: listMeta(1) }),
      [`GET ${ordersPath}/${ORDER_ID}`]: () => json(200, { data: detail }),
      [`GET /api/events/${EVENT_ID}`]: () => json(200, { data: buildEvent({ id: EVENT_ID }) }),
      [`GET /api/events/${EVENT_ID}/product-categories`]: () => json(200, { data: [] }),
      [`POST ${messagesPath}`]: ({ body }) =>
        json(201, {
          data: {
            ...(body as object),
            id: '33333333-3333-4333-8333-333333333333',
            event_id: EVENT_ID,
            order_short_id: row.short_id,
            status: 'PROCESSING',
            scheduled_at: null,
            sent_at: null,
          },
        }),
    });
    const { router } = renderList('/orders');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Actions for order #o_abc123' }));
    await person.click(await screen.findByRole('menuitem', { name: 'Message buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(router.state.location.search).toContain('order_action=message');
    expect(await within(dialog).findByTestId('compose-fixed-audience')).toHaveTextContent(
      'The buyer of order #o_abc123: Cara Card (cara@example.com)',
    );
    await person.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Your invoice');
    await person.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'It is attached.');
    await person.click(within(dialog).getByRole('checkbox', { name: /This message is about this event/ }));
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({
      message_type: 'ORDER_OWNER',
      order_id: ORDER_ID,
    });
    expect(await screen.findByRole('button', { name: 'View in messages' })).toBeInTheDocument();
    // The drawer stays, with its own "Message buyer" button.
    expect(
      within(screen.getByTestId('order-drawer')).getByRole('button', { name: 'Message buyer' }),
    ).toBeInTheDocument();
  });

  describe('columns', () => {
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
    const listApi = () => fakeApi({ [`GET ${ordersPath}`]: () => json(200, { data: [row], meta: listMeta(1) }) });

    it('shows the invoice number, and "Reserved until" only once someone shows it', async () => {
      listApi();
      renderList('/orders');
      const orderRow = await screen.findByTestId('order-row');
      expect(within(orderRow).getByText('INV-0042')).toBeInTheDocument();
      expect(headers()).toContain('Invoice');
      expect(headers()).not.toContain('Reserved until');

      await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const menu = await screen.findByRole('dialog', { name: 'Columns' });
      // The order number identifies the row: it is not offered.
      expect(within(menu).queryByRole('checkbox', { name: 'Order' })).not.toBeInTheDocument();
      await userEvent.click(within(menu).getByRole('checkbox', { name: 'Reserved until' }));
      expect(headers()).toContain('Reserved until');
      // A completed order holds nothing: a dash.
      expect(within(screen.getByTestId('order-row')).getAllByRole('cell')).toHaveLength(headers().length);
      expect(within(screen.getByTestId('order-row')).getAllByText('—')).toHaveLength(1);
    });

    it('hides a column, header and cells, and keeps it hidden after a reload until reset', async () => {
      listApi();
      const first = renderList('/orders');
      const orderRow = await screen.findByTestId('order-row');
      expect(within(orderRow).getByText('Card (Stripe)')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const menu = await screen.findByRole('dialog', { name: 'Columns' });
      const payment = within(menu).getByRole('checkbox', { name: 'Payment' });
      expect(payment).toBeChecked();
      payment.focus();
      await userEvent.keyboard(' ');
      expect(payment).not.toBeChecked();
      expect(headers()).not.toContain('Payment');
      expect(within(screen.getByTestId('order-row')).queryByText('Card (Stripe)')).not.toBeInTheDocument();
      expect(within(screen.getByTestId('order-row')).getAllByRole('cell')).toHaveLength(headers().length);
      expect(JSON.parse(localStorage.getItem('marquee.columns.orders')!)).toEqual({ hidden: ['provider'], shown: [] });

      // Another visit: still hidden.
      first.unmount();
      renderList('/orders');
      await screen.findByTestId('order-row');
      expect(headers()).not.toContain('Payment');

      await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const again = await screen.findByRole('dialog', { name: 'Columns' });
      expect(within(again).getByRole('checkbox', { name: 'Payment' })).not.toBeChecked();
      await userEvent.click(within(again).getByRole('button', { name: 'Reset to default' }));
      expect(headers()).toContain('Payment');
      expect(within(screen.getByTestId('order-row')).getByText('Card (Stripe)')).toBeInTheDocument();
      expect(within(again).getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    });

    it('ignores stored keys it does not know and values it cannot read', async () => {
      localStorage.setItem('marquee.columns.orders', JSON.stringify({ hidden: ['order', 'gone', 'total', 7] }));
      listApi();
      const first = renderList('/orders');
      await screen.findByTestId('order-row');
      // The order number cannot be hidden, even by a hand-edited value; "Total" was hidden before.
      expect(headers()).toContain('Order');
      expect(headers()).not.toContain('Total');
      first.unmount();

      localStorage.setItem('marquee.columns.orders', '{not json');
      renderList('/orders');
      await screen.findByTestId('order-row');
      expect(headers()).toEqual(expect.arrayContaining(['Order', 'Total', 'Payment', 'Invoice']));
    });
  });
});
