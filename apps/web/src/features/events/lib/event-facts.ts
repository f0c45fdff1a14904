import type { TEvent, TImage } from '@marquee/core';

export type TEventRibbon = 'ARCHIVED' | 'ENDED' | 'DRAFT' | 'PAUSED' | 'LIVE';

/** The one word on a card's corner: Archived beats Ended beats Draft/Paused beats Live (reference §2.2). */
export function eventRibbon(event: Pick<TEvent, 'status' | 'lifecycle'>): TEventRibbon {
  if (event.status === 'ARCHIVED') return 'ARCHIVED';
  if (event.lifecycle === 'ENDED') return 'ENDED';
  return event.status;
}

export function eventCover(event: Pick<TEvent, 'images'>): TImage | null {
  return event.images.find((image) => image.type === 'EVENT_COVER') ?? null;
}

/** Venue name, else the first address part people recognise; null when nothing is set. */
export function eventPlaceName(event: Pick<TEvent, 'location_details'>): string | null {
  const place = event.location_details;
  if (!place) return null;
  return place.venue_name || place.city || place.address_line_1 || null;
}

/** Whether an organizer said where the event happens (a venue or address, or that it is online). */
export function hasLocation(event: Pick<TEvent, 'is_online_event' | 'location_details'>): boolean {
  if (event.is_online_event) return true;
  const place = event.location_details;
  return Boolean(place && (place.venue_name || place.address_line_1 || place.city));
}
