import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TAnswerErrors, TPublicEvent, TPublicOrder, TPublicOrderDetails } from '@marquee/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { checkAnswers, QuestionFields, toAnswerInputs, type TQuestionResponse } from './question-field';

type TPerson = { first_name: string; last_name: string; email: string; email_confirmation: string };
type TTicket = TPerson & {
  product_id: string;
  product_price_id: string;
  title: string;
  responses: Record<string, TQuestionResponse>;
};
const EMPTY_PERSON: TPerson = { first_name: '', last_name: '', email: '', email_confirmation: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One entry per ticket unit of the order (GENERAL products have no attendee). */
export function ticketUnits(event: TPublicEvent, order: TPublicOrder): TTicket[] {
  const products = new Map(
    event.product_categories.flatMap((category) => category.products).map((product) => [product.id, product]),
  );
  return order.order_items.flatMap((item) => {
    const product = item.product_id ? products.get(item.product_id) : undefined;
    if (!item.product_id || !item.product_price_id || product?.product_type === 'GENERAL') return [];
    const title = item.price_label ? `${item.item_name} – ${item.price_label}` : item.item_name;
    return Array.from({ length: item.quantity }, () => ({
      ...EMPTY_PERSON,
      product_id: item.product_id!,
      product_price_id: item.product_price_id!,
      title,
      responses: {},
    }));
  });
}

type TPersonErrors = Partial<Record<keyof TPerson, string>>;

type TPersonMessages = Record<keyof TPerson, string>;

function personErrors(person: TPerson, messages: TPersonMessages): TPersonErrors {
  const errors: TPersonErrors = {};
  if (!person.first_name.trim()) errors.first_name = messages.first_name;
  if (!person.last_name.trim()) errors.last_name = messages.last_name;
  if (!EMAIL.test(person.email.trim())) errors.email = messages.email;
  if (person.email.trim().toLowerCase() !== person.email_confirmation.trim().toLowerCase())
    errors.email_confirmation = messages.email_confirmation;
  return errors;
}

function PersonFields({
  value,
  onChange,
  errors,
  serverErrors,
  prefix,
}: {
  value: TPerson;
  onChange: (value: TPerson) => void;
  errors: TPersonErrors;
  serverErrors: Record<string, string[]>;
  prefix: string;
}) {
  const { t } = useLingui();
  const field = (name: keyof TPerson, label: string, type = 'text', autoComplete?: string) => (
    <TextInput
      label={label}
      required
      type={type}
      autoComplete={autoComplete}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.currentTarget.value })}
      error={errors[name] ?? serverErrors[`${prefix}.${name}`]?.join(' ')}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {field('first_name', t`First name`, 'text', 'given-name')}
      {field('last_name', t`Last name`, 'text', 'family-name')}
      {field('email', t`Email`, 'email', 'email')}
      {field('email_confirmation', t`Confirm email`, 'email', 'email')}
    </SimpleGrid>
  );
}

/** Keys `<prefix>.questions.<id>` of the server's field errors, as the question fields read them. */
function questionErrorsOf(serverErrors: Record<string, string[]>, prefix: string): TAnswerErrors {
  const result: TAnswerErrors = {};
  for (const [key, messages] of Object.entries(serverErrors))
    if (key.startsWith(`${prefix}.questions.`)) result[key.slice(`${prefix}.questions.`.length)] = messages;
  return result;
}

/** The details step: the buyer, each ticket's attendee when asked, and the order and product questions. */
export function DetailsForm({
  event,
  order,
  onSubmit,
  isSubmitting,
  submitError,
  onCancel,
  isCancelling,
}: {
  event: TPublicEvent;
  order: TPublicOrder;
  onSubmit: (body: TPublicOrderDetails) => void;
  isSubmitting: boolean;
  submitError: Error | null;
  onCancel: () => void;
  isCancelling: boolean;
}) {
  const { t } = useLingui();
  const messages: TPersonMessages = {
    first_name: t`Enter a first name.`,
    last_name: t`Enter a last name.`,
    email: t`Enter a valid email address.`,
    email_confirmation: t`The email addresses do not match.`,
  };
  const perTicket = event.settings.attendee_details_collection_method === 'PER_TICKET';
  const orderQuestions = event.questions.filter((question) => question.belongs_to === 'ORDER');
  const productQuestions = (productId: string) =>
    event.questions.filter((question) => question.belongs_to === 'PRODUCT' && question.product_ids.includes(productId));
  const [buyer, setBuyer] = useState<TPerson>(EMPTY_PERSON);
  const [orderResponses, setOrderResponses] = useState<Record<string, TQuestionResponse>>({});
  const [tickets, setTickets] = useState<TTicket[]>(() => ticketUnits(event, order));
  const [validated, setValidated] = useState(false);
  const serverErrors = isApiError(submitError) ? submitError.fieldErrors : {};

  const buyerErrors = validated ? personErrors(buyer, messages) : {};
  const orderAnswerErrors = validated ? checkAnswers(orderQuestions, orderResponses) : {};
  const ticketErrors = tickets.map((ticket) => ({
    person: validated && perTicket ? personErrors(ticket, messages) : {},
    answers: validated ? checkAnswers(productQuestions(ticket.product_id), ticket.responses) : {},
  }));

  const updateTicket = (index: number, change: Partial<TTicket>) =>
    setTickets((current) => current.map((ticket, at) => (at === index ? { ...ticket, ...change } : ticket)));

  const submit = () => {
    setValidated(true);
    const hasErrors =
      Object.keys(personErrors(buyer, messages)).length > 0 ||
      Object.keys(checkAnswers(orderQuestions, orderResponses)).length > 0 ||
      tickets.some(
        (ticket) =>
          (perTicket && Object.keys(personErrors(ticket, messages)).length > 0) ||
          Object.keys(checkAnswers(productQuestions(ticket.product_id), ticket.responses)).length > 0,
      );
    if (hasErrors) return;
    const trim = (person: TPerson) => ({
      first_name: person.first_name.trim(),
      last_name: person.last_name.trim(),
      email: person.email.trim(),
      email_confirmation: person.email_confirmation.trim(),
    });
    onSubmit({
      order: { ...trim(buyer), questions: toAnswerInputs(orderResponses) },
      products: tickets.map((ticket) => ({
        product_id: ticket.product_id,
        product_price_id: ticket.product_price_id,
        ...trim(perTicket ? ticket : buyer),
        questions: toAnswerInputs(ticket.responses),
      })),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Title order={2} fz="lg">
              <Trans>Your details</Trans>
            </Title>
            <PersonFields
              value={buyer}
              onChange={setBuyer}
              errors={buyerErrors}
              serverErrors={serverErrors}
              prefix="order"
            />
            {orderQuestions.length > 0 && (
              <QuestionFields
                questions={orderQuestions}
                responses={orderResponses}
                onChange={(id, value) => setOrderResponses((current) => ({ ...current, [id]: value }))}
                errors={{ ...questionErrorsOf(serverErrors, 'order'), ...orderAnswerErrors }}
              />
            )}
          </Stack>
        </Paper>
        {tickets.map((ticket, index) => {
          const questions = productQuestions(ticket.product_id);
          const number = index + 1;
          const ticketTitle = ticket.title;
          if (!perTicket && questions.length === 0) return null;
          return (
            <Paper key={index} withBorder p="md" radius="md" data-testid="ticket-details">
              <Stack gap="md">
                <Group justify="space-between" gap="xs">
                  <Title order={2} fz="md">
                    <Trans>
                      Ticket {number}: {ticketTitle}
                    </Trans>
                  </Title>
                  {perTicket && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() =>
                        updateTicket(index, {
                          first_name: buyer.first_name,
                          last_name: buyer.last_name,
                          email: buyer.email,
                          email_confirmation: buyer.email_confirmation || buyer.email,
                        })
                      }
                    >
                      <Trans>Copy my details</Trans>
                    </Button>
                  )}
                </Group>
                {perTicket && (
                  <PersonFields
                    value={ticket}
                    onChange={(person) => updateTicket(index, person)}
                    errors={ticketErrors[index]!.person}
                    serverErrors={serverErrors}
                    prefix={`products.${index}`}
                  />
                )}
                {questions.length > 0 && (
                  <QuestionFields
                    questions={questions}
                    responses={ticket.responses}
                    onChange={(id, value) => updateTicket(index, { responses: { ...ticket.responses, [id]: value } })}
                    errors={{ ...questionErrorsOf(serverErrors, `products.${index}`), ...ticketErrors[index]!.answers }}
                  />
                )}
              </Stack>
            </Paper>
          );
        })}
        {submitError && (
          <Alert color="red" role="alert">
            {submitError.message}
          </Alert>
        )}
        {validated && Object.keys(buyerErrors).length > 0 && (
          <Text c="red" fz="sm" role="alert">
            <Trans>Please check the highlighted fields.</Trans>
          </Text>
        )}
        <Stack gap="xs">
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {order.total_gross === 0 ? t`Complete order` : t`Continue to payment`}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel} loading={isCancelling}>
            <Trans>Cancel order</Trans>
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
