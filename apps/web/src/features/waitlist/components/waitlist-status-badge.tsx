import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import type { TWaitlistEntryStatus } from '@marquee/core';
import { WAITLIST_STATUS_COLORS } from '../lib/waitlist-list';

/** Words for an entry's status, for badges and the status filter. */
export function useWaitlistStatusLabel() {
  const { t } = useLingui();
  const labels: Record<TWaitlistEntryStatus, string> = {
    WAITING: t`Waiting`,
    OFFERED: t`Offered`,
    PURCHASED: t`Purchased`,
    OFFER_EXPIRED: t`Offer expired`,
    CANCELLED: t({ message: 'Cancelled', context: 'waiting list entry' }),
  };
  return (status: TWaitlistEntryStatus) => labels[status];
}

export function WaitlistStatusBadge({
  status,
  size = 'sm',
}: {
  status: TWaitlistEntryStatus;
  size?: BadgeProps['size'];
}) {
  const label = useWaitlistStatusLabel();
  return (
    <Badge
      variant="light"
      size={size}
      color={WAITLIST_STATUS_COLORS[status]}
      data-testid="waitlist-status"
      data-status={status}
    >
      {label(status)}
    </Badge>
  );
}
