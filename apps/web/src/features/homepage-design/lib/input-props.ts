import type { ChangeEvent } from 'react';
import type { TDesignForm } from '../hooks/use-homepage-design-form';

/**
 * Input props for an optional text of the design (nullable in the contract): the input shows null as empty, and an
 * emptied input stores null again, so clearing a field leaves the design as it was.
 */
export function optionalTextProps(form: TDesignForm, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value as string | null | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setFieldValue(path, event.currentTarget.value === '' ? null : event.currentTarget.value),
  };
}
