import type { TPublicEvent, TPublicOrder, TPublicOrderDetails } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DetailsForm } from './details-form';

const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';
const PRICE_ID = '33333333-3333-4333-8333-333333333333';
const ORDER_QUESTION = '66666666-6666-4666-8666-666666666666';

const event = {
  settings: { attendee_details_collection_method: 'PER_TICKET' },
  questions: [
    {
      id: ORDER_QUESTION,
      title: 'Dietary needs',
      description: null,
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'ORDER',
      product_ids: [],
      options: [],
      required: true,
      is_hidden: false,
    },
  ],
  product_categories: [{ products: [{ id: PRODUCT_ID, product_type: 'TICKET' }] }],
} as unknown as TPublicEvent;

const order = {
  total_gross: 5000,
  order_items: [
    {
      id: 'i1',
      product_id: PRODUCT_ID,
      product_price_id: PRICE_ID,
      item_name: 'Front row',
      price_label: null,
      quantity: 2,
    },
  ],
} as unknown as TPublicOrder;

function renderForm(settings: Record<string, unknown> = {}, orderOverrides: Partial<TPublicOrder> = {}) {
  const onSubmit = vi.fn<(body: TPublicOrderDetails) => void>();
  renderWithProviders(
    <DetailsForm
      event={{ ...event, settings: { ...event.settings, ...settings } }}
      order={{ ...order, ...orderOverrides }}
      onSubmit={onSubmit}
      isSubmitting={false}
      submitError={null}
      onCancel={() => {}}
      isCancelling={false}
    />,
  );
  return onSubmit;
}

async function fillBuyer() {
  const [first] = screen.getAllByLabelText(/First name/);
  await userEvent.type(first!, 'Robin');
  await userEvent.type(screen.getAllByLabelText(/Last name/)[0]!, 'Buyer');
  await userEvent.type(screen.getAllByLabelText(/^Email/)[0]!, 'robin@example.com');
  await userEvent.type(screen.getAllByLabelText(/Confirm email/)[0]!, 'robin@example.com');
}

describe('checkout details form', () => {
  it('asks a holder per ticket, the first one the buyer; a holder gives a name and, if they like, an email', async () => {
    const onSubmit = renderForm();
    expect(screen.getAllByTestId('ticket-details')).toHaveLength(2);
    const [first, second] = screen.getAllByRole('checkbox', { name: 'Same as buyer' });
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();
    // The buyer's four fields and the second holder's three: no confirmation field per ticket.
    expect(screen.getAllByLabelText(/Confirm email/)).toHaveLength(1);
    expect(screen.getAllByLabelText(/First name/)).toHaveLength(2);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This question is required.')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a first name.')).toHaveLength(1);
    // The first field in error is focused: the order question, above the second ticket.
    await waitFor(() => expect(screen.getByLabelText(/Dietary needs/)).toHaveFocus());

    await userEvent.type(screen.getByLabelText(/Dietary needs/), 'Vegan');
    await userEvent.type(screen.getAllByLabelText(/First name/)[1]!, 'Sam');
    await userEvent.type(screen.getAllByLabelText(/Last name/)[1]!, 'Guest');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const buyer = { first_name: 'Robin', last_name: 'Buyer', email: 'robin@example.com' };
    expect(onSubmit).toHaveBeenCalledWith({
      order: {
        ...buyer,
        email_confirmation: 'robin@example.com',
        questions: [{ question_id: ORDER_QUESTION, response: { answer: 'Vegan' } }],
      },
      products: [
        { product_id: PRODUCT_ID, product_price_id: PRICE_ID, ...buyer, questions: [] },
        { product_id: PRODUCT_ID, product_price_id: PRICE_ID, first_name: 'Sam', last_name: 'Guest', questions: [] },
      ],
    });
  });

  it("requires each holder's email when the organizer does, and checks its form", async () => {
    const onSubmit = renderForm({ require_attendee_email: true });
    await fillBuyer();
    await userEvent.type(screen.getByLabelText(/Dietary needs/), 'Vegan');
    await userEvent.type(screen.getAllByLabelText(/First name/)[1]!, 'Sam');
    await userEvent.type(screen.getAllByLabelText(/Last name/)[1]!, 'Guest');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByLabelText(/^Email/)[1]).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getAllByLabelText(/^Email/)[1]!, 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onSubmit.mock.calls[0]![0].products![1]).toMatchObject({ first_name: 'Sam', email: 'sam@example.com' });
  });

  it('starts with the entrant of a waiting-list offer as the buyer, their email confirmed (issue 31)', async () => {
    const prefill = { first_name: 'Wanda', last_name: 'Waiter', email: 'wanda@example.com' };
    const onSubmit = renderForm({ attendee_details_collection_method: 'PER_ORDER' }, { prefill });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Wanda');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Waiter');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('wanda@example.com');
    expect(screen.getByRole('textbox', { name: /Confirm email/ })).toHaveValue('wanda@example.com');
    // Still theirs to change: the tickets may be for someone else.
    await userEvent.clear(screen.getByRole('textbox', { name: /First name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Robin');
    await userEvent.type(screen.getByLabelText(/Dietary needs/), 'Vegan');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onSubmit.mock.calls[0]![0].order).toMatchObject({
      first_name: 'Robin',
      last_name: 'Waiter',
      email: 'wanda@example.com',
      email_confirmation: 'wanda@example.com',
    });
  });

  it('starts empty for any other order', () => {
    renderForm({ attendee_details_collection_method: 'PER_ORDER' }, { prefill: null });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Confirm email/ })).toHaveValue('');
  });

  it('refuses mismatched email addresses', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getAllByLabelText(/^Email/)[0]!, 'robin@example.com');
    await userEvent.type(screen.getAllByLabelText(/Confirm email/)[0]!, 'robyn@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getAllByText('The email addresses do not match.').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks the billing address when the event needs one, with the lines invoices need', async () => {
    const onSubmit = renderForm({ require_billing_address: true, attendee_details_collection_method: 'PER_ORDER' });
    await fillBuyer();
    await userEvent.type(screen.getByLabelText(/Dietary needs/), 'Vegan');
    const line1 = await screen.findByLabelText(/Address line 1/);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Enter the address.')).toBeInTheDocument();
    expect(screen.getByText('Enter the city.')).toBeInTheDocument();
    expect(screen.getByText('Choose the country.')).toBeInTheDocument();
    await waitFor(() => expect(line1).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(line1, ' 1 Canal Street ');
    await userEvent.type(screen.getByLabelText(/^City/), 'Amsterdam');
    await userEvent.type(screen.getByRole('combobox', { name: /^Country/ }), 'Netherl');
    await userEvent.click(await screen.findByRole('option', { name: 'Netherlands' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onSubmit.mock.calls[0]![0].order.address).toEqual({
      address_line_1: '1 Canal Street',
      city: 'Amsterdam',
      country: 'NL',
    });
  });
});
