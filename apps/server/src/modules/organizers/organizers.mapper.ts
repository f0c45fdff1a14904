import {
  DEFAULT_ORGANIZER_SETTINGS,
  type TImage,
  type TOrganizer,
  type TOrganizerSettings,
  type TOrganizerSettingsResponse,
} from '@marquee/core';
import type { OrganizerRow } from './organizers.repository';

export function toOrganizer(row: OrganizerRow, input: { frontendUrl: string; images: TImage[] }): TOrganizer {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    phone: row.phone,
    website: row.website,
    description: row.description,
    currency: row.currency,
    timezone: row.timezone,
    status: row.status,
    public_url: `${input.frontendUrl}/events/${row.id}/${row.slug}`,
    images: input.images,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Settings rows written by an older version may lack newer keys: defaults fill them in. */
export function toOrganizerSettings(row: OrganizerRow): TOrganizerSettings {
  return { ...DEFAULT_ORGANIZER_SETTINGS, ...row.settings };
}

/** The settings as the organizer reads them: of the page password, only whether one is set (decision 133). */
export function toOrganizerSettingsResponse(row: OrganizerRow): TOrganizerSettingsResponse {
  return {
    ...toOrganizerSettings(row),
    has_homepage_password: row.homepagePasswordHash !== null,
    homepage_design_draft: row.homepageDesignDraft ?? null,
  };
}
