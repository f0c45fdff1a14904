import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { TEventSettings } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import { SeoFields, toSeoBody, toSeoValues, type TSeoValues } from '../../../../components/seo-fields';
import { useEventSettingsForm } from './event-settings-form';

/** How the event page looks in search results and link previews, and who can see it. */
export function EventSeoSection({ eventId, settings }: { eventId: string; settings: TEventSettings }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useEventSettingsForm<TSeoValues>({
    eventId,
    settings,
    toValues: toSeoValues,
    toBody: toSeoBody,
    successMessage: t`Search settings saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SeoFields
          form={form}
          titleHint={t`Shown in search results and link previews; the event name when empty.`}
          visibilityLabel={t`Who can see the event page`}
          visibilityLabelId="event-visibility-label"
          descriptionMaxLength={255}
        />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
