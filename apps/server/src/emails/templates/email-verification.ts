import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type EmailVerificationData = {
  firstName: string;
  /** Opens the confirmation page with the token already filled in. */
  confirmUrl: string;
  /** The 5-digit code the person can type instead of following the link. */
  code: string;
  codeExpiresInMinutes: number;
};

/** Sent after registration and when the person asks for a new code: confirms they own the address. */
export const emailVerificationTemplate: EmailTemplate<EmailVerificationData> = {
  build(data, { t }) {
    return {
      subject: t('emailVerification.subject'),
      preheader: t('emailVerification.intro'),
      blocks: [
        { type: 'heading', text: t('emailVerification.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: t('emailVerification.intro') },
        { type: 'button', label: t('emailVerification.confirm'), url: data.confirmUrl },
        { type: 'paragraph', text: t('emailVerification.codeIntro') },
        { type: 'details', rows: [{ label: t('emailVerification.codeLabel'), value: data.code }] },
        { type: 'paragraph', text: t('emailVerification.codeExpiry', { minutes: data.codeExpiresInMinutes }) },
        { type: 'note', text: t('emailVerification.reason') },
      ],
    };
  },
};
