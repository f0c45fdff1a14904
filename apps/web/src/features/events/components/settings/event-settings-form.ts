import { useForm, type FormErrors } from '@mantine/form';
import { ZPatchEventSettings, type TEventSettings, type TPatchEventSettings } from '@marquee/core';
import { applyApiErrorToForm } from '../../../../lib/form-errors';
import { contractResolver } from '../../../../lib/form-validation';
import { notifySuccess } from '../../../../lib/notify';
import { usePatchEventSettings } from '../../api/events';

export const blankToNull = (value: string) => value.trim() || null;

/**
 * One event settings section: a form over some settings keys, validated with the shared PATCH contract and
 * saved with PATCH of only those keys, so sections never overwrite each other's unsaved edits.
 */
export function useEventSettingsForm<TValues extends Record<string, unknown>>(input: {
  eventId: string;
  settings: TEventSettings;
  toValues: (settings: TEventSettings) => TValues;
  toBody: (values: TValues) => TPatchEventSettings;
  successMessage: string;
  extra?: (values: TValues) => FormErrors;
}) {
  const patch = usePatchEventSettings(input.eventId);
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: input.toValues(input.settings),
    validate: contractResolver<TValues>(ZPatchEventSettings, { prepare: input.toBody, extra: input.extra }),
  });
  const handleSubmit = form.onSubmit((values) =>
    patch.mutate(ZPatchEventSettings.parse(input.toBody(values)), {
      onSuccess: (saved) => {
        form.setInitialValues(input.toValues(saved));
        form.reset();
        notifySuccess(input.successMessage);
      },
      onError: (error) => applyApiErrorToForm(form, error),
    }),
  );
  return { form, handleSubmit, isPending: patch.isPending };
}
