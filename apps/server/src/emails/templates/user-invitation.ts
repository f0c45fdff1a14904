import type { EmailTemplate } from '../email-template';
import type { MessageKey } from '../messages/en';
import { greetingBlock } from './greeting';

export type UserInvitationData = {
  firstName: string;
  /** Who sent the invitation; null when it has no person behind it (or their name is unknown). */
  inviterName: string | null;
  accountName: string;
  acceptUrl: string;
  role: 'ADMIN' | 'ORGANIZER';
  expiresInDays: number;
};

const ROLE_MESSAGES: Record<UserInvitationData['role'], MessageKey> = {
  ADMIN: 'userInvitation.roleAdmin',
  ORGANIZER: 'userInvitation.roleOrganizer',
};

/** Sent when an administrator invites someone to an account's team. */
export const userInvitationTemplate: EmailTemplate<UserInvitationData> = {
  build(data, { t }) {
    const inviterName = data.inviterName?.trim();
    const values = { accountName: data.accountName };
    const intro = inviterName
      ? t('userInvitation.introFrom', { ...values, inviterName })
      : t('userInvitation.intro', values);
    return {
      subject: t('userInvitation.subject', values),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('userInvitation.heading', values) },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        { type: 'paragraph', text: t(ROLE_MESSAGES[data.role]) },
        { type: 'button', label: t('userInvitation.accept'), url: data.acceptUrl },
        { type: 'paragraph', text: t('userInvitation.expiry', { days: data.expiresInDays }) },
        { type: 'note', text: t('userInvitation.reason', values) },
      ],
    };
  },
};
