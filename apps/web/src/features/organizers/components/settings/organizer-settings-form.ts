import { useForm, type FormErrors } from '@mantine/form';
import { ZPatchOrganizerSettings, type TOrganizerSettings, type TPatchOrganizerSettings } from '@marquee/core';
import { applyApiErrorToForm } from '../../../../lib/form-errors';
import { contractResolver } from '../../../../lib/form-validation';
import { notifySuccess } from '../../../../lib/notify';
import { usePatchOrganizerSettings } from '../../api/organizers';

/**
 * One organizer settings section: a form over some of the settings, validated with the shared PATCH contract
 * and saved with PATCH (only this section's keys), with a toast and server errors on the fields.
 */
export function useOrganizerSettingsForm<TValues extends Record<string, unknown>>(input: {
  organizerId: string;
  settings: TOrganizerSettings;
  toValues: (settings: TOrganizerSettings) => TValues;
  toBody: (values: TValues) => TPatchOrganizerSettings;
  successMessage: string;
  extra?: (values: TValues) => FormErrors;
}) {
  const patch = usePatchOrganizerSettings(input.organizerId);
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: input.toValues(input.settings),
    validate: contractResolver<TValues>(ZPatchOrganizerSettings, { prepare: input.toBody, extra: input.extra }),
  });
  const handleSubmit = form.onSubmit((values) =>
    patch.mutate(ZPatchOrganizerSettings.parse(input.toBody(values)), {
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
