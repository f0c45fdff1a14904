import type { TProduct, TProductCategory } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildEvent, fakeApi, json } from '../../../test/fake-api';
import {
  accountPath,
  buildAccount,
  buildMessage,
  categoriesPath,
  eventId,
  eventPath,
  messagesPath,
  shirtId,
  standingId,
  user,
} from '../../../test/messages';
import { renderWithProviders } from '../../../test/render';
import { currentUserQueryKey } from '../../users';
import { ProductsPanel } from './products-panel';

vi.mock(
  '../../../components/rich-text-field',
  async () => (await import('../../../test/rich-text-field-stub')).richTextFieldStub,
);

const event = buildEvent({ id: eventId });
const categoryId = '77777777-7777-4777-8777-777777777777';

function product(id: string, title: string, productType: TProduct['product_type']): TProduct {
  return {
    id,
    event_id: eventId,
    product_category_id: categoryId,
    category_id: categoryId,
    title,
    description: null,
    type: 'PAID',
    product_type: productType,
    sale_start_date: null,
    sale_end_date: null,
    min_per_order: 1,
    max_per_order: null,
    is_hidden: false,
    hide_before_sale_start_date: false,
    hide_after_sale_end_date: false,
    hide_when_sold_out: false,
    is_hidden_without_promo_code: false,
    show_quantity_remaining: false,
    start_collapsed: false,
    is_highlighted: false,
    highlight_message: null,
    waitlist_enabled: null,
    waitlist_processing_mode: null,
    waitlist_offer_timeout_minutes: null,
    order: 0,
    tax_and_fee_ids: [],
    prices: [
      {
        id: `${id.slice(0, -4)}0001`,
        label: null,
        price: 1500,
        initial_quantity_available: null,
        quantity_sold: 3,
        quantity_available: null,
        is_sold_out: false,
        sale_start_date: null,
        sale_end_date: null,
        is_hidden: false,
        order: 0,
        sales_status: 'ON_SALE',
      },
    ],
    quantity_sold: 3,
    quantity_available: null,
    is_sold_out: false,
    sales_status: 'ON_SALE',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

const catalogue: { data: TProductCategory[] } = {
  data: [
    {
      id: categoryId,
      event_id: eventId,
      name: 'Tickets',
      description: null,
      is_hidden: false,
      no_products_message: null,
      order: 0,
      products: [product(standingId, 'Standing', 'TICKET'), product(shirtId, 'T-shirt', 'GENERAL')],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    },
  ],
};

function setup({ isVerified = true }: { isVerified?: boolean } = {}) {
  const api = fakeApi({
    [`GET ${categoriesPath}`]: () => json(200, catalogue),
    [`GET /api/accounts/${user.account_id}/taxes-and-fees`]: () => json(200, { data: [] }),
    [`GET ${accountPath}`]: () => json(200, { data: buildAccount({ is_verified: isVerified }) }),
    [`GET ${eventPath}`]: () => json(200, { data: event }),
    [`POST ${messagesPath}`]: ({ body }) =>
      json(201, { data: buildMessage({ ...(body as object), status: 'PROCESSING', sent_at: null }) }),
  });
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  queryClient.setQueryData(currentUserQueryKey, { ...user, is_email_verified: isVerified });
  renderWithProviders(<ProductsPanel event={event} accountId={user.account_id} />, { queryClient });
  return { api, person: userEvent.setup() };
}

async function openMenuOf(person: ReturnType<typeof userEvent.setup>, title: string) {
  await person.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  return screen.findByRole('menu');
}

describe('ProductsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("messages a ticket's holders from its menu, with that ticket chosen", async () => {
    const { api, person } = setup();

    const menu = await openMenuOf(person, 'Standing');
    await person.click(within(menu).getByRole('menuitem', { name: 'Message ticket holders' }));

    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    const audience = await within(dialog).findByRole('radiogroup', { name: /Who receives it/ });
    expect(within(audience).getByRole('radio', { name: 'Holders of some tickets' })).toBeChecked();
    await person.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Doors open at 7');
    await person.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'See you tonight.');
    await person.click(within(dialog).getByRole('checkbox', { name: /This message is about this event/ }));
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', messagesPath)).toHaveLength(1));
    expect(api.callsTo('POST', messagesPath)[0]?.body).toMatchObject({
      message_type: 'TICKET_HOLDERS',
      product_ids: [standingId],
    });
  });

  it('offers it for tickets only', async () => {
    const { person } = setup();
    const menu = await openMenuOf(person, 'T-shirt');
    expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Message ticket holders' })).not.toBeInTheDocument();
  });

  it('says why an unverified account cannot message, as the messages screen does', async () => {
    const { api, person } = setup({ isVerified: false });
    // The gate is known once the account has loaded.
    await waitFor(() => expect(api.callsTo('GET', accountPath)).toHaveLength(1));

    const menu = await openMenuOf(person, 'Standing');
    await person.click(within(menu).getByRole('menuitem', { name: 'Message ticket holders' }));

    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(await within(dialog).findByTestId('messaging-blocked')).toHaveTextContent('Messages are not available yet');
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
