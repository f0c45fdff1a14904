import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TEvent } from '@marquee/core';
import { IconCalendar, IconCoins, IconMapPin, IconSettings, IconTicket, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../../lib/config-context';
import { gradientFromId } from '../../../lib/gradient';
import { formatInZone } from '../../../lib/zoned-time';
import { STATUS_COLORS, useEventLabels } from '../hooks/use-event-labels';
import { eventCover, eventPlaceName, eventRibbon } from '../lib/event-facts';

/** The title takes the room; the buttons wrap below it on narrow screens. */
const TITLE_FLEX = '1 1 16rem';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c="dimmed" mt={2} aria-hidden>
        {icon}
      </Box>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          {label}
        </Text>
        <Text size="sm">{children}</Text>
      </div>
    </Group>
  );
}

/** The event at a glance on its dashboard: cover, status, when, where, money and where to change it. */
export function EventSummaryCard({ event }: { event: TEvent }) {
  const { t, i18n } = useLingui();
  const labels = useEventLabels();
  const cover = eventCover(event);
  const { defaultImageUrl } = useConfig();
  const ribbon = eventRibbon(event);
  const locale = i18n.locale;
  const timeZone = event.timezone;
  const start = formatInZone(event.start_date, { locale, timeZone, dateStyle: 'full', timeStyle: 'short' });
  const end = event.end_date
    ? formatInZone(event.end_date, { locale, timeZone, dateStyle: 'medium', timeStyle: 'short' })
    : null;
  const place = event.is_online_event ? t`Online event` : (eventPlaceName(event) ?? t`Not set yet`);
  const city = !event.is_online_event ? event.location_details?.city : null;
  const title = event.title;
  const zone = timeZone.replace(/_/g, ' ');

  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Box
        h={{ base: 120, sm: 180 }}
        style={{
          backgroundColor: cover?.average_colour,
          backgroundImage: cover
            ? `url("${cover.url}")`
            : defaultImageUrl
              ? `url("${defaultImageUrl}")`
              : gradientFromId(event.id),
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
        role={cover ? 'img' : undefined}
        aria-label={cover ? t`Cover of ${title}` : undefined}
        data-testid="event-cover"
        data-has-cover={cover ? 'true' : 'false'}
      />
      <Stack p={{ base: 'md', sm: 'lg' }} gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: TITLE_FLEX }}>
            <Group gap="xs">
              <Badge color={ribbon === 'ENDED' ? 'gray' : STATUS_COLORS[ribbon]} variant="light">
                {ribbon === 'ENDED' ? t`Ended` : labels.status(ribbon)}
              </Badge>
              <Badge variant="outline" color="gray">
                {labels.category(event.category)}
              </Badge>
            </Group>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {title}
            </Title>
            <Anchor href={event.public_url} target="_blank" rel="noopener" size="sm" truncate>
              {event.public_url}
            </Anchor>
          </Stack>
          <Group gap="xs">
            <Button
              component={Link}
              to={`/manage/event/${event.id}/settings`}
              variant="default"
              size="xs"
              leftSection={<IconSettings size={14} aria-hidden />}
            >
              <Trans>Edit details</Trans>
            </Button>
            <Button
              component={Link}
              to={`/manage/event/${event.id}/products`}
              size="xs"
              leftSection={<IconTicket size={14} aria-hidden />}
            >
              <Trans>Tickets</Trans>
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact icon={<IconCalendar size={18} />} label={t`When`}>
            {start}
            {end ? (
              <>
                <br />
                <Trans>until {end}</Trans>
              </>
            ) : null}
            <br />
            <Text span size="xs" c="dimmed">
              {zone}
            </Text>
          </Fact>
          <Fact icon={event.is_online_event ? <IconWorld size={18} /> : <IconMapPin size={18} />} label={t`Where`}>
            {place}
            {city && city !== place ? (
              <>
                <br />
                {city}
              </>
            ) : null}
          </Fact>
          <Fact icon={<IconCoins size={18} />} label={t`Currency`}>
            {event.currency}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
