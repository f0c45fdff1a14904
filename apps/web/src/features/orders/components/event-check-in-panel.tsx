import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@marquee/core';
import { Link } from 'react-router';
import { useEventCheckInStats } from '../api/stats';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * The door at a glance on the event dashboard (decision 099): who is in, overall and per check-in list. Shown
 * only once the event has lists; the figures follow the doors every 30 s.
 */
export function EventCheckInPanel({ eventId }: { eventId: string }) {
  const { t, i18n } = useLingui();
  const stats = useEventCheckInStats(eventId).data;
  if (!stats || stats.lists.length === 0) return null;
  const checkedIn = formatNumber(stats.checked_in_attendees, i18n.locale);
  const total = formatNumber(stats.total_attendees, i18n.locale);
  const rate = percent(stats.checked_in_attendees, stats.total_attendees);
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="event-check-in-panel">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} fz="h4">
            <Trans>Check-in</Trans>
          </Title>
          <Anchor component={Link} to={`/manage/event/${encodeURIComponent(eventId)}/check-in`} size="sm">
            <Trans>Check-in lists</Trans>
          </Anchor>
        </Group>
        <Text size="sm">
          {plural(stats.total_attendees, {
            one: `${checkedIn} of ${total} attendee checked in (${rate}%)`,
            other: `${checkedIn} of ${total} attendees checked in (${rate}%)`,
          })}
        </Text>
        <Stack gap="sm">
          {stats.lists.map((list) => {
            const inCount = formatNumber(list.checked_in, i18n.locale);
            const listTotal = formatNumber(list.total, i18n.locale);
            const name = list.name;
            return (
              <Stack key={list.id} gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {inCount} / {listTotal}
                  </Text>
                </Group>
                <Progress
                  value={percent(list.checked_in, list.total)}
                  aria-label={t`${name}: ${inCount} of ${listTotal} checked in`}
                />
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
