import type { TQuestionType } from '@marquee/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { checkAnswers, QuestionFields, type TQuestionFieldQuestion, type TQuestionResponse } from './question-field';

const question = (
  id: string,
  type: TQuestionType,
  title: string,
  extra: Partial<TQuestionFieldQuestion> = {},
): TQuestionFieldQuestion => ({
  id,
  type,
  title,
  description: null,
  required: false,
  is_hidden: false,
  options: [],
  ...extra,
});

const QUESTIONS = [
  question('a0000000-0000-4000-8000-000000000001', 'SINGLE_LINE_TEXT', 'Company', { required: true }),
  question('a0000000-0000-4000-8000-000000000002', 'MULTI_LINE_TEXT', 'Notes'),
  question('a0000000-0000-4000-8000-000000000003', 'CHECKBOX', 'Workshops', { options: ['Jazz', 'Blues'] }),
  question('a0000000-0000-4000-8000-000000000004', 'RADIO', 'Heard of us', { options: ['Radio', 'Friends'] }),
  question('a0000000-0000-4000-8000-000000000005', 'DROPDOWN', 'Size', { options: ['S', 'M'] }),
  question('a0000000-0000-4000-8000-000000000006', 'DATE', 'Birthday'),
  question('a0000000-0000-4000-8000-000000000007', 'ADDRESS', 'Billing address'),
  question('a0000000-0000-4000-8000-000000000008', 'SINGLE_LINE_TEXT', 'Internal note', { is_hidden: true }),
];

function Form() {
  const [responses, setResponses] = useState<Record<string, TQuestionResponse>>({});
  const [errors, setErrors] = useState({});
  return (
    <>
      <QuestionFields
        questions={QUESTIONS}
        responses={responses}
        errors={errors}
        onChange={(id, value) => setResponses((current) => ({ ...current, [id]: value }))}
      />
      <button type="button" onClick={() => setErrors(checkAnswers(QUESTIONS, responses))}>
        Check
      </button>
    </>
  );
}

describe('QuestionFields', () => {
  it('renders a field per visible question and checks answers with the core rules', async () => {
    // getByRole walks the whole accessibility tree on every call: labels keep this test fast on a busy machine.
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Form />);

    // The drop-down fields load their code on demand (a disabled field holds their place meanwhile).
    expect(await screen.findByLabelText('Address line 1')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company/)).toHaveProperty('tagName', 'INPUT');
    expect(screen.getByLabelText('Notes')).toHaveProperty('tagName', 'TEXTAREA');
    expect(screen.getByLabelText('Jazz')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByLabelText('Friends')).toHaveAttribute('type', 'radio');
    // A drop-down question is the browser's own select, with nothing chosen at first.
    expect(screen.getByLabelText('Size')).toHaveProperty('tagName', 'SELECT');
    expect(screen.getByLabelText('Size')).toHaveValue('');
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
    expect(document.querySelectorAll('input:disabled')).toHaveLength(0);
    expect(screen.queryByText('Internal note')).not.toBeInTheDocument();

    await user.click(screen.getByText('Check'));
    expect(await screen.findByText('This question is required.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    expect(screen.getByLabelText('Size')).toHaveValue('M');
    await user.type(screen.getByLabelText(/Company/), 'Acme');
    await user.type(screen.getByLabelText('Address line 1'), 'Main street 1');
    await user.click(screen.getByText('Check'));
    expect(screen.queryByText('This question is required.')).not.toBeInTheDocument();
    expect(await screen.findAllByText('Enter this part of the address.')).not.toHaveLength(0);
  });
});
