import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type WebhookDisabledData = {
  firstName: string;
  url: string;
  reason: string;
  /** The screen that lists the endpoint, where it can be enabled again and its failed deliveries replayed. */
  manageUrl: string;
};

/** To the account's admins when the server disables an endpoint (issue 26 point 4): deliveries stopped. */
export const webhookDisabledTemplate: EmailTemplate<WebhookDisabledData> = {
  build(data, { t }) {
    const intro = t('webhookDisabled.intro', { url: data.url });
    return {
      subject: t('webhookDisabled.subject'),
      preheader: intro,
      blocks: [
        { type: 'heading', text: t('webhookDisabled.heading') },
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        { type: 'paragraph', text: t('webhookDisabled.reason', { reason: data.reason }) },
        { type: 'paragraph', text: t('webhookDisabled.next') },
        { type: 'button', label: t('webhookDisabled.open'), url: data.manageUrl },
      ],
    };
  },
};
