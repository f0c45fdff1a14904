import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type OrderEmailChangeConfirmData = {
  firstName: string;
  eventTitle: string;
  /** The order's reference (`ord_…`): the new address gets the order's key only once it confirms. */
  orderReference: string;
  confirmUrl: string;
  expiresInHours: number;
};

/**
 * To the address a buyer asked to move their order to, from the order link (decision 137): the change takes effect
 * only when this address confirms, so a stranger holding the link cannot take the order by typing their own.
 */
export const orderEmailChangeConfirmTemplate: EmailTemplate<OrderEmailChangeConfirmData> = {
  build(data, { t }) {
    const intro = t('orderEmailChangeConfirm.intro', {
      eventTitle: data.eventTitle,
      orderReference: data.orderReference,
    });
    return {
      subject: t('orderEmailChangeConfirm.subject', { eventTitle: data.eventTitle }),
      preheader: intro,
      blocks: [
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        { type: 'button', label: t('orderEmailChangeConfirm.confirm'), url: data.confirmUrl },
        { type: 'paragraph', text: t('orderEmailChangeConfirm.expiry', { hours: data.expiresInHours }) },
        { type: 'note', text: t('orderEmailChangeConfirm.reason') },
      ],
    };
  },
};
