import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';
import { waitlistDetails, type WaitlistEmailBase } from './waitlist-common';

export type WaitlistOfferExpiredData = WaitlistEmailBase & {
  eventUrl: string;
};

/** An offer from the waiting list ran out unbought: its tickets went to the next entry, this one is closed. */
export const waitlistOfferExpiredTemplate: EmailTemplate<WaitlistOfferExpiredData> = {
  build(data, { t, formatNumber }) {
    const intro = t('waitlistOfferExpired.intro', { eventTitle: data.eventTitle, quantity: data.quantity });
    return {
      subject: t('waitlistOfferExpired.subject', { eventTitle: data.eventTitle }),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('waitlistOfferExpired.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        waitlistDetails(data, { t, formatNumber }),
        { type: 'paragraph', text: t('waitlistOfferExpired.closed') },
        { type: 'button', label: t('waitlist.viewEvent'), url: data.eventUrl },
        { type: 'note', text: t('waitlist.reasonPast', { eventTitle: data.eventTitle }) },
      ],
    };
  },
};
