import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Drawer, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ATTENDEE_FIELD_NAMES,
  type TAnswerErrors,
  type TAttendeeFieldName,
  type TAttendeeFields,
  type TQuestion,
} from '@marquee/core';
import { useState } from 'react';
import { checkAnswers, QuestionFields, type TQuestionResponse } from '../../checkout';

/**
 * What a buyer sees at checkout (spec §8): their details and the order questions, then per ticket the
 * attendee fields and that ticket's questions. Hidden questions are not asked. Answers are checked by
 * the same core rules checkout applies, so the organizer can try the form out.
 */
export function CheckoutPreviewDrawer({
  opened,
  onClose,
  questions,
  attendeeFields,
  productTitles,
}: {
  opened: boolean;
  onClose: () => void;
  questions: TQuestion[];
  attendeeFields: TAttendeeFields | undefined;
  productTitles: Map<string, string>;
}) {
  const { t } = useLingui();
  const [responses, setResponses] = useState<Record<string, TQuestionResponse>>({});
  const [errors, setErrors] = useState<TAnswerErrors>({});
  const [checked, setChecked] = useState(false);
  const visible = questions.filter((question) => !question.is_hidden);
  const orderQuestions = visible.filter((question) => question.belongs_to === 'ORDER');
  const productIds = [...new Set(visible.flatMap((question) => question.product_ids))].filter((id) =>
    productTitles.has(id),
  );
  const fieldLabels: Record<TAttendeeFieldName, string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    email: t`Email`,
  };

  const onChange = (questionId: string, value: TQuestionResponse) =>
    setResponses((current) => ({ ...current, [questionId]: value }));

  function check() {
    // One ticket of each product is shown; its answers share the question ids, so check place by place.
    const found: TAnswerErrors = { ...checkAnswers(orderQuestions, responses) };
    for (const productId of productIds) {
      Object.assign(
        found,
        checkAnswers(
          visible.filter((question) => question.product_ids.includes(productId)),
          responses,
        ),
      );
    }
    setErrors(found);
    setChecked(true);
  }

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={<Trans>Checkout form preview</Trans>}>
      <Stack gap="lg" data-testid="checkout-preview">
        <Text c="dimmed" fz="sm">
          <Trans>
            This is the form buyers fill in. Hidden questions are left out. Nothing you enter here is saved.
          </Trans>
        </Text>
        <Stack gap="sm">
          <Title order={4}>
            <Trans>Your details</Trans>
          </Title>
          <Group grow>
            <TextInput label={t`First name`} required />
            <TextInput label={t`Last name`} required />
          </Group>
          <TextInput label={t`Email`} type="email" required />
          {orderQuestions.length > 0 ? (
            <QuestionFields questions={orderQuestions} responses={responses} onChange={onChange} errors={errors} />
          ) : null}
        </Stack>
        {productIds.map((productId) => (
          <Stack key={productId} gap="sm">
            <Divider />
            <Title order={4}>{productTitles.get(productId)}</Title>
            {attendeeFields
              ? ATTENDEE_FIELD_NAMES.filter((name) => !attendeeFields[name].is_hidden).map((name) => (
                  <TextInput key={name} label={fieldLabels[name]} required={attendeeFields[name].is_required} />
                ))
              : null}
            <QuestionFields
              questions={visible.filter((question) => question.product_ids.includes(productId))}
              responses={responses}
              onChange={onChange}
              errors={errors}
            />
          </Stack>
        ))}
        {checked && Object.keys(errors).length === 0 ? (
          <Alert color="teal">
            <Trans>These answers would be accepted.</Trans>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={check}>
            <Trans>Check the answers</Trans>
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
