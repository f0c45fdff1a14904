import { renderCustomTemplate, type CustomEmailTemplate } from '../custom-template';
import type { EmailBlock, EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';
import { orderMoneyRows, type OrderEmailMoney } from './money-rows';

export type OrderConfirmationData = OrderEmailMoney & {
  firstName: string;
  eventTitle: string;
  /** ISO string: the data travels through the job queue as JSON. */
  eventStart: string;
  timezone: string;
  /** One line: venue and address, or the online note; null when the event has no location yet. */
  location?: string | null;
  orderShortId: string;
  status: 'COMPLETED' | 'AWAITING_OFFLINE_PAYMENT';
  /** The organizer's instructions: sanitised rich text (HTML). */
  offlinePaymentInstructions: string | null;
  /** The order summary page, which lists the tickets. */
  orderUrl: string;
  /** The print page with every ticket of the order, one per page. */
  printUrl?: string;
  /** One link per ticket (/product/{eventId}/{attendeeShortId}). */
  tickets?: { name: string; url: string }[];
  /** The event theme's accent for the buttons and links (issue 29). */
  accentColor?: string | null;
  /** The event's or organizer's own wording (decision 165), when one is active. */
  customTemplate?: CustomEmailTemplate | null;
};

/** Sent once an order counts: what was bought, taxes and fees, the total, its status, and links to the tickets. */
export const orderConfirmationTemplate: EmailTemplate<OrderConfirmationData> = {
  build(data, context) {
    const { t, intlLocale, formatDateTime } = context;
    const tickets = data.tickets ?? [];
    const ticketBlocks: EmailBlock[] = [];
    if (tickets.length > 0) {
      ticketBlocks.push({ type: 'paragraph', text: t('orderConfirmation.ticketsHeading') });
      ticketBlocks.push({ type: 'links', items: tickets.map((ticket) => ({ label: ticket.name, url: ticket.url })) });
    }
    if (data.printUrl)
      ticketBlocks.push({ type: 'links', items: [{ label: t('orderConfirmation.print'), url: data.printUrl }] });
    const custom = data.customTemplate ? renderCustomTemplate(data.customTemplate, context) : null;
    // The organizer's words replace ours; the links to every ticket stay, so no wording can lose them.
    if (custom)
      return { subject: custom.subject, blocks: [...custom.blocks, ...ticketBlocks], accent: data.accentColor };
    const awaiting = data.status === 'AWAITING_OFFLINE_PAYMENT';
    const eventStart = formatDateTime(data.eventStart, {
      timeZone: data.timezone,
      dateStyle: 'full',
      timeStyle: 'short',
    });
    const intro = awaiting
      ? t('orderConfirmation.introAwaiting', { eventTitle: data.eventTitle, eventStart })
      : t('orderConfirmation.intro', { eventTitle: data.eventTitle, eventStart });
    const blocks: EmailBlock[] = [
      { type: 'heading', text: t('orderConfirmation.heading') },
      greetingBlock(data.firstName, t),
      { type: 'paragraph', text: intro },
      {
        type: 'details',
        rows: [
          { label: t('orderConfirmation.order'), value: data.orderShortId },
          {
            label: t('orderConfirmation.status'),
            value: awaiting ? t('orderConfirmation.statusAwaiting') : t('orderConfirmation.statusCompleted'),
          },
          { label: t('orderConfirmation.event'), value: data.eventTitle },
          { label: t('orderConfirmation.date'), value: eventStart },
          ...(data.location ? [{ label: t('orderConfirmation.location'), value: data.location }] : []),
        ],
      },
      { type: 'details', rows: orderMoneyRows(data, t, intlLocale) },
    ];
    if (awaiting) {
      blocks.push({ type: 'paragraph', text: t('orderConfirmation.awaitingPayment') });
      if (data.offlinePaymentInstructions) blocks.push({ type: 'richText', html: data.offlinePaymentInstructions });
    }
    blocks.push({ type: 'button', label: t('orderConfirmation.viewOrder'), url: data.orderUrl });
    blocks.push(...ticketBlocks);
    return {
      subject: t('orderConfirmation.subject', { eventTitle: data.eventTitle }),
      preheader: intro,
      blocks,
      accent: data.accentColor,
    };
  },
};
