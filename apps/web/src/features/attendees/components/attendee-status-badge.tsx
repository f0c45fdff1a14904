import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { TAttendee } from '@marquee/core';

type TAttendeeStatus = TAttendee['status'];

const STATUS_COLOR: Record<TAttendeeStatus, string> = {
  ACTIVE: 'teal',
  AWAITING_PAYMENT: 'orange',
  CANCELLED: 'red',
};

export function useAttendeeStatusLabel() {
  const { t } = useLingui();
  const labels: Record<TAttendeeStatus, string> = {
    ACTIVE: t`Active`,
    AWAITING_PAYMENT: t`Awaiting payment`,
    CANCELLED: t`Cancelled`,
  };
  return (status: TAttendeeStatus) => labels[status];
}

/** An attendee's status, coloured like the order statuses of spec §4 (orange waits, red is over). */
export function AttendeeStatusBadge({ status }: { status: TAttendeeStatus }) {
  const label = useAttendeeStatusLabel();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} data-testid="attendee-status">
      {label(status)}
    </Badge>
  );
}
