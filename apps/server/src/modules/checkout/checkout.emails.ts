import { orderBreakdown, type TEmailTemplateType } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import type { EmailTemplateFacts } from '../../emails/custom-template';
import type { TemplateName } from '../../emails/registry';
import { createTranslator, resolveEmailLocale } from '../../emails/translator';
import { EMAIL_PRIORITY, emailJobPayload, sendEmailJob, type EmailSender } from '../../jobs/email.job';
import { buildIcs } from '../../lib/calendar/ics';
import { appUrl, type IdentityDeps } from '../auth/identity-context';
import { eventTemplateFacts } from '../email-templates/email-templates.facts';
import { applicableEmailTemplate } from '../email-templates/email-templates.service';
import { eventLocationLine } from '../events/event-location';
import type { EventRow } from '../events/events.repository';
import type { OrganizerRow } from '../organizers/organizers.repository';
import { toEventSettings } from '../events/events.mapper';
import { issueOrderInvoice } from '../orders/invoices';
import { toBreakdownLine } from '../orders/orders.mapper';
import { noteOrderEmail } from '../orders/order-records';
import { listOrderItems, type OrderRow } from '../orders/orders.repository';
import { findEventWithOrganizer, listAttendeesOfOrder, listTicketNames } from './checkout.repository';

/**
 * Emails to buyers and attendees go out in the organizer's name (decision 142): From shows the organizer's name
 * with the platform's address, and answers go to the event's support address, else its reply-to address, else the
 * organizer's email.
 */
export function toEmailSender(input: {
  event: EventRow;
  organizer: Pick<OrganizerRow, 'name' | 'email'>;
}): EmailSender {
  const settings = toEventSettings(input.event);
  return {
    fromName: input.organizer.name,
    replyTo: settings.support_email ?? settings.reply_to_email ?? (input.organizer.email || null),
  };
}

/** `toEmailSender` for an event known by its id; null for an unknown event (nothing to send then anyway). */
export async function eventEmailSender(executor: DbExecutor, eventId: string): Promise<EmailSender | null> {
  const found = await findEventWithOrganizer(executor, eventId);
  return found ? toEmailSender(found) : null;
}

/**
 * The event as a calendar file to attach or download, its words in the reader's language: an online event without
 * an address takes place "Online".
 */
export function calendarFile(
  deps: Pick<IdentityDeps, 'config'>,
  input: { event: EventRow; location: string | null; uid: string; url: string; locale: string },
) {
  const { event, location } = input;
  const host = new URL(deps.config.publicConfig.frontendUrl).host;
  const t = createTranslator({ locale: resolveEmailLocale(input.locale) });
  return {
    filename: 'event.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildIcs({
      uid: `${input.uid}@${host}`,
      title: event.title,
      start: event.startDate,
      end: event.endDate,
      location: event.isOnlineEvent ? (location ?? t('calendar.onlineLocation')) : location,
      url: input.url,
    }),
  };
}

/**
 * Issues the invoice and queues the emails of an order that now counts (server-behaviour §5), inside the transaction that
 * made it count: a rolled-back completion never sends them, and a completion (a compare-and-set) happens
 * once, so they are sent once.
 * - the buyer's summary: lines, taxes, fees, total, status, offline instructions, links to the order, each
 *   ticket and the print page, with a calendar file;
 * - one ticket email per distinct attendee email other than the buyer's, with a calendar file.
 * The organizer's notice follows the `order.created` event (`queueOrganizerOrderNotice`), so it goes once per order
 * whatever path placed it.
 */
export async function queueOrderConfirmation(
  deps: IdentityDeps,
  tx: DbExecutor,
  input: {
    order: OrderRow;
    event: EventRow;
    /** The buyer's summary alone (a buyer's own resend or change of address): no ticket emails, no notice. */
    buyerOnly?: boolean;
  },
): Promise<void> {
  const { order, event } = input;
  if (order.status !== 'COMPLETED' && order.status !== 'AWAITING_OFFLINE_PAYMENT') return;
  // The invoice goes out with the emails (server-behaviour §5): issued now if the event invoices, or
  // marked paid when staff mark an offline order paid. A resend finds it issued and changes nothing.
  await issueOrderInvoice(tx, { order, event });
  if (!order.email) return;
  const settings = toEventSettings(event);
  const items = await listOrderItems(tx, order.id);
  const attendeeRows = await listAttendeesOfOrder(tx, order.id);
  const location = eventLocationLine(event, order.locale);
  // A ticket is named as bought; one staff moved to a price the order did not buy is named as that price now.
  const movedNames = await listTicketNames(
    tx,
    attendeeRows.flatMap((attendee) =>
      attendee.productPriceId && !items.some((item) => item.productPriceId === attendee.productPriceId)
        ? [attendee.productPriceId]
        : [],
    ),
  );
  const itemOf = (productId: string, priceId: string | null) =>
    items.find((candidate) => candidate.productPriceId === priceId && priceId !== null) ??
    items.find((candidate) => candidate.productId === productId);
  const nameOf = (productId: string, priceId: string | null) => {
    const moved = movedNames.find((candidate) => candidate.priceId === priceId);
    if (moved) return moved.label ? `${moved.title} (${moved.label})` : moved.title;
    const item = itemOf(productId, priceId);
    if (!item) return event.title;
    return item.priceLabel ? `${item.itemName} (${item.priceLabel})` : item.itemName;
  };
  const money = { currency: order.currency, orderLines: items.map(toBreakdownLine), promoCode: order.promoCode };
  const breakdown = orderBreakdown(money.orderLines);
  /** What one ticket cost, taxes and fees included: its line's total over its quantity. */
  const grossPerTicketOf = (productId: string, priceId: string | null) => {
    const item = itemOf(productId, priceId);
    const line = item && breakdown.lines.find((candidate) => candidate.key === item.id);
    return line && line.quantity > 0 ? Math.round(line.total / line.quantity) : 0;
  };
  const ticketLinks = attendeeRows
    .filter((attendee) => attendee.status !== 'CANCELLED')
    .map((attendee) => {
      const fullName = [attendee.firstName, attendee.lastName].filter(Boolean).join(' ');
      const ticketName = nameOf(attendee.productId, attendee.productPriceId);
      return {
        email: attendee.email?.toLowerCase() ?? null,
        firstName: attendee.firstName ?? '',
        shortId: attendee.shortId,
        name: fullName ? `${ticketName} — ${fullName}` : ticketName,
        url: appUrl(deps, `/product/${event.id}/${attendee.shortId}`),
        fullName,
        ticketName,
        grossPrice: grossPerTicketOf(attendee.productId, attendee.productPriceId),
      };
    });
  const orderUrl = appUrl(deps, `/checkout/${event.id}/${order.shortId}/summary`);
  const found = await findEventWithOrganizer(tx, event.id);
  const sender = found ? toEmailSender(found) : undefined;
  // The organizer's own wording, when the event or the organizer has one (decision 165).
  const orderFacts: EmailTemplateFacts | null = found && {
    ...eventTemplateFacts({ event, settings, organizer: found.organizer, location }),
    order: {
      url: orderUrl,
      number: order.shortId,
      total: breakdown.total,
      currency: order.currency,
      date: order.createdAt.toISOString(),
      firstName: order.firstName ?? '',
      lastName: order.lastName ?? '',
      email: order.email,
      isAwaitingOfflinePayment: order.status === 'AWAITING_OFFLINE_PAYMENT',
    },
  };
  const templateFor = (templateType: TEmailTemplateType) =>
    orderFacts ? applicableEmailTemplate(tx, { event, templateType, facts: orderFacts }) : Promise.resolve(null);
  const send = async <K extends TemplateName>(payload: Parameters<typeof emailJobPayload<K>>[0]) => {
    await deps.queue.send(sendEmailJob, emailJobPayload({ ...payload, sender }), {
      executor: tx,
      priority: EMAIL_PRIORITY.personWaiting,
    });
    // The buyer's and attendees' emails show on the order's timeline.
    await noteOrderEmail(tx, {
      orderId: order.id,
      template: payload.template,
      recipient: [payload.to].flat().join(', '),
    });
  };

  await send({
    template: 'order_confirmation',
    locale: order.locale,
    to: order.email,
    data: {
      firstName: order.firstName ?? '',
      eventTitle: event.title,
      eventStart: event.startDate.toISOString(),
      timezone: event.timezone,
      location,
      orderShortId: order.shortId,
      status: order.status,
      ...money,
      offlinePaymentInstructions: settings.offline_payment_instructions,
      orderUrl,
      printUrl: appUrl(deps, `/order/${event.id}/${order.shortId}/print`),
      tickets: ticketLinks.map(({ name, url }) => ({ name, url })),
      accentColor: settings.homepage_theme_settings.accent,
      customTemplate: await templateFor('order_confirmation'),
    },
    attachments: [
      calendarFile(deps, { event, location, uid: `order-${order.shortId}`, url: orderUrl, locale: order.locale }),
    ],
    // The order's tickets as one PDF, drawn by the email job (decision 156), unless the organizer turned it off.
    ...(settings.ticket_design_settings?.attach_pdf_to_email !== false && ticketLinks.length > 0
      ? { ticketPdfOrderId: order.id }
      : {}),
  });

  if (input.buyerOnly) return;
  const buyerEmail = order.email.toLowerCase();
  const byEmail = new Map<string, typeof ticketLinks>();
  for (const ticket of ticketLinks) {
    if (!ticket.email || ticket.email === buyerEmail) continue;
    byEmail.set(ticket.email, [...(byEmail.get(ticket.email) ?? []), ticket]);
  }
  const buyerName = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const ticketTemplate = byEmail.size > 0 ? await templateFor('attendee_ticket') : null;
  for (const [email, tickets] of byEmail) {
    const first = tickets[0]!;
    const attendeeLocale = attendeeRows.find((row) => row.shortId === tickets[0]!.shortId)?.locale ?? order.locale;
    await send({
      template: 'attendee_ticket',
      locale: attendeeLocale,
      to: email,
      data: {
        firstName: tickets[0]!.firstName,
        buyerName,
        eventTitle: event.title,
        eventStart: event.startDate.toISOString(),
        timezone: event.timezone,
        location,
        orderReference: order.publicId,
        isAwaitingPayment: order.status === 'AWAITING_OFFLINE_PAYMENT',
        tickets: tickets.map(({ name, url }) => ({ name, url })),
        accentColor: settings.homepage_theme_settings.accent,
        customTemplate: ticketTemplate && {
          ...ticketTemplate,
          facts: {
            ...ticketTemplate.facts,
            // A holder never gets the buyer's key to the order (decision 137): its reference, and their ticket's link.
            order: { ...ticketTemplate.facts.order, number: order.publicId, url: first.url },
            attendee: { name: first.fullName || first.firstName, email },
            ticket: { name: first.ticketName, price: first.grossPrice, url: first.url },
          },
        },
      },
      attachments: [
        calendarFile(deps, {
          event,
          location,
          uid: `ticket-${tickets[0]!.shortId}`,
          url: tickets[0]!.url,
          locale: attendeeLocale,
        }),
      ],
    });
  }
}

/**
 * The organizer's notice of a new order (server-behaviour §5 "Emails"), queued by the `order.created` consumer in the
 * transaction that marks the event handled: none for an order staff made, or when the event turned notices off.
 */
export async function queueOrganizerOrderNotice(
  deps: Pick<IdentityDeps, 'queue' | 'config'>,
  tx: DbExecutor,
  input: { order: OrderRow },
): Promise<void> {
  const { order } = input;
  if (order.isManuallyCreated || !order.email) return;
  const found = await findEventWithOrganizer(tx, order.eventId);
  const settings = found && toEventSettings(found.event);
  if (!found?.organizer.email || !settings?.notify_organizer_of_new_orders) return;
  const { event } = found;
  const items = await listOrderItems(tx, order.id);
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'order_notification',
      // The organizer's team reads the event's language (set by them), not the buyer's.
      locale: settings.default_locale,
      to: found.organizer.email,
      data: {
        organizerName: found.organizer.name,
        eventTitle: event.title,
        orderShortId: order.shortId,
        status: order.status === 'AWAITING_OFFLINE_PAYMENT' ? 'AWAITING_OFFLINE_PAYMENT' : 'COMPLETED',
        buyerName: [order.firstName, order.lastName].filter(Boolean).join(' '),
        buyerEmail: order.email,
        currency: order.currency,
        orderLines: items.map(toBreakdownLine),
        promoCode: order.promoCode,
        manageUrl: appUrl(deps, `/manage/event/${event.id}/orders`),
      },
    }),
    { executor: tx },
  );
}
