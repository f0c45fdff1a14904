import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { REQUIRED_ADDRESS_KEYS, REQUIRED_BILLING_ADDRESS_KEYS, type TAddressAnswer } from '@marquee/core';
import type { ReactNode } from 'react';
import { CountrySelect } from '../../../components/country-select';
import { common, type TQuestionFieldProps } from './question-field';

type TAddressKey = keyof TAddressAnswer;

/** The lines of an address; `isRequired` marks (and the caller checks) the lines it needs. */
function AddressLines({
  address,
  onChange,
  errorOf,
  isRequired,
}: {
  address: TAddressAnswer;
  onChange: (address: TAddressAnswer) => void;
  errorOf: (key: TAddressKey) => string | undefined;
  isRequired: (key: TAddressKey) => boolean;
}) {
  const { t } = useLingui();
  const line = (key: TAddressKey, label: string, autoComplete: string) => (
    <TextInput
      label={label}
      required={isRequired(key)}
      autoComplete={autoComplete}
      value={address[key] ?? ''}
      error={errorOf(key)}
      onChange={(event) => onChange({ ...address, [key]: event.currentTarget.value })}
    />
  );
  return (
    <Stack gap="xs" mt={4}>
      {line('address_line_1', t`Address line 1`, 'address-line1')}
      {line('address_line_2', t`Address line 2`, 'address-line2')}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {line('city', t`City`, 'address-level2')}
        {line('state_or_region', t`State or region`, 'address-level1')}
        {line('zip_or_postal_code', t`ZIP or postal code`, 'postal-code')}
        <CountrySelect
          required={isRequired('country')}
          value={address.country ?? null}
          error={errorOf('country')}
          onChange={(country) => onChange({ ...address, country })}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Legend({ label, required }: { label: ReactNode; required: boolean }) {
  return (
    <Text component="legend" fw={500} fz="sm">
      {label}
      {required ? (
        <Text span c="red" aria-hidden>
          {' *'}
        </Text>
      ) : null}
    </Text>
  );
}

export function AddressQuestionField(props: TQuestionFieldProps) {
  const { question, errors } = props;
  const { label, required, description, error } = common(props);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Legend label={label} required={required} />
      {description}
      {error ? (
        <Text c="red" fz="xs" role="alert">
          {error}
        </Text>
      ) : null}
      <AddressLines
        address={(props.value ?? {}) as TAddressAnswer}
        onChange={props.onChange}
        errorOf={(key) => errors?.[`${question.id}.${key}`]?.join(' ')}
        isRequired={(key) => required && (REQUIRED_ADDRESS_KEYS as readonly string[]).includes(key)}
      />
    </fieldset>
  );
}

/** The buyer's billing address, when the event asks for one (loaded only then). */
export function BillingAddressField({
  value,
  onChange,
  errorOf,
}: {
  value: TAddressAnswer;
  onChange: (address: TAddressAnswer) => void;
  errorOf: (key: TAddressKey) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }} data-testid="billing-address">
      <Legend label={t`Billing address`} required />
      <AddressLines
        address={value}
        onChange={onChange}
        errorOf={errorOf}
        isRequired={(key) => (REQUIRED_BILLING_ADDRESS_KEYS as readonly string[]).includes(key)}
      />
    </fieldset>
  );
}
