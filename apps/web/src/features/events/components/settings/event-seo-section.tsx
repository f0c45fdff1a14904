import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { TEventSettings } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import { blankToNull, useEventSettingsForm } from './event-settings-form';

type TSeoValues = {
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  allow_search_engine_indexing: boolean;
  homepage_visibility: TEventSettings['homepage_visibility'];
};

/** How the event page looks in search results and link previews, and who can see it. */
export function EventSeoSection({ eventId, settings }: { eventId: string; settings: TEventSettings }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useEventSettingsForm<TSeoValues>({
    eventId,
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
    successMessage: t`Search settings saved.`,
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Page title`}
          description={t`Shown in search results and link previews; the event name when empty.`}
          maxLength={255}
          {...form.getInputProps('seo_title')}
        />
        <Textarea
          label={t`Page description`}
          autosize
          minRows={2}
          maxLength={255}
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
          <Text size="sm" fw={600} id="event-visibility-label">
            {t`Who can see the event page`}
          </Text>
          <SegmentedControl
            mt={6}
            aria-labelledby="event-visibility-label"
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
