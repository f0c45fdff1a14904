import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';
import { formatWaitlistDeadline, waitlistDetails, type WaitlistEmailBase } from './waitlist-common';

export type WaitlistOfferData = WaitlistEmailBase & {
  /** ISO instant the held tickets are released at. */
  expiresAt: string;
  /** The event's IANA zone, for the deadline. */
  timezone: string;
  /** Opens the held order's checkout. */
  claimUrl: string;
  /** The entrant's page, where they can also leave the list (and so decline the offer). */
  entryUrl: string;
};

/** Tickets freed up and are held for the next entry of the waiting list until a deadline (issue 31). */
export const waitlistOfferTemplate: EmailTemplate<WaitlistOfferData> = {
  build(data, { t, formatDateTime, formatNumber }) {
    const expiresAt = formatWaitlistDeadline(data.expiresAt, data.timezone, formatDateTime);
    const values = { eventTitle: data.eventTitle, quantity: data.quantity };
    const intro = t('waitlistOffer.intro', { ...values, expiresAt });
    return {
      subject: t('waitlistOffer.subject', { eventTitle: data.eventTitle }),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('waitlistOffer.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        waitlistDetails(data, { t, formatNumber }, [{ label: t('waitlistOffer.heldUntil'), value: expiresAt }]),
        { type: 'button', label: t('waitlistOffer.action', { quantity: data.quantity }), url: data.claimUrl },
        { type: 'paragraph', text: t('waitlistOffer.deadline', { quantity: data.quantity }) },
        { type: 'paragraph', text: t('waitlistOffer.decline') },
        { type: 'links', items: [{ label: t('waitlistOffer.leave'), url: data.entryUrl }] },
        { type: 'note', text: t('waitlist.reason', { eventTitle: data.eventTitle }) },
      ],
    };
  },
};
