import { useLingui } from '@lingui/react/macro';
import { Anchor, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TMessage } from '@marquee/core';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { formatInZone, zoneAbbreviation } from '../../../lib/zoned-time';
import { useEventProductOptions } from '../../event-resources';
import { useEvent } from '../../events';
import { useMessagingGate } from '../hooks/use-messaging-gate';
import type { TComposePreset } from '../lib/compose-form';
import { MESSAGE_PARAM } from '../lib/message-list';
import { ComposeMessageForm } from './compose-message-form';
import { MessagingBlockedNotice } from './messaging-blocked-notice';

export type TComposeMessageModalProps = {
  eventId: string;
  opened: boolean;
  onClose: () => void;
  /** Who it goes to when written from one person's screen; the audience choice otherwise. */
  preset?: TComposePreset | null;
  /** A message (not a test) was sent or scheduled; the modal has closed. */
  onSent?: (message: TMessage) => void;
  /** The toast offers to open the message on the messages screen (from the attendee or order screens). */
  withViewLink?: boolean;
};

/** Writes a message to the event's buyers or attendees (reference-screens `messages`, compose). */
export function ComposeMessageModal({
  eventId,
  opened,
  onClose,
  preset = null,
  onSent,
  withViewLink = false,
}: TComposeMessageModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} centered size="lg" title={t`New message`}>
      {opened ? (
        <ComposeMessageContent
          eventId={eventId}
          preset={preset}
          onClose={onClose}
          onSent={onSent}
          withViewLink={withViewLink}
        />
      ) : null}
    </Modal>
  );
}

function ComposeMessageContent({
  eventId,
  preset,
  onClose,
  onSent,
  withViewLink,
}: Omit<TComposeMessageModalProps, 'opened' | 'preset'> & { preset: TComposePreset | null }) {
  const gate = useMessagingGate();
  const event = useEvent(eventId);
  const tickets = useEventProductOptions(eventId, { productType: 'TICKET' });
  const products = useEventProductOptions(eventId);
  const notifySent = useSentToast(eventId, withViewLink ?? false);

  if (gate.isBlocked) return <MessagingBlockedNotice user={gate.user} />;
  if (!event.data || products.isLoading) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={120} />
        <Skeleton h={36} />
        <Skeleton h={180} />
      </Stack>
    );
  }
  const eventData = event.data;
  return (
    <ComposeMessageForm
      event={eventData}
      user={gate.user}
      preset={preset}
      ticketOptions={tickets.options}
      productOptions={products.options}
      onCancel={onClose}
      onSent={(message) => {
        notifySent(message, { email: gate.user?.email ?? '', timeZone: eventData.timezone });
        if (message.is_test) return;
        onClose();
        onSent?.(message);
      }}
    />
  );
}

/** "Message sent" (or scheduled, or the test), with a way to open it on the messages screen when asked. */
function useSentToast(eventId: string, withViewLink: boolean) {
  const { t, i18n } = useLingui();
  // Toasts render outside the router: the link navigates with the screen's own navigate.
  const navigate = useNavigate();
  return (message: TMessage, { email, timeZone }: { email: string; timeZone: string }) => {
    let text: string;
    if (message.is_test) {
      text = email ? t`Test message sent to ${email}.` : t`Test message sent to you.`;
    } else if (message.status === 'SCHEDULED' && message.scheduled_at) {
      const at = message.scheduled_at;
      const when = `${formatInZone(at, { locale: i18n.locale, timeZone })} ${zoneAbbreviation(timeZone, at)}`;
      text = t`Message scheduled for ${when}.`;
    } else {
      text = t`Message on its way.`;
    }
    const id = `message-sent-${message.id}`;
    const url = `/manage/event/${encodeURIComponent(eventId)}/messages?${MESSAGE_PARAM}=${encodeURIComponent(message.id)}`;
    notifySuccess(
      withViewLink && !message.is_test ? (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{text}</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              notifications.hide(id);
              void navigate(url);
            }}
          >
            {t`View in messages`}
          </Anchor>
        </Stack>
      ) : (
        text
      ),
      { id },
    );
  };
}
