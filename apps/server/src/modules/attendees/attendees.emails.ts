import { toEventSettings } from '../events/events.mapper';
import type { DbExecutor } from '../../db/client';
import { emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { appUrl, type IdentityDeps } from '../auth/identity-context';
import { calendarFile, toEmailSender } from '../checkout/checkout.emails';
import { eventLocationLine } from '../events/event-location';
import { findEventWithOrganizer } from '../checkout/checkout.repository';
import { noteOrderEmail } from '../orders/order-records';
import type { AttendeeListRow } from './attendees.repository';

/**
 * Queues one attendee's ticket email (the `attendee_ticket` template, with a calendar file) inside the
 * caller's transaction, so a rolled-back change never sends it. It goes to the attendee's address, or the
 * buyer's when the attendee has none (decision 022). Returns the address, or null when there is none.
 */
export async function queueAttendeeTicket(
  deps: IdentityDeps,
  tx: DbExecutor,
  attendee: AttendeeListRow,
): Promise<string | null> {
  const to = attendee.email ?? attendee.orderEmail;
  if (!to) return null;
  const found = await findEventWithOrganizer(tx, attendee.eventId);
  if (!found) return null;
  const { event, organizer } = found;
  const location = eventLocationLine(event, attendee.locale);
  const url = appUrl(deps, `/product/${event.id}/${attendee.shortId}`);
  const holder = [attendee.firstName, attendee.lastName].filter(Boolean).join(' ');
  const buyer = [attendee.orderFirstName, attendee.orderLastName].filter(Boolean).join(' ');
  const product = attendee.priceLabel ? `${attendee.productTitle} (${attendee.priceLabel})` : attendee.productTitle;
  // Who "got you a ticket": the buyer when someone else bought it, else (own or staff-made tickets) the organizer.
  const isOwnTicket = !buyer || buyer === holder || attendee.orderIsManuallyCreated;
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'attendee_ticket',
      locale: attendee.locale,
      to,
      data: {
        firstName: attendee.firstName ?? '',
        buyerName: isOwnTicket ? organizer.name : buyer,
        eventTitle: event.title,
        eventStart: event.startDate.toISOString(),
        timezone: event.timezone,
        location,
        // The order's reference, never its short id: that is the buyer's key to change the order (decision 137).
        orderReference: attendee.orderPublicId,
        isAwaitingPayment: attendee.orderStatus === 'AWAITING_OFFLINE_PAYMENT',
        tickets: [{ name: holder ? `${product} — ${holder}` : product, url }],
        accentColor: toEventSettings(event).homepage_theme_settings.accent,
      },
      attachments: [
        calendarFile(deps, { event, location, uid: `ticket-${attendee.shortId}`, url, locale: attendee.locale }),
      ],
      sender: toEmailSender({ event, organizer }),
    }),
    { executor: tx },
  );
  await noteOrderEmail(tx, { orderId: attendee.orderId, template: 'attendee_ticket', recipient: to });
  return to;
}
