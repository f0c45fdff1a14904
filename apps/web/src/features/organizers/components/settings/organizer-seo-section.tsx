import { useLingui } from '@lingui/react/macro';
import { Stack, Textarea } from '@mantine/core';
import type { TOrganizerSettings, TOrganizerSettingsResponse } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import {
  SeoFields,
  seoPasswordProblems,
  toSeoBody,
  toSeoValues,
  type TSeoValues,
} from '../../../../components/seo-fields';
import { htmlToPlainText, plainTextToHtml } from '../../../../lib/plain-text-html';
import { useOrganizerSettingsForm } from './organizer-settings-form';

/** How the organizer page looks in search results and link previews, and who may see it. */
export function OrganizerSeoSection({
  organizerId,
  settings,
}: {
  organizerId: string;
  settings: TOrganizerSettingsResponse;
}) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useOrganizerSettingsForm<TSeoValues>({
    organizerId,
    settings,
    toValues: toSeoValues,
    toBody: toSeoBody,
    extra: seoPasswordProblems(settings.has_homepage_password),
    successMessage: t`Search and visibility settings saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SeoFields
          form={form}
          titleHint={t`Shown in search results and link previews; the organizer name when empty.`}
          visibilityLabel={t`Who can see the organizer page`}
          visibilityLabelId="homepage-visibility-label"
          hasPassword={settings.has_homepage_password}
          descriptionMaxLength={1000}
        />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}

/** The footer added to emails sent for this organizer's events. */
export function OrganizerEmailSection({
  organizerId,
  settings,
}: {
  organizerId: string;
  settings: TOrganizerSettings;
}) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useOrganizerSettingsForm<{ email_footer_message: string }>({
    organizerId,
    settings,
    toValues: (current) => ({ email_footer_message: htmlToPlainText(current.email_footer_message) }),
    toBody: (values) => ({ email_footer_message: plainTextToHtml(values.email_footer_message) }),
    successMessage: t`Email footer saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t`Email footer`}
          description={t`Added to the bottom of order and ticket emails: an address, a note, a sign-off.`}
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('email_footer_message')}
        />
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
