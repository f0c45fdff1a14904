import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type RegistrationAttemptData = { firstName: string };

/**
 * To the owner of an address someone tried to register again (decision 135): they learn of it, and are one click from
 * signing in or resetting their password if it was them.
 */
export const registrationAttemptTemplate: EmailTemplate<RegistrationAttemptData> = {
  build(data, { t, frontendUrl }) {
    const base = frontendUrl.replace(/\/+$/, '');
    const intro = t('registrationAttempt.intro');
    return {
      subject: t('registrationAttempt.subject'),
      preheader: intro,
      blocks: [
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        { type: 'paragraph', text: t('registrationAttempt.ifYou') },
        { type: 'button', label: t('registrationAttempt.signIn'), url: `${base}/auth/login` },
        { type: 'paragraph', text: t('registrationAttempt.forgot') },
        { type: 'links', items: [{ label: t('registrationAttempt.reset'), url: `${base}/auth/forgot-password` }] },
        { type: 'note', text: t('registrationAttempt.ifNotYou') },
      ],
    };
  },
};
