import { Typography } from '@mantine/core';
import type { TPublicEvent } from '@marquee/core';
import { PageSectionFrame, useSectionHeading } from '../../../components/page-sections/page-section-block';
import { EventLocation } from './event-header';

/** The event's description, under the organizer's heading when they gave the block one. */
export function EventAbout({ event, heading }: { event: TPublicEvent; heading: string | null }) {
  if (!event.description) return null;
  return (
    <PageSectionFrame heading={heading}>
      <Typography>
        {/* Sanitised by the server before storing. */}
        <div dangerouslySetInnerHTML={{ __html: event.description }} />
      </Typography>
    </PageSectionFrame>
  );
}

/** The venue as its own block, with its map link (or the online note). */
export function EventLocationSection({ event, heading }: { event: TPublicEvent; heading: string | null }) {
  const headingOf = useSectionHeading();
  return (
    <PageSectionFrame heading={heading || headingOf('location')} testId="page-section-location">
      <EventLocation event={event} />
    </PageSectionFrame>
  );
}
