import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TAddressAnswer } from '@marquee/core';
import { CountrySelect } from '../../../components/country-select';
import { common, textAnswer, type TQuestionFieldProps } from './question-field';

/** The question fields with a drop-down list, loaded on demand by `QuestionField`. */
export function DropdownQuestionField(props: TQuestionFieldProps) {
  const { t } = useLingui();
  return (
    <Select
      {...common(props)}
      placeholder={t`Choose`}
      data={props.question.options}
      clearable={!props.question.required}
      value={textAnswer(props.value) || null}
      onChange={(answer) => props.onChange(answer ? { answer } : undefined)}
    />
  );
}

export function AddressQuestionField(props: TQuestionFieldProps) {
  const { t } = useLingui();
  const { question, errors } = props;
  const address = (props.value ?? {}) as TAddressAnswer;
  const lineError = (key: keyof TAddressAnswer) => errors?.[`${question.id}.${key}`]?.join(' ');
  const line = (key: keyof TAddressAnswer) => ({
    value: address[key] ?? '',
    error: lineError(key),
    onChange: (event: { currentTarget: { value: string } }) =>
      props.onChange({ ...address, [key]: event.currentTarget.value }),
  });
  const { label, required, description, error } = common(props);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Text component="legend" fw={500} fz="sm">
        {label}
        {required ? (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        ) : null}
      </Text>
      {description}
      {error ? (
        <Text c="red" fz="xs" role="alert">
          {error}
        </Text>
      ) : null}
      <Stack gap="xs" mt={4}>
        <TextInput label={t`Address line 1`} required={required} {...line('address_line_1')} />
        <TextInput label={t`Address line 2`} {...line('address_line_2')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label={t`City`} required={required} {...line('city')} />
          <TextInput label={t`State or region`} {...line('state_or_region')} />
          <TextInput label={t`ZIP or postal code`} required={required} {...line('zip_or_postal_code')} />
          <CountrySelect
            required={required}
            value={address.country ?? null}
            error={lineError('country')}
            onChange={(country) => props.onChange({ ...address, country })}
          />
        </SimpleGrid>
      </Stack>
    </fieldset>
  );
}
