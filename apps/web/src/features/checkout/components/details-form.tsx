import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  missingBillingAddressLines,
  type TAddressAnswer,
  type TAnswerErrors,
  type TPublicEvent,
  type TPublicOrder,
  type TPublicOrderDetails,
} from '@marquee/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { focusFirstError } from '../../../lib/focus-first-error';
import { checkAnswers, QuestionFields, toAnswerInputs, type TQuestionResponse } from './question-field';

type TBuyer = { first_name: string; last_name: string; email: string; email_confirmation: string };
/** A ticket holder: no confirmation field (decision 144); `same_as_buyer` sends the buyer's name and email. */
type THolder = { first_name: string; last_name: string; email: string; same_as_buyer: boolean };
type TTicket = THolder & {
  product_id: string;
  product_price_id: string;
  title: string;
  responses: Record<string, TQuestionResponse>;
};

/** The buyer's fields as they start: empty, or a waiting-list offer's entrant (issue 31), their email confirmed. */
export function initialBuyer(order: Pick<TPublicOrder, 'prefill'>): TBuyer {
  const prefill = order.prefill;
  if (!prefill) return { first_name: '', last_name: '', email: '', email_confirmation: '' };
  const { first_name, last_name, email } = prefill;
  return { first_name, last_name, email, email_confirmation: email };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One entry per ticket unit of the order (GENERAL products have no attendee); the first is the buyer's own. */
export function ticketUnits(event: TPublicEvent, order: TPublicOrder): TTicket[] {
  const products = new Map(
    event.product_categories.flatMap((category) => category.products).map((product) => [product.id, product]),
  );
  return order.order_items
    .flatMap((item) => {
      const product = item.product_id ? products.get(item.product_id) : undefined;
      if (!item.product_id || !item.product_price_id || product?.product_type === 'GENERAL') return [];
      const title = item.price_label ? `${item.item_name} – ${item.price_label}` : item.item_name;
      return Array.from({ length: item.quantity }, () => ({
        first_name: '',
        last_name: '',
        email: '',
        same_as_buyer: false,
        product_id: item.product_id!,
        product_price_id: item.product_price_id!,
        title,
        responses: {},
      }));
    })
    .map((ticket, index) => (index === 0 ? { ...ticket, same_as_buyer: true } : ticket));
}

type TFieldErrors = Partial<Record<keyof TBuyer, string>>;
type TPersonMessages = Record<keyof TBuyer, string>;

function buyerErrorsOf(buyer: TBuyer, messages: TPersonMessages): TFieldErrors {
  const errors: TFieldErrors = {};
  if (!buyer.first_name.trim()) errors.first_name = messages.first_name;
  if (!buyer.last_name.trim()) errors.last_name = messages.last_name;
  if (!EMAIL.test(buyer.email.trim())) errors.email = messages.email;
  if (buyer.email.trim().toLowerCase() !== buyer.email_confirmation.trim().toLowerCase())
    errors.email_confirmation = messages.email_confirmation;
  return errors;
}

function holderErrorsOf(holder: THolder, messages: TPersonMessages, isEmailRequired: boolean): TFieldErrors {
  if (holder.same_as_buyer) return {};
  const errors: TFieldErrors = {};
  if (!holder.first_name.trim()) errors.first_name = messages.first_name;
  if (!holder.last_name.trim()) errors.last_name = messages.last_name;
  const email = holder.email.trim();
  if ((email || isEmailRequired) && !EMAIL.test(email)) errors.email = messages.email;
  return errors;
}

// Only events that ask for a billing address load its fields (and the country list behind them).
const BillingAddressField = lazy(async () => ({
  default: (await import('./question-select-fields')).BillingAddressField,
}));

type TFormErrors = {
  buyer: TFieldErrors;
  address: Partial<Record<keyof TAddressAnswer, string>>;
  order: TAnswerErrors;
  tickets: { person: TFieldErrors; answers: TAnswerErrors }[];
};
const errorCount = (errors: TFormErrors): number =>
  Object.keys(errors.buyer).length +
  Object.keys(errors.address).length +
  Object.keys(errors.order).length +
  errors.tickets.reduce(
    (sum, ticket) => sum + Object.keys(ticket.person).length + Object.keys(ticket.answers).length,
    0,
  );

/**
 * Two fields side by side where there is room, one per line on a phone: a wrapping row rather than a grid with
 * breakpoints, so the checkout needs no stylesheet or grid component of its own.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS flex value
const FIELD_IN_ROW = { flex: '1 1 14rem', minWidth: 0 };

/** Blank lines left out, so the API stores no empty strings. */
const trimmedAddress = (address: TAddressAnswer): TAddressAnswer =>
  Object.fromEntries(
    Object.entries(address)
      .map(([key, value]) => [key, value?.trim() ?? ''])
      .filter(([, value]) => value !== ''),
  );

/** The client's error of a field first, the server's otherwise. */
const errorOf = (errors: TFieldErrors, serverErrors: Record<string, string[]>, key: string, name: keyof TBuyer) =>
  errors[name] ?? serverErrors[`${key}.${name}`]?.join(' ');

function BuyerFields({
  value,
  onChange,
  errors,
  serverErrors,
}: {
  value: TBuyer;
  onChange: (value: TBuyer) => void;
  errors: TFieldErrors;
  serverErrors: Record<string, string[]>;
}) {
  const { t } = useLingui();
  const field = (name: keyof TBuyer, label: string, type: string, autoComplete: string) => (
    <TextInput
      label={label}
      required
      style={FIELD_IN_ROW}
      type={type}
      autoComplete={autoComplete}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.currentTarget.value })}
      error={errorOf(errors, serverErrors, 'order', name)}
    />
  );
  return (
    <Group gap="md" align="flex-start">
      {field('first_name', t`First name`, 'text', 'given-name')}
      {field('last_name', t`Last name`, 'text', 'family-name')}
      {field('email', t`Email`, 'email', 'email')}
      {field('email_confirmation', t`Confirm email`, 'email', 'email')}
    </Group>
  );
}

/** A ticket holder: the buyer (ticked), or a name and an email that is optional unless the organizer requires it. */
function HolderFields({
  value,
  onChange,
  errors,
  serverErrors,
  prefix,
  isEmailRequired,
}: {
  value: THolder;
  onChange: (value: THolder) => void;
  errors: TFieldErrors;
  serverErrors: Record<string, string[]>;
  prefix: string;
  isEmailRequired: boolean;
}) {
  const { t } = useLingui();
  const field = (name: 'first_name' | 'last_name' | 'email', label: string, type: string, required: boolean) => (
    <TextInput
      label={label}
      required={required}
      style={FIELD_IN_ROW}
      type={type}
      autoComplete="off"
      description={name === 'email' && !required ? t`Optional: without it, the ticket is sent to you.` : undefined}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.currentTarget.value })}
      error={errorOf(errors, serverErrors, prefix, name)}
    />
  );
  return (
    <Stack gap="sm">
      <Checkbox
        label={t`Same as buyer`}
        checked={value.same_as_buyer}
        onChange={(event) => onChange({ ...value, same_as_buyer: event.currentTarget.checked })}
      />
      {!value.same_as_buyer && (
        <Group gap="md" align="flex-start">
          {field('first_name', t`First name`, 'text', true)}
          {field('last_name', t`Last name`, 'text', true)}
          {field('email', t`Email`, 'email', isEmailRequired)}
        </Group>
      )}
    </Stack>
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
  const isEmailRequired = event.settings.require_attendee_email === true;
  const orderQuestions = event.questions.filter((question) => question.belongs_to === 'ORDER');
  const productQuestions = (productId: string) =>
    event.questions.filter((question) => question.belongs_to === 'PRODUCT' && question.product_ids.includes(productId));
  const [buyer, setBuyer] = useState<TBuyer>(() => initialBuyer(order));
  const asksAddress = event.settings.require_billing_address;
  const [address, setAddress] = useState<TAddressAnswer>({});
  const addressMessages = {
    address_line_1: t`Enter the address.`,
    city: t`Enter the city.`,
    country: t`Choose the country.`,
  };
  const [orderResponses, setOrderResponses] = useState<Record<string, TQuestionResponse>>({});
  const [tickets, setTickets] = useState<TTicket[]>(() => ticketUnits(event, order));
  const [validated, setValidated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = isApiError(submitError) ? submitError.fieldErrors : {};

  const allErrors = (): TFormErrors => ({
    buyer: buyerErrorsOf(buyer, messages),
    address: asksAddress
      ? Object.fromEntries(missingBillingAddressLines(address).map((key) => [key, addressMessages[key]]))
      : {},
    order: checkAnswers(orderQuestions, orderResponses),
    tickets: tickets.map((ticket) => ({
      person: perTicket ? holderErrorsOf(ticket, messages, isEmailRequired) : {},
      answers: checkAnswers(productQuestions(ticket.product_id), ticket.responses),
    })),
  });
  const shown = validated ? allErrors() : null;
  const hasShownErrors = shown !== null && errorCount(shown) > 0;

  // The server refused fields (422): bring the first into view, as for the form's own checks.
  useEffect(() => {
    if (isApiError(submitError) && Object.keys(submitError.fieldErrors).length > 0) focusFirstError(formRef.current);
  }, [submitError]);

  const updateTicket = (index: number, change: Partial<TTicket>) =>
    setTickets((current) => current.map((ticket, at) => (at === index ? { ...ticket, ...change } : ticket)));

  const submit = () => {
    setValidated(true);
    if (errorCount(allErrors()) > 0) {
      // After React has drawn the errors.
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    const buyerEntry = {
      first_name: buyer.first_name.trim(),
      last_name: buyer.last_name.trim(),
      email: buyer.email.trim(),
    };
    const holderOf = (ticket: TTicket) => {
      if (!perTicket || ticket.same_as_buyer) return buyerEntry;
      const email = ticket.email.trim();
      return {
        first_name: ticket.first_name.trim(),
        last_name: ticket.last_name.trim(),
        ...(email ? { email } : {}),
      };
    };
    onSubmit({
      order: {
        ...buyerEntry,
        email_confirmation: buyer.email_confirmation.trim(),
        ...(asksAddress ? { address: trimmedAddress(address) } : {}),
        questions: toAnswerInputs(orderResponses),
      },
      products: tickets.map((ticket) => ({
        product_id: ticket.product_id,
        product_price_id: ticket.product_price_id,
        ...holderOf(ticket),
        questions: toAnswerInputs(ticket.responses),
      })),
    });
  };

  return (
    <form
      ref={formRef}
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
            <BuyerFields value={buyer} onChange={setBuyer} errors={shown?.buyer ?? {}} serverErrors={serverErrors} />
            {asksAddress && (
              <Suspense fallback={null}>
                <BillingAddressField
                  value={address}
                  onChange={setAddress}
                  errorOf={(key) => shown?.address[key] ?? serverErrors[`order.address.${key}`]?.join(' ')}
                />
              </Suspense>
            )}
            {orderQuestions.length > 0 && (
              <QuestionFields
                questions={orderQuestions}
                responses={orderResponses}
                onChange={(id, value) => setOrderResponses((current) => ({ ...current, [id]: value }))}
                errors={{ ...questionErrorsOf(serverErrors, 'order'), ...shown?.order }}
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
                <Title order={2} fz="md">
                  <Trans>
                    Ticket {number}: {ticketTitle}
                  </Trans>
                </Title>
                {perTicket && (
                  <HolderFields
                    value={ticket}
                    onChange={(holder) => updateTicket(index, holder)}
                    errors={shown?.tickets[index]!.person ?? {}}
                    serverErrors={serverErrors}
                    prefix={`products.${index}`}
                    isEmailRequired={isEmailRequired}
                  />
                )}
                {questions.length > 0 && (
                  <QuestionFields
                    questions={questions}
                    responses={ticket.responses}
                    onChange={(id, value) => updateTicket(index, { responses: { ...ticket.responses, [id]: value } })}
                    errors={{
                      ...questionErrorsOf(serverErrors, `products.${index}`),
                      ...shown?.tickets[index]!.answers,
                    }}
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
        {hasShownErrors && (
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
