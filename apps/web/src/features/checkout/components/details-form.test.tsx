import type { TPublicEvent, TPublicOrder, TPublicOrderDetails } from '@marquee/core';
import { screen } from '@testing-library/react';
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

function renderForm() {
  const onSubmit = vi.fn<(body: TPublicOrderDetails) => void>();
  renderWithProviders(
    <DetailsForm
      event={event}
      order={order}
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
  it('asks one attendee per ticket, checks answers before sending, and copies the buyer on request', async () => {
    const onSubmit = renderForm();
    expect(screen.getAllByTestId('ticket-details')).toHaveLength(2);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This question is required.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Dietary needs/), 'Vegan');
    const [copyFirst, copySecond] = screen.getAllByRole('button', { name: 'Copy my details' });
    await userEvent.click(copyFirst!);
    await userEvent.click(copySecond!);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const person = {
      first_name: 'Robin',
      last_name: 'Buyer',
      email: 'robin@example.com',
      email_confirmation: 'robin@example.com',
    };
    expect(onSubmit).toHaveBeenCalledWith({
      order: { ...person, questions: [{ question_id: ORDER_QUESTION, response: { answer: 'Vegan' } }] },
      products: [
        { product_id: PRODUCT_ID, product_price_id: PRICE_ID, ...person, questions: [] },
        { product_id: PRODUCT_ID, product_price_id: PRICE_ID, ...person, questions: [] },
      ],
    });
  });

  it('refuses mismatched email addresses', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getAllByLabelText(/^Email/)[0]!, 'robin@example.com');
    await userEvent.type(screen.getAllByLabelText(/Confirm email/)[0]!, 'robyn@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getAllByText('The email addresses do not match.').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
