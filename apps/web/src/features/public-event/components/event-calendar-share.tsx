import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { countryName, googleCalendarUrl, locationLine, type TPublicEvent } from '@marquee/core';
import { IconCalendarPlus, IconDownload, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { buildApiUrl } from '../../../lib/api-client';

type TCalendarShareEvent = Pick<
  TPublicEvent,
  'id' | 'slug' | 'title' | 'start_date' | 'end_date' | 'lifecycle' | 'is_online_event' | 'location_details'
>;

const linkStyle = { display: 'inline-flex', gap: 4, alignItems: 'center' } as const;

/** The event page's own address, whichever page shows these links. */
export const eventPageUrl = (event: Pick<TPublicEvent, 'id' | 'slug'>) =>
  `${window.location.origin}/event/${event.id}/${event.slug}`;

/**
 * "Add to Google Calendar" and the .ics file for every other calendar app (until the event ends), and (when the
 * organizer allows it) Share: the phone's share sheet where there is one, otherwise the link copied.
 */
export function EventCalendarShare({ event, canShare }: { event: TCalendarShareEvent; canShare: boolean }) {
  const { t, i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const url = eventPageUrl(event);
  const googleUrl = googleCalendarUrl({
    title: event.title,
    start_date: event.start_date,
    end_date: event.end_date,
    location: event.is_online_event
      ? t`Online`
      : locationLine(event.location_details, { countryName: (code) => countryName(code, i18n.locale) }),
    url,
  });

  const share = async () => {
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects; there is nothing to tell the buyer then.
      await navigator.share({ title: event.title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (a page not served over HTTPS): the address to copy by hand.
      window.prompt(t`Copy the link to this event`, url);
    }
  };

  return (
    <Group gap="md" data-testid="event-calendar-share">
      {/* A calendar entry for an event that is over helps nobody. */}
      {event.lifecycle !== 'ENDED' && (
        <>
          <Anchor href={googleUrl} target="_blank" rel="noopener noreferrer" fz="sm" style={linkStyle}>
            <IconCalendarPlus size={16} aria-hidden />
            <Trans>Add to Google Calendar</Trans>
          </Anchor>
          <Anchor href={buildApiUrl(`public/events/${event.id}/calendar.ics`)} download fz="sm" style={linkStyle}>
            <IconDownload size={16} aria-hidden />
            <Trans>Calendar file (.ics)</Trans>
          </Anchor>
        </>
      )}
      {canShare && (
        <UnstyledButton onClick={() => void share()} fz="sm" c="var(--mantine-color-anchor)" style={linkStyle}>
          <IconShare size={16} aria-hidden />
          <Trans>Share</Trans>
        </UnstyledButton>
      )}
      <Text fz="sm" c="dimmed" role="status" aria-live="polite">
        {copied ? <Trans>Link copied</Trans> : null}
      </Text>
    </Group>
  );
}
