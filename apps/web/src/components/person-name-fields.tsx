import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type TPersonNameFieldsProps = {
  /** The Mantine form holding `first_name` and `last_name`. */
  form: { getInputProps: (path: 'first_name' | 'last_name') => GetInputPropsReturnType };
  maxLength: number;
  /** Focus the first name when the dialog opens. */
  isAutoFocused?: boolean;
};

/** A person's first and last name side by side (one above the other on a phone), both required. */
export function PersonNameFields({ form, maxLength, isAutoFocused = false }: TPersonNameFieldsProps) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t`First name`}
        withAsterisk
        data-autofocus={isAutoFocused || undefined}
        maxLength={maxLength}
        {...form.getInputProps('first_name')}
      />
      <TextInput label={t`Last name`} withAsterisk maxLength={maxLength} {...form.getInputProps('last_name')} />
    </SimpleGrid>
  );
}
