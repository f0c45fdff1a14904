import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  ZCreateWebhook,
  ZUpdateWebhook,
  type TWebhook,
  type TWebhookWithSecret,
} from '@marquee/core';
import { useRef, type FormEvent } from 'react';
import { focusFirstError } from '../../../lib/focus-first-error';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks';
import type { TWebhookScope } from '../lib/webhook-scope';
import {
  formFieldOf,
  isWebhookUrl,
  webhookFormBody,
  webhookFormValues,
  type TWebhookFormValues,
} from '../lib/webhook-form';
import { EventTypePicker } from './event-type-picker';
import { WebhookEventsField } from './webhook-events-field';
import { WebhookSecretFacts } from './webhook-secret-facts';

type TWebhookDrawerProps = {
  scope: TWebhookScope;
  /** The endpoint being edited, 'new' to add one, null when closed. */
  editing: TWebhook | 'new' | null;
  onClose: () => void;
  /** After a create: the answer, whose secret is shown once. */
  onCreated: (webhook: TWebhookWithSecret) => void;
};

/** Add or edit an endpoint: its URL, description, event types and, for an organizer, which events. */
export function WebhookDrawer({ scope, editing, onClose, onCreated }: TWebhookDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Text span fw={700} fz={20}>
          {editing === 'new' ? <Trans>Add a webhook</Trans> : <Trans>Edit webhook</Trans>}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {editing !== null ? (
        <WebhookForm
          key={editing === 'new' ? 'new' : editing.id}
          scope={scope}
          webhook={editing === 'new' ? null : editing}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : null}
    </Drawer>
  );
}

type TWebhookFormProps = Omit<TWebhookDrawerProps, 'editing'> & { webhook: TWebhook | null };

function WebhookForm({ scope, webhook, onClose, onCreated }: TWebhookFormProps) {
  const { t } = useLingui();
  const create = useCreateWebhook(scope);
  const update = useUpdateWebhook(scope);
  const formRef = useRef<HTMLFormElement>(null);
  const isOrganizer = scope.kind === 'organizer';
  const isNew = webhook === null;
  const toBody = (values: TWebhookFormValues) => webhookFormBody(values, { isOrganizer, isNew });
  const form = useForm<TWebhookFormValues>({
    mode: 'controlled',
    initialValues: webhookFormValues(webhook),
    validate: (values): FormErrors =>
      contractResolver<TWebhookFormValues>(isNew ? ZCreateWebhook : ZUpdateWebhook, {
        prepare: toBody,
        extra: (current) => ({
          url:
            current.url.trim() !== '' && !isWebhookUrl(current.url)
              ? t`Enter a full address starting with https://, like https://example.com/webhooks.`
              : null,
          event_ids:
            isOrganizer && current.event_scope === 'SOME' && current.event_ids.length === 0
              ? t`Choose at least one event, or send for all events.`
              : null,
        }),
      })(values),
  });

  const showFirstError = () => requestAnimationFrame(() => focusFirstError(formRef.current));
  const onError = (error: Error) => {
    applyApiErrorToForm(
      {
        getValues: form.getValues,
        setFieldError: (path: string, message) => form.setFieldError(formFieldOf(path), message),
      },
      error,
    );
    showFirstError();
  };
  const save = (values: TWebhookFormValues) => {
    if (webhook) {
      update.mutate(
        { id: webhook.id, body: toBody(values) },
        {
          onSuccess: () => {
            notifySuccess(t`Webhook saved.`);
            onClose();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(toBody(values), {
      onSuccess: (created) => {
        notifySuccess(t`Webhook added.`);
        onCreated(created);
      },
      onError,
    });
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate().hasErrors) showFirstError();
    else save(form.getValues());
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <TextInput
          label={t`Endpoint URL`}
          description={t`The address on your server that receives a POST request for each event.`}
          placeholder="https://example.com/webhooks"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          withAsterisk
          data-autofocus
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          {...form.getInputProps('url')}
        />
        <Textarea
          label={t`Description`}
          description={t`Optional: what receives these events, for your team.`}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        {scope.kind === 'organizer' ? (
          <WebhookEventsField
            organizerId={scope.organizerId}
            scope={form.values.event_scope}
            onScopeChange={(value) => form.setFieldValue('event_scope', value)}
            eventIds={form.values.event_ids}
            onEventIdsChange={(ids) => form.setFieldValue('event_ids', ids)}
            error={form.errors.event_ids}
          />
        ) : null}
        <EventTypePicker
          value={form.values.event_types}
          onChange={(types) => form.setFieldValue('event_types', types)}
          error={form.errors.event_types}
        />
        {isNew ? (
          <Switch
            label={t`Start paused`}
            description={t`Events wait until you resume it: set your receiver up first.`}
            {...form.getInputProps('is_paused', { type: 'checkbox' })}
          />
        ) : (
          <WebhookSecretFacts webhook={webhook} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {isNew ? <Trans>Create webhook</Trans> : <Trans>Save changes</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
