import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type THomepageVisibility = 'PUBLIC' | 'PASSWORD_PROTECTED';

/** The search and visibility settings shared by events and organizers, as the form edits them. */
export type TSeoValues = {
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  allow_search_engine_indexing: boolean;
  homepage_visibility: THomepageVisibility;
};

type TSeoSettings = {
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  allow_search_engine_indexing: boolean;
  homepage_visibility: THomepageVisibility;
};

const blankToNull = (value: string) => value.trim() || null;

export const toSeoValues = (settings: TSeoSettings): TSeoValues => ({
  seo_title: settings.seo_title ?? '',
  seo_description: settings.seo_description ?? '',
  seo_keywords: settings.seo_keywords ?? '',
  allow_search_engine_indexing: settings.allow_search_engine_indexing,
  homepage_visibility: settings.homepage_visibility,
});

export const toSeoBody = (values: TSeoValues): TSeoSettings => ({
  ...values,
  seo_title: blankToNull(values.seo_title),
  seo_description: blankToNull(values.seo_description),
  seo_keywords: blankToNull(values.seo_keywords),
});

type TSeoFieldsProps = {
  form: UseFormReturnType<TSeoValues>;
  /** What an empty title falls back to, in the field's hint. */
  titleHint: string;
  visibilityLabel: string;
  visibilityLabelId: string;
  descriptionMaxLength: number;
};

/** Page title, description, keywords, indexing and who may see the page. */
export function SeoFields({
  form,
  titleHint,
  visibilityLabel,
  visibilityLabelId,
  descriptionMaxLength,
}: TSeoFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextInput label={t`Page title`} description={titleHint} maxLength={255} {...form.getInputProps('seo_title')} />
      <Textarea
        label={t`Page description`}
        autosize
        minRows={2}
        maxLength={descriptionMaxLength}
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
        <Text size="sm" fw={600} id={visibilityLabelId}>
          {visibilityLabel}
        </Text>
        <SegmentedControl
          mt={6}
          aria-labelledby={visibilityLabelId}
          data={[
            { value: 'PUBLIC', label: t`Everyone` },
            { value: 'PASSWORD_PROTECTED', label: t`With a password` },
          ]}
          {...form.getInputProps('homepage_visibility')}
        />
      </div>
    </>
  );
}
