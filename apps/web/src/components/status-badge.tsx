import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type MantineSize } from '@mantine/core';
import { isKnownStatus, statusBadge, type TAnyStatus } from '@marquee/core';
import type { CSSProperties } from 'react';

/**
 * The translatable text of every status in core's `STATUS_BADGES`: the same English words (spec §4: lower case,
 * underscores as spaces), written out so the catalogue extractor finds them. status-badge.test.tsx holds the two
 * equal.
 */
export const STATUS_MESSAGES: Readonly<Record<TAnyStatus, MessageDescriptor>> = {
  RESERVED: msg`reserved`,
  CANCELLED: msg`cancelled`,
  COMPLETED: msg`completed`,
  AWAITING_OFFLINE_PAYMENT: msg`awaiting offline payment`,
  ABANDONED: msg`abandoned`,
  NO_PAYMENT_REQUIRED: msg`no payment required`,
  AWAITING_PAYMENT: msg`awaiting payment`,
  PAYMENT_FAILED: msg`payment failed`,
  PAYMENT_RECEIVED: msg`payment received`,
  REFUND_PENDING: msg`refund pending`,
  REFUND_FAILED: msg`refund failed`,
  REFUNDED: msg`refunded`,
  PARTIALLY_REFUNDED: msg`partially refunded`,
  ACTIVE: msg`active`,
};

/** The translated text of a status (order, payment, refund or attendee), for badges, filters and sentences. */
export function useStatusText(): (status: string | null | undefined) => string {
  const { i18n } = useLingui();
  return (status) =>
    typeof status === 'string' && isKnownStatus(status) ? i18n._(STATUS_MESSAGES[status]) : statusBadge(status).text;
}

/**
 * The same words with a capital, for form controls (filters, audience checkboxes) where a lower-case option
 * would read as a typo; badges keep spec §4's lower case.
 */
export function useStatusLabel(): (status: string | null | undefined) => string {
  const { i18n } = useLingui();
  const text = useStatusText();
  return (status) => {
    const words = text(status);
    return words.charAt(0).toLocaleUpperCase(i18n.locale) + words.slice(1);
  };
}

type TStatusBadgeProps = {
  status: string | null | undefined;
  size?: MantineSize;
  variant?: 'light' | 'filled' | 'outline';
  testId?: string;
  style?: CSSProperties;
};

/** A status as one coloured badge: colour and words from core's table (spec §4), the words translated. */
export function StatusBadge({ status, size, variant = 'light', testId, style }: TStatusBadgeProps) {
  const text = useStatusText();
  const { color } = statusBadge(status);
  // Mantine writes badges in capitals; spec §4 shows status text in lower case.
  return (
    <Badge
      size={size}
      variant={variant}
      color={color}
      tt="none"
      data-testid={testId}
      data-status={status ?? undefined}
      data-status-color={color}
      style={style}
    >
      {text(status)}
    </Badge>
  );
}
