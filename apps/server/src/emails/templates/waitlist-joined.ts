import type { EmailBlock, EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';
import { formatWaitlistDeadline, waitlistDetails, type WaitlistEmailBase } from './waitlist-common';

export type WaitlistJoinedData = WaitlistEmailBase & {
  /** 1 for the next in line; null while a lottery is still to be drawn. */
  position: number | null;
  /** ISO instant: entries that joined before it are put in line by lottery; null when there is none. */
  lotteryUntil: string | null;
  /** The event's IANA zone, for the lottery's date. */
  timezone: string;
  /** The entrant's page: their place in line, and the way to leave the list. */
  entryUrl: string;
  eventUrl: string;
};

/** To whoever joined the waiting list (issue 31): for what, their place in line or the lottery, what happens next. */
export const waitlistJoinedTemplate: EmailTemplate<WaitlistJoinedData> = {
  build(data, { t, formatDateTime, formatNumber }) {
    const values = { eventTitle: data.eventTitle, quantity: data.quantity };
    const intro = t('waitlistJoined.intro', values);
    const blocks: EmailBlock[] = [
      { type: 'heading', text: t('waitlistJoined.heading') },
      greetingBlock(data.firstName, t),
      { type: 'paragraph', text: intro },
      waitlistDetails(data, { t, formatNumber }),
    ];
    if (data.position !== null)
      blocks.push({ type: 'paragraph', text: t('waitlistJoined.position', { position: data.position }) });
    else if (data.lotteryUntil)
      blocks.push({
        type: 'paragraph',
        text: t('waitlistJoined.lottery', {
          drawAt: formatWaitlistDeadline(data.lotteryUntil, data.timezone, formatDateTime),
        }),
      });
    blocks.push(
      { type: 'paragraph', text: t('waitlistJoined.next') },
      { type: 'button', label: t('waitlistJoined.action'), url: data.entryUrl },
      { type: 'links', items: [{ label: t('waitlist.viewEvent'), url: data.eventUrl }] },
      { type: 'note', text: t('waitlistJoined.reason', { eventTitle: data.eventTitle }) },
    );
    return { subject: t('waitlistJoined.subject', { eventTitle: data.eventTitle }), preheader: intro, blocks };
  },
};
