import { formatMoney } from '@marquee/core';
import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type OrderConfirmationData = {
  firstName: string;
  eventTitle: string;
  /** ISO string: the data travels through the job queue as JSON. */
  eventStart: string;
  timezone: string;
  orderShortId: string;
  status: 'COMPLETED' | 'AWAITING_OFFLINE_PAYMENT';
  currency: string;
  totalGross: number;
  lines: { name: string; quantity: number; totalGross: number }[];
  offlinePaymentInstructions: string | null;
  /** The order summary page, which lists the tickets. */
  orderUrl: string;
};

/** Sent once an order counts: what was bought, the total, and a link to the tickets. */
export const orderConfirmationTemplate: EmailTemplate<OrderConfirmationData> = {
  build(data, { t, intlLocale, formatDateTime }) {
    const money = (minor: number) => formatMoney(minor, data.currency, intlLocale);
    const intro = t('orderConfirmation.intro', {
      eventTitle: data.eventTitle,
      eventStart: formatDateTime(data.eventStart, { timeZone: data.timezone, dateStyle: 'full', timeStyle: 'short' }),
    });
    return {
      subject: t('orderConfirmation.subject', { eventTitle: data.eventTitle }),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('orderConfirmation.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        {
          type: 'details',
          rows: [
            { label: t('orderConfirmation.order'), value: data.orderShortId },
            ...data.lines.map((line) => ({ label: `${line.quantity} × ${line.name}`, value: money(line.totalGross) })),
            { label: t('orderConfirmation.total'), value: money(data.totalGross) },
          ],
        },
        ...(data.status === 'AWAITING_OFFLINE_PAYMENT'
          ? [
              { type: 'paragraph' as const, text: t('orderConfirmation.awaitingPayment') },
              ...(data.offlinePaymentInstructions
                ? [{ type: 'paragraph' as const, text: data.offlinePaymentInstructions }]
                : []),
            ]
          : []),
        { type: 'button', label: t('orderConfirmation.viewTickets'), url: data.orderUrl },
      ],
    };
  },
};
