import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TQuestion } from '@marquee/core';
import { renderWithProviders } from '../../../test/render';
import { QuestionFormModal } from './question-form-modal';

const products = [
  { value: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', label: 'Early bird' },
  { value: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', label: 'VIP' },
];

describe('QuestionFormModal', () => {
  it('asks a new per-ticket question for every ticket to begin with', async () => {
    renderWithProviders(
      <QuestionFormModal
        eventId="5"
        editing={{ mode: 'create', belongsTo: 'PRODUCT' }}
        products={products}
        onClose={() => {}}
      />,
    );

    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByText('Asked for these tickets and products').closest('.mantine-MultiSelect-root');
    expect(field).not.toBeNull();
    expect(within(field as HTMLElement).getByText('Early bird')).toBeInTheDocument();
    expect(within(field as HTMLElement).getByText('VIP')).toBeInTheDocument();
  });

  it('asks an order question switched to per ticket for every ticket too', async () => {
    const question = {
      id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      title: 'Dietary needs',
      description: null,
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'ORDER',
      required: false,
      is_hidden: false,
      options: [],
      product_ids: [],
    } as unknown as TQuestion;
    renderWithProviders(
      <QuestionFormModal eventId="5" editing={{ mode: 'edit', question }} products={products} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('For each ticket'));
    const field = within(dialog).getByText('Asked for these tickets and products').closest('.mantine-MultiSelect-root');
    expect(within(field as HTMLElement).getByText('Early bird')).toBeInTheDocument();
    expect(within(field as HTMLElement).getByText('VIP')).toBeInTheDocument();
  });
});
