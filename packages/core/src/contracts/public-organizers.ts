import { z } from 'zod';
import { ZPublicPageSection } from './page-design';
import { ZPageTheme } from './page-theme';
import { ZImage } from './images';
import { ZListQuery } from './list-query';
import { SOCIAL_NETWORKS, ZLocationDetails } from './organizers';
import { ZEmail } from './users';

/** The organizer's public page (issue 6, decision 050): 30 events a page, as spec §9 says. */
export const PUBLIC_ORGANIZER_EVENTS_PER_PAGE = 30;
export const PUBLIC_ORGANIZER_EVENT_STATES = ['upcoming', 'past'] as const;
export type TPublicOrganizerEventState = (typeof PUBLIC_ORGANIZER_EVENT_STATES)[number];

/** What anyone may read of an organizer: no email, phone, currency or back-office settings. */
export const ZPublicOrganizer = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    status: z.string(),
    /** Sanitised HTML. */
    description: z.string().nullable(),
    website: z.string().nullable(),
    timezone: z.string(),
    /** ORGANIZER_LOGO and ORGANIZER_COVER images, with width, height and placeholder. */
    images: z.array(ZImage),
    settings: z.object({
      social_media_handles: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
      website_url: z.string().nullable(),
      location_details: ZLocationDetails.nullable(),
      seo_title: z.string().nullable(),
      seo_description: z.string().nullable(),
      seo_keywords: z.string().nullable(),
      allow_search_engine_indexing: z.boolean(),
    }),
    public_url: z.string(),
    /** The published theme (§13) and the visible sections in order (issue 29). */
    homepage_theme_settings: ZPageTheme,
    homepage_sections: z.array(ZPublicPageSection),
  })
  .meta({ id: 'PublicOrganizer' });
export type TPublicOrganizer = z.infer<typeof ZPublicOrganizer>;

/** One card of the organizer page. */
export const ZPublicOrganizerEvent = z
  .object({
    id: z.uuid(),
    title: z.string(),
    slug: z.string(),
    status: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    timezone: z.string(),
    currency: z.string(),
    is_online_event: z.boolean(),
    location_details: ZLocationDetails.nullable(),
    /** The cover (EVENT_COVER), or null. */
    cover_image: ZImage.nullable(),
    /** The lowest listed price in minor units (0 = free), null when nothing is on offer. */
    lowest_price: z.number().int().nullable(),
    public_url: z.string(),
  })
  .meta({ id: 'PublicOrganizerEvent' });
export type TPublicOrganizerEvent = z.infer<typeof ZPublicOrganizerEvent>;

export const ZPublicOrganizerEventsQuery = ZListQuery.pick({ page: true }).extend({
  per_page: z.coerce.number().int().min(1).max(100).default(PUBLIC_ORGANIZER_EVENTS_PER_PAGE),
  eventsStatus: z.enum(PUBLIC_ORGANIZER_EVENT_STATES).default('upcoming'),
});
export type TPublicOrganizerEventsQuery = z.input<typeof ZPublicOrganizerEventsQuery>;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The hidden field bots fill in and people never see. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The contact form (server-behaviour §2: name ≤255, email, message ≤5000, all required). */
export const ZOrganizerContact = z
  .object({
    name: z.string().trim().min(1, { error: 'Enter your name.' }).max(255),
    email: ZEmail,
    message: z
      .string()
      .trim()
      .min(1, { error: 'Enter a message.' })
      .max(CONTACT_MESSAGE_MAX_LENGTH, { error: `Keep the message under ${CONTACT_MESSAGE_MAX_LENGTH} characters.` }),
    [CONTACT_HONEYPOT_FIELD]: z.string().max(1000).optional(),
  })
  .meta({ id: 'OrganizerContact' });
export type TOrganizerContact = z.input<typeof ZOrganizerContact>;
