import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZUpdateOrganizer, slugify, type TOrganizer } from '@marquee/core';
import { IconLink, IconMail, IconPhone, IconWorldWww } from '@tabler/icons-react';
import { CurrencySelect } from '../../../../components/currency-select';
import { SectionActions } from '../../../../components/section-actions';
import { TimeZoneSelect } from '../../../../components/timezone-select';
import { applyApiErrorToForm } from '../../../../lib/form-errors';
import { contractResolver } from '../../../../lib/form-validation';
import { notifySuccess } from '../../../../lib/notify';
import { useUpdateOrganizer } from '../../api/organizers';
import { OrganizerPublicLinkHint } from '../organizer-public-link-hint';
import { RichTextField, richTextOrNull } from '../../../../components/rich-text-field';

type TBasicsValues = {
  name: string;
  email: string;
  slug: string;
  description: string;
  phone: string;
  website: string;
  currency: string;
  timezone: string;
};

const valuesFrom = (organizer: TOrganizer): TBasicsValues => ({
  name: organizer.name,
  email: organizer.email,
  slug: organizer.slug,
  description: organizer.description ?? '',
  phone: organizer.phone ?? '',
  website: organizer.website ?? '',
  currency: organizer.currency,
  timezone: organizer.timezone,
});

const toBody = (values: TBasicsValues) => ({
  ...values,
  slug: values.slug.trim() || undefined,
  description: richTextOrNull(values.description),
});

/** Name, contact, public address (slug), description, currency and time zone: POST organizers/{id}. */
export function OrganizerBasicsSection({ organizer }: { organizer: TOrganizer }) {
  const { t } = useLingui();
  const update = useUpdateOrganizer(organizer.id);
  const form = useForm<TBasicsValues>({
    mode: 'controlled',
    initialValues: valuesFrom(organizer),
    validate: contractResolver<TBasicsValues>(ZUpdateOrganizer, { prepare: toBody }),
  });
  const slugPreview = form.values.slug.trim() || slugify(form.values.name, 'organizer');
  const publicBase = organizer.public_url.replace(/[^/]+\/?$/, '');

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(ZUpdateOrganizer.parse(toBody(values)), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesFrom(saved));
        form.reset();
        notifySuccess(t`Organizer details saved.`);
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t`Name`} withAsterisk maxLength={100} {...form.getInputProps('name')} />
          <TextInput
            label={t`Contact email`}
            type="email"
            withAsterisk
            leftSection={<IconMail size={16} aria-hidden />}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Page address`}
          description={`${publicBase}${slugPreview}`}
          leftSection={<IconLink size={16} aria-hidden />}
          placeholder={slugify(form.values.name, 'organizer')}
          maxLength={60}
          {...form.getInputProps('slug')}
        />
        <OrganizerPublicLinkHint organizer={organizer} />
        <RichTextField
          label={t`Description`}
          description={t`Shown on your organizer page.`}
          minHeight={120}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t({ message: 'Phone', context: 'phone number' })}
            type="tel"
            maxLength={25}
            leftSection={<IconPhone size={16} aria-hidden />}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t`Website`}
            type="url"
            placeholder="https://"
            leftSection={<IconWorldWww size={16} aria-hidden />}
            {...form.getInputProps('website')}
          />
          <CurrencySelect withAsterisk description={t`New events start with it.`} {...form.getInputProps('currency')} />
          <TimeZoneSelect withAsterisk description={t`New events start with it.`} {...form.getInputProps('timezone')} />
        </SimpleGrid>
        <SectionActions isDirty={form.isDirty()} isPending={update.isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
