import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { TEventSettingsResponse } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import {
  SeoFields,
  seoPasswordProblems,
  toSeoBody,
  toSeoValues,
  type TSeoValues,
} from '../../../../components/seo-fields';
import { useEventSettingsForm } from './event-settings-form';

/** How the event page looks in search results and link previews, and who can see it. */
export function EventSeoSection({ eventId, settings }: { eventId: string; settings: TEventSettingsResponse }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useEventSettingsForm<TSeoValues>({
    eventId,
    settings,
    toValues: toSeoValues,
    toBody: toSeoBody,
    extra: seoPasswordProblems(settings.has_homepage_password),
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
          hasPassword={settings.has_homepage_password}
          descriptionMaxLength={255}
        />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
