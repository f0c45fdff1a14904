import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { TLocationDetails } from '@marquee/core';
import { CountrySelect } from './country-select';

export type TAddressValues = {
  venue_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state_or_region: string;
  zip_or_postal_code: string;
  country: string;
};

export const EMPTY_ADDRESS: TAddressValues = {
  venue_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state_or_region: '',
  zip_or_postal_code: '',
  country: '',
};

export function addressValues(location: TLocationDetails | null | undefined): TAddressValues {
  return Object.fromEntries(
    Object.keys(EMPTY_ADDRESS).map((key) => [key, location?.[key as keyof TLocationDetails] ?? '']),
  ) as TAddressValues;
}

/** Blank fields are left out; an address with nothing in it is no address (null). */
export function addressBody(values: TAddressValues): TLocationDetails | null {
  const entries = Object.entries(values).filter(([, value]) => value.trim() !== '');
  return entries.length
    ? (Object.fromEntries(entries.map(([key, value]) => [key, value.trim()])) as TLocationDetails)
    : null;
}

/** The venue and address fields, shared by the organizer address and the event location. */
export function AddressFields({
  getInputProps: getProps,
  prefix,
}: {
  getInputProps: (path: string) => GetInputPropsReturnType;
  /** Path of the address in the form values, so server errors (`location_details.city`) land on the fields. */
  prefix: string;
}) {
  const getInputProps = (field: keyof TAddressValues) => getProps(`${prefix}.${field}`);
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <TextInput label={t`Venue name`} maxLength={255} {...getInputProps('venue_name')} />
      <TextInput
        label={t`Address line 1`}
        maxLength={255}
        autoComplete="address-line1"
        {...getInputProps('address_line_1')}
      />
      <TextInput
        label={t`Address line 2`}
        maxLength={255}
        autoComplete="address-line2"
        {...getInputProps('address_line_2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t`City`} maxLength={255} autoComplete="address-level2" {...getInputProps('city')} />
        <TextInput
          label={t`State or region`}
          maxLength={255}
          autoComplete="address-level1"
          {...getInputProps('state_or_region')}
        />
        <TextInput
          label={t`Postcode`}
          maxLength={32}
          autoComplete="postal-code"
          {...getInputProps('zip_or_postal_code')}
        />
        <CountrySelect {...getInputProps('country')} />
      </SimpleGrid>
    </Stack>
  );
}
