import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type TPublicOrganizerEvent } from '@marquee/core';
import { IconCalendar, IconMapPin, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useConfig } from '../../../lib/config-context';
import { DEFAULT_COVER_ASPECT_RATIO, useEventDates } from '../../public-event';

function placeOf(event: TPublicOrganizerEvent): string | null {
  const details = event.location_details;
  if (!details) return null;
  return [details.venue_name, details.city].filter(Boolean).join(', ') || null;
}

/** One event on the organizer page: cover (sized, with its placeholder), dates in the event's zone, place, price. */
export function EventCard({ event }: { event: TPublicOrganizerEvent }) {
  const { t, i18n } = useLingui();
  const dates = useEventDates(event);
  const place = placeOf(event);
  const { defaultImageUrl } = useConfig();
  const cover = event.cover_image;
  const eventTitle = event.title;
  const lowest = event.lowest_price === null ? null : formatMoney(event.lowest_price, event.currency, i18n.locale);
  const price = event.lowest_price === null ? null : event.lowest_price === 0 ? t`Free` : t`From ${lowest}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`/event/${event.id}/${encodeURIComponent(event.slug)}`}
      data-testid="organizer-event-card"
    >
      {!cover && defaultImageUrl && (
        <Card.Section mb="sm">
          <Image
            src={defaultImageUrl}
            alt=""
            loading="lazy"
            data-testid="event-card-default-cover"
            style={{ aspectRatio: DEFAULT_COVER_ASPECT_RATIO, height: 'auto', width: '100%', objectFit: 'cover' }}
          />
        </Card.Section>
      )}
      {cover && (
        <Card.Section mb="sm">
          <Image
            src={cover.url}
            width={cover.width}
            height={cover.height}
            alt={t`Cover image of ${eventTitle}`}
            loading="lazy"
            style={{
              aspectRatio: `${cover.width} / ${cover.height}`,
              height: 'auto',
              width: '100%',
              backgroundColor: cover.average_colour,
              backgroundImage: `url(${cover.lqip})`,
              backgroundSize: 'cover',
            }}
          />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg">
            {event.title}
          </Title>
          {event.status !== 'LIVE' && (
            <Badge color="gray" variant="light">
              {event.status.toLowerCase()}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendar size={16} aria-hidden />
          <Text fz="sm">{dates}</Text>
        </Group>
        {event.is_online_event ? (
          <Group gap="xs" wrap="nowrap">
            <IconWorld size={16} aria-hidden />
            <Text fz="sm">
              <Trans>Online event</Trans>
            </Text>
          </Group>
        ) : (
          place && (
            <Group gap="xs" wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text fz="sm">{place}</Text>
            </Group>
          )
        )}
        {price && (
          <Text fz="sm" fw={600}>
            {price}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
