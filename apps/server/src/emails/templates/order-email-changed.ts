import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type OrderEmailChangedData = {
  /** ORDER: the buyer's address of the order changed; TICKET: one ticket's address changed. */
  kind: 'ORDER' | 'TICKET';
  firstName: string;
  eventTitle: string;
  orderShortId: string;
  /** The new address, masked (maskEmail): the old mailbox may be a stranger's. */
  newEmailHint: string;
  organizerName: string;
  /** The event's support address, else the organizer's; null when neither is set. */
  contactEmail: string | null;
};

/**
 * To the address an order or a ticket no longer uses after the buyer changed it (decision 109): the links
 * sent here stopped working, and whoever did not ask for the change knows whom to tell.
 */
export const orderEmailChangedTemplate: EmailTemplate<OrderEmailChangedData> = {
  build(data, { t }) {
    const values = { eventTitle: data.eventTitle, orderShortId: data.orderShortId, newEmail: data.newEmailHint };
    const intro =
      data.kind === 'ORDER' ? t('orderEmailChanged.orderIntro', values) : t('orderEmailChanged.ticketIntro', values);
    const ifNotYou = data.contactEmail
      ? t('orderEmailChanged.ifNotYouWithEmail', { organizerName: data.organizerName, contactEmail: data.contactEmail })
      : t('orderEmailChanged.ifNotYou', { organizerName: data.organizerName });
    return {
      subject:
        data.kind === 'ORDER'
          ? t('orderEmailChanged.orderSubject', values)
          : t('orderEmailChanged.ticketSubject', values),
      preheader: intro,
      blocks: [
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        { type: 'paragraph', text: t('orderEmailChanged.linksStopped') },
        { type: 'paragraph', text: ifNotYou },
        { type: 'details', rows: [{ label: t('orderConfirmation.order'), value: data.orderShortId }] },
      ],
    };
  },
};
