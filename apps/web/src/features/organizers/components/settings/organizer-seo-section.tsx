import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { TOrganizerSettings } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import { htmlToPlainText, plainTextToHtml } from '../../../../lib/plain-text-html';
import { useOrganizerSettingsForm } from './organizer-settings-form';

type TSeoValues = {
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  allow_search_engine_indexing: boolean;
  homepage_visibility: TOrganizerSettings['homepage_visibility'];
};

const blankToNull = (value: string) => value.trim() || null;

/** How the organizer page looks in search results and link previews, and who may see it. */
export function OrganizerSeoSection({ organizerId, settings }: { organizerId: string; settings: TOrganizerSettings }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useOrganizerSettingsForm<TSeoValues>({
    organizerId,
    settings,
    toValues: (current) => ({
      seo_title: current.seo_title ?? '',
      seo_description: current.seo_description ?? '',
      seo_keywords: current.seo_keywords ?? '',
      allow_search_engine_indexing: current.allow_search_engine_indexing,
      homepage_visibility: current.homepage_visibility,
    }),
    toBody: (values) => ({
      ...values,
      seo_title: blankToNull(values.seo_title),
      seo_description: blankToNull(values.seo_description),
      seo_keywords: blankToNull(values.seo_keywords),
    }),
    successMessage: t`Search and visibility settings saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Page title`}
          description={t`Shown in search results and link previews; the organizer name when empty.`}
          maxLength={255}
          {...form.getInputProps('seo_title')}
        />
        <Textarea
          label={t`Page description`}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('seo_description')}
        />
        <TextInput
          label={t`Keywords`}
          description={t`Separated by commas.`}
          maxLength={255}
          {...form.getInputProps('seo_keywords')}
        />
        <Switch
          label={t`Let search engines list this page`}
          {...form.getInputProps('allow_search_engine_indexing', { type: 'checkbox' })}
        />
        <div>
          <Text size="sm" fw={600} id="homepage-visibility-label">
            {t`Who can see the organizer page`}
          </Text>
          <SegmentedControl
            mt={6}
            aria-labelledby="homepage-visibility-label"
            data={[
              { value: 'PUBLIC', label: t`Everyone` },
              { value: 'PASSWORD_PROTECTED', label: t`With a password` },
            ]}
            {...form.getInputProps('homepage_visibility')}
          />
        </div>
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
