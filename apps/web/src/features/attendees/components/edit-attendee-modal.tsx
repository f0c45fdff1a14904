import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Modal, Skeleton, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  ATTENDEE_EMAIL_MAX,
  ATTENDEE_NAME_MAX,
  ATTENDEE_NOTES_MAX,
  ZUpdateAttendee,
  type TAnswerErrors,
  type TAttendeeDetail,
  type TUpdateAttendee,
} from '@marquee/core';
import { useState } from 'react';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { ABOVE_DRAWER } from '../../../lib/overlay-layers';
import {
  checkAnswers,
  QuestionFields,
  toAnswerInputs,
  type TQuestionResponse,
} from '../../checkout/components/question-field';
import { useQuestions } from '../../questions/api/questions';
import type { useAttendeeActions } from '../api/attendees';
import { questionsOfProduct } from '../lib/attendee-list';
import { PersonNameFields } from '../../../components/person-name-fields';

type TValues = { first_name: string; last_name: string; email: string; notes: string };

const toPerson = (values: TValues): Omit<TUpdateAttendee, 'answers'> => ({
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
 * Corrects an attendee's name, email, notes and answers to their ticket's questions (PUT …/attendees/{id}),
 * checked with the API's contract and the checkout's answer rules (hidden questions included: staff answer them).
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
  const asked = questions.data ? questionsOfProduct(questions.data, attendee.product_id) : [];
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
    },
    validate: (values): FormErrors => contractResolver<TValues>(ZUpdateAttendee, { prepare: toPerson })(values),
  });

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
    };
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess(t`Attendee details saved.`);
        onClose();
      },
      onError: (error) => applyApiErrorToForm(form, error),
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
