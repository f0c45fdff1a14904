import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { LOCALE_DISPLAY_NAMES, SUPPORTED_LOCALES, type TEventSettings } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import { useEventSettingsForm } from './event-settings-form';

type TMiscValues = Pick<
  TEventSettings,
  | 'price_display_mode'
  | 'show_share_buttons'
  | 'allow_attendee_self_edit'
  | 'show_marketing_opt_in'
  | 'hide_getting_started_page'
  | 'default_locale'
>;

/**
 * Reference §2.7 misc: the event's language (issue 30), how prices read, what buyers may do themselves, and the
 * checklist.
 */
export function EventMiscSection({ eventId, settings }: { eventId: string; settings: TEventSettings }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useEventSettingsForm<TMiscValues>({
    eventId,
    settings,
    toValues: (current) => ({
      price_display_mode: current.price_display_mode,
      show_share_buttons: current.show_share_buttons,
      allow_attendee_self_edit: current.allow_attendee_self_edit,
      show_marketing_opt_in: current.show_marketing_opt_in,
      hide_getting_started_page: current.hide_getting_started_page,
      default_locale: current.default_locale ?? 'en',
    }),
    toBody: (values) => values,
    successMessage: t`Settings saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t`Event language`}
          description={t`The event's pages open in it for visitors whose browser asks for none of ours; orders, tickets and emails use it when the buyer chose no language.`}
          data={SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_DISPLAY_NAMES[locale] }))}
          {...form.getInputProps('default_locale')}
        />
        <div>
          <Text size="sm" fw={600} id="price-display-label">
            {t`Prices are shown`}
          </Text>
          <SegmentedControl
            mt={6}
            aria-labelledby="price-display-label"
            data={[
              { value: 'INCLUSIVE', label: t`Including taxes and fees` },
              { value: 'EXCLUSIVE', label: t`Before taxes and fees` },
            ]}
            {...form.getInputProps('price_display_mode')}
          />
        </div>
        <Switch
          label={t`Show share buttons on the event page`}
          {...form.getInputProps('show_share_buttons', { type: 'checkbox' })}
        />
        <Switch
          label={t`Let attendees edit their own details`}
          {...form.getInputProps('allow_attendee_self_edit', { type: 'checkbox' })}
        />
        <Switch
          label={t`Offer a marketing opt-in at checkout`}
          {...form.getInputProps('show_marketing_opt_in', { type: 'checkbox' })}
        />
        <Switch
          label={t`Hide the getting-started checklist`}
          {...form.getInputProps('hide_getting_started_page', { type: 'checkbox' })}
        />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
