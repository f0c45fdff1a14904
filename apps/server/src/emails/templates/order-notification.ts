import { formatMoney } from '@marquee/core';
import type { EmailTemplate } from '../email-template';
import { orderEmailTotal, orderMoneyRows, type OrderEmailMoney } from './money-rows';

export type OrderNotificationData = OrderEmailMoney & {
  organizerName: string;
  eventTitle: string;
  orderShortId: string;
  status: 'COMPLETED' | 'AWAITING_OFFLINE_PAYMENT';
  buyerName: string;
  buyerEmail: string;
  /** The event's orders in the back office. */
  manageUrl: string;
};

/** Tells the organizer a new order came in (unless the event turned notifications off). */
export const orderNotificationTemplate: EmailTemplate<OrderNotificationData> = {
  build(data, { t, intlLocale }) {
    const money = (minor: number) => formatMoney(minor, data.currency, intlLocale);
    const intro = t('orderNotification.intro', { eventTitle: data.eventTitle, total: money(orderEmailTotal(data)) });
    return {
      subject: t('orderNotification.subject', { eventTitle: data.eventTitle, orderShortId: data.orderShortId }),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('orderNotification.heading') },
        { type: 'paragraph', text: intro },
        {
          type: 'details',
          rows: [
            { label: t('orderConfirmation.order'), value: data.orderShortId },
            {
              label: t('orderConfirmation.status'),
              value:
                data.status === 'AWAITING_OFFLINE_PAYMENT'
                  ? t('orderConfirmation.statusAwaiting')
                  : t('orderConfirmation.statusCompleted'),
            },
            { label: t('orderNotification.buyer'), value: `${data.buyerName} <${data.buyerEmail}>` },
            ...orderMoneyRows(data, t, intlLocale),
          ],
        },
        { type: 'button', label: t('orderNotification.viewOrders'), url: data.manageUrl },
        { type: 'note', text: t('orderNotification.reason') },
      ],
    };
  },
};
