import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TCheckInAttendee } from '@marquee/core';
import { IconLogin2, IconLogout2 } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/status-badge';
import { attendeeName, isAwaitingPayment, ticketLabel, ticketReference } from '../lib/attendee-text';

type TCheckInAttendeeRowProps = {
  attendee: TCheckInAttendee;
  /** "19:02": when they were checked in, in the event's zone. */
  checkedInAt: string | null;
  isBusy: boolean;
  onCheckIn: (attendee: TCheckInAttendee) => void;
  onCheckOut: (attendee: TCheckInAttendee) => void;
};

/** One ticket holder: who, which ticket, their state at this door, and the one action that applies. */
export function CheckInAttendeeRow({ attendee, checkedInAt, isBusy, onCheckIn, onCheckOut }: TCheckInAttendeeRowProps) {
  const { t } = useLingui();
  const name = attendeeName(attendee);
  const isCancelled = attendee.status === 'CANCELLED';
  const isCheckedIn = attendee.check_in !== null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="check-in-row"
      data-state={isCancelled ? 'cancelled' : isCheckedIn ? 'checked-in' : 'not-checked-in'}
      bg={isCheckedIn ? 'var(--mantine-color-teal-light)' : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Stack gap={2} miw={0} flex={1}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text fz="sm" c="dimmed">
            {ticketLabel(attendee)}
          </Text>
          {/* The end of the ticket's code, as printed on the ticket: the list never carries the whole code. */}
          <Text ff="monospace" fz="xs" c="dimmed">
            {ticketReference(attendee)}
          </Text>
          <Group gap={6} mt={2}>
            {isCheckedIn && (
              <Badge color="teal" variant="filled" size="sm">
                {checkedInAt ? <Trans>Checked in {checkedInAt}</Trans> : <Trans>Checked in</Trans>}
              </Badge>
            )}
            {/* The statuses in core's one badge table (spec §4), as in the order drawer and lists. */}
            {isCancelled && <StatusBadge status="CANCELLED" variant="filled" size="sm" />}
            {!isCancelled && isAwaitingPayment(attendee) && <StatusBadge status="AWAITING_PAYMENT" size="sm" />}
          </Group>
        </Stack>
        {isCheckedIn ? (
          <Button
            variant="default"
            loading={isBusy}
            onClick={() => onCheckOut(attendee)}
            leftSection={<IconLogout2 size={18} aria-hidden />}
            aria-label={t`Check out ${name}`}
            style={{ flexShrink: 0 }}
          >
            <Trans>Check out</Trans>
          </Button>
        ) : (
          <Button
            disabled={isCancelled}
            loading={isBusy}
            onClick={() => onCheckIn(attendee)}
            leftSection={<IconLogin2 size={18} aria-hidden />}
            aria-label={t`Check in ${name}`}
            style={{ flexShrink: 0 }}
          >
            <Trans>Check in</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  );
}
