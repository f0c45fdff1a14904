import { useLingui } from '@lingui/react/macro';
import { useForm, type FormErrors } from '@mantine/form';
import {
  isHexColour,
  TICKET_FOOTER_MAX,
  ticketLogoOf,
  ZTicketDesign,
  type TImage,
  type TTicketDesign,
} from '@marquee/core';
import { usePatchEventSettings } from '../../events';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import {
  ticketDesignFieldOf,
  toTicketDesign,
  toTicketDesignFormValues,
  unknownPlaceholderTokens,
  type TTicketDesignFormValues,
} from '../lib/ticket-design-form';

/**
 * The designer's form over the event's saved `ticket_design_settings`, checked with the shared contract and saved
 * whole with PATCH events/{id}/settings (the server merges settings at the top level, not inside the design).
 */
export function useTicketDesignForm(input: {
  eventId: string;
  saved: TTicketDesign;
  themeAccent: string;
  /** The event's images as they are now: the logo uploads replace. */
  images: readonly TImage[];
  /** After a refused submit: bring the first field in error into view. */
  onInvalid?: () => void;
}) {
  const { t } = useLingui();
  const patch = usePatchEventSettings(input.eventId);

  // The contract's own messages are for API clients; these name the fix in the reader's language.
  const extra = (values: TTicketDesignFormValues): FormErrors => {
    const errors: FormErrors = {};
    if (!values.use_theme_accent && !isHexColour(values.accent_color.trim()))
      errors.accent_color = t`Use a hex colour such as #1a73e8.`;
    if (values.footer_text.trim().length > TICKET_FOOTER_MAX)
      errors.footer_text = t`Keep the footer to ${TICKET_FOOTER_MAX} characters.`;
    const unknown = unknownPlaceholderTokens(values.custom_text).join(', ');
    if (unknown) errors.custom_text = t`${unknown} is not a placeholder tickets can fill. Use the ones listed below.`;
    return errors;
  };

  const form = useForm<TTicketDesignFormValues>({
    mode: 'controlled',
    initialValues: toTicketDesignFormValues(input.saved, input.themeAccent),
    validate: contractResolver<TTicketDesignFormValues>(ZTicketDesign, { prepare: toTicketDesign, extra }),
    validateInputOnBlur: true,
  });

  // A logo replaced since the design was saved (a new upload replaces the old one at once) is named by its
  // successor, which tickets already show; the server refuses an id that no longer exists.
  const toBody = (values: TTicketDesignFormValues): TTicketDesign => {
    const design = ZTicketDesign.parse(toTicketDesign(values));
    return { ...design, logo_image_id: ticketLogoOf(design, input.images)?.id ?? null };
  };

  const handleSubmit = form.onSubmit(
    (values) =>
      patch.mutate(
        { ticket_design_settings: toBody(values) },
        {
          onSuccess: (saved) => {
            form.setInitialValues(toTicketDesignFormValues(saved.ticket_design_settings, input.themeAccent));
            form.reset();
            notifySuccess(t`Ticket design saved.`);
          },
          onError: (error) =>
            applyApiErrorToForm(
              {
                getValues: () => ({ ticket_design_settings: form.getValues() }),
                setFieldError: (path: string, message) => form.setFieldError(ticketDesignFieldOf(path), message),
              },
              error,
            ),
        },
      ),
    () => input.onInvalid?.(),
  );

  return { form, handleSubmit, isPending: patch.isPending };
}
