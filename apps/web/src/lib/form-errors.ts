import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { isApiError } from './api-error';
import { notifyError } from './notify';

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

/** The two things this helper needs from a Mantine form, whatever its value types. */
export type TFormErrorTarget = {
  getValues: () => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine types the path per form
  setFieldError: (path: any, error: ReactNode) => void;
};

/**
 * Puts an API error's field messages on the matching form fields; whatever cannot be shown on a field
 * (unknown fields, no field errors, not an API error at all) goes into one error toast.
 */
export function applyApiErrorToForm(form: TFormErrorTarget, error: unknown): void {
  if (!isApiError(error)) {
    notifyError(t`Something unexpected happened. Please try again.`);
    return;
  }
  const values = form.getValues();
  let isEverythingShown = Object.keys(error.fieldErrors).length > 0;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (hasPath(values, field) && messages[0]) form.setFieldError(field, messages.join(' '));
    else isEverythingShown = false;
  }
  if (!isEverythingShown) notifyError(error.message);
}
