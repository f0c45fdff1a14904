import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  ATTENDEE_EMAIL_MAX,
  ATTENDEE_NAME_MAX,
  ATTENDEE_NOTES_MAX,
  ZUpdateAttendee,
  type TAnswerErrors,
  type TAttendeeDetail,
  type TProduct,
  type TUpdateAttendee,
} from '@marquee/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiConflict } from '../../../lib/api-error';
import { ConflictAlert } from '../../../components/conflict-alert';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { ABOVE_DRAWER } from '../../../lib/overlay-layers';
import { checkAnswers, QuestionFields, toAnswerInputs, type TQuestionResponse } from '../../checkout';
import { useProductCategories } from '../../products';
import { useQuestions } from '../../questions';
import type { useAttendeeActions } from '../api/attendees';
import { questionsOfProduct } from '../lib/attendee-list';
import { PersonNameFields } from '../../../components/person-name-fields';
import { TicketChoiceFields } from './ticket-choice-fields';

type TValues = {
  first_name: string;
  last_name: string;
  email: string;
  notes: string;
  product_id: string;
  product_price_id: string;
};

const toPerson = (values: TValues): Omit<TUpdateAttendee, 'answers' | 'product_id' | 'product_price_id'> => ({
  first_name: values.first_name,
  last_name: values.last_name,
  email: values.email.trim(),
  notes: values.notes.trim() || null,
});

type TProps = {
  eventId: string;
  attendee: TAttendeeDetail;
  opened: boolean;
  onClose: () => void;
  update: ReturnType<typeof useAttendeeActions>['update'];
};

/**
 * Corrects an attendee's name, email, notes and answers to their ticket's questions, or moves them to another
 * ticket or tier (PUT …/attendees/{id}), checked with the API's contract and the checkout's answer rules
 * (hidden questions included: staff answer them).
 */
export function EditAttendeeModal({ eventId, attendee, opened, onClose, update }: TProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} centered size="lg" zIndex={ABOVE_DRAWER} title={t`Edit attendee`}>
      {opened ? (
        <EditAttendeeForm
          key={attendee.updated_at}
          eventId={eventId}
          attendee={attendee}
          onClose={onClose}
          update={update}
        />
      ) : null}
    </Modal>
  );
}

function EditAttendeeForm({ eventId, attendee, onClose, update }: Omit<TProps, 'opened'>) {
  const { t } = useLingui();
  const questions = useQuestions(eventId);
  const catalogue = useProductCategories(eventId);
  const tickets: TProduct[] = (catalogue.data ?? [])
    .flatMap((category) => category.products)
    .filter((product) => product.product_type === 'TICKET' && product.prices.length > 0);
  const [responses, setResponses] = useState<Record<string, TQuestionResponse>>(() =>
    Object.fromEntries(attendee.answers.map((answer) => [answer.question_id, answer.response as TQuestionResponse])),
  );
  const [answerErrors, setAnswerErrors] = useState<TAnswerErrors>({});
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      first_name: attendee.first_name ?? '',
      last_name: attendee.last_name ?? '',
      email: attendee.email ?? '',
      notes: attendee.notes ?? '',
      product_id: attendee.product_id,
      product_price_id: attendee.product_price_id ?? '',
    },
    validate: (values): FormErrors => ({
      ...contractResolver<TValues>(ZUpdateAttendee, { prepare: toPerson })(values),
      ...(values.product_price_id || values.product_id === attendee.product_id
        ? {}
        : { product_price_id: t`Choose a tier.` }),
    }),
  });
  const isTicketChanged =
    form.values.product_id !== attendee.product_id ||
    form.values.product_price_id !== (attendee.product_price_id ?? '');
  const asked = questions.data ? questionsOfProduct(questions.data, form.values.product_id) : [];
  // Answers to questions the new ticket does not ask are not sent, so the server drops them.
  const droppedAnswers = isTicketChanged
    ? attendee.answers.filter((answer) => !asked.some((question) => question.id === answer.question_id))
    : [];

  const handleSubmit = form.onSubmit((values) => {
    // Only the product's questions are sent: the server replaces exactly those answers.
    const askedIds = new Set(asked.map((question) => question.id));
    const askedResponses = Object.fromEntries(Object.entries(responses).filter(([id]) => askedIds.has(id)));
    const errors = checkAnswers(asked, askedResponses, { includeHidden: true });
    setAnswerErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const body: TUpdateAttendee = {
      ...toPerson(values),
      ...(questions.data ? { answers: toAnswerInputs(askedResponses) } : {}),
      ...(isTicketChanged ? { product_id: values.product_id, product_price_id: values.product_price_id } : {}),
    };
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess(isTicketChanged ? t`Attendee saved with their new ticket.` : t`Attendee details saved.`);
        onClose();
      },
      // Sold out (409) is shown above the buttons; field problems go on their fields.
      onError: (error) => {
        if (!isApiConflict(error)) applyApiErrorToForm(form, error);
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PersonNameFields form={form} maxLength={ATTENDEE_NAME_MAX} isAutoFocused />
        <TextInput
          label={t`Email`}
          description={t`Where the ticket is sent.`}
          type="email"
          withAsterisk
          maxLength={ATTENDEE_EMAIL_MAX}
          {...form.getInputProps('email')}
        />
        {catalogue.isPending ? (
          <Skeleton h={60} />
        ) : tickets.length > 0 ? (
          <TicketChoiceFields
            tickets={tickets}
            productId={form.values.product_id}
            priceId={form.values.product_price_id}
            productError={form.errors.product_id}
            priceError={form.errors.product_price_id}
            onChange={({ productId, priceId }) => form.setValues({ product_id: productId, product_price_id: priceId })}
          />
        ) : null}
        {isTicketChanged ? (
          <Text size="sm" c="dimmed" data-testid="ticket-change-note">
            <Trans>
              The ticket moves to the new choice if it has a place left. The order&apos;s amounts stay as they are:
              refund or collect any difference from the order.
            </Trans>
          </Text>
        ) : null}
        <Textarea
          label={t`Internal notes`}
          description={t`Only your team sees these.`}
          autosize
          minRows={2}
          maxLength={ATTENDEE_NOTES_MAX}
          {...form.getInputProps('notes')}
        />
        {questions.isPending ? (
          <Skeleton h={60} />
        ) : asked.length > 0 ? (
          <>
            <Divider />
            <Title order={3} fz="md">
              <Trans>Answers</Trans>
            </Title>
            <QuestionFields
              questions={asked}
              responses={responses}
              includeHidden
              errors={answerErrors}
              onChange={(questionId, value) => setResponses((previous) => ({ ...previous, [questionId]: value }))}
            />
          </>
        ) : null}
        {droppedAnswers.length > 0 ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Trans>The new ticket does not ask these questions; their answers will be removed:</Trans>{' '}
            {droppedAnswers.map((answer) => answer.question_title).join(', ')}
          </Alert>
        ) : null}
        <ConflictAlert error={update.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
