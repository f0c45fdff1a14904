import type { TProduct, TProductCategory, TTaxOrFee } from '@marquee/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ProductFormModal } from './product-form-modal';

vi.mock('../../../components/rich-text-field', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('../../../test/rich-text-field-stub')).richTextFieldStub,
}));

const CATEGORY_ID = '61111111-1111-4111-8111-111111111111';
const VAT_ID = '62222222-2222-4222-8222-222222222222';
const EURO_FEE_ID = '63333333-3333-4333-8333-333333333333';
const DOLLAR_FEE_ID = '64444444-4444-4444-8444-444444444444';
const PRODUCT_ID = '65555555-5555-4555-8555-555555555555';
const PRICE_ID = '66666666-6666-4666-8666-666666666666';
const ACCOUNT_ID = '67777777-7777-4777-8777-777777777777';
const NEW_TAX_ID = '68888888-8888-4888-8888-888888888888';
const event = buildEvent({ currency: 'EUR' });
const productsPath = `/api/events/${event.id}/products`;
const categories = [{ id: CATEGORY_ID, name: 'Tickets', products: [] }] as unknown as TProductCategory[];

function tax(overrides: Partial<TTaxOrFee>): TTaxOrFee {
  return {
    id: 'tax',
    name: 'Tax',
    description: null,
    type: 'FEE',
    calculation: 'FIXED',
    rate: null,
    amount: 150,
    currency: 'EUR',
    is_default: true,
    is_active: true,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
const vat = tax({
  id: VAT_ID,
  name: 'VAT',
  type: 'TAX',
  calculation: 'PERCENTAGE',
  rate: 21,
  amount: null,
  currency: null,
});
const euroFee = tax({ id: EURO_FEE_ID, name: 'Euro fee' });
const dollarFee = tax({ id: DOLLAR_FEE_ID, name: 'Dollar fee', currency: 'USD' });
const taxes = [vat, euroFee, dollarFee];

describe('ProductFormModal taxes and fees', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only taxes and fees that fit the event currency, says why, and starts with the fitting defaults', async () => {
    const api = fakeApi({
      [`POST ${productsPath}`]: ({ body }) => json(201, { data: { id: PRODUCT_ID, ...(body as object) } }),
    });
    renderWithProviders(
      <ProductFormModal
        event={event}
        categories={categories}
        taxes={taxes}
        accountId={ACCOUNT_ID}
        editing={{ mode: 'create', categoryId: CATEGORY_ID }}
        onClose={() => {}}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Standing');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '25');
    await user.click(screen.getByRole('button', { name: 'More options' }));

    expect(
      screen.getByText(
        'Fixed amounts in other currencies are not listed: they can only apply to events in their own currency.',
      ),
    ).toBeInTheDocument();
    // The fitting defaults are chosen; the fixed amount in dollars is neither chosen nor offered.
    expect(screen.getAllByText('Euro fee (€1.50)').length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/Dollar fee/)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(api.callsTo('POST', productsPath)).toHaveLength(1));
    expect(api.callsTo('POST', productsPath)[0]?.body).toMatchObject({ tax_and_fee_ids: [VAT_ID, EURO_FEE_ID] });
  });

  it('names a linked fixed amount of another currency and removes it on save', async () => {
    const product = {
      id: PRODUCT_ID,
      title: 'Old ticket',
      type: 'PAID',
      product_type: 'TICKET',
      product_category_id: CATEGORY_ID,
      description: null,
      prices: [
        {
          id: PRICE_ID,
          label: null,
          price: 2500,
          initial_quantity_available: null,
          sale_start_date: null,
          sale_end_date: null,
          is_hidden: false,
          quantity_sold: 0,
        },
      ],
      tax_and_fee_ids: [VAT_ID, DOLLAR_FEE_ID],
      min_per_order: 1,
      max_per_order: null,
      sale_start_date: null,
      sale_end_date: null,
    } as unknown as TProduct;
    const api = fakeApi({
      [`PUT ${productsPath}/${PRODUCT_ID}`]: ({ body }) => json(200, { data: { ...product, ...(body as object) } }),
    });
    renderWithProviders(
      <ProductFormModal
        event={event}
        categories={categories}
        taxes={taxes}
        accountId={ACCOUNT_ID}
        editing={{ mode: 'edit', product }}
        onClose={() => {}}
      />,
    );
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        '“Dollar fee” is a fixed amount in USD, so it was never charged on this event’s prices in EUR. Saving removes it from this product.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.callsTo('PUT', `${productsPath}/${PRODUCT_ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${productsPath}/${PRODUCT_ID}`)[0]?.body).toMatchObject({ tax_and_fee_ids: [VAT_ID] });
  });

  it('adds a tax without leaving the product form, and the product uses it', async () => {
    const taxesPath = `/api/accounts/${ACCOUNT_ID}/taxes-and-fees`;
    const api = fakeApi({
      [`POST ${taxesPath}`]: ({ body }) =>
        json(201, { data: tax({ ...(body as Partial<TTaxOrFee>), id: NEW_TAX_ID, is_default: false }) }),
      [`POST ${productsPath}`]: ({ body }) => json(201, { data: { id: PRODUCT_ID, ...(body as object) } }),
    });
    renderWithProviders(
      <ProductFormModal
        event={event}
        categories={categories}
        taxes={[]}
        accountId={ACCOUNT_ID}
        editing={{ mode: 'create', categoryId: CATEGORY_ID }}
        onClose={() => {}}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Standing');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '25');
    await user.click(screen.getByRole('button', { name: 'More options' }));
    // The options open with a transition: wait for them rather than racing it.
    await user.click(await screen.findByRole('button', { name: 'New tax or fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tax or fee' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sales tax');
    await user.type(within(dialog).getByLabelText(/^Rate/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a tax or fee' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(api.callsTo('POST', productsPath)).toHaveLength(1));
    expect(api.callsTo('POST', taxesPath)[0]?.body).toMatchObject({ name: 'Sales tax', rate: 8 });
    expect(api.callsTo('POST', productsPath)[0]?.body).toMatchObject({ tax_and_fee_ids: [NEW_TAX_ID] });
  });
});

describe('ProductFormModal waiting list', () => {
  afterEach(() => vi.unstubAllGlobals());

  const settingsPath = `/api/events/${event.id}/settings`;
  const savedProduct = {
    id: PRODUCT_ID,
    title: 'Standing',
    type: 'PAID',
    product_type: 'TICKET',
    product_category_id: CATEGORY_ID,
    description: null,
    prices: [
      {
        id: PRICE_ID,
        label: null,
        price: 2500,
        initial_quantity_available: 100,
        sale_start_date: null,
        sale_end_date: null,
        is_hidden: false,
        quantity_sold: 0,
      },
    ],
    tax_and_fee_ids: [],
    min_per_order: 1,
    max_per_order: null,
    sale_start_date: null,
    sale_end_date: null,
    waitlist_enabled: null,
    waitlist_processing_mode: null,
    waitlist_offer_timeout_minutes: null,
  } as unknown as TProduct;

  function renderEdit(product: TProduct) {
    const api = fakeApi({
      [`GET ${settingsPath}`]: () =>
        json(200, { data: { waitlist_auto_process: false, waitlist_offer_timeout_minutes: 90 } }),
      [`PUT ${productsPath}/${PRODUCT_ID}`]: ({ body }) => json(200, { data: { ...product, ...(body as object) } }),
    });
    renderWithProviders(
      <ProductFormModal
        event={event}
        categories={categories}
        taxes={[]}
        accountId={ACCOUNT_ID}
        editing={{ mode: 'edit', product }}
        onClose={() => {}}
      />,
    );
    return { api, user: userEvent.setup() };
  }

  it('shows a list left unset as on and following the event, and saves its own choices', async () => {
    const { api, user } = renderEdit(savedProduct);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    const group = await screen.findByRole('group', { name: 'Waiting list' });
    expect(within(group).getByRole('switch', { name: /Offer a waiting list when sold out/ })).toBeChecked();
    // The event's own settings name what "event default" means here.
    expect(await within(group).findByRole('combobox', { name: /^Offers/ })).toHaveValue('Event default (manual)');
    expect(within(group).getByText(/Empty: the event's hold time \(90 min\)/)).toBeInTheDocument();

    await user.click(within(group).getByRole('combobox', { name: /^Offers/ }));
    await user.click(await screen.findByRole('option', { name: 'Automatic' }));
    await user.type(within(group).getByRole('textbox', { name: /Hold time in minutes/ }), '45');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() => expect(api.callsTo('PUT', `${productsPath}/${PRODUCT_ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${productsPath}/${PRODUCT_ID}`)[0]?.body).toMatchObject({
      waitlist_enabled: true,
      waitlist_processing_mode: 'AUTOMATIC',
      waitlist_offer_timeout_minutes: 45,
    });
  });

  it('keeps the hold time within 7 days, and turns the list off with false', async () => {
    const { api, user } = renderEdit(savedProduct);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    const group = await screen.findByRole('group', { name: 'Waiting list' });
    const minutes = within(group).getByRole('textbox', { name: /Hold time in minutes/ });
    await user.type(minutes, '20000');
    await user.tab();
    expect(minutes).toHaveValue('10080');

    await user.clear(within(group).getByRole('textbox', { name: /Hold time in minutes/ }));
    await user.click(within(group).getByRole('switch', { name: /Offer a waiting list when sold out/ }));
    // Off: its other choices are kept but not shown.
    expect(within(group).queryByRole('combobox', { name: /^Offers/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() => expect(api.callsTo('PUT', `${productsPath}/${PRODUCT_ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${productsPath}/${PRODUCT_ID}`)[0]?.body).toMatchObject({
      waitlist_enabled: false,
      waitlist_processing_mode: null,
      waitlist_offer_timeout_minutes: null,
    });
  });
});
