import type { EmailTemplate } from '../email-template';

export type TicketLookupData = {
  /** The page listing the address's orders, with the lookup token in it. */
  lookupUrl: string;
  orderCount: number;
  expiresInHours: number;
};

/** "Find my tickets": a link to every order bought with this address (decision 110). */
export const ticketLookupTemplate: EmailTemplate<TicketLookupData> = {
  build(data, { t }) {
    const intro = t('ticketLookup.intro', { count: data.orderCount });
    return {
      subject: t('ticketLookup.subject'),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('ticketLookup.heading') },
        { type: 'paragraph', text: intro },
        { type: 'button', label: t('ticketLookup.action'), url: data.lookupUrl },
        { type: 'paragraph', text: t('ticketLookup.expiry', { hours: data.expiresInHours }) },
        { type: 'note', text: t('ticketLookup.reason') },
      ],
    };
  },
};
