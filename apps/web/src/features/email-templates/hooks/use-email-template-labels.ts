import { useLingui } from '@lingui/react/macro';
import type { TEmailTemplateType } from '@marquee/core';
import type { TTemplateFallback, TTemplateState } from '../lib/place';

/** The words of the templates screens: each type, each state, and what every variable holds. */
export function useEmailTemplateLabels() {
  const { t } = useLingui();

  const typeName = (type: TEmailTemplateType): string =>
    type === 'order_confirmation' ? t`Order confirmation` : t`Attendee ticket`;

  const typeDescription = (type: TEmailTemplateType): string =>
    type === 'order_confirmation'
      ? t`Sent to the buyer when an order is placed.`
      : t`Sent to each attendee with their ticket.`;

  const stateBadge = (state: TTemplateState): string => {
    switch (state) {
      case 'CUSTOM':
        return t`Custom`;
      case 'INACTIVE':
        return t`Inactive`;
      case 'ORGANIZER':
        return t`Organizer's template`;
      case 'DEFAULT':
        return t`Default`;
    }
  };

  /** What is sent while this place has no active template of its own. */
  const fallbackSentence = (fallback: TTemplateFallback): string =>
    fallback === 'ORGANIZER' ? t`The organizer's template is sent instead.` : t`The built-in email is sent instead.`;

  /** A short description of a variable for the picker; null for one this build does not know yet. */
  const tokenDescription = (token: string): string | null => {
    switch (token) {
      case 'event.title':
        return t`The event's name`;
      case 'event.date':
        return t`The day the event starts`;
      case 'event.time':
        return t`The time the event starts`;
      case 'event.end_date':
        return t`The day the event ends`;
      case 'event.end_time':
        return t`The time the event ends`;
      case 'event.full_address':
        return t`The venue and its full address`;
      case 'event.description':
        return t`The event's description, formatted`;
      case 'event.timezone':
        return t`The event's time zone`;
      case 'order.url':
        return t`Link to the order page`;
      case 'order.number':
        return t`The order number`;
      case 'order.total':
        return t`The order total, with its currency`;
      case 'order.date':
        return t`The day the order was placed`;
      case 'order.first_name':
        return t`The buyer's first name`;
      case 'order.last_name':
        return t`The buyer's last name`;
      case 'order.email':
        return t`The buyer's email address`;
      case 'order.is_awaiting_offline_payment':
        return t`Yes while the order waits for an offline payment: use it in an if tag`;
      case 'attendee.name':
        return t`The attendee's full name`;
      case 'attendee.email':
        return t`The attendee's email address`;
      case 'ticket.name':
        return t`The ticket's name`;
      case 'ticket.price':
        return t`The ticket's price`;
      case 'ticket.url':
        return t`Link to the ticket`;
      case 'organizer.name':
        return t`The organizer's name`;
      case 'organizer.email':
        return t`The organizer's email address`;
      case 'settings.support_email':
        return t`The support email of the event`;
      case 'settings.offline_payment_instructions':
        return t`How to pay offline, formatted`;
      case 'settings.post_checkout_message':
        return t`The message shown after checkout, formatted`;
      default:
        return null;
    }
  };

  return { typeName, typeDescription, stateBadge, fallbackSentence, tokenDescription };
}
