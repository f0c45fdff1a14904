import {
  DEFAULT_ORGANIZER_SETTINGS,
  toPublicSections,
  type TImage,
  type TLocationDetails,
  type TPublicEventListItem,
  type TPublicEventLocationSummary,
  type TPublicEventSaleState,
  type TPublicOrganizer,
  type TPublicOrganizerEvent,
} from '@marquee/core';
import type { ListedEventRow } from './public-events.repository';
import type { PublicEventRow, PublicOrganizerRow } from './public-pages.repository';

// GENERIC: the pictures of the page's sections (gallery, speakers, sponsors).
const ORGANIZER_PUBLIC_IMAGE_TYPES = new Set<TImage['type']>(['ORGANIZER_LOGO', 'ORGANIZER_COVER', 'GENERIC']);

/** A whitelist: the organizer's email, phone, currency and back-office settings never leave the server. */
export function toPublicOrganizer(
  row: PublicOrganizerRow,
  input: { frontendUrl: string; images: TImage[] },
): TPublicOrganizer {
  const settings = { ...DEFAULT_ORGANIZER_SETTINGS, ...row.settings };
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    description: row.description,
    website: row.website,
    timezone: row.timezone,
    images: input.images.filter((image) => ORGANIZER_PUBLIC_IMAGE_TYPES.has(image.type)),
    settings: {
      social_media_handles: settings.social_media_handles,
      website_url: settings.website_url,
      location_details: settings.location_details,
      seo_title: settings.seo_title,
      seo_description: settings.seo_description,
      seo_keywords: settings.seo_keywords,
      allow_search_engine_indexing: settings.allow_search_engine_indexing,
    },
    public_url: `${input.frontendUrl}/events/${row.id}/${row.slug}`,
    homepage_theme_settings: settings.homepage_theme_settings,
    homepage_sections: toPublicSections(settings.homepage_sections, input.images),
  };
}

export function toPublicOrganizerEvent(
  row: PublicEventRow,
  input: { frontendUrl: string; cover: TImage | null; lowestPrice: number | null },
): TPublicOrganizerEvent {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    timezone: row.timezone,
    currency: row.currency,
    is_online_event: row.isOnlineEvent,
    location_details: (row.locationDetails as TLocationDetails | null) ?? null,
    cover_image: input.cover,
    lowest_price: input.lowestPrice,
    public_url: `${input.frontendUrl}/event/${row.id}/${row.slug}`,
  };
}

/** Venue, city, region and country only: a card names the place, the event page gives the address. */
function locationSummary(row: PublicEventRow): TPublicEventLocationSummary | null {
  const details = row.locationDetails as TLocationDetails | null;
  if (row.isOnlineEvent || !details) return null;
  const summary = {
    venue_name: details.venue_name ?? null,
    city: details.city ?? null,
    state_or_region: details.state_or_region ?? null,
    country: details.country ?? null,
  };
  return Object.values(summary).some((value) => value !== null) ? summary : null;
}

export function toPublicEventListItem(
  row: ListedEventRow,
  input: { frontendUrl: string; cover: TImage | null; lowestPrice: number | null; saleState: TPublicEventSaleState },
): TPublicEventListItem {
  const { event, organizer } = row;
  return {
    id: event.id,
    title: event.title,
    slug: event.slug,
    category: event.category as TPublicEventListItem['category'],
    start_date: event.startDate.toISOString(),
    end_date: event.endDate?.toISOString() ?? null,
    timezone: event.timezone,
    currency: event.currency,
    is_online_event: event.isOnlineEvent,
    location: locationSummary(event),
    cover_image: input.cover,
    organizer: { id: organizer.id, name: organizer.name, slug: organizer.slug },
    lowest_price: input.lowestPrice,
    sale_state: input.saleState,
    public_url: `${input.frontendUrl}/event/${event.id}/${event.slug}`,
  };
}
