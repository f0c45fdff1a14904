import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { countryName, locationLines, type TImage, type TPublicEvent } from '@marquee/core';
import { IconCalendar, IconMapPin, IconWorld } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useConfig } from '../../../lib/config-context';
import { formatInZone, zoneAbbreviation } from '../../../lib/zoned-time';
import { areTicketsSoldOut } from '../lib/selection';

// Below the dates, and not needed to choose tickets: loaded right after the page, which keeps the light entry in its
// script budget (buyer-entry.test.ts). The fallback holds its line so nothing moves when it arrives.
const EventCalendarShare = lazy(() =>
  import('./event-calendar-share').then((module) => ({ default: module.EventCalendarShare })),
);

/** "Sat, 14 Mar 2026, 19:00 – 23:00 GMT+1" in the event's own time zone. */
export function useEventDates(event: Pick<TPublicEvent, 'start_date' | 'end_date' | 'timezone'>): string {
  const { i18n } = useLingui();
  const options = { locale: i18n.locale, timeZone: event.timezone, dateStyle: 'full', timeStyle: 'short' } as const;
  const start = formatInZone(event.start_date, options);
  const zone = zoneAbbreviation(event.timezone, event.start_date);
  if (!event.end_date) return `${start} ${zone}`;
  const sameDay =
    formatInZone(event.start_date, { locale: 'en-CA', timeZone: event.timezone, dateStyle: 'short' }) ===
    formatInZone(event.end_date, { locale: 'en-CA', timeZone: event.timezone, dateStyle: 'short' });
  const end = sameDay
    ? formatInZone(event.end_date, { locale: i18n.locale, timeZone: event.timezone, timeStyle: 'short' })
    : formatInZone(event.end_date, options);
  return `${start} – ${end} ${zone}`;
}

/** The calendar icon and the event's dates in its own time zone. */
export function EventDates({ event }: { event: Pick<TPublicEvent, 'start_date' | 'end_date' | 'timezone'> }) {
  const dates = useEventDates(event);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconCalendar size={18} aria-hidden />
      <Text data-testid="event-dates">{dates}</Text>
    </Group>
  );
}

export function EventLocation({
  event,
}: {
  event: Pick<TPublicEvent, 'is_online_event' | 'location_details' | 'maps_url'>;
}) {
  const { i18n } = useLingui();
  const lines = locationLines(event.location_details, { countryName: (code) => countryName(code, i18n.locale) });
  if (event.is_online_event)
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconWorld size={18} aria-hidden />
        <Text>
          <Trans>Online event: you get the joining details after your order.</Trans>
        </Text>
      </Group>
    );
  if (lines.length === 0) return null;
  const mapsUrl =
    event.maps_url ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(', '))}`;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconMapPin size={18} aria-hidden />
      <Stack gap={0}>
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Anchor href={mapsUrl} target="_blank" rel="noopener noreferrer" fz="sm">
          <Trans>Open in maps</Trans>
        </Anchor>
      </Stack>
    </Group>
  );
}

/**
 * On a desktop the cover fills the left column beside the ticket panel, at most 752 px (a 75rem frame less its
 * padding, the 24rem panel and the gap, event-page-view.module.css); below that it is one column across the page.
 */
const COVER_SIZES = '(min-width: 62em) 752px, 100vw';

/** The stored smaller copies plus the original, so the browser fetches the smallest that is sharp enough. */
export function coverSrcSet(image: Pick<TImage, 'url' | 'width' | 'variants'>): string | undefined {
  if (image.variants.length === 0) return undefined;
  return [...image.variants, { width: image.width, url: image.url }]
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(', ');
}

/**
 * DEFAULT_IMAGE_URL stands in for a missing cover. Its size is unknown, so it fills a fixed 2:1 box (the
 * server's first paint draws the same box, decision 084) instead of jumping once it loads.
 */
export const DEFAULT_COVER_ASPECT_RATIO = '2 / 1';

/** Cover, title, dates, place, description and organizer of a public event. */
export function EventHeader({ event }: { event: TPublicEvent }) {
  const { t } = useLingui();
  const { defaultImageUrl } = useConfig();
  const eventTitle = event.title;
  const cover = event.images.find((image) => image.type === 'EVENT_COVER');
  return (
    <Stack gap="md">
      {cover ? (
        <Image
          src={cover.url}
          srcSet={coverSrcSet(cover)}
          sizes={COVER_SIZES}
          width={cover.width}
          height={cover.height}
          alt={t`Cover image of ${eventTitle}`}
          radius="md"
          fetchPriority="high"
          style={{
            aspectRatio: `${cover.width} / ${cover.height}`,
            height: 'auto',
            width: '100%',
            backgroundColor: cover.average_colour,
            backgroundImage: `url(${cover.lqip})`,
            backgroundSize: 'cover',
          }}
        />
      ) : (
        defaultImageUrl && (
          <Image
            src={defaultImageUrl}
            alt=""
            radius="md"
            data-testid="event-default-cover"
            style={{ aspectRatio: DEFAULT_COVER_ASPECT_RATIO, width: '100%', objectFit: 'cover' }}
          />
        )
      )}
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {event.title}
      </Title>
      {event.lifecycle !== 'ENDED' && areTicketsSoldOut(event) && (
        <Badge color="red" variant="light" size="lg" data-testid="event-sold-out" style={{ alignSelf: 'flex-start' }}>
          <Trans>Sold out</Trans>
        </Badge>
      )}
      <EventDates event={event} />
      <EventLocation event={event} />
      <Suspense fallback={<div style={{ minHeight: 22 }} />}>
        <EventCalendarShare event={event} canShare={event.settings.show_share_buttons} />
      </Suspense>
    </Stack>
  );
}
