import type { TAttendee } from '@marquee/core';
import { StatusBadge, useStatusLabel } from '../../../components/status-badge';

type TAttendeeStatus = TAttendee['status'];

/** Words for an attendee's status, from the one status table, for filters and form controls. */
export function useAttendeeStatusLabel(): (status: TAttendeeStatus) => string {
  return useStatusLabel();
}

/** An attendee's status, coloured like the order statuses of spec §4 (orange waits, red is over). */
export function AttendeeStatusBadge({ status }: { status: TAttendeeStatus }) {
  return <StatusBadge status={status} testId="attendee-status" />;
}
