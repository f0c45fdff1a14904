import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type EmailChangeConfirmationData = {
  firstName: string;
  /** The address this email is sent to. */
  newEmail: string;
  confirmUrl: string;
  expiresInHours: number;
};

/** Sent to the new address when someone asks to change their sign-in email: proves they own it. */
export const emailChangeConfirmationTemplate: EmailTemplate<EmailChangeConfirmationData> = {
  build(data, { t }) {
    const intro = t('emailChangeConfirmation.intro', { newEmail: data.newEmail });
    return {
      subject: t('emailChangeConfirmation.subject'),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('emailChangeConfirmation.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        { type: 'button', label: t('emailChangeConfirmation.confirm'), url: data.confirmUrl },
        { type: 'paragraph', text: t('emailChangeConfirmation.expiry', { hours: data.expiresInHours }) },
        { type: 'note', text: t('emailChangeConfirmation.reason') },
      ],
    };
  },
};
