import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TPaymentSettings } from '@marquee/core';
import { SectionActions } from '../../../components/section-actions';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { htmlToPlainText, plainTextToHtml } from '../../../lib/plain-text-html';
import { usePatchPaymentSettings } from '../api/payment-settings';

type TValues = { enabled_by_default: boolean; default_instructions: string };

/** The offline payment defaults new events start with (kept in the account's event defaults). */
export function OfflinePaymentForm({
  accountId,
  offline,
}: {
  accountId: string;
  offline: TPaymentSettings['offline'];
}) {
  const { t } = useLingui();
  const patch = usePatchPaymentSettings(accountId);
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      enabled_by_default: offline.enabled_by_default,
      default_instructions: htmlToPlainText(offline.default_instructions),
    },
    validate: {
      default_instructions: (value, values) =>
        values.enabled_by_default && !value.trim() ? t`Tell buyers how to pay when offline payment is on.` : null,
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    patch.mutate(
      {
        offline: {
          enabled_by_default: values.enabled_by_default,
          default_instructions: values.default_instructions.trim()
            ? plainTextToHtml(values.default_instructions)
            : null,
        },
      },
      {
        onSuccess: (saved) => {
          const next = {
            enabled_by_default: saved.offline.enabled_by_default,
            default_instructions: htmlToPlainText(saved.offline.default_instructions),
          };
          form.setValues(next);
          form.resetDirty(next);
          notifySuccess(t`Offline payment defaults saved.`);
        },
        onError: (error) =>
          applyApiErrorToForm(
            {
              getValues: form.getValues,
              // The event defaults name the field offline_payment_instructions.
              setFieldError: (path: string, message) =>
                form.setFieldError(path === 'offline_payment_instructions' ? 'default_instructions' : path, message),
            },
            error,
          ),
      },
    );
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={3} size="h4">
              <Trans>Offline payments</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                Bank transfer, cash at the door: buyers get your instructions and the order waits for payment. New
                events start with these settings; each event can change them.
              </Trans>
            </Text>
          </Stack>
          <Switch
            label={t`Offer offline payment on new events`}
            {...form.getInputProps('enabled_by_default', { type: 'checkbox' })}
          />
          <Textarea
            label={t`Payment instructions`}
            description={t`Shown to buyers after they order, e.g. the bank details and the reference to use.`}
            autosize
            minRows={3}
            maxLength={5000}
            withAsterisk={form.values.enabled_by_default}
            {...form.getInputProps('default_instructions')}
          />
          <SectionActions isDirty={form.isDirty()} isPending={patch.isPending} onReset={() => form.reset()} />
        </Stack>
      </form>
    </Paper>
  );
}
