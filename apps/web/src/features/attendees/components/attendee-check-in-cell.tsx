import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TAttendee, TCheckInList } from '@marquee/core';
import { useState } from 'react';
import { attendeeName } from '../lib/attendee-list';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

/** The event's check-in lists that cover this attendee's ticket. */
export function listsOfAttendee(lists: readonly TCheckInList[], attendee: Pick<TAttendee, 'product_id'>) {
  return lists.filter((list) => list.product_ids.includes(attendee.product_id));
}

/**
 * "n / m": on how many of the lists covering the ticket the attendee is checked in now; opens a read-only
 * summary per list (reference screens, attendees: check-in column).
 */
export function AttendeeCheckInCell({ attendee, lists }: { attendee: TAttendee; lists: readonly TCheckInList[] }) {
  const { t } = useLingui();
  const formatTime = useFormatDisplayTime();
  const [opened, setOpened] = useState(false);
  const covering = listsOfAttendee(lists, attendee);
  if (covering.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const checkedIn = covering.filter((list) =>
    attendee.check_ins.some((checkIn) => checkIn.check_in_list_id === list.id),
  ).length;
  const total = covering.length;
  const name = attendeeName(attendee) ?? `#${attendee.short_id}`;
  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        aria-label={plural(total, {
          // The badge's own "1 / 2" is in the name, as WCAG 2.5.3 wants of what a button shows.
          one: `Check-ins of ${name}: ${checkedIn} / # list`,
          other: `Check-ins of ${name}: ${checkedIn} / # lists`,
        })}
      >
        <Badge variant="light" color={checkedIn > 0 ? 'green' : 'gray'} style={{ cursor: 'pointer' }}>
          {checkedIn} / {total}
        </Badge>
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Check-ins of ${name}`} centered>
        <Stack gap="sm" data-testid="attendee-check-in-lists">
          {covering.map((list) => {
            const checkIn = attendee.check_ins.find((candidate) => candidate.check_in_list_id === list.id);
            const at = checkIn ? formatTime(checkIn.created_at, { withZone: true }) : null;
            return (
              <Group key={list.id} justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {list.name}
                </Text>
                {at ? (
                  <Badge variant="light" color="green">
                    <Trans>Checked in {at}</Trans>
                  </Badge>
                ) : (
                  <Badge variant="light" color="gray">
                    <Trans>Not checked in</Trans>
                  </Badge>
                )}
              </Group>
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
