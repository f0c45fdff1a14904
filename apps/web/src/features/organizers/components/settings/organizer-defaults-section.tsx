import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { TOrganizerSettings } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import { useOrganizerSettingsForm } from './organizer-settings-form';

type TDefaultsValues = {
  default_attendee_details_collection_method: TOrganizerSettings['default_attendee_details_collection_method'];
  default_show_marketing_opt_in: boolean;
  default_allow_attendee_self_edit: boolean;
};

/** Reference §2.6 event defaults: how this organizer's new events collect attendee details and consent. */
export function OrganizerDefaultsSection({
  organizerId,
  settings,
}: {
  organizerId: string;
  settings: TOrganizerSettings;
}) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useOrganizerSettingsForm<TDefaultsValues>({
    organizerId,
    settings,
    toValues: (current) => ({
      default_attendee_details_collection_method: current.default_attendee_details_collection_method,
      default_show_marketing_opt_in: current.default_show_marketing_opt_in,
      default_allow_attendee_self_edit: current.default_allow_attendee_self_edit,
    }),
    toBody: (values) => values,
    successMessage: t`Event defaults saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} id="collection-method-label">
            {t`Collect attendee details`}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {t`Ask for a name and email for every ticket, or once per order.`}
          </Text>
          <SegmentedControl
            aria-labelledby="collection-method-label"
            data={[
              { value: 'PER_TICKET', label: t`Per ticket` },
              { value: 'PER_ORDER', label: t`Per order` },
            ]}
            {...form.getInputProps('default_attendee_details_collection_method')}
          />
        </div>
        <Switch
          label={t`Offer a marketing opt-in at checkout`}
          description={t`Buyers can agree to hear from you about future events.`}
          {...form.getInputProps('default_show_marketing_opt_in', { type: 'checkbox' })}
        />
        <Switch
          label={t`Let attendees edit their own details`}
          description={t`From the link in their ticket email.`}
          {...form.getInputProps('default_allow_attendee_self_edit', { type: 'checkbox' })}
        />
        <Text size="xs" c="dimmed">
          {t`These apply to events created from now on; existing events keep their own settings.`}
        </Text>
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
