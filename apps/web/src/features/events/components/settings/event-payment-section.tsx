import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Stack, Switch, Text, Textarea } from '@mantine/core';
import type { TEventSettings } from '@marquee/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { SectionActions } from '../../../../components/section-actions';
import { useConfig } from '../../../../lib/config-context';
import { CardPaymentStatusMessage, cardPaymentStatusFromConfig } from '../../../accounts';
import { htmlToPlainText, plainTextToHtml } from '../../../../lib/plain-text-html';
import { useEventSettingsForm } from './event-settings-form';

type TPaymentValues = {
  payment_providers: TEventSettings['payment_providers'];
  offline_payment_instructions: string;
  allow_orders_awaiting_offline_payment_to_check_in: boolean;
};

/** Reference §2.7 payment: card and/or offline payment; offline needs instructions for buyers. */
export function EventPaymentSection({ eventId, settings }: { eventId: string; settings: TEventSettings }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useEventSettingsForm<TPaymentValues>({
    eventId,
    settings,
    toValues: (current) => ({
      payment_providers: current.payment_providers,
      offline_payment_instructions: htmlToPlainText(current.offline_payment_instructions),
      allow_orders_awaiting_offline_payment_to_check_in: current.allow_orders_awaiting_offline_payment_to_check_in,
    }),
    toBody: (values) => ({
      payment_providers: values.payment_providers,
      offline_payment_instructions: plainTextToHtml(values.offline_payment_instructions),
      allow_orders_awaiting_offline_payment_to_check_in: values.allow_orders_awaiting_offline_payment_to_check_in,
    }),
    extra: (values) => ({
      offline_payment_instructions:
        values.payment_providers.includes('OFFLINE') && !values.offline_payment_instructions.trim()
          ? t`Tell buyers how to pay when offline payment is on.`
          : null,
    }),
    successMessage: t`Payment settings saved.`,
  });
  const isOffline = form.values.payment_providers.includes('OFFLINE');
  const cardPayments = cardPaymentStatusFromConfig(useConfig());
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Checkbox.Group label={t`Payment methods`} {...form.getInputProps('payment_providers')}>
          <Stack gap="xs" mt="xs">
            <Checkbox
              value="STRIPE"
              label={t`Card payments (Stripe)`}
              description={t`Buyers pay by card at checkout.`}
            />
            <Checkbox
              value="OFFLINE"
              label={t`Offline payment`}
              description={t`Bank transfer, cash at the door…: orders wait until you mark them paid.`}
            />
          </Stack>
        </Checkbox.Group>
        {form.values.payment_providers.includes('STRIPE') || !cardPayments.configured ? (
          <Alert
            variant="light"
            color={cardPayments.configured ? 'blue' : 'orange'}
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="event-card-payment-status"
          >
            <CardPaymentStatusMessage status={cardPayments} />
          </Alert>
        ) : null}
        {isOffline ? (
          <>
            <Textarea
              label={t`Offline payment instructions`}
              description={t`Shown to buyers after ordering and in their email: account details, reference, deadline.`}
              withAsterisk
              autosize
              minRows={3}
              {...form.getInputProps('offline_payment_instructions')}
            />
            <Switch
              label={t`Allow check-in before payment arrives`}
              {...form.getInputProps('allow_orders_awaiting_offline_payment_to_check_in', { type: 'checkbox' })}
            />
          </>
        ) : null}
        {form.values.payment_providers.length === 0 ? (
          <Text size="xs" c="dimmed">
            <Trans>Without a payment method only free tickets can go on sale.</Trans>
          </Text>
        ) : null}
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
