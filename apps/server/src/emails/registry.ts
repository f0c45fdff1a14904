import type { EmailTemplate } from './email-template';
import { attendeeTicketTemplate } from './templates/attendee-ticket';
import { emailChangeConfirmationTemplate } from './templates/email-change-confirmation';
import { emailChangeNoticeTemplate } from './templates/email-change-notice';
import { emailVerificationTemplate } from './templates/email-verification';
import { eventMessageTemplate } from './templates/event-message';
import { orderConfirmationTemplate } from './templates/order-confirmation';
import { orderEmailChangeConfirmTemplate } from './templates/order-email-change-confirm';
import { orderEmailChangedTemplate } from './templates/order-email-changed';
import { organizerContactTemplate } from './templates/organizer-contact';
import { orderPaymentIssueTemplate } from './templates/order-payment-issue';
import { orderNotificationTemplate } from './templates/order-notification';
import { orderUpdateTemplate } from './templates/order-update';
import { passwordChangedTemplate } from './templates/password-changed';
import { passwordResetTemplate } from './templates/password-reset';
import { registrationAttemptTemplate } from './templates/registration-attempt';
import { smtpTestTemplate } from './templates/smtp-test';
import { ticketLookupTemplate } from './templates/ticket-lookup';
import { userInvitationTemplate } from './templates/user-invitation';
import { waitlistJoinedTemplate } from './templates/waitlist-joined';
import { waitlistOfferTemplate } from './templates/waitlist-offer';
import { waitlistOfferExpiredTemplate } from './templates/waitlist-offer-expired';
import { waitlistRemovedTemplate } from './templates/waitlist-removed';
import { webhookDisabledTemplate } from './templates/webhook-disabled';

/**
 * Every email the server sends, by name. Adding one:
 *   1. write templates/<name>.ts exporting an `EmailTemplate<YourData>` (return blocks of plain text;
 *      the layout escapes them and builds the HTML and text versions),
 *   2. put its strings in messages/en.ts and their translations in the other catalogues (a key missing at run time
 *      reads English, but `npm run lint` and templates-every-locale.test.ts fail on it),
 *   3. add one line below; `TemplateData` picks up its data type from there,
 *   4. give it a sample in template-samples.ts (type-checking asks for one) and say what of it the email prints in
 *      templates-every-locale.test.ts.
 */
export const templates = {
  smtp_test: smtpTestTemplate,
  email_verification: emailVerificationTemplate,
  password_reset: passwordResetTemplate,
  user_invitation: userInvitationTemplate,
  email_change_confirmation: emailChangeConfirmationTemplate,
  email_change_notice: emailChangeNoticeTemplate,
  password_changed: passwordChangedTemplate,
  webhook_disabled: webhookDisabledTemplate,
  registration_attempt: registrationAttemptTemplate,
  order_confirmation: orderConfirmationTemplate,
  organizer_contact: organizerContactTemplate,
  order_payment_issue: orderPaymentIssueTemplate,
  attendee_ticket: attendeeTicketTemplate,
  order_notification: orderNotificationTemplate,
  order_update: orderUpdateTemplate,
  order_email_changed: orderEmailChangedTemplate,
  order_email_change_confirm: orderEmailChangeConfirmTemplate,
  ticket_lookup: ticketLookupTemplate,
  event_message: eventMessageTemplate,
  waitlist_joined: waitlistJoinedTemplate,
  waitlist_offer: waitlistOfferTemplate,
  waitlist_offer_expired: waitlistOfferExpiredTemplate,
  waitlist_removed: waitlistRemovedTemplate,
} satisfies Record<string, EmailTemplate<never>>;

export type TemplateName = keyof typeof templates;
export type TemplateData = { [K in TemplateName]: Parameters<(typeof templates)[K]['build']>[0] };
