import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';
import { waitlistDetails, type WaitlistEmailBase } from './waitlist-common';

export type WaitlistRemovedData = WaitlistEmailBase & {
  /** true: the organizer removed the entry; false: the entrant left the list. */
  byOrganizer: boolean;
  eventUrl: string;
};

/** Confirms an entry left the waiting list, at the entrant's request or the organizer's, and released its tickets. */
export const waitlistRemovedTemplate: EmailTemplate<WaitlistRemovedData> = {
  build(data, { t, formatNumber }) {
    const values = { eventTitle: data.eventTitle, quantity: data.quantity };
    const intro = data.byOrganizer
      ? t('waitlistRemoved.introOrganizer', values)
      : t('waitlistRemoved.introSelf', values);
    return {
      subject: t('waitlistRemoved.subject', { eventTitle: data.eventTitle }),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('waitlistRemoved.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        waitlistDetails(data, { t, formatNumber }),
        { type: 'paragraph', text: t('waitlistRemoved.released') },
        { type: 'button', label: t('waitlist.viewEvent'), url: data.eventUrl },
        { type: 'note', text: t('waitlist.reasonPast', { eventTitle: data.eventTitle }) },
      ],
    };
  },
};
