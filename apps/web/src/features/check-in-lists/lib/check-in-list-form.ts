import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { ZCreateCheckInList, type TCheckInList, type TCreateCheckInList } from '@marquee/core';
import { applyApiErrorToForm, type TFormErrorTarget } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { isLocalDateTime, utcIsoToZoned, zonedToUtcIso, type TLocalDateTime } from '../../../lib/zoned-time';

/** What the form holds: the window as wall-clock times of the event's zone (`''` for none). */
export type TCheckInListFormValues = {
  name: string;
  description: string;
  product_ids: string[];
  activates_at: TLocalDateTime | '';
  expires_at: TLocalDateTime | '';
};

/** An existing list's values, or a new list's: covering the event's only ticket when it has exactly one. */
export function checkInListFormValues(
  list: TCheckInList | null,
  { timeZone, ticketIds }: { timeZone: string; ticketIds: string[] },
): TCheckInListFormValues {
  return {
    name: list?.name ?? '',
    description: list?.description ?? '',
    product_ids: list ? [...list.product_ids] : ticketIds.length === 1 ? [...ticketIds] : [],
    activates_at: utcIsoToZoned(list?.activates_at, timeZone),
    expires_at: utcIsoToZoned(list?.expires_at, timeZone),
  };
}

const toUtc = (local: string, timeZone: string) => (isLocalDateTime(local) ? zonedToUtcIso(local, timeZone) : null);

/**
 * The request body (create, or the whole list on edit): an empty description or time is null, so clearing a
 * field clears it on the server too; times go out as UTC instants.
 */
export function checkInListBody(values: TCheckInListFormValues, timeZone: string): TCreateCheckInList {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    product_ids: values.product_ids,
    activates_at: toUtc(values.activates_at, timeZone),
    expires_at: toUtc(values.expires_at, timeZone),
  };
}

/** The shared contract's rules, plus messages in the reader's language for the ones people meet most. */
export function validateCheckInListForm(values: TCheckInListFormValues, timeZone: string): FormErrors {
  return contractResolver<TCheckInListFormValues>(ZCreateCheckInList, {
    prepare: (current) => checkInListBody(current, timeZone),
    extra: (current) => {
      const activates = toUtc(current.activates_at, timeZone);
      const expires = toUtc(current.expires_at, timeZone);
      return {
        name: current.name.trim() ? null : t`Enter a name.`,
        product_ids: current.product_ids.length > 0 ? null : t`Choose at least one ticket.`,
        activates_at: current.activates_at && !activates ? t`Enter a valid date and time.` : null,
        expires_at:
          current.expires_at && !expires
            ? t`Enter a valid date and time.`
            : activates && expires && Date.parse(expires) <= Date.parse(activates)
              ? t`Choose a time after the list activates.`
              : null,
      };
    },
  })(values);
}

/**
 * Server field errors onto the form (a 422's `product_ids.2` lands on the tickets field); everything else in a
 * toast. The form keeps what was typed either way.
 */
export function applyCheckInListApiError(form: TFormErrorTarget, error: unknown): void {
  applyApiErrorToForm(
    {
      getValues: form.getValues,
      setFieldError: (path: string, message) =>
        form.setFieldError(path.startsWith('product_ids.') ? 'product_ids' : path, message),
    },
    error,
  );
}
