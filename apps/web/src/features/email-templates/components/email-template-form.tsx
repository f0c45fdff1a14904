import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EMAIL_TEMPLATE_CTA_LABEL_MAX_LENGTH,
  EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH,
  ZCreateEmailTemplate,
  type TEmailTemplate,
  type TEmailTemplateType,
} from '@marquee/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { RichTextField } from '../../../components/rich-text-field';
import { isApiError } from '../../../lib/api-error';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateEmailTemplate, usePreviewEmailTemplate, useUpdateEmailTemplate } from '../api/email-templates';
import { useTokenInsertion } from '../hooks/use-token-insertion';
import { isAccountUnverified } from '../hooks/use-verified-account';
import { TEXT_FLEX } from '../lib/layout';
import type { TEmailTemplateOwner, TTemplateFallback } from '../lib/place';
import { formFieldOfApiPath, type TEmailTemplateFormValues } from '../lib/template-form';
import { EmailTemplatePreview } from './email-template-preview';
import { TokenPicker } from './token-picker';

type TEmailTemplateFormProps = {
  owner: TEmailTemplateOwner;
  type: TEmailTemplateType;
  /** The template being edited; null for a new one (then `initialValues` hold the built-in wording). */
  template: TEmailTemplate | null;
  initialValues: TEmailTemplateFormValues;
  /** What is sent while the template is switched off. */
  fallback: TTemplateFallback;
  /** Saved: the modal closes. */
  onDone: () => void;
  /** Cancel: the modal asks first when there are unsaved changes. */
  onCancel: () => void;
  /** The server refused because the account is not verified: the modal shows why instead of the form. */
  onBlocked: () => void;
  onDirtyChange: (isDirty: boolean) => void;
};

type TTab = 'editor' | 'preview';

/** Subject, Liquid body with a variable picker, button text and the switch; the Preview tab renders the draft. */
export function EmailTemplateForm(props: TEmailTemplateFormProps) {
  const { owner, type, template, initialValues, fallback, onDone, onCancel, onBlocked, onDirtyChange } = props;
  const { t } = useLingui();
  const [tab, setTab] = useState<TTab>('editor');
  const [isDraftInvalid, setIsDraftInvalid] = useState(false);
  const create = useCreateEmailTemplate(owner);
  const update = useUpdateEmailTemplate(owner);
  const preview = usePreviewEmailTemplate(owner);
  const form = useForm<TEmailTemplateFormValues>({
    mode: 'controlled',
    initialValues,
    validate: contractResolver<TEmailTemplateFormValues>(ZCreateEmailTemplate, {
      prepare: (values) => ({ template_type: type, ...values }),
    }),
  });
  const { insert, subjectRef, bodyRef, onSubjectFocus, onBodyFocus } = useTokenInsertion(form);
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  /** Server field errors onto the fields (the button text may come back as `cta.label`); the rest in a toast. */
  function showApiError(error: unknown, options: { isToastless?: boolean } = {}) {
    if (isAccountUnverified(error)) return onBlocked();
    if (options.isToastless) {
      if (!isApiError(error)) return;
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const field = formFieldOfApiPath(path);
        if (field in initialValues) form.setFieldError(field, messages.join(' '));
      }
      return;
    }
    const values = form.getValues();
    applyApiErrorToForm(
      {
        getValues: () => ({ ...values, cta: { label: values.cta_label } }),
        setFieldError: (path: string, message) => form.setFieldError(formFieldOfApiPath(path), message),
      },
      error,
    );
  }

  function runPreview() {
    const { hasErrors } = form.validate();
    setIsDraftInvalid(hasErrors);
    if (hasErrors) return;
    const { subject, body, cta_label } = form.getValues();
    preview.mutate(
      { template_type: type, subject, body, cta_label },
      { onError: (error) => showApiError(error, { isToastless: true }) },
    );
  }

  function changeTab(value: string | null) {
    const next: TTab = value === 'preview' ? 'preview' : 'editor';
    setTab(next);
    if (next === 'preview') runPreview();
  }

  const handleSubmit = form.onSubmit(
    (values) => {
      const onError = (error: Error) => {
        if (isApiError(error) && error.code === 'email_template_exists') {
          notifyError(error.message);
          return;
        }
        if (!isAccountUnverified(error)) setTab('editor');
        showApiError(error);
      };
      if (template) {
        update.mutate(
          { id: template.id, body: values },
          {
            onSuccess: () => {
              notifySuccess(t`Template saved.`);
              onDone();
            },
            onError,
          },
        );
      } else {
        create.mutate(
          { template_type: type, ...values },
          {
            onSuccess: () => {
              notifySuccess(t`Template created.`);
              onDone();
            },
            onError,
          },
        );
      }
    },
    () => setTab('editor'),
  );

  const subjectProps = form.getInputProps('subject');
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Tabs value={tab} onChange={changeTab} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="editor" leftSection={<IconPencil size={16} aria-hidden />}>
              <Trans>Editor</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="preview" leftSection={<IconEye size={16} aria-hidden />}>
              <Trans>Preview</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="editor" pt="md">
            <Stack gap="md">
              <TextInput
                label={t`Subject`}
                withAsterisk
                maxLength={EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH}
                ref={subjectRef}
                {...subjectProps}
                onFocus={(event) => {
                  onSubjectFocus();
                  subjectProps.onFocus?.(event);
                }}
              />
              <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed" style={{ flex: TEXT_FLEX }}>
                  <Trans>
                    Variables are replaced by each order's details. A variable goes where the cursor was in the subject
                    or the body.
                  </Trans>
                </Text>
                <TokenPicker type={type} onPick={insert} />
              </Group>
              <div onFocus={onBodyFocus}>
                <RichTextField
                  label={t`Body`}
                  required
                  minHeight={240}
                  handleRef={bodyRef}
                  {...form.getInputProps('body')}
                />
              </div>
              <TextInput
                label={t`Button text`}
                description={
                  type === 'order_confirmation'
                    ? t`The button below the email opens the order page.`
                    : t`The button below the email opens the ticket.`
                }
                withAsterisk
                maxLength={EMAIL_TEMPLATE_CTA_LABEL_MAX_LENGTH}
                {...form.getInputProps('cta_label')}
              />
              <Switch
                label={t`Active`}
                description={
                  fallback === 'ORGANIZER'
                    ? t`When off, the template is kept and the organizer's template is sent instead.`
                    : t`When off, the template is kept and the built-in email is sent instead.`
                }
                {...form.getInputProps('is_active', { type: 'checkbox' })}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="md">
            <EmailTemplatePreview
              isDraftInvalid={isDraftInvalid}
              isPending={preview.isPending}
              error={preview.error}
              preview={preview.data}
              onRefresh={runPreview}
            />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {template ? <Trans>Save template</Trans> : <Trans>Create template</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
