import type { EmailBlock, EmailTemplate } from '../email-template';

export type EventMessageData = {
  eventTitle: string;
  /** As the organizer typed it. */
  subject: string;
  /** The message's HTML, sanitised when it was stored (and again by the layout). */
  messageHtml: string;
  /** The event's email footer (rich text), when its settings have one. */
  footerHtml?: string | null;
  /** RECIPIENT: a buyer or attendee; COPY: the sender's "send me a copy"; TEST: a test, to the sender only. */
  kind: 'RECIPIENT' | 'COPY' | 'TEST';
};

/** A message from an event's organizer to its buyers and attendees (docs/decisions/101-messages.md). */
export const eventMessageTemplate: EmailTemplate<EventMessageData> = {
  build(data, { t }) {
    const blocks: EmailBlock[] = [
      { type: 'heading', text: data.eventTitle },
      { type: 'richText', html: data.messageHtml },
    ];
    if (data.footerHtml) blocks.push({ type: 'richText', html: data.footerHtml, isMuted: true });
    const reason =
      data.kind === 'TEST'
        ? t('eventMessage.reasonTest', { eventTitle: data.eventTitle })
        : data.kind === 'COPY'
          ? t('eventMessage.reasonCopy', { eventTitle: data.eventTitle })
          : t('eventMessage.reason', { eventTitle: data.eventTitle });
    blocks.push({ type: 'note', text: reason });
    const subject = data.kind === 'TEST' ? t('eventMessage.testSubject', { subject: data.subject }) : data.subject;
    return { subject, blocks };
  },
};
