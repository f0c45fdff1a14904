import type { TEventSettings } from '@marquee/core';
import type { EmailTemplateFacts } from '../../emails/custom-template';
import type { EventRow } from '../events/events.repository';
import type { OrganizerRow } from '../organizers/organizers.repository';

/** The event's, organizer's and settings' part of a template's facts, for a real email and for a preview alike. */
export function eventTemplateFacts(input: {
  event: Pick<EventRow, 'title' | 'startDate' | 'endDate' | 'timezone' | 'description'>;
  /** The event's settings; null for an organizer's preview, which has no event. */
  settings: TEventSettings | null;
  organizer: Pick<OrganizerRow, 'name' | 'email'>;
  location: string | null;
}): Pick<EmailTemplateFacts, 'event' | 'organizer' | 'settings'> {
  const { event, settings, organizer } = input;
  return {
    event: {
      title: event.title,
      start: event.startDate.toISOString(),
      end: event.endDate?.toISOString() ?? null,
      timezone: event.timezone,
      fullAddress: input.location,
      descriptionHtml: event.description ?? null,
    },
    organizer: { name: organizer.name, email: organizer.email ?? '' },
    settings: {
      // Where buyers' answers go (decision 142): the event's support address, its reply-to, else the organizer's.
      supportEmail: settings?.support_email ?? settings?.reply_to_email ?? (organizer.email || null),
      offlinePaymentInstructionsHtml: settings?.offline_payment_instructions ?? null,
      postCheckoutMessageHtml: settings?.post_checkout_message ?? null,
    },
  };
}
