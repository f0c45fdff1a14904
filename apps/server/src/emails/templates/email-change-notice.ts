import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type EmailChangeNoticeData = {
  firstName: string;
  /** The address the change would move sign-in to. */
  newEmail: string;
};

/** Sent to the current address when a change of sign-in email is requested, so a takeover does not go unnoticed. */
export const emailChangeNoticeTemplate: EmailTemplate<EmailChangeNoticeData> = {
  build(data, { t }) {
    const intro = t('emailChangeNotice.intro', { newEmail: data.newEmail });
    return {
      subject: t('emailChangeNotice.subject'),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('emailChangeNotice.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        { type: 'paragraph', text: t('emailChangeNotice.pending') },
        { type: 'paragraph', text: t('emailChangeNotice.ifNotYou') },
        { type: 'note', text: t('emailChangeNotice.reason') },
      ],
    };
  },
};
