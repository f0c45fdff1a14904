import {
  defaultEventSettings,
  type TEvent,
  type TEventSettings,
  type TEventSettingsResponse,
  type TImage,
} from '@marquee/core';
import type { EventRow } from './events.repository';

export function eventLifecycle(row: Pick<EventRow, 'startDate' | 'endDate'>, now = new Date()): TEvent['lifecycle'] {
  if (row.endDate && row.endDate.getTime() <= now.getTime()) return 'ENDED';
  if (row.startDate.getTime() > now.getTime()) return 'UPCOMING';
  return 'ONGOING';
}

export function toEvent(row: EventRow, input: { frontendUrl: string; images: TImage[] }): TEvent {
  return {
    id: row.id,
    short_id: row.shortId,
    organizer_id: row.organizerId,
    title: row.title,
    slug: row.slug,
    description: row.description,
    category: row.category as TEvent['category'],
    status: row.status,
    lifecycle: eventLifecycle(row),
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    timezone: row.timezone,
    currency: row.currency,
    location_details: row.locationDetails ?? null,
    maps_url: row.mapsUrl,
    is_online_event: row.isOnlineEvent,
    public_url: `${input.frontendUrl}/event/${row.id}/${row.slug}`,
    images: input.images,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Settings written by an older version may lack newer keys: defaults fill them in. */
export function toEventSettings(row: EventRow): TEventSettings {
  return { ...defaultEventSettings({ supportEmail: null }), ...row.settings };
}

/** The settings as the organizer reads them: of the page password, only whether one is set (decision 133). */
export function toEventSettingsResponse(row: EventRow): TEventSettingsResponse {
  return {
    ...toEventSettings(row),
    has_homepage_password: row.homepagePasswordHash !== null,
    homepage_design_draft: row.homepageDesignDraft ?? null,
  };
}
