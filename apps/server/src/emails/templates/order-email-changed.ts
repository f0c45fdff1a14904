import type { EmailTemplate } from '../email-template';
import { greetingBlock } from './greeting';

export type OrderEmailChangedData = {
  /**
   * ORDER_REQUESTED: the buyer asked to move the order to another address, waiting for it to confirm; ORDER: the
   * order's address changed; TICKET: one ticket's address changed.
   */
  kind: 'ORDER_REQUESTED' | 'ORDER' | 'TICKET';
  firstName: string;
  eventTitle: string;
  orderShortId: string;
  /** The new address, masked (maskEmail): the old mailbox may be a stranger's. */
  newEmailHint: string;
  organizerName: string;
  /** The event's support address, else the organizer's; null when neither is set. */
  contactEmail: string | null;
  /** For an order's change (decision 137): the link that cancels it, or undoes it once made, until `undoUntil`. */
  undoUrl?: string | null;
  /** ISO time the undo link works until. */
  undoUntil?: string | null;
  timezone?: string;
};

/**
 * To the address an order or a ticket no longer uses after the buyer changed it (decision 109): the links
 * sent here stopped working, and whoever did not ask for the change knows whom to tell.
 */
export const orderEmailChangedTemplate: EmailTemplate<OrderEmailChangedData> = {
  build(data, { t, formatDateTime }) {
    const values = { eventTitle: data.eventTitle, orderShortId: data.orderShortId, newEmail: data.newEmailHint };
    const intro = {
      ORDER_REQUESTED: () => t('orderEmailChanged.requestedIntro', values),
      ORDER: () => t('orderEmailChanged.orderIntro', values),
      TICKET: () => t('orderEmailChanged.ticketIntro', values),
    }[data.kind]();
    const ifNotYou = data.contactEmail
      ? t('orderEmailChanged.ifNotYouWithEmail', { organizerName: data.organizerName, contactEmail: data.contactEmail })
      : t('orderEmailChanged.ifNotYou', { organizerName: data.organizerName });
    const undoUntil = data.undoUntil
      ? formatDateTime(data.undoUntil, { timeZone: data.timezone ?? 'UTC', dateStyle: 'full', timeStyle: 'short' })
      : null;
    const undo = data.undoUrl
      ? [
          {
            type: 'paragraph' as const,
            text:
              data.kind === 'ORDER_REQUESTED'
                ? t('orderEmailChanged.requestedUndo')
                : t('orderEmailChanged.orderUndo', { undoUntil: undoUntil ?? '' }),
          },
          {
            type: 'button' as const,
            label:
              data.kind === 'ORDER_REQUESTED' ? t('orderEmailChanged.cancelAction') : t('orderEmailChanged.undoAction'),
            url: data.undoUrl,
          },
        ]
      : [];
    return {
      subject:
        data.kind === 'TICKET'
          ? t('orderEmailChanged.ticketSubject', values)
          : data.kind === 'ORDER'
            ? t('orderEmailChanged.orderSubject', values)
            : t('orderEmailChanged.requestedSubject', values),
      preheader: intro,
      blocks: [
        greetingBlock(data.firstName, t),
        { type: 'paragraph', text: intro },
        ...(data.kind === 'ORDER_REQUESTED'
          ? []
          : [{ type: 'paragraph' as const, text: t('orderEmailChanged.linksStopped') }]),
        ...undo,
        { type: 'paragraph', text: ifNotYou },
        { type: 'details', rows: [{ label: t('orderConfirmation.order'), value: data.orderShortId }] },
      ],
    };
  },
};
