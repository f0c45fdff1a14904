import { renderCustomTemplate, type CustomEmailTemplate } from '../custom-template';
import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type AttendeeTicketData = {
  /** The event theme's accent for the buttons and links (issue 29). */
  accentColor?: string | null;
  firstName: string;
  /** Who bought the ticket, so the attendee knows why they got it. */
  buyerName: string;
  eventTitle: string;
  /** ISO string (the data went through the job queue as JSON). */
  eventStart: string;
  timezone: string;
  location?: string | null;
  /** The order's public reference (`ord_…`), never its short id, which is the buyer's key. */
  orderReference: string;
  /** Whether payment is still expected (offline): the ticket is valid once it arrives. */
  isAwaitingPayment: boolean;
  tickets: { name: string; url: string }[];
  /** The event's or organizer's own wording (decision 165), when one is active. */
  customTemplate?: CustomEmailTemplate | null;
};

/** Sent to each attendee whose email differs from the buyer's: their tickets, with a calendar file attached. */
export const attendeeTicketTemplate: EmailTemplate<AttendeeTicketData> = {
  build(data, context) {
    const { t, formatDateTime } = context;
    const custom = data.customTemplate ? renderCustomTemplate(data.customTemplate, context) : null;
    // The organizer's words and button (to the first ticket); every ticket stays linked when there are several.
    if (custom)
      return {
        subject: custom.subject,
        accent: data.accentColor,
        blocks: [
          ...custom.blocks,
          ...(data.tickets.length > 1
            ? [{ type: 'links' as const, items: data.tickets.map(({ name, url }) => ({ label: name, url })) }]
            : []),
          { type: 'note' as const, text: t('attendeeTicket.calendarNote') },
        ],
      };
    const eventStart = formatDateTime(data.eventStart, {
      timeZone: data.timezone,
      dateStyle: 'full',
      timeStyle: 'short',
    });
    const intro = t('attendeeTicket.intro', { buyerName: data.buyerName, eventTitle: data.eventTitle, eventStart });
    return {
      subject: t('attendeeTicket.subject', { eventTitle: data.eventTitle }),
      preheader: intro,
      accent: data.accentColor,
      blocks: [
        { type: 'heading', text: t('attendeeTicket.heading', { count: data.tickets.length }) },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        {
          type: 'details',
          rows: [
            { label: t('orderConfirmation.event'), value: data.eventTitle },
            { label: t('orderConfirmation.date'), value: eventStart },
            ...(data.location ? [{ label: t('orderConfirmation.location'), value: data.location }] : []),
            { label: t('orderConfirmation.order'), value: data.orderReference },
          ],
        },
        ...(data.isAwaitingPayment ? [{ type: 'paragraph' as const, text: t('attendeeTicket.awaitingPayment') }] : []),
        ...(data.tickets.length === 1
          ? [{ type: 'button' as const, label: t('attendeeTicket.viewTicket'), url: data.tickets[0]!.url }]
          : [
              {
                type: 'links' as const,
                items: data.tickets.map((ticket) => ({ label: ticket.name, url: ticket.url })),
              },
            ]),
        { type: 'note', text: t('attendeeTicket.calendarNote') },
      ],
    };
  },
};
