import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Checkbox,
  Fieldset,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZPatchEventDefaults, type TEventDefaults } from '@marquee/core';
import { IconLock } from '@tabler/icons-react';
import { SectionActions } from '../../../components/section-actions';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { htmlToPlainText, plainTextToHtml } from '../../../lib/plain-text-html';
import { usePatchEventDefaults } from '../api/event-defaults';

type TDefaultsValues = Omit<TEventDefaults, 'offline_payment_instructions' | 'order_timeout_in_minutes'> & {
  offline_payment_instructions: string;
  order_timeout_in_minutes: number | string;
};

const valuesFrom = (defaults: TEventDefaults): TDefaultsValues => ({
  ...defaults,
  offline_payment_instructions: htmlToPlainText(defaults.offline_payment_instructions),
});

const toBody = (values: TDefaultsValues) => ({
  ...values,
  order_timeout_in_minutes:
    values.order_timeout_in_minutes === '' ? undefined : Number(values.order_timeout_in_minutes),
  offline_payment_instructions: plainTextToHtml(values.offline_payment_instructions),
});

/** /account/event-defaults: the settings every new event of the account starts with (administrators edit). */
export function EventDefaultsForm({
  accountId,
  defaults,
  canEdit,
}: {
  accountId: string;
  defaults: TEventDefaults;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const patch = usePatchEventDefaults(accountId);
  const form = useForm<TDefaultsValues>({
    mode: 'controlled',
    initialValues: valuesFrom(defaults),
    validate: contractResolver<TDefaultsValues>(ZPatchEventDefaults, {
      prepare: toBody,
      extra: (values) => ({
        order_timeout_in_minutes:
          values.order_timeout_in_minutes === '' ||
          Number(values.order_timeout_in_minutes) < 1 ||
          Number(values.order_timeout_in_minutes) > 120
            ? t`Between 1 and 120 minutes.`
            : null,
        continue_button_text: values.continue_button_text.trim() ? null : t`Enter the button text.`,
        offline_payment_instructions:
          values.payment_providers.includes('OFFLINE') && !values.offline_payment_instructions.trim()
            ? t`Tell buyers how to pay when offline payment is on.`
            : null,
      }),
    }),
  });

  const handleSubmit = form.onSubmit((values) =>
    patch.mutate(ZPatchEventDefaults.parse(toBody(values)), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesFrom(saved));
        form.reset();
        notifySuccess(t`Event defaults saved.`);
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {!canEdit ? (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
            <Trans>Only administrators can change these defaults.</Trans>
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          <Trans>
            New events start with these settings; an organizer's own defaults win where both exist. Existing events keep
            theirs.
          </Trans>
        </Text>
        <Fieldset legend={t`Checkout`} disabled={!canEdit} radius="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label={t`Time to complete an order`}
                min={1}
                max={120}
                allowDecimal={false}
                suffix={` ${t`min`}`}
                {...form.getInputProps('order_timeout_in_minutes')}
              />
              <TextInput
                label={t`Continue button text`}
                maxLength={100}
                {...form.getInputProps('continue_button_text')}
              />
            </SimpleGrid>
            <Switch
              label={t`Ask for a billing address`}
              {...form.getInputProps('require_billing_address', { type: 'checkbox' })}
            />
            <div>
              <Text size="sm" fw={600} id="defaults-price-display-label">
                {t`Prices are shown`}
              </Text>
              <SegmentedControl
                mt={6}
                aria-labelledby="defaults-price-display-label"
                disabled={!canEdit}
                data={[
                  { value: 'INCLUSIVE', label: t`Including taxes and fees` },
                  { value: 'EXCLUSIVE', label: t`Before taxes and fees` },
                ]}
                {...form.getInputProps('price_display_mode')}
              />
            </div>
          </Stack>
        </Fieldset>
        <Fieldset legend={t`Payment`} disabled={!canEdit} radius="md">
          <Stack gap="sm">
            <Checkbox.Group label={t`Payment methods`} {...form.getInputProps('payment_providers')}>
              <Stack gap="xs" mt="xs">
                <Checkbox value="STRIPE" label={t`Card payments (Stripe)`} />
                <Checkbox value="OFFLINE" label={t`Offline payment`} />
              </Stack>
            </Checkbox.Group>
            {form.values.payment_providers.includes('OFFLINE') ? (
              <Textarea
                label={t`Offline payment instructions`}
                withAsterisk
                autosize
                minRows={3}
                {...form.getInputProps('offline_payment_instructions')}
              />
            ) : null}
          </Stack>
        </Fieldset>
        <Fieldset legend={t`Notifications and sharing`} disabled={!canEdit} radius="md">
          <Stack gap="sm">
            <Switch
              label={t`Email the organizer about every new order`}
              {...form.getInputProps('notify_organizer_of_new_orders', { type: 'checkbox' })}
            />
            <Switch
              label={t`Show share buttons on event pages`}
              {...form.getInputProps('show_share_buttons', { type: 'checkbox' })}
            />
            <Switch
              label={t`Let search engines list event pages`}
              {...form.getInputProps('allow_search_engine_indexing', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        {canEdit ? (
          <SectionActions isDirty={form.isDirty()} isPending={patch.isPending} onReset={() => form.reset()} />
        ) : null}
      </Stack>
    </form>
  );
}
