import { Trans } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TCheckIn } from '@marquee/core';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

/**
 * Every entry and exit of an attendee, newest first (docs/decisions/099-check-in-lists.md): a check-out keeps
 * its check-in, so staff can tell when a ticket was used and on which list.
 */
export function AttendeeCheckInHistory({ checkIns }: { checkIns: TCheckIn[] }) {
  const formatTime = useFormatDisplayTime();
  if (checkIns.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Not checked in yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="attendee-check-ins" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {checkIns.map((checkIn) => {
        const checkedIn = formatTime(checkIn.created_at, { withZone: true });
        const checkedOut = checkIn.checked_out_at ? formatTime(checkIn.checked_out_at, { withZone: true }) : null;
        return (
          <Group key={checkIn.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate>
                {checkIn.check_in_list_name}
              </Text>
              <Text size="xs" c="dimmed">
                {checkedOut ? (
                  <Trans>
                    In {checkedIn} · out {checkedOut}
                  </Trans>
                ) : (
                  <Trans>In {checkedIn}</Trans>
                )}
              </Text>
            </Stack>
            {checkedOut ? (
              <Badge variant="light" color="gray">
                <Trans>Checked out</Trans>
              </Badge>
            ) : (
              <Badge variant="light" color="green">
                <Trans>Checked in</Trans>
              </Badge>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
