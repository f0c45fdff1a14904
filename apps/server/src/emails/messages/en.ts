/**
 * English email strings: the complete catalogue every other locale falls back to, key by key.
 * ICU MessageFormat, plain text only (no markup: the layout escapes everything and builds the HTML).
 * `{appName}` and `{instanceUrl}` are available in every message.
 */
export const en = {
  'layout.footer': 'This email was sent by {appName} ({instanceUrl}).',
  'layout.support': 'Need help? Write to {supportEmail}.',
  'layout.buttonFallback': 'If the button does not work, copy this link into your browser:',

  'common.greeting': 'Hi {firstName},',
  'common.greetingWithoutName': 'Hi,',

  'smtpTest.subject': '{appName}: your email settings work',
  'smtpTest.heading': 'Your email settings work',
  'smtpTest.intro': 'This is a test message from {appName}. If you can read it, this instance can send email.',
  'smtpTest.instance': 'Instance',
  'smtpTest.sentAt': 'Sent',
  'smtpTest.mailServer': 'Mail server',
  'smtpTest.open': 'Open {appName}',
  'smtpTest.reason':
    'You received this email because someone who runs {appName} started the email test. There is nothing else to do.',

  'emailVerification.subject': '{appName}: confirm your email address',
  'emailVerification.heading': 'Confirm your email address',
  'emailVerification.intro':
    'Please confirm that this email address is yours, so you can start using your {appName} account.',
  'emailVerification.confirm': 'Confirm email address',
  'emailVerification.codeIntro': 'Or enter this code in {appName}:',
  'emailVerification.codeLabel': 'Confirmation code',
  'emailVerification.codeExpiry': 'The code expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'emailVerification.reason':
    'You received this email because this address was used to sign up for {appName}. If that was not you, you can ignore this email.',

  'passwordReset.subject': '{appName}: reset your password',
  'passwordReset.heading': 'Reset your password',
  'passwordReset.intro':
    'We received a request to reset the password of your {appName} account. Use the button below to choose a new one.',
  'passwordReset.action': 'Choose a new password',
  'passwordReset.expiry': 'This link expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'passwordReset.reason':
    'You received this email because a password reset was requested for this address on {appName}. If that was not you, ignore this email: your password stays unchanged.',

  'userInvitation.subject': '{appName}: you are invited to join {accountName}',
  'userInvitation.heading': 'Join {accountName} on {appName}',
  'userInvitation.introFrom': '{inviterName} invited you to join {accountName} on {appName}.',
  'userInvitation.intro': 'You have been invited to join {accountName} on {appName}.',
  'userInvitation.roleAdmin':
    'Your role: administrator. You can manage everything, including the team and the settings.',
  'userInvitation.roleOrganizer': 'Your role: organizer. You can manage organizers and their events.',
  'userInvitation.accept': 'Accept the invitation',
  'userInvitation.expiry': 'The invitation expires in {days, plural, one {# day} other {# days}}.',
  'userInvitation.reason':
    'You received this email because this address was invited to {accountName} on {appName}. If you were not expecting it, you can ignore this email.',

  'emailChangeConfirmation.subject': '{appName}: confirm your new email address',
  'emailChangeConfirmation.heading': 'Confirm your new email address',
  'emailChangeConfirmation.intro':
    'You asked to sign in to {appName} with {newEmail} from now on. Please confirm that this address is yours.',
  'emailChangeConfirmation.confirm': 'Confirm new address',
  'emailChangeConfirmation.expiry':
    'This link expires in {hours, plural, one {# hour} other {# hours}}. Until you confirm, you keep signing in with your current address.',
  'emailChangeConfirmation.reason':
    'You received this email because someone asked to make this address the sign-in email of an account on {appName}. If you did not ask for it, you can ignore this email and nothing will change.',

  'emailChangeNotice.subject': '{appName}: a change of your sign-in email was requested',
  'emailChangeNotice.heading': 'Change of sign-in email requested',
  'emailChangeNotice.intro':
    'We received a request to change the sign-in email of your {appName} account to {newEmail}.',
  'emailChangeNotice.pending':
    'Nothing changes until the change is confirmed from the new address. Until then, you keep signing in with this one.',
  'emailChangeNotice.ifNotYou':
    'If this was you, there is nothing else to do. If it was not, change your password right away and contact your administrator.',
  'emailChangeNotice.reason':
    'You received this security notice because this is the sign-in email of your {appName} account.',

  'registrationAttempt.subject': '{appName}: someone tried to create an account with your address',
  'registrationAttempt.intro':
    'Someone just tried to create a new {appName} account with this email address, which already has one. Whatever they set up is not linked to your account and cannot use your address.',
  'registrationAttempt.ifYou': 'If it was you, sign in with your existing account:',
  'registrationAttempt.signIn': 'Sign in',
  'registrationAttempt.forgot': 'Forgot your password? You can set a new one:',
  'registrationAttempt.reset': 'Reset my password',
  'registrationAttempt.ifNotYou': 'If it was not you, you can ignore this email: your account is unchanged.',
  'passwordChanged.subject': '{appName}: your password was changed',
  'passwordChanged.heading': 'Your password was changed',
  'passwordChanged.intro': 'The password of your {appName} account was changed on {changedAt}.',
  'passwordChanged.sessions':
    'For your security, all other sessions were signed out. You may need to sign in again on your other devices.',
  'passwordChanged.ifNotYou':
    'If you made this change, there is nothing else to do. If you did not, reset your password right away.',
  'passwordChanged.reset': 'Reset password',
  'passwordChanged.reason':
    'You received this security notice because the password of your {appName} account was changed.',

  'webhookDisabled.subject': '{appName}: a webhook was turned off',
  'webhookDisabled.heading': 'A webhook was turned off',
  'webhookDisabled.intro': 'We stopped sending webhooks to {url}.',
  'webhookDisabled.reason': 'Why: {reason}',
  'webhookDisabled.causeGone': 'The receiver answered 410 Gone: it asked for no more deliveries.',
  'webhookDisabled.causeFailingForDays': 'Every delivery failed for {days, plural, one {# day} other {# days}}.',
  'webhookDisabled.causeFailuresInARow': '{count, plural, one {# delivery} other {# deliveries}} in a row failed.',
  'webhookDisabled.next':
    'Deliveries that could not be sent are kept for 30 days. Fix the receiver, enable the webhook again and replay the failed deliveries from its delivery log.',
  'webhookDisabled.open': 'Open webhooks',

  'orderConfirmation.subject': 'Your order for {eventTitle}',
  'orderConfirmation.heading': 'Thank you for your order',
  'orderConfirmation.intro': 'Your order for {eventTitle} on {eventStart} is confirmed.',
  'orderConfirmation.order': 'Order',
  'orderConfirmation.total': 'Total',
  'orderConfirmation.awaitingPayment':
    'Your order is reserved and awaiting payment. Please pay as described below; your tickets are valid once payment is received.',

  'organizerContact.subject': 'New message from {senderName}',
  'organizerContact.heading': 'You have a new message',
  'organizerContact.intro': '{senderName} sent {organizerName} a message through your public page.',
  'organizerContact.from': 'From',
  'organizerContact.reply': 'Reply to this email to answer {senderName} at {senderEmail}.',
  'organizerContact.viewPage': 'View your public page',
  'orderPaymentIssue.failedSubject': 'Your payment for {eventTitle} did not go through',
  'orderPaymentIssue.failedBody':
    'Your card payment for {eventTitle} was not accepted, so your order is not complete yet. You can try again while your reservation lasts.',
  'orderPaymentIssue.retry': 'Try again',
  'orderPaymentIssue.refundedSubject': 'Your payment for {eventTitle} is being refunded',
  'orderPaymentIssue.refundedBody':
    'Your payment of {total} for {eventTitle} arrived after your reservation had expired, so the tickets were released and the full amount is being refunded to you.',
  'orderPaymentIssue.startAgain': 'See the event',
  'orderUpdate.cancelledSubject': 'Your order for {eventTitle} was cancelled',
  'orderUpdate.cancelledBody':
    'Your order for {eventTitle} was cancelled by the organizer. Its tickets are no longer valid.',
  'orderUpdate.cancelledRefundBody':
    'Your order for {eventTitle} was cancelled by the organizer. Its tickets are no longer valid, and {amount} is being refunded to you.',
  'orderUpdate.refundedSubject': 'A refund for your order for {eventTitle}',
  'orderUpdate.refundedBody': 'The organizer of {eventTitle} is refunding {amount} of your order to you.',
  'orderConfirmation.introAwaiting': 'Your order for {eventTitle} on {eventStart} is placed and awaiting payment.',
  'orderConfirmation.status': 'Status',
  'orderConfirmation.statusCompleted': 'Completed',
  'orderConfirmation.statusAwaiting': 'Awaiting payment',
  'orderConfirmation.event': 'Event',
  'orderConfirmation.date': 'Date',
  'orderConfirmation.location': 'Location',
  'orderConfirmation.discount': 'Discount',
  'orderConfirmation.discountWithCode': 'Discount ({code})',
  'orderConfirmation.subtotal': 'Subtotal',
  'orderConfirmation.viewOrder': 'View your order',
  'orderConfirmation.ticketsHeading': 'Your tickets:',
  'orderConfirmation.print': 'Print all tickets',

  'attendeeTicket.subject': 'Your ticket for {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {Your ticket} other {Your tickets}}',
  'attendeeTicket.intro': '{buyerName} got you a ticket for {eventTitle} on {eventStart}.',
  'attendeeTicket.awaitingPayment': 'The order is awaiting payment; the ticket is valid once payment is received.',
  'attendeeTicket.viewTicket': 'View your ticket',
  'attendeeTicket.calendarNote': 'The attached calendar file adds the event to your calendar.',

  'orderEmailChanged.orderSubject': 'The email address of your order for {eventTitle} was changed',
  'orderEmailChanged.ticketSubject': 'The email address of your ticket for {eventTitle} was changed',
  'orderEmailChanged.orderIntro':
    'The email address of order {orderShortId} for {eventTitle} was changed to {newEmail}, and the order was sent there.',
  'orderEmailChanged.ticketIntro':
    'The email address of your ticket for {eventTitle} (order {orderShortId}) was changed to {newEmail}, and the ticket was sent there.',
  'orderEmailChanged.linksStopped': 'The links we sent to this address before no longer work.',
  'orderEmailChanged.requestedSubject': 'Someone asked to move your order for {eventTitle} to another email address',
  'orderEmailChanged.requestedIntro':
    'Someone with the link to order {orderShortId} for {eventTitle} asked to move it to {newEmail}. Nothing changes until that address confirms.',
  'orderEmailChanged.requestedUndo':
    'If this was not you, cancel the change: the order then stays with this address. Once the change is made, the same link undoes it for 7 days.',
  'orderEmailChanged.cancelAction': 'Cancel this change',
  'orderEmailChanged.orderUndo': 'If you did not ask for this, take the order back until {undoUntil}:',
  'orderEmailChanged.undoAction': 'Undo the change',
  'orderEmailChanged.ifNotYou': 'If you did not ask for this change, please contact the organizer, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'If you did not ask for this change, please contact the organizer, {organizerName}, at {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Confirm the email address of your order for {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Please confirm that order {orderReference} for {eventTitle} should use this email address from now on. We will then send the order and its tickets here.',
  'orderEmailChangeConfirm.confirm': 'Confirm this address',
  'orderEmailChangeConfirm.expiry':
    'The link works for {hours, plural, one {# hour} other {# hours}}; after that, ask again from the order page.',
  'orderEmailChangeConfirm.reason':
    'You received this email because someone entered this address on an order. If it was not you, ignore this email: nothing changes.',

  'ticketLookup.subject': 'Your tickets',
  'ticketLookup.heading': 'Your tickets',
  'ticketLookup.intro':
    'Here is the link to {count, plural, one {the order} other {the # orders}} placed with this email address, with their tickets.',
  'ticketLookup.action': 'View my tickets',
  'ticketLookup.expiry':
    'The link works for {hours, plural, one {# hour} other {# hours}}; after that, ask for a new one.',
  'ticketLookup.reason':
    'You received this email because someone asked for the tickets of this address. If it was not you, you can ignore it.',

  'orderNotification.subject': 'New order {orderShortId} for {eventTitle}',
  'orderNotification.heading': 'You have a new order',
  'orderNotification.intro': 'A new order of {total} came in for {eventTitle}.',
  'orderNotification.buyer': 'Buyer',
  'orderNotification.viewOrders': 'View orders',
  'orderNotification.reason':
    'You received this email because new-order notifications are on for this event. Turn them off in the event settings.',

  'eventMessage.testSubject': '[Test] {subject}',
  'eventMessage.reason':
    'You received this message from the organizer of {eventTitle} because you have a ticket or an order for it.',
  'eventMessage.reasonCopy': 'This is your copy of a message sent to the buyers and attendees of {eventTitle}.',
  'eventMessage.reasonTest': 'This is a test of a message for {eventTitle}. It was sent to you only.',

  // The waiting list (issue 31): what its entrants are told.
  'waitlist.event': 'Event',
  'waitlist.ticket': 'Ticket',
  'waitlist.quantity': 'Quantity',
  'waitlist.viewEvent': 'View the event',
  'waitlist.reason': 'You received this email because you are on the waiting list for {eventTitle}.',
  'waitlist.reasonPast': 'You received this email because you were on the waiting list for {eventTitle}.',

  'waitlistJoined.subject': 'You are on the waiting list for {eventTitle}',
  'waitlistJoined.heading': 'You are on the waiting list',
  'waitlistJoined.intro':
    'You are on the waiting list for {quantity, plural, one {# ticket} other {# tickets}} to {eventTitle}.',
  'waitlistJoined.position': 'You are number {position} in line.',
  'waitlistJoined.lottery':
    'Places in line are drawn by lottery on {drawAt}. Everyone who joined the list before then has the same chance, however early they joined.',
  'waitlistJoined.next':
    'When tickets become available, we will send you an email with an offer. You will then have a limited time to buy them.',
  'waitlistJoined.action': 'See your place or leave the list',
  'waitlistJoined.reason':
    'You received this email because this address joined the waiting list for {eventTitle}. If that was not you, you can leave the list with the button above.',

  'waitlistOffer.subject': 'Good news from the waiting list for {eventTitle}',
  'waitlistOffer.heading': 'It is your turn',
  'waitlistOffer.intro':
    'We are holding {quantity, plural, one {# ticket} other {# tickets}} to {eventTitle} for you until {expiresAt}.',
  'waitlistOffer.heldUntil': 'Held until',
  'waitlistOffer.action': '{quantity, plural, one {Buy your ticket} other {Buy your tickets}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {If you do not buy it by then, it goes to the next person on the waiting list.} other {If you do not buy them by then, they go to the next person on the waiting list.}}',
  'waitlistOffer.decline':
    'Changed your mind? Leave the waiting list, and the offer goes to the next person straight away.',
  'waitlistOffer.leave': 'Leave the waiting list',

  'waitlistOfferExpired.subject': 'Your waiting list offer for {eventTitle} has expired',
  'waitlistOfferExpired.heading': 'Your offer has expired',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {The ticket to {eventTitle} held for you was not bought in time, so it went to the next person on the waiting list.} other {The # tickets to {eventTitle} held for you were not bought in time, so they went to the next person on the waiting list.}}',
  'waitlistOfferExpired.closed':
    'Your waiting list entry is now closed. If the event is still sold out, you can join the waiting list again from the event page.',

  'waitlistRemoved.subject': 'You are no longer on the waiting list for {eventTitle}',
  'waitlistRemoved.heading': 'You are no longer on the waiting list',
  'waitlistRemoved.introSelf':
    'As you asked, you have left the waiting list for {quantity, plural, one {# ticket} other {# tickets}} to {eventTitle}.',
  'waitlistRemoved.introOrganizer':
    'The organizer of {eventTitle} removed you from the waiting list for {quantity, plural, one {# ticket} other {# tickets}}.',
  'waitlistRemoved.released': 'Any tickets that were held for you have been released.',

  // PDF tickets (modules/ticket-pdf): the words printed on the ticket, in the reader's language.
  'ticketPdf.documentTitle': 'Tickets for {eventTitle}',
  'ticketPdf.attendee': 'Attendee',
  'ticketPdf.guest': 'Guest',
  'ticketPdf.free': 'Free',
  'ticketPdf.statusValid': 'Status: Valid',
  'ticketPdf.statusAwaitingPayment': 'Status: Awaiting payment',
  'ticketPdf.code': 'Ticket code: show it at the entrance',
  'ticketPdf.codeAfterPayment':
    'The code to show at the entrance appears on your ticket page once payment is received.',
  'ticketPdf.order': 'Order {reference}',
  'ticketPdf.online': 'Online event',

  // Calendar files (lib/calendar): the place of an online event, in the reader's language.
  'calendar.onlineLocation': 'Online',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Tickets',
} satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
/** A translation: any subset of the English keys, nothing else. */
export type Catalogue = Partial<Record<MessageKey, string>>;
