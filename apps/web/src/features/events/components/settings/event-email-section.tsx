import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { TEventSettings } from '@marquee/core';
import { IconMail } from '@tabler/icons-react';
import { SectionActions } from '../../../../components/section-actions';
import { htmlToPlainText, plainTextToHtml } from '../../../../lib/plain-text-html';
import { blankToNull, useEventSettingsForm } from './event-settings-form';

type TEmailValues = {
  support_email: string;
  reply_to_email: string;
  email_footer_message: string;
  notify_organizer_of_new_orders: boolean;
};

/** Who buyers write to, what closes every email, and whether you hear of each order. */
export function EventEmailSection({ eventId, settings }: { eventId: string; settings: TEventSettings }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useEventSettingsForm<TEmailValues>({
    eventId,
    settings,
    toValues: (current) => ({
      support_email: current.support_email ?? '',
      reply_to_email: current.reply_to_email ?? '',
      email_footer_message: htmlToPlainText(current.email_footer_message),
      notify_organizer_of_new_orders: current.notify_organizer_of_new_orders,
    }),
    toBody: (values) => ({
      support_email: blankToNull(values.support_email),
      reply_to_email: blankToNull(values.reply_to_email),
      email_footer_message: plainTextToHtml(values.email_footer_message),
      notify_organizer_of_new_orders: values.notify_organizer_of_new_orders,
    }),
    successMessage: t`Email settings saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t`Support email`}
            description={t`Shown to buyers for questions.`}
            type="email"
            leftSection={<IconMail size={16} aria-hidden />}
            {...form.getInputProps('support_email')}
          />
          <TextInput
            label={t`Reply-to address`}
            description={t`Where replies to order emails go.`}
            type="email"
            leftSection={<IconMail size={16} aria-hidden />}
            {...form.getInputProps('reply_to_email')}
          />
        </SimpleGrid>
        <Textarea
          label={t`Email footer`}
          description={t`Added to the bottom of this event's order and ticket emails.`}
          autosize
          minRows={2}
          maxLength={5000}
          {...form.getInputProps('email_footer_message')}
        />
        <Switch
          label={t`Email me about every new order`}
          {...form.getInputProps('notify_organizer_of_new_orders', { type: 'checkbox' })}
        />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
