import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TCurrentUser, TEvent, TMessage } from '@marquee/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { RichTextField } from '../../../components/rich-text-field';
import { redirectToLoginOnAuthError } from '../../../lib/auth-redirect';
import { useCreateMessage } from '../api/messages';
import {
  applyComposeApiError,
  composeFormValues,
  composeMessageBody,
  composeProblemOf,
  SUBJECT_MAX,
  validateComposeForm,
  type TComposeFormValues,
  type TComposePreset,
  type TComposeProblem,
} from '../lib/compose-form';
import { ComposeAudienceFields } from './compose-audience-fields';
import { ComposeScheduleFields } from './compose-schedule-fields';
import { SendSplitButton } from './send-split-button';

type TOption = { value: string; label: string };

export type TComposeMessageFormProps = {
  event: Pick<TEvent, 'id' | 'timezone' | 'start_date' | 'end_date'>;
  /** Unknown only outside the signed-in frame. */
  user: Pick<TCurrentUser, 'email'> | undefined;
  preset: TComposePreset | null;
  ticketOptions: TOption[];
  productOptions: TOption[];
  onCancel: () => void;
  /** The message was accepted (a test too: `message.is_test`). */
  onSent: (message: TMessage) => void;
};

/** The compose form: audience, subject, body, timing, the acknowledgement, then send, schedule or test. */
export function ComposeMessageForm({
  event,
  user,
  preset,
  ticketOptions,
  productOptions,
  onCancel,
  onSent,
}: TComposeMessageFormProps) {
  const { t } = useLingui();
  const create = useCreateMessage(event.id);
  const [problem, setProblem] = useState<TComposeProblem | null>(null);
  const [isTesting, setIsTesting] = useState(false);
  const context = { preset, event };
  const form = useForm<TComposeFormValues>({
    mode: 'controlled',
    initialValues: composeFormValues(preset),
    validate: (values) => validateComposeForm(values, context),
  });

  const send = (values: TComposeFormValues, isTest: boolean) => {
    setProblem(null);
    setIsTesting(isTest);
    create.mutate(composeMessageBody(values, { ...context, isTest }), {
      onSuccess: (message) => onSent(message),
      onError: (error) => {
        const refusal = composeProblemOf(error);
        if (refusal) setProblem(refusal);
        else if (!redirectToLoginOnAuthError(error)) applyComposeApiError(form, error);
      },
      onSettled: () => setIsTesting(false),
    });
  };

  const sendTest = () => {
    const errors = validateComposeForm(form.getValues(), { ...context, isTest: true });
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) send(form.getValues(), true);
  };

  const subjectLength = form.values.subject.length;
  const isScheduled = form.values.timing === 'LATER';
  const email = user?.email ?? '';

  return (
    <form onSubmit={form.onSubmit((values) => send(values, false))} noValidate>
      <Stack gap="md">
        <ComposeAudienceFields
          form={form}
          preset={preset}
          ticketOptions={ticketOptions}
          productOptions={productOptions}
        />
        <Divider />
        <TextInput
          label={t`Subject`}
          withAsterisk
          data-autofocus
          maxLength={SUBJECT_MAX}
          rightSection={
            <Text size="xs" c={subjectLength >= SUBJECT_MAX ? 'orange' : 'dimmed'} aria-hidden>
              {subjectLength}/{SUBJECT_MAX}
            </Text>
          }
          rightSectionWidth={64}
          {...form.getInputProps('subject')}
        />
        <RichTextField label={t`Message`} required minHeight={160} {...form.getInputProps('message')} />
        <ComposeScheduleFields form={form} event={event} />
        <Checkbox
          label={t`This message is about this event, not marketing`}
          description={t`Messages reach people who bought tickets: use them for news about this event, never for promotion.`}
          {...form.getInputProps('acknowledgement', { type: 'checkbox' })}
        />
        {problem ? (
          <Alert
            color={problem.kind === 'LIMIT' ? 'orange' : 'yellow'}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={problem.kind === 'LIMIT' ? t`Daily message limit reached` : t`This account cannot send messages yet`}
            data-testid="compose-problem"
          >
            {problem.message}
          </Alert>
        ) : null}
        {form.values.send_copy_to_current_user ? (
          <Text size="xs" c="dimmed" ta="end">
            {email ? <Trans>A copy goes to {email}.</Trans> : <Trans>A copy goes to you.</Trans>}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <SendSplitButton
            isScheduled={isScheduled}
            isSending={create.isPending && !isTesting}
            isTesting={create.isPending && isTesting}
            sendCopy={form.values.send_copy_to_current_user}
            onSendCopyChange={(sendCopy) => form.setFieldValue('send_copy_to_current_user', sendCopy)}
            onSendTest={sendTest}
          />
        </Group>
      </Stack>
    </form>
  );
}
