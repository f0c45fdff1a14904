import { formatMoney } from '@marquee/core';
import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type OrderPaymentIssueData = {
  /** FAILED: the card payment was declined (the order stays payable); REFUNDED_AFTER_EXPIRY: paid too late. */
  kind: 'FAILED' | 'REFUNDED_AFTER_EXPIRY';
  firstName: string;
  eventTitle: string;
  orderShortId: string;
  currency: string;
  totalGross: number;
  /** FAILED: the payment page, to try again; REFUNDED_AFTER_EXPIRY: the event page, to start again. */
  actionUrl: string;
};

/** A card payment that did not lead to tickets (spec §5: failure email; "paid but expired" email). */
export const orderPaymentIssueTemplate: EmailTemplate<OrderPaymentIssueData> = {
  build(data, { t, intlLocale }) {
    const isFailed = data.kind === 'FAILED';
    const body = isFailed
      ? t('orderPaymentIssue.failedBody', { eventTitle: data.eventTitle })
      : t('orderPaymentIssue.refundedBody', {
          eventTitle: data.eventTitle,
          total: formatMoney(data.totalGross, data.currency, intlLocale),
        });
    return {
      subject: isFailed
        ? t('orderPaymentIssue.failedSubject', { eventTitle: data.eventTitle })
        : t('orderPaymentIssue.refundedSubject', { eventTitle: data.eventTitle }),
      preheader: body,
      blocks: [
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: body },
        { type: 'details', rows: [{ label: t('orderConfirmation.order'), value: data.orderShortId }] },
        {
          type: 'button',
          label: isFailed ? t('orderPaymentIssue.retry') : t('orderPaymentIssue.startAgain'),
          url: data.actionUrl,
        },
      ],
    };
  },
};
