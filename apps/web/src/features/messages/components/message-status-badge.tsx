import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import type { TMessageRecipientStatus, TMessageStatus } from '@marquee/core';
import { MESSAGE_STATUS_COLORS, RECIPIENT_STATUS_COLORS } from '../lib/message-list';

export function useMessageStatusLabel() {
  const { t } = useLingui();
  const labels: Record<TMessageStatus, string> = {
    PENDING_REVIEW: t`In review`,
    SCHEDULED: t`Scheduled`,
    PROCESSING: t`Sending`,
    SENT: t`Sent`,
    FAILED: t`Failed`,
    CANCELLED: t`Cancelled`,
  };
  return (status: TMessageStatus) => labels[status];
}

export function useRecipientStatusLabel() {
  const { t } = useLingui();
  const labels: Record<TMessageRecipientStatus, string> = {
    PENDING: t`Pending`,
    SENT: t`Delivered`,
    FAILED: t`Failed`,
  };
  return (status: TMessageRecipientStatus) => labels[status];
}

/** A message's status: violet waits, blue is on its way, teal went out, red failed, grey was called off. */
export function MessageStatusBadge({ status, size = 'sm' }: { status: TMessageStatus; size?: BadgeProps['size'] }) {
  const label = useMessageStatusLabel();
  return (
    <Badge variant="light" size={size} color={MESSAGE_STATUS_COLORS[status]} data-testid="message-status">
      {label(status)}
    </Badge>
  );
}

export function RecipientStatusBadge({ status }: { status: TMessageRecipientStatus }) {
  const label = useRecipientStatusLabel();
  return (
    <Badge variant="light" size="sm" color={RECIPIENT_STATUS_COLORS[status]} data-testid="recipient-status">
      {label(status)}
    </Badge>
  );
}

/** Test messages went to the sender alone; they are marked wherever the message shows. */
export function TestMessageBadge() {
  const { t } = useLingui();
  return (
    <Badge variant="outline" size="sm" color="gray" title={t`Sent only to the person who wrote it`}>
      {t`Test`}
    </Badge>
  );
}
