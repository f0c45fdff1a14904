import { useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { PasswordInput, SegmentedControl, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { HOMEPAGE_PASSWORD_MAX_LENGTH } from '@marquee/core';

type THomepageVisibility = 'PUBLIC' | 'PASSWORD_PROTECTED';

/** The search and visibility settings shared by events and organizers, as the form edits them. */
export type TSeoValues = {
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  allow_search_engine_indexing: boolean;
  homepage_visibility: THomepageVisibility;
  /** A new page password; empty keeps the one set (decision 133). */
  homepage_password: string;
};

type TSeoSettings = {
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  allow_search_engine_indexing: boolean;
  homepage_visibility: THomepageVisibility;
};

/** What the settings PATCH takes from this form: the password only when one was typed for a protected page. */
type TSeoBody = TSeoSettings & { homepage_password?: string };

const blankToNull = (value: string) => value.trim() || null;

export const toSeoValues = (settings: TSeoSettings): TSeoValues => ({
  seo_title: settings.seo_title ?? '',
  seo_description: settings.seo_description ?? '',
  seo_keywords: settings.seo_keywords ?? '',
  allow_search_engine_indexing: settings.allow_search_engine_indexing,
  homepage_visibility: settings.homepage_visibility,
  homepage_password: '',
});

export const toSeoBody = ({ homepage_password: password, ...values }: TSeoValues): TSeoBody => ({
  ...values,
  seo_title: blankToNull(values.seo_title),
  seo_description: blankToNull(values.seo_description),
  seo_keywords: blankToNull(values.seo_keywords),
  ...(values.homepage_visibility === 'PASSWORD_PROTECTED' && password !== '' ? { homepage_password: password } : {}),
});

/** A page set to "with a password" needs one, unless one is set already (the server says the same). */
export const seoPasswordProblems =
  (hasPassword: boolean) =>
  (values: TSeoValues): FormErrors =>
    values.homepage_visibility === 'PASSWORD_PROTECTED' && !hasPassword && values.homepage_password === ''
      ? { homepage_password: t`Set a password for the page, or make it visible to everyone.` }
      : {};

type TSeoFieldsProps = {
  form: UseFormReturnType<TSeoValues>;
  /** What an empty title falls back to, in the field's hint. */
  titleHint: string;
  visibilityLabel: string;
  visibilityLabelId: string;
  descriptionMaxLength: number;
  /** Whether the page has a password already (the API never sends the password itself). */
  hasPassword: boolean;
};

/** Page title, description, keywords, indexing and who may see the page. */
export function SeoFields({
  form,
  titleHint,
  visibilityLabel,
  visibilityLabelId,
  descriptionMaxLength,
  hasPassword,
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
      {form.values.homepage_visibility === 'PASSWORD_PROTECTED' && (
        <PasswordInput
          label={hasPassword ? t`New page password` : t`Page password`}
          description={
            hasPassword
              ? t`A password is set. Leave this empty to keep it; a new one locks the page again for everyone.`
              : t`Visitors type it once to open the page in their browser. Share it with your guests.`
          }
          autoComplete="new-password"
          maxLength={HOMEPAGE_PASSWORD_MAX_LENGTH}
          required={!hasPassword}
          {...form.getInputProps('homepage_password')}
        />
      )}
    </>
  );
}
