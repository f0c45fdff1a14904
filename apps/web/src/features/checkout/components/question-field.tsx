import { useLingui } from '@lingui/react/macro';
import { Checkbox, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Typography } from '@mantine/core';
import {
  MULTI_LINE_ANSWER_MAX,
  SINGLE_LINE_ANSWER_MAX,
  validateAnswers,
  type TAddressAnswer,
  type TAnswerErrors,
  type TAnswerInput,
  type TQuestion,
} from '@marquee/core';
import type { ReactNode } from 'react';
import { CountrySelect } from '../../../components/country-select';

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

type TFieldProps = {
  question: TQuestionFieldQuestion;
  value: TQuestionResponse;
  onChange: (value: TQuestionResponse) => void;
  /** Errors of this question from `validateAnswers`: `<id>` and `<id>.<address key>`. */
  errors?: TAnswerErrors;
};

const textAnswer = (value: TQuestionResponse) => {
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

const common = ({ question, errors }: TFieldProps) => ({
  label: question.title,
  required: question.required,
  description: question.description ? <Description html={question.description} /> : undefined,
  error: errors?.[question.id]?.join(' '),
});

export function SingleLineTextQuestionField(props: TFieldProps) {
  return (
    <TextInput
      {...common(props)}
      maxLength={SINGLE_LINE_ANSWER_MAX}
      value={textAnswer(props.value)}
      onChange={(event) => props.onChange({ answer: event.currentTarget.value })}
    />
  );
}

export function MultiLineTextQuestionField(props: TFieldProps) {
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

export function DateQuestionField(props: TFieldProps) {
  return (
    <TextInput
      {...common(props)}
      type="date"
      value={textAnswer(props.value)}
      onChange={(event) => props.onChange({ answer: event.currentTarget.value })}
    />
  );
}

export function DropdownQuestionField(props: TFieldProps) {
  const { t } = useLingui();
  return (
    <Select
      {...common(props)}
      placeholder={t`Choose`}
      data={props.question.options}
      clearable={!props.question.required}
      value={textAnswer(props.value) || null}
      onChange={(answer) => props.onChange(answer ? { answer } : undefined)}
    />
  );
}

export function RadioQuestionField(props: TFieldProps) {
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

export function CheckboxQuestionField(props: TFieldProps) {
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

export function AddressQuestionField(props: TFieldProps) {
  const { t } = useLingui();
  const { question, errors } = props;
  const address = (props.value ?? {}) as TAddressAnswer;
  const lineError = (key: keyof TAddressAnswer) => errors?.[`${question.id}.${key}`]?.join(' ');
  const line = (key: keyof TAddressAnswer) => ({
    value: address[key] ?? '',
    error: lineError(key),
    onChange: (event: { currentTarget: { value: string } }) =>
      props.onChange({ ...address, [key]: event.currentTarget.value }),
  });
  const { label, required, description, error } = common(props);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Text component="legend" fw={500} fz="sm">
        {label}
        {required ? (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        ) : null}
      </Text>
      {description}
      {error ? (
        <Text c="red" fz="xs" role="alert">
          {error}
        </Text>
      ) : null}
      <Stack gap="xs" mt={4}>
        <TextInput label={t`Address line 1`} required={required} {...line('address_line_1')} />
        <TextInput label={t`Address line 2`} {...line('address_line_2')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label={t`City`} required={required} {...line('city')} />
          <TextInput label={t`State or region`} {...line('state_or_region')} />
          <TextInput label={t`ZIP or postal code`} required={required} {...line('zip_or_postal_code')} />
          <CountrySelect
            required={required}
            value={address.country ?? null}
            error={lineError('country')}
            onChange={(country) => props.onChange({ ...address, country })}
          />
        </SimpleGrid>
      </Stack>
    </fieldset>
  );
}

const FIELDS = {
  SINGLE_LINE_TEXT: SingleLineTextQuestionField,
  MULTI_LINE_TEXT: MultiLineTextQuestionField,
  DATE: DateQuestionField,
  DROPDOWN: DropdownQuestionField,
  RADIO: RadioQuestionField,
  CHECKBOX: CheckboxQuestionField,
  ADDRESS: AddressQuestionField,
} satisfies Record<TQuestion['type'], (props: TFieldProps) => ReactNode>;

/** The field for a question of any type. */
export function QuestionField(props: TFieldProps) {
  const Field = FIELDS[props.question.type];
  return <Field {...props} />;
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
): TAnswerErrors {
  return validateAnswers(questions, toAnswerInputs(responses));
}

/** The visible questions of one place (order or ticket), in order, as fields. */
export function QuestionFields({
  questions,
  responses,
  onChange,
  errors,
}: {
  questions: readonly TQuestionFieldQuestion[];
  responses: Record<string, TQuestionResponse>;
  onChange: (questionId: string, value: TQuestionResponse) => void;
  errors?: TAnswerErrors;
}) {
  return (
    <Stack gap="md">
      {questions
        .filter((question) => !question.is_hidden)
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
