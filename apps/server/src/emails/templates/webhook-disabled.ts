import type { TWebhookDisableCause } from '../../modules/webhooks/webhook-retry-policy';
import type { EmailTemplate } from '../email-template';
import type { Translate } from '../translator';
import { greetingBlock } from './greeting';

export type WebhookDisabledData = {
  firstName: string;
  url: string;
  /** Why the server disabled the endpoint, worded in the recipient's language. */
  cause: TWebhookDisableCause;
  /** The screen that lists the endpoint, where it can be enabled again and its failed deliveries replayed. */
  manageUrl: string;
};

/** A job queued before the cause was data carries the reason, in English, instead. */
type QueuedCause = { cause?: TWebhookDisableCause; reason?: string };

function causeText(data: QueuedCause, t: Translate): string {
  const { cause } = data;
  if (!cause) return data.reason ?? '';
  switch (cause.code) {
    case 'GONE':
      return t('webhookDisabled.causeGone');
    case 'FAILING_FOR_DAYS':
      return t('webhookDisabled.causeFailingForDays', { days: cause.days });
    case 'FAILURES_IN_A_ROW':
      return t('webhookDisabled.causeFailuresInARow', { count: cause.count });
  }
}

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
        { type: 'paragraph', text: t('webhookDisabled.reason', { reason: causeText(data, t) }) },
        { type: 'paragraph', text: t('webhookDisabled.next') },
        { type: 'button', label: t('webhookDisabled.open'), url: data.manageUrl },
      ],
    };
  },
};
