import { useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, Radio, Stack, Textarea, TextInput, Typography } from '@mantine/core';
import {
  MULTI_LINE_ANSWER_MAX,
  SINGLE_LINE_ANSWER_MAX,
  validateAnswers,
  type TAddressAnswer,
  type TAnswerErrors,
  type TAnswerInput,
  type TQuestion,
} from '@marquee/core';
import { lazy, Suspense, type ReactNode } from 'react';

/**
 * The checkout form's question fields, one per answer type (spec §8). The value is the answer's
 * `response` exactly as the API takes it: `{ answer }` (string, or string[] for CHECKBOX) or, for
 * ADDRESS, the address object. Checkout (issue 6) and the organizer's preview both render these.
 */
export type TQuestionFieldQuestion = Pick<
  TQuestion,
  'id' | 'title' | 'description' | 'type' | 'required' | 'is_hidden' | 'options'
>;
export type TQuestionResponse = { answer?: string | string[] } | TAddressAnswer | undefined;

export type TQuestionFieldProps = {
  question: TQuestionFieldQuestion;
  value: TQuestionResponse;
  onChange: (value: TQuestionResponse) => void;
  /** Errors of this question from `validateAnswers`: `<id>` and `<id>.<address key>`. */
  errors?: TAnswerErrors;
};

export const textAnswer = (value: TQuestionResponse) => {
  const answer = (value as { answer?: unknown } | undefined)?.answer;
  return typeof answer === 'string' ? answer : '';
};
const listAnswer = (value: TQuestionResponse) => {
  const answer = (value as { answer?: unknown } | undefined)?.answer;
  return Array.isArray(answer) ? (answer as string[]) : [];
};

function Description({ html }: { html: string | null }) {
  if (!html) return null;
  // The server sanitises descriptions before storing them.
  return (
    <Typography fz="sm" c="dimmed">
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

export const common = ({ question, errors }: TQuestionFieldProps) => ({
  label: question.title,
  required: question.required,
  description: question.description ? <Description html={question.description} /> : undefined,
  error: errors?.[question.id]?.join(' '),
});

export function SingleLineTextQuestionField(props: TQuestionFieldProps) {
  return (
    <TextInput
      {...common(props)}
      maxLength={SINGLE_LINE_ANSWER_MAX}
      value={textAnswer(props.value)}
      onChange={(event) => props.onChange({ answer: event.currentTarget.value })}
    />
  );
}

export function MultiLineTextQuestionField(props: TQuestionFieldProps) {
  return (
    <Textarea
      {...common(props)}
      autosize
      minRows={3}
      maxLength={MULTI_LINE_ANSWER_MAX}
      value={textAnswer(props.value)}
      onChange={(event) => props.onChange({ answer: event.currentTarget.value })}
    />
  );
}

export function DateQuestionField(props: TQuestionFieldProps) {
  return (
    <TextInput
      {...common(props)}
      type="date"
      value={textAnswer(props.value)}
      onChange={(event) => props.onChange({ answer: event.currentTarget.value })}
    />
  );
}

export function RadioQuestionField(props: TQuestionFieldProps) {
  return (
    <Radio.Group
      {...common(props)}
      value={textAnswer(props.value) || null}
      onChange={(answer) => props.onChange({ answer })}
    >
      <Stack gap={6} mt={6}>
        {props.question.options.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function CheckboxQuestionField(props: TQuestionFieldProps) {
  return (
    <Checkbox.Group
      {...common(props)}
      value={listAnswer(props.value)}
      onChange={(answer) => props.onChange({ answer })}
    >
      <Stack gap={6} mt={6}>
        {props.question.options.map((option) => (
          <Checkbox key={option} value={option} label={option} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * A drop-down question as the browser's own select: the phone's native picker, which buyers know, and no combobox
 * chunk (~30 KB) for a checkout that asks one (bench:page, decision 154).
 */
export function DropdownQuestionField(props: TQuestionFieldProps) {
  const { t } = useLingui();
  return (
    <NativeSelect
      {...common(props)}
      data={[{ value: '', label: t`Choose`, disabled: props.question.required }, ...props.question.options]}
      value={textAnswer(props.value)}
      onChange={(event) => {
        const answer = event.currentTarget.value;
        props.onChange(answer ? { answer } : undefined);
      }}
    />
  );
}

// The address brings Mantine's combobox for its country (popover, focus trap, ~38 KB gzipped): it loads only for a
// form that asks for one, not with every checkout (decision 055).
const AddressQuestionField = lazy(async () => ({
  default: (await import('./question-select-fields')).AddressQuestionField,
}));

const FIELDS = {
  SINGLE_LINE_TEXT: SingleLineTextQuestionField,
  MULTI_LINE_TEXT: MultiLineTextQuestionField,
  DATE: DateQuestionField,
  DROPDOWN: DropdownQuestionField,
  RADIO: RadioQuestionField,
  CHECKBOX: CheckboxQuestionField,
  ADDRESS: AddressQuestionField,
} satisfies Record<TQuestion['type'], (props: TQuestionFieldProps) => ReactNode>;

/** The field for a question of any type. */
export function QuestionField(props: TQuestionFieldProps) {
  const Field = FIELDS[props.question.type];
  return (
    // While a drop-down's code arrives, a disabled field of the same label (and error) holds its place.
    <Suspense fallback={<TextInput {...common(props)} disabled />}>
      <Field {...props} />
    </Suspense>
  );
}

/** The answers of a form as the API takes them, and their errors from the shared core rules. */
export function toAnswerInputs(responses: Record<string, TQuestionResponse>): TAnswerInput[] {
  return Object.entries(responses)
    .filter(([, response]) => response !== undefined)
    .map(([question_id, response]) => ({ question_id, response }));
}

export function checkAnswers(
  questions: readonly TQuestionFieldQuestion[],
  responses: Record<string, TQuestionResponse>,
  options: { includeHidden?: boolean } = {},
): TAnswerErrors {
  return validateAnswers(questions, toAnswerInputs(responses), options);
}

/** The visible questions of one place (order or ticket), in order, as fields; staff also see the hidden ones. */
export function QuestionFields({
  questions,
  responses,
  onChange,
  errors,
  includeHidden = false,
}: {
  questions: readonly TQuestionFieldQuestion[];
  responses: Record<string, TQuestionResponse>;
  onChange: (questionId: string, value: TQuestionResponse) => void;
  errors?: TAnswerErrors;
  includeHidden?: boolean;
}) {
  return (
    <Stack gap="md">
      {questions
        .filter((question) => includeHidden || !question.is_hidden)
        .map((question) => (
          <div key={question.id} data-testid="question-field" data-question-title={question.title}>
            <QuestionField
              question={question}
              value={responses[question.id]}
              onChange={(value) => onChange(question.id, value)}
              errors={errors}
            />
          </div>
        ))}
    </Stack>
  );
}
