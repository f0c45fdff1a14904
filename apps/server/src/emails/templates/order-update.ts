import { formatMoney } from '@marquee/core';
import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type OrderUpdateData = {
  /** CANCELLED: staff cancelled the order; REFUNDED: staff refunded (part of) it. */
  kind: 'CANCELLED' | 'REFUNDED';
  firstName: string;
  eventTitle: string;
  orderShortId: string;
  currency: string;
  /** REFUNDED: the amount being refunded; CANCELLED: the amount being refunded, or 0. */
  amount: number;
  orderUrl: string;
};

/** What staff did to an order from the back office (issue 7: cancellation and refund emails to the buyer). */
export const orderUpdateTemplate: EmailTemplate<OrderUpdateData> = {
  build(data, { t, intlLocale }) {
    const amount = formatMoney(data.amount, data.currency, intlLocale);
    const body =
      data.kind === 'REFUNDED'
        ? t('orderUpdate.refundedBody', { eventTitle: data.eventTitle, amount })
        : data.amount > 0
          ? t('orderUpdate.cancelledRefundBody', { eventTitle: data.eventTitle, amount })
          : t('orderUpdate.cancelledBody', { eventTitle: data.eventTitle });
    return {
      subject:
        data.kind === 'REFUNDED'
          ? t('orderUpdate.refundedSubject', { eventTitle: data.eventTitle })
          : t('orderUpdate.cancelledSubject', { eventTitle: data.eventTitle }),
      preheader: body,
      blocks: [
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: body },
        { type: 'details', rows: [{ label: t('orderConfirmation.order'), value: data.orderShortId }] },
        { type: 'button', label: t('orderConfirmation.viewOrder'), url: data.orderUrl },
      ],
    };
  },
};
