import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { formatNumber, type TCheckInList } from '@marquee/core';
import { IconCopy, IconDots, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { copyLink } from '../../event-resources';
import { checkInListUrl } from '../lib/check-in-list-state';
import { CheckInListStatusBadge } from './check-in-list-status-badge';

type TCheckInListCardProps = {
  list: TCheckInList;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** "12 / 80 checked in" with a bar; an empty list shows an empty bar, not a division by zero. */
function CheckInProgress({ list }: { list: TCheckInList }) {
  const { i18n } = useLingui();
  const checkedIn = formatNumber(list.checked_in_attendees, i18n.locale);
  const total = formatNumber(list.total_attendees, i18n.locale);
  const percentage = list.total_attendees > 0 ? (list.checked_in_attendees / list.total_attendees) * 100 : 0;
  const percent = formatNumber(percentage, i18n.locale, { maximumFractionDigits: 0 });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" data-testid="check-in-list-progress">
          <Trans>
            {checkedIn} / {total} checked in
          </Trans>
        </Text>
        <Text size="xs" c="dimmed">
          {percent} %
        </Text>
      </Group>
      <Progress
        value={Math.min(percentage, 100)}
        color={percentage >= 100 ? 'teal' : 'blue'}
        size="md"
        aria-label={plural(list.total_attendees, {
          one: `${checkedIn} of ${total} attendee checked in`,
          other: `${checkedIn} of ${total} attendees checked in`,
        })}
      />
    </Stack>
  );
}

/** One check-in list: its state, what it covers, how many have arrived, and its actions. */
export function CheckInListCard({ list, timeZone, onEdit, onDelete }: TCheckInListCardProps) {
  const { t } = useLingui();
  const name = list.name;
  const url = checkInListUrl(list.short_id);
  const ticketCount = list.products.length;
  const ticketNames = list.products.map((product) => product.title).join(', ');
  return (
    <Card withBorder radius="lg" padding="md" data-testid="check-in-list-card" data-list-name={name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={6} miw={0}>
            <Text fw={800} fz="lg" lineClamp={2} title={name} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Group gap="xs" wrap="wrap">
              <CheckInListStatusBadge list={list} timeZone={timeZone} />
              <Text size="sm" c="dimmed" title={ticketNames}>
                <Plural value={ticketCount} one="Includes # ticket" other="Includes # tickets" />
              </Text>
            </Group>
          </Stack>
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                <Trans>Edit</Trans>
              </Menu.Item>
              <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copyLink(url, t`Copied`)}>
                <Trans>Copy check-in link</Trans>
              </Menu.Item>
              <Menu.Item
                component="a"
                href={url}
                target="_blank"
                rel="noopener"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                <Trans>Open check-in page</Trans>
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                <Trans>Delete</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {list.description ? (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {list.description}
          </Text>
        ) : null}
        <div style={{ marginTop: 'auto' }}>
          <CheckInProgress list={list} />
        </div>
      </Stack>
    </Card>
  );
}
