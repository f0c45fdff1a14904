import type { EmailTemplate } from '../email-template';

export type OrganizerContactData = {
  organizerName: string;
  senderName: string;
  senderEmail: string;
  message: string;
  pageUrl: string;
};

/**
 * A visitor's message from the organizer's public page (decision 051). Sent to the organizer with the
 * visitor as reply-to; every value is visitor-typed text, which the layout escapes like all block text.
 */
export const organizerContactTemplate: EmailTemplate<OrganizerContactData> = {
  build(data, { t }) {
    return {
      subject: t('organizerContact.subject', { senderName: data.senderName }),
      preheader: t('organizerContact.intro', { senderName: data.senderName, organizerName: data.organizerName }),
      blocks: [
        { type: 'heading', text: t('organizerContact.heading') },
        {
          type: 'paragraph',
          text: t('organizerContact.intro', { senderName: data.senderName, organizerName: data.organizerName }),
        },
        {
          type: 'details',
          rows: [{ label: t('organizerContact.from'), value: `${data.senderName} <${data.senderEmail}>` }],
        },
        { type: 'paragraph', text: data.message },
        {
          type: 'note',
          text: t('organizerContact.reply', { senderName: data.senderName, senderEmail: data.senderEmail }),
        },
        { type: 'button', label: t('organizerContact.viewPage'), url: data.pageUrl },
      ],
    };
  },
};
