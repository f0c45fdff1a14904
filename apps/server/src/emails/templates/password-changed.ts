import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type PasswordChangedData = {
  firstName: string;
  /** ISO string: the data travels through the job queue as JSON. */
  changedAt: string;
};

/** Security notice after a password change (or reset): the owner learns of a change they did not make. */
export const passwordChangedTemplate: EmailTemplate<PasswordChangedData> = {
  build(data, { t, frontendUrl, formatDateTime }) {
    const intro = t('passwordChanged.intro', { changedAt: formatDateTime(data.changedAt) });
    return {
      subject: t('passwordChanged.subject'),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('passwordChanged.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        { type: 'paragraph', text: t('passwordChanged.sessions') },
        { type: 'paragraph', text: t('passwordChanged.ifNotYou') },
        {
          type: 'button',
          label: t('passwordChanged.reset'),
          url: `${frontendUrl.replace(/\/+$/, '')}/auth/forgot-password`,
        },
        { type: 'note', text: t('passwordChanged.reason') },
      ],
    };
  },
};
