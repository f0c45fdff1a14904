import { useLingui } from '@lingui/react/macro';
import { useForm, type FormErrors } from '@mantine/form';
import { isHexColour, WIDGET_PADDING_MAX, ZWidgetSettings, type TWidgetSettings } from '@marquee/core';
import { usePatchEventSettings } from '../../events';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import {
  collapseListErrors,
  isWidgetOrigin,
  isWidgetPadding,
  toWidgetFormValues,
  toWidgetSettings,
  WIDGET_COLOUR_FIELDS,
  widgetFieldOf,
  type TWidgetFormValues,
} from '../lib/widget-form';

/**
 * The configurator's form over the event's saved `widget_settings`, checked with the shared contract and saved
 * whole with PATCH events/{id}/settings (the server merges settings at the top level, not inside the widget's).
 * `knownProductIds`: the event's products once loaded; a saved filter naming a product deleted since is dropped
 * on save rather than refused by the server.
 */
export function useWidgetForm(input: {
  eventId: string;
  saved: TWidgetSettings;
  knownProductIds: ReadonlySet<string> | null;
  /** After a refused submit: bring the first field in error into view. */
  onInvalid?: () => void;
}) {
  const { t } = useLingui();
  const patch = usePatchEventSettings(input.eventId);

  // The contract's own messages are for API clients; these name the fix in the reader's language.
  const extra = (values: TWidgetFormValues): FormErrors => {
    const errors: FormErrors = {};
    for (const field of WIDGET_COLOUR_FIELDS) {
      const value = values[field].trim();
      if (value && !isHexColour(value.trim())) errors[field] = t`Use a hex colour such as #1a73e8, or leave it empty.`;
    }
    if (!isWidgetPadding(values.padding))
      errors.padding = t`Enter a whole number of pixels from 0 to ${WIDGET_PADDING_MAX}.`;
    const badSite = values.allowed_domains.find((site) => !isWidgetOrigin(site));
    if (badSite !== undefined)
      errors.allowed_domains = t`“${badSite}” is not a site address. Enter one such as https://www.example.com.`;
    return errors;
  };
  const validateContract = contractResolver<TWidgetFormValues>(ZWidgetSettings, {
    prepare: toWidgetSettings,
    extra,
  });

  const form = useForm<TWidgetFormValues>({
    mode: 'controlled',
    initialValues: toWidgetFormValues(input.saved),
    validate: (values) => collapseListErrors(validateContract(values)),
    validateInputOnBlur: true,
  });

  const toBody = (values: TWidgetFormValues): TWidgetSettings => {
    const settings = ZWidgetSettings.parse(toWidgetSettings(values));
    const known = input.knownProductIds;
    return known ? { ...settings, product_ids: settings.product_ids.filter((id) => known.has(id)) } : settings;
  };

  const handleSubmit = form.onSubmit(
    (values) =>
      patch.mutate(
        { widget_settings: toBody(values) },
        {
          onSuccess: (saved) => {
            form.setInitialValues(toWidgetFormValues(saved.widget_settings));
            form.reset();
            notifySuccess(t`Widget settings saved.`);
          },
          // The server names fields as `widget_settings.primary_color`, `widget_settings.allowed_domains.0`.
          onError: (error) =>
            applyApiErrorToForm(
              {
                getValues: () => ({ widget_settings: form.getValues() }),
                setFieldError: (path: string, message) => form.setFieldError(widgetFieldOf(path), message),
              },
              error,
            ),
        },
      ),
    () => input.onInvalid?.(),
  );

  return { form, handleSubmit, isPending: patch.isPending };
}
