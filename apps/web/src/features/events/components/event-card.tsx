import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Box, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { TEvent } from '@marquee/core';
import {
  IconArchive,
  IconCopy,
  IconDots,
  IconExternalLink,
  IconMapPin,
  IconRestore,
  IconSettings,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useConfig } from '../../../lib/config-context';
import { formatRelativeTime } from '../../../lib/dates';
import { gradientFromId } from '../../../lib/gradient';
import { formatInZone } from '../../../lib/zoned-time';
import { STATUS_COLORS, useEventLabels } from '../hooks/use-event-labels';
import { useArchiveEvent } from '../hooks/use-event-status-actions';
import { eventCover, eventPlaceName, eventRibbon } from '../lib/event-facts';
import classes from './event-card.module.css';

const cssUrl = (url: string) => `url("${url}")`;

type TEventCardProps = {
  event: TEvent;
  /** Shown with a link when the list mixes organizers. */
  organizer?: { id: string; name: string } | null;
  onDuplicate: (event: TEvent) => void;
};

/** An event in a list: cover, status, when and where, and its everyday actions. */
export function EventCard({ event, organizer, onDuplicate }: TEventCardProps) {
  const { t, i18n } = useLingui();
  const labels = useEventLabels();
  const { archive, restore } = useArchiveEvent(event);
  const cover = eventCover(event);
  const { defaultImageUrl } = useConfig();
  const ribbon = eventRibbon(event);
  const locale = i18n.locale;
  const timeZone = event.timezone;
  const month = formatInZone(event.start_date, { locale, timeZone, month: 'short' });
  const day = formatInZone(event.start_date, { locale, timeZone, day: 'numeric' });
  const when = formatInZone(event.start_date, {
    locale,
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const relative = formatRelativeTime(event.start_date, locale);
  const place = event.is_online_event ? t`Online` : (eventPlaceName(event) ?? t`Location not set`);
  const title = event.title;
  const manageUrl = `/manage/event/${event.id}/dashboard`;
  const ribbonLabel = ribbon === 'ENDED' ? t`Ended` : labels.status(ribbon);

  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} data-testid="event-card">
      <Box
        className={classes.cover}
        h={132}
        style={{
          backgroundColor: cover?.average_colour,
          backgroundImage: cover
            ? `${cssUrl(cover.url)}, ${cssUrl(cover.lqip)}`
            : defaultImageUrl
              ? cssUrl(defaultImageUrl)
              : gradientFromId(event.id),
        }}
        role={cover ? 'img' : undefined}
        aria-label={cover ? t`Cover of ${title}` : undefined}
      >
        <Badge
          className={classes.ribbon}
          color={ribbon === 'ENDED' ? 'gray' : STATUS_COLORS[ribbon]}
          variant="filled"
          leftSection={ribbon === 'LIVE' ? <span className={classes.pulse} aria-hidden /> : null}
        >
          {ribbonLabel}
        </Badge>
      </Box>
      <Group align="flex-start" gap="sm" p="md" wrap="nowrap" style={{ flex: 1 }}>
        <div className={classes.dateBlock} aria-hidden>
          <Text size="xs" fw={800} tt="uppercase" c="primary">
            {month}
          </Text>
          <Text fz={22} fw={800} lh={1.1}>
            {day}
          </Text>
        </div>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={manageUrl} className={classes.stretchedLink} fw={800} lineClamp={2}>
            {title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {when} · {relative}
          </Text>
          <Group gap={4} wrap="nowrap">
            {event.is_online_event ? <IconWorld size={14} aria-hidden /> : <IconMapPin size={14} aria-hidden />}
            <Text size="sm" c="dimmed" truncate>
              {place}
            </Text>
          </Group>
          {organizer ? (
            <Anchor
              component={Link}
              to={`/manage/organizer/${organizer.id}/dashboard`}
              size="sm"
              className={classes.above}
              truncate
            >
              {organizer.name}
            </Anchor>
          ) : null}
        </Stack>
        <Menu position="bottom-end" withinPortal shadow="md" width={220}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" className={classes.above} aria-label={t`Actions for ${title}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={manageUrl} leftSection={<IconSettings size={16} aria-hidden />}>
              <Trans>Manage</Trans>
            </Menu.Item>
            <Menu.Item
              component="a"
              href={event.public_url}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              <Trans>View public page</Trans>
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onDuplicate(event)}>
              <Trans>Duplicate</Trans>
            </Menu.Item>
            <Menu.Divider />
            {event.status === 'ARCHIVED' ? (
              <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={() => void restore()}>
                <Trans>Restore</Trans>
              </Menu.Item>
            ) : (
              <Menu.Item color="red" leftSection={<IconArchive size={16} aria-hidden />} onClick={() => void archive()}>
                <Trans>Archive</Trans>
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
