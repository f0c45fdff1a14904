import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type PasswordResetData = {
  firstName: string;
  /** The page where a new password is chosen, with the reset token in it. */
  resetUrl: string;
  expiresInMinutes: number;
};

/** Sent when someone asks to reset the password of an account with this address. */
export const passwordResetTemplate: EmailTemplate<PasswordResetData> = {
  build(data, { t }) {
    return {
      subject: t('passwordReset.subject'),
      preheader: t('passwordReset.intro'),
      blocks: [
        { type: 'heading', text: t('passwordReset.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: t('passwordReset.intro') },
        { type: 'button', label: t('passwordReset.action'), url: data.resetUrl },
        { type: 'paragraph', text: t('passwordReset.expiry', { minutes: data.expiresInMinutes }) },
        { type: 'note', text: t('passwordReset.reason') },
      ],
    };
  },
};
