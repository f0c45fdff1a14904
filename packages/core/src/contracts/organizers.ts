import { z } from 'zod';
import { CURRENCY_CODE } from '../domain/money';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../domain/slug';
import { ZErrorResponse } from './envelope';
import { ZImage } from './images';
import { ZHasHomepagePassword, ZHomepagePassword } from './page-access';
import { ZHomepageDesign, ZHomepageDesignDraft, ZPageSections } from './page-design';
import { ZPageTheme } from './page-theme';
import { defaultOrganizerTheme } from '../domain/page-theme';
import { defaultPageSections } from '../domain/page-sections';
import { ZEmail, ZTimezone } from './users';

export const ORGANIZER_STATUSES = ['DRAFT', 'LIVE', 'ARCHIVED'] as const;
export type TOrganizerStatus = (typeof ORGANIZER_STATUSES)[number];

/** The social networks an organizer can link (server-behaviour §2). */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'discord',
  'snapchat',
  'twitch',
  'reddit',
  'pinterest',
  'whatsapp',
  'telegram',
  'github',
  'vimeo',
  'vk',
  'weibo',
  'threads',
  'bluesky',
  'mastodon',
  'spotify',
] as const;

export const ATTENDEE_DETAILS_COLLECTION_METHODS = ['PER_TICKET', 'PER_ORDER'] as const;
export const HOMEPAGE_VISIBILITIES = ['PUBLIC', 'PASSWORD_PROTECTED'] as const;

const ZCurrency = z.string().trim().toUpperCase().regex(CURRENCY_CODE, { error: 'Use a 3-letter currency code.' });
const ZOptionalUrl = z.union([
  z.url({ protocol: /^https?$/, error: 'Enter a full http(s) address.' }).max(500),
  z.literal(''),
]);
const emptyToNull = (value: string | null | undefined) => (value === '' || value === undefined ? null : value);

export const ZLocationDetails = z.object({
  venue_name: z.string().trim().max(255).nullable().optional(),
  address_line_1: z.string().trim().max(255).nullable().optional(),
  address_line_2: z.string().trim().max(255).nullable().optional(),
  city: z.string().trim().max(255).nullable().optional(),
  state_or_region: z.string().trim().max(255).nullable().optional(),
  zip_or_postal_code: z.string().trim().max(32).nullable().optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Use a 2-letter country code.' })
    .nullable()
    .optional(),
});
export type TLocationDetails = z.infer<typeof ZLocationDetails>;

export const ZOrganizer = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    currency: z.string(),
    timezone: z.string(),
    status: z.enum(ORGANIZER_STATUSES),
    public_url: z.string(),
    images: z.array(ZImage),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Organizer' });
export type TOrganizer = z.infer<typeof ZOrganizer>;

const organizerFields = {
  name: z.string().trim().min(1, { error: 'Enter the organizer name.' }).max(100),
  email: ZEmail,
  phone: z.string().trim().max(25).nullable().optional().transform(emptyToNull),
  website: ZOptionalUrl.nullable().optional().transform(emptyToNull),
  /** Rich text; sanitised on the server. */
  description: z.string().max(20_000).nullable().optional(),
  currency: ZCurrency,
  timezone: ZTimezone,
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH)
    .regex(SLUG_PATTERN, { error: 'Use lower-case letters, digits and single dashes.' })
    .optional(),
};

export const ZCreateOrganizer = z.object(organizerFields).meta({ id: 'CreateOrganizer' });
export type TCreateOrganizer = z.input<typeof ZCreateOrganizer>;

export const ZUpdateOrganizer = z.object(organizerFields).partial().meta({ id: 'UpdateOrganizer' });
export type TUpdateOrganizer = z.input<typeof ZUpdateOrganizer>;

export const ZOrganizerStatusChange = z
  .object({ status: z.enum(ORGANIZER_STATUSES) })
  .meta({ id: 'OrganizerStatusChange' });

/**
 * Why an organizer cannot be deleted (decision 139): it has placed orders (they stay on the books; archive it
 * instead), or it is the account's last organizer that is not archived (an account always keeps one to work with).
 */
export const ORGANIZER_DELETE_BLOCKERS = ['ORGANIZER_HAS_ORDERS', 'LAST_ACTIVE_ORGANIZER'] as const;
export type TOrganizerDeleteBlocker = (typeof ORGANIZER_DELETE_BLOCKERS)[number];

/** `GET /organizers/{id}/deletion-status` (server-behaviour §2): whether DELETE would succeed, and why not. */
export const ZOrganizerDeletionStatus = z
  .object({
    can_delete: z.boolean(),
    reason: z.enum(ORGANIZER_DELETE_BLOCKERS).nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'OrganizerDeletionStatus' });
export type TOrganizerDeletionStatus = z.infer<typeof ZOrganizerDeletionStatus>;

/**
 * The 409 of a refused deletion: the usual error body, its `code` the blocker in lower case (`organizer_has_orders`,
 * `last_active_organizer`, decision 158), or `system_busy` on a busy-retry 409.
 */
export const ZOrganizerDeleteConflict = ZErrorResponse.meta({ id: 'OrganizerDeleteConflict' });

/** The blocker named by a failed deletion's body, or null when it says something else. */
export function readOrganizerDeleteBlocker(body: unknown): TOrganizerDeleteBlocker | null {
  if (!body || typeof body !== 'object') return null;
  const code = String((body as Record<string, unknown>).code ?? '').toUpperCase();
  return (ORGANIZER_DELETE_BLOCKERS as readonly string[]).includes(code) ? (code as TOrganizerDeleteBlocker) : null;
}

export const ZOrganizerSettings = z
  .object({
    social_media_handles: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string().trim().max(255)),
    website_url: z.string().nullable(),
    location_details: ZLocationDetails.nullable(),
    homepage_visibility: z.enum(HOMEPAGE_VISIBILITIES),
    seo_title: z.string().nullable(),
    seo_description: z.string().nullable(),
    seo_keywords: z.string().nullable(),
    allow_search_engine_indexing: z.boolean(),
    email_footer_message: z.string().nullable(),
    default_attendee_details_collection_method: z.enum(ATTENDEE_DETAILS_COLLECTION_METHODS),
    default_show_marketing_opt_in: z.boolean(),
    default_allow_attendee_self_edit: z.boolean(),
    /** The published theme of the organizer page (§13) and its sections in order (issue 29). */
    homepage_theme_settings: ZPageTheme,
    homepage_sections: ZPageSections,
  })
  .meta({ id: 'OrganizerSettings' });
export type TOrganizerSettings = z.infer<typeof ZOrganizerSettings>;

/** The settings as the API answers them: the page password only as whether one is set (decision 133). */
export const ZOrganizerSettingsResponse = ZOrganizerSettings.extend({
  has_homepage_password: ZHasHomepagePassword,
  /** The homepage designer's unpublished design, or null (decision 155). */
  homepage_design_draft: ZHomepageDesignDraft.nullable(),
}).meta({
  id: 'OrganizerSettingsResponse',
});
export type TOrganizerSettingsResponse = z.infer<typeof ZOrganizerSettingsResponse>;

export const DEFAULT_ORGANIZER_SETTINGS: TOrganizerSettings = {
  social_media_handles: {},
  website_url: null,
  location_details: null,
  homepage_visibility: 'PUBLIC',
  seo_title: null,
  seo_description: null,
  seo_keywords: null,
  allow_search_engine_indexing: true,
  email_footer_message: null,
  default_attendee_details_collection_method: 'PER_TICKET',
  default_show_marketing_opt_in: true,
  default_allow_attendee_self_edit: true,
  homepage_theme_settings: defaultOrganizerTheme(),
  homepage_sections: defaultPageSections('organizer'),
};

/** PATCH body: any subset; absent keys keep their value, `social_media_handles` merges per network. */
export const ZPatchOrganizerSettings = z
  .object({
    social_media_handles: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string().trim().max(255).nullable()),
    website_url: ZOptionalUrl.nullable().transform(emptyToNull),
    location_details: ZLocationDetails.nullable(),
    homepage_visibility: z.enum(HOMEPAGE_VISIBILITIES),
    /** Write-only: a new page password, hashed on save; required with PASSWORD_PROTECTED when none is set. */
    homepage_password: ZHomepagePassword,
    /** Read-only and ignored: accepted so that a settings answer can be sent back as it came. */
    has_homepage_password: ZHasHomepagePassword,
    seo_title: z.string().trim().max(255).nullable(),
    seo_description: z.string().trim().max(1000).nullable(),
    seo_keywords: z.string().trim().max(255).nullable(),
    allow_search_engine_indexing: z.boolean(),
    email_footer_message: z.string().max(5000).nullable(),
    default_attendee_details_collection_method: z.enum(ATTENDEE_DETAILS_COLLECTION_METHODS),
    default_show_marketing_opt_in: z.boolean(),
    default_allow_attendee_self_edit: z.boolean(),
    homepage_theme_settings: ZPageTheme,
    homepage_sections: ZPageSections,
    /** Saves the designer's work unpublished (decision 155); null discards it. */
    homepage_design_draft: ZHomepageDesign.extend({ saved_at: z.string().optional() }).nullable(),
  })
  .partial()
  .strict()
  .meta({ id: 'PatchOrganizerSettings' });
export type TPatchOrganizerSettings = z.input<typeof ZPatchOrganizerSettings>;
