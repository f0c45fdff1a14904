import { z } from 'zod';
import { ZDateTimeInput as ZDateTime } from './input-hygiene';
import { CURRENCY_CODE } from '../domain/money';
import { ZImage } from './images';
import { ATTENDEE_DETAILS_COLLECTION_METHODS, HOMEPAGE_VISIBILITIES, ZLocationDetails } from './organizers';
import { ZHasHomepagePassword, ZHomepagePassword } from './page-access';
import { ZHomepageDesign, ZHomepageDesignDraft, ZPageSections } from './page-design';
import { ZPageTheme } from './page-theme';
import { ZTicketDesign } from './ticket-design';
import { ZLocale } from './users';
import { DEFAULT_CONTINUE_BUTTON_TEXT } from '../domain/buyer-pages';
import type { TLocale } from '../domain/locales';
import { DEFAULT_EVENT_THEME } from '../domain/page-theme';
import { defaultPageSections } from '../domain/page-sections';
import { defaultTicketDesign } from '../domain/ticket-design';
import { ZTimezone } from './users';
import { defaultWidgetSettings, ZWidgetSettings } from './widget';
import { DEFAULT_WAITLIST_SETTINGS, waitlistSettingsShape } from './waitlist';

export const EVENT_STATUSES = ['DRAFT', 'LIVE', 'PAUSED', 'ARCHIVED'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_CATEGORIES = [
  'SOCIAL',
  'FOOD_DRINK',
  'CHARITY',
  'MUSIC',
  'ART',
  'COMEDY',
  'THEATER',
  'BUSINESS',
  'TECH',
  'EDUCATION',
  'WORKSHOP',
  'SPORTS',
  'FESTIVAL',
  'NIGHTLIFE',
  'OTHER',
] as const;
export type TEventCategory = (typeof EVENT_CATEGORIES)[number];

/** `eventsStatus` of the events list (spec §7): the manage screen's tabs. */
export const EVENT_LIST_STATES = ['upcoming', 'ended', 'archived', 'draft'] as const;

export const PAYMENT_PROVIDERS = ['STRIPE', 'OFFLINE'] as const;
/** Invoice numbers are `prefix + sequence`; the prefix may be empty. */
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9-]*$/;
export const PRICE_DISPLAY_MODES = ['INCLUSIVE', 'EXCLUSIVE'] as const;

const ZCurrency = z.string().trim().toUpperCase().regex(CURRENCY_CODE, { error: 'Use a 3-letter currency code.' });
const ZHttpUrl = z.url({ protocol: /^https?$/, error: 'Enter a full http(s) address.' }).max(1000);

export const ZEvent = z
  .object({
    id: z.uuid(),
    short_id: z.string(),
    organizer_id: z.uuid(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    category: z.enum(EVENT_CATEGORIES),
    status: z.enum(EVENT_STATUSES),
    /** Computed from the dates: UPCOMING, ONGOING or ENDED. */
    lifecycle: z.enum(['UPCOMING', 'ONGOING', 'ENDED']),
    start_date: z.string(),
    end_date: z.string().nullable(),
    timezone: z.string(),
    currency: z.string(),
    location_details: ZLocationDetails.nullable(),
    maps_url: z.string().nullable(),
    is_online_event: z.boolean(),
    public_url: z.string(),
    images: z.array(ZImage),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Event' });
export type TEvent = z.infer<typeof ZEvent>;

const eventFields = {
  title: z.string().trim().min(1, { error: 'Enter a title.' }).max(150),
  description: z.string().max(50_000).nullable().optional(),
  category: z.enum(EVENT_CATEGORIES).optional(),
  start_date: ZDateTime,
  end_date: ZDateTime.nullable().optional(),
  timezone: ZTimezone.optional(),
  currency: ZCurrency.optional(),
  location_details: ZLocationDetails.nullable().optional(),
  maps_url: ZHttpUrl.nullable().optional(),
  is_online_event: z.boolean().optional(),
};

const endAfterStart = (value: { start_date?: string; end_date?: string | null }, context: z.RefinementCtx) => {
  if (value.start_date && value.end_date && new Date(value.end_date) < new Date(value.start_date)) {
    context.addIssue({ code: 'custom', path: ['end_date'], message: 'The end must be after the start.' });
  }
};

export const ZCreateEvent = z
  .object({ organizer_id: z.uuid(), ...eventFields })
  .superRefine(endAfterStart)
  .meta({ id: 'CreateEvent' });
export type TCreateEvent = z.input<typeof ZCreateEvent>;

export const ZUpdateEvent = z
  .object({ ...eventFields, start_date: ZDateTime.optional() })
  .partial()
  .superRefine(endAfterStart)
  .meta({ id: 'UpdateEvent' });
export type TUpdateEvent = z.input<typeof ZUpdateEvent>;

export const ZEventStatusChange = z.object({ status: z.enum(EVENT_STATUSES) }).meta({ id: 'EventStatusChange' });

export const ZDuplicateEvent = z
  .object({
    title: z.string().trim().min(1).max(150),
    description: z.string().max(50_000).nullable().optional(),
    start_date: ZDateTime,
    end_date: ZDateTime.nullable().optional(),
    duplicate_products: z.boolean().default(true),
    duplicate_questions: z.boolean().default(true),
    duplicate_settings: z.boolean().default(true),
    duplicate_promo_codes: z.boolean().default(true),
    duplicate_capacity_assignments: z.boolean().default(true),
    duplicate_check_in_lists: z.boolean().default(true),
    duplicate_event_cover_image: z.boolean().default(true),
    duplicate_ticket_logo: z.boolean().default(true),
    duplicate_webhooks: z.boolean().default(true),
    duplicate_affiliates: z.boolean().default(true),
  })
  .superRefine(endAfterStart)
  .meta({ id: 'DuplicateEvent' });
export type TDuplicateEvent = z.input<typeof ZDuplicateEvent>;

/**
 * Ticket units one client may hold in live reservations of an event when the event sets no cap (decision 134): room
 * for a venue's shared Wi-Fi or a mobile carrier's shared address (a dozen buyers or more holding a few tickets at
 * the same moment), far below the stock a hoarder needs to empty an event.
 */
export const DEFAULT_MAX_RESERVED_PER_CLIENT = 50;
export const MAX_RESERVED_PER_CLIENT_CEILING = 10_000;

/** The cap in force for an event's settings. */
export const maxReservedPerClient = (settings: { max_reserved_per_client?: number | null }): number =>
  settings.max_reserved_per_client || DEFAULT_MAX_RESERVED_PER_CLIENT;

const settingsShape = {
  pre_checkout_message: z.string().max(20_000).nullable(),
  post_checkout_message: z.string().max(20_000).nullable(),
  product_page_message: z.string().max(20_000).nullable(),
  continue_button_text: z.string().trim().min(1).max(100),
  email_footer_message: z.string().max(5000).nullable(),
  support_email: z.email().nullable(),
  reply_to_email: z.email().nullable(),
  order_timeout_in_minutes: z.number().int().min(1).max(120),
  /**
   * Ticket units one client (IP address) may hold in live reservations of the event at once (decision 134); null or
   * 0: `DEFAULT_MAX_RESERVED_PER_CLIENT`.
   */
  max_reserved_per_client: z
    .number()
    .int({ error: 'Use a whole number.' })
    .min(0)
    .max(MAX_RESERVED_PER_CLIENT_CEILING, {
      error: `At most ${MAX_RESERVED_PER_CLIENT_CEILING}; leave it empty for the default.`,
    })
    .nullable(),
  attendee_details_collection_method: z.enum(ATTENDEE_DETAILS_COLLECTION_METHODS),
  /**
   * PER_TICKET only: whether each ticket holder's email is required. When it is not, a ticket left without one is
   * sent to the buyer (decision 144).
   */
  require_attendee_email: z.boolean(),
  require_billing_address: z.boolean(),
  online_event_connection_details: z.string().max(20_000).nullable(),
  seo_title: z.string().trim().max(255).nullable(),
  seo_description: z.string().trim().max(255).nullable(),
  seo_keywords: z.string().trim().max(255).nullable(),
  allow_search_engine_indexing: z.boolean(),
  homepage_visibility: z.enum(HOMEPAGE_VISIBILITIES),
  notify_organizer_of_new_orders: z.boolean(),
  price_display_mode: z.enum(PRICE_DISPLAY_MODES),
  hide_getting_started_page: z.boolean(),
  show_share_buttons: z.boolean(),
  payment_providers: z.array(z.enum(PAYMENT_PROVIDERS)).max(2),
  offline_payment_instructions: z.string().max(20_000).nullable(),
  allow_orders_awaiting_offline_payment_to_check_in: z.boolean(),
  show_marketing_opt_in: z.boolean(),
  allow_attendee_self_edit: z.boolean(),
  enable_invoicing: z.boolean(),
  invoice_label: z.string().trim().min(1, { error: 'Enter the document name, such as "Invoice".' }).max(50),
  invoice_prefix: z
    .string()
    .trim()
    .max(10)
    .regex(INVOICE_PREFIX_PATTERN, { error: 'Use letters, digits and dashes only.' }),
  invoice_start_number: z.number().int({ error: 'Use a whole number.' }).min(1).max(999_999_999),
  invoice_payment_terms_days: z.number().int({ error: 'Use a whole number of days.' }).min(0).max(1000).nullable(),
  organization_name: z.string().trim().max(255).nullable(),
  organization_address: z.string().trim().max(1000).nullable(),
  invoice_tax_details: z.string().trim().max(1000).nullable(),
  invoice_notes: z.string().trim().max(5000).nullable(),
  /** The embeddable widget's options, saved by its configurator (issue 28). */
  widget_settings: ZWidgetSettings,
  /** The published theme of the event page (§13), and its sections in order (issue 29). */
  homepage_theme_settings: ZPageTheme,
  homepage_sections: ZPageSections,
  /** How tickets, the ticket page and the PDF look (§13, issue 29). */
  ticket_design_settings: ZTicketDesign,
  /**
   * The event's language (issue 30): its pages open in it for a buyer whose browser asks for none of ours, and its
   * orders, emails and PDFs use it when the buyer chose none.
   */
  default_locale: ZLocale,
  /** The waiting list (issue 31, §3 "Other"). */
  ...waitlistSettingsShape,
};

// Added after the API's first clients (issues 28 and 29): a whole object sent without them keeps their defaults.
const laterSettingsShape = {
  widget_settings: ZWidgetSettings.optional(),
  homepage_theme_settings: ZPageTheme.optional(),
  homepage_sections: ZPageSections.optional(),
  ticket_design_settings: ZTicketDesign.optional(),
  default_locale: ZLocale.optional(),
  waitlist_auto_process: waitlistSettingsShape.waitlist_auto_process.optional(),
  waitlist_offer_timeout_minutes: waitlistSettingsShape.waitlist_offer_timeout_minutes.optional(),
  waitlist_show_count: waitlistSettingsShape.waitlist_show_count.optional(),
  waitlist_lottery_until: waitlistSettingsShape.waitlist_lottery_until.optional(),
};

export const ZEventSettings = z.object(settingsShape).meta({ id: 'EventSettings' });
export type TEventSettings = z.infer<typeof ZEventSettings>;

/** The settings as the API answers them: the page password only as whether one is set (decision 133). */
export const ZEventSettingsResponse = ZEventSettings.extend({
  has_homepage_password: ZHasHomepagePassword,
  /** The homepage designer's unpublished design, or null (decision 155). */
  homepage_design_draft: ZHomepageDesignDraft.nullable(),
}).meta({
  id: 'EventSettingsResponse',
});
export type TEventSettingsResponse = z.infer<typeof ZEventSettingsResponse>;

const writeOnlyShape = {
  /** Write-only: a new page password, hashed on save; required with PASSWORD_PROTECTED when none is set. */
  homepage_password: ZHomepagePassword.optional(),
  /** Read-only and ignored: accepted so that a settings answer can be sent back as it came. */
  has_homepage_password: ZHasHomepagePassword.optional(),
  /**
   * Saves the homepage designer's work without publishing it (decision 155); null discards it. `saved_at` is set by
   * the server. Publishing is `POST /events/{id}/homepage-design/publish`.
   */
  homepage_design_draft: ZHomepageDesign.extend({ saved_at: z.string().optional() }).nullable().optional(),
};

/** PUT body: the whole settings object. */
export const ZReplaceEventSettings = z
  .object({ ...settingsShape, ...writeOnlyShape, ...laterSettingsShape })
  .strict()
  .meta({ id: 'ReplaceEventSettings' });
/** PATCH body: any subset, merged over the current settings. */
export const ZPatchEventSettings = z
  .object({ ...settingsShape, ...writeOnlyShape })
  .partial()
  .strict()
  .meta({ id: 'PatchEventSettings' });
export type TPatchEventSettings = z.input<typeof ZPatchEventSettings>;

export function defaultEventSettings(input: {
  supportEmail: string | null;
  attendeeDetailsCollectionMethod?: TEventSettings['attendee_details_collection_method'];
  showMarketingOptIn?: boolean;
  allowAttendeeSelfEdit?: boolean;
  paymentProviders?: TEventSettings['payment_providers'];
  organizationName?: string | null;
  defaultLocale?: TLocale;
}): TEventSettings {
  return {
    pre_checkout_message: null,
    post_checkout_message: null,
    product_page_message: null,
    continue_button_text: DEFAULT_CONTINUE_BUTTON_TEXT,
    email_footer_message: null,
    support_email: input.supportEmail,
    reply_to_email: null,
    order_timeout_in_minutes: 15,
    max_reserved_per_client: null,
    attendee_details_collection_method: input.attendeeDetailsCollectionMethod ?? 'PER_TICKET',
    require_attendee_email: false,
    require_billing_address: false,
    online_event_connection_details: null,
    seo_title: null,
    seo_description: null,
    seo_keywords: null,
    allow_search_engine_indexing: true,
    homepage_visibility: 'PUBLIC',
    notify_organizer_of_new_orders: true,
    price_display_mode: 'INCLUSIVE',
    hide_getting_started_page: false,
    show_share_buttons: true,
    payment_providers: input.paymentProviders ?? [],
    offline_payment_instructions: null,
    allow_orders_awaiting_offline_payment_to_check_in: false,
    show_marketing_opt_in: input.showMarketingOptIn ?? true,
    allow_attendee_self_edit: input.allowAttendeeSelfEdit ?? true,
    enable_invoicing: false,
    invoice_label: 'Invoice',
    invoice_prefix: 'INV-',
    invoice_start_number: 1,
    invoice_payment_terms_days: null,
    organization_name: input.organizationName ?? null,
    organization_address: null,
    invoice_tax_details: null,
    invoice_notes: null,
    widget_settings: defaultWidgetSettings(),
    homepage_theme_settings: { ...DEFAULT_EVENT_THEME },
    homepage_sections: defaultPageSections('event'),
    ticket_design_settings: defaultTicketDesign(),
    default_locale: input.defaultLocale ?? 'en',
    ...DEFAULT_WAITLIST_SETTINGS,
  };
}

/** Invoices must say who issues them: the settings' cross-field rule, shared by the server and the form. */
export function invoicingSettingsProblems(
  settings: Pick<TEventSettings, 'enable_invoicing' | 'organization_name' | 'organization_address'>,
): Partial<Record<'organization_name' | 'organization_address', string>> {
  if (!settings.enable_invoicing) return {};
  return {
    ...(settings.organization_name?.trim() ? {} : { organization_name: 'Invoices need the name of who issues them.' }),
    ...(settings.organization_address?.trim()
      ? {}
      : { organization_address: 'Invoices need the address of who issues them.' }),
  };
}

/** Account-wide defaults copied into every new event's settings (the organizer's own defaults win where both exist). */
export const EVENT_DEFAULT_KEYS = [
  'order_timeout_in_minutes',
  'payment_providers',
  'offline_payment_instructions',
  'require_billing_address',
  'price_display_mode',
  'continue_button_text',
  'notify_organizer_of_new_orders',
  'show_share_buttons',
  'allow_search_engine_indexing',
] as const satisfies readonly (keyof TEventSettings)[];

export const ZEventDefaults = ZEventSettings.pick({
  order_timeout_in_minutes: true,
  payment_providers: true,
  offline_payment_instructions: true,
  require_billing_address: true,
  price_display_mode: true,
  continue_button_text: true,
  notify_organizer_of_new_orders: true,
  show_share_buttons: true,
  allow_search_engine_indexing: true,
}).meta({ id: 'EventDefaults' });
export type TEventDefaults = z.infer<typeof ZEventDefaults>;
export const ZPatchEventDefaults = ZEventDefaults.partial().strict().meta({ id: 'PatchEventDefaults' });

export function pickEventDefaults(settings: TEventSettings): TEventDefaults {
  return Object.fromEntries(EVENT_DEFAULT_KEYS.map((key) => [key, settings[key]])) as TEventDefaults;
}
