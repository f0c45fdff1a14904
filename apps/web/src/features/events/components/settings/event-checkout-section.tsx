import { useLingui } from '@lingui/react/macro';
import { NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { DEFAULT_MAX_RESERVED_PER_CLIENT, MAX_RESERVED_PER_CLIENT_CEILING, type TEventSettings } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import { htmlToPlainText, plainTextToHtml } from '../../../../lib/plain-text-html';
import { useEventSettingsForm } from './event-settings-form';

type TCheckoutValues = {
  order_timeout_in_minutes: number | string;
  max_reserved_per_client: number | string;
  pre_checkout_message: string;
  post_checkout_message: string;
  product_page_message: string;
  continue_button_text: string;
  attendee_details_collection_method: TEventSettings['attendee_details_collection_method'];
  require_attendee_email: boolean;
  require_billing_address: boolean;
};

/** Reference §2.7 checkout: messages around the purchase, how long a basket is held, what is asked. */
export function EventCheckoutSection({ eventId, settings }: { eventId: string; settings: TEventSettings }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useEventSettingsForm<TCheckoutValues>({
    eventId,
    settings,
    toValues: (current) => ({
      order_timeout_in_minutes: current.order_timeout_in_minutes,
      max_reserved_per_client: current.max_reserved_per_client || '',
      pre_checkout_message: htmlToPlainText(current.pre_checkout_message),
      post_checkout_message: htmlToPlainText(current.post_checkout_message),
      product_page_message: htmlToPlainText(current.product_page_message),
      continue_button_text: current.continue_button_text,
      attendee_details_collection_method: current.attendee_details_collection_method,
      require_attendee_email: current.require_attendee_email,
      require_billing_address: current.require_billing_address,
    }),
    toBody: (values) => ({
      order_timeout_in_minutes:
        values.order_timeout_in_minutes === '' ? undefined : Number(values.order_timeout_in_minutes),
      // Empty means the default (decision 134).
      max_reserved_per_client:
        values.max_reserved_per_client === '' ? null : Number(values.max_reserved_per_client) || null,
      pre_checkout_message: plainTextToHtml(values.pre_checkout_message),
      post_checkout_message: plainTextToHtml(values.post_checkout_message),
      product_page_message: plainTextToHtml(values.product_page_message),
      continue_button_text: values.continue_button_text,
      attendee_details_collection_method: values.attendee_details_collection_method,
      require_attendee_email: values.require_attendee_email,
      require_billing_address: values.require_billing_address,
    }),
    extra: (values) => ({
      order_timeout_in_minutes:
        values.order_timeout_in_minutes === '' ||
        Number(values.order_timeout_in_minutes) < 1 ||
        Number(values.order_timeout_in_minutes) > 120
          ? t`Between 1 and 120 minutes.`
          : null,
      max_reserved_per_client:
        values.max_reserved_per_client !== '' &&
        (Number(values.max_reserved_per_client) < 0 ||
          Number(values.max_reserved_per_client) > MAX_RESERVED_PER_CLIENT_CEILING)
          ? t`At most ${MAX_RESERVED_PER_CLIENT_CEILING}; leave it empty for the default.`
          : null,
      continue_button_text: values.continue_button_text.trim() ? null : t`Enter the button text.`,
    }),
    successMessage: t`Checkout settings saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t`Time to complete an order`}
            description={t`Minutes a basket is held before its tickets go back on sale.`}
            min={1}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            suffix={` ${t`min`}`}
            withAsterisk
            {...form.getInputProps('order_timeout_in_minutes')}
          />
          <TextInput
            label={t`Continue button text`}
            description={t`On the ticket selection, e.g. “Get tickets”.`}
            maxLength={100}
            withAsterisk
            {...form.getInputProps('continue_button_text')}
          />
          <NumberInput
            label={t`Tickets one connection may hold`}
            description={t`Tickets held at once in unfinished orders from one internet connection. Empty: ${DEFAULT_MAX_RESERVED_PER_CLIENT}. Raise it for a venue whose buyers share one Wi-Fi.`}
            placeholder={String(DEFAULT_MAX_RESERVED_PER_CLIENT)}
            min={0}
            max={MAX_RESERVED_PER_CLIENT_CEILING}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('max_reserved_per_client')}
          />
        </SimpleGrid>
        <Textarea
          label={t`Message above the tickets`}
          description={t`Shown on the event page above the ticket list.`}
          autosize
          minRows={2}
          {...form.getInputProps('product_page_message')}
        />
        <Textarea
          label={t`Message before checkout`}
          description={t`Shown at the top of the checkout form.`}
          autosize
          minRows={2}
          {...form.getInputProps('pre_checkout_message')}
        />
        <Textarea
          label={t`Message after checkout`}
          description={t`Shown on the order confirmation page.`}
          autosize
          minRows={2}
          {...form.getInputProps('post_checkout_message')}
        />
        <div>
          <Text size="sm" fw={600} id="checkout-collection-label">
            {t`Attendee details`}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {t`Ask for a name for every ticket, or only the buyer's details once per order.`}
          </Text>
          <SegmentedControl
            aria-labelledby="checkout-collection-label"
            data={[
              { value: 'PER_TICKET', label: t`Per ticket` },
              { value: 'PER_ORDER', label: t`Per order` },
            ]}
            {...form.getInputProps('attendee_details_collection_method')}
          />
        </div>
        {form.values.attendee_details_collection_method === 'PER_TICKET' && (
          <Switch
            label={t`Require every ticket holder's email`}
            description={t`Otherwise it is optional, and a ticket without one is sent to the buyer.`}
            {...form.getInputProps('require_attendee_email', { type: 'checkbox' })}
          />
        )}
        <Switch
          label={t`Ask for a billing address`}
          {...form.getInputProps('require_billing_address', { type: 'checkbox' })}
        />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
