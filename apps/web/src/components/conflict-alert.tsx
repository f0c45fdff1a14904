import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiConflict } from '../lib/api-error';

/**
 * A form's refusal by the state of things (409: sold out, already done…), shown above its buttons; other
 * errors belong on the fields, so this renders nothing for them.
 */
export function ConflictAlert({ error }: { error: unknown }) {
  if (!isApiConflict(error)) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      {error.message}
    </Alert>
  );
}
