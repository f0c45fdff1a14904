import { createTranslator, resolveEmailLocale } from '../../emails/translator';
import { recordEventChange } from './event-domain-events';
import {
  canChangeEventStatus,
  defaultEventSettings,
  normaliseWidgetOrigin,
  matchLocale,
  invoicingSettingsProblems,
  slugify,
  withoutSectionPictures,
  type TEvent,
  type TEventSettings,
  type TEventSettingsResponse,
  type TEventStatus,
  type TList,
  type ZCreateEvent,
  type ZDuplicateEvent,
  type ZPatchEventSettings,
  type ZUpdateEvent,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { lockingTransaction } from '../../db/lock-order';
import { AppError } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/rich-text';
import { shortId } from '../../lib/secrets';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { accountEventDefaults } from '../accounts/accounts.service';
import { copyAffiliates } from '../affiliates/affiliates.service';
import { copyCapacityAssignments } from '../capacity/capacity.service';
import { copyCheckInLists } from '../check-in-lists/check-in-lists.service';
import type { ImageRow } from '../images/images.repository';
import { copyImages, detachImages, imagesByEntity, removeFiles } from '../images/images.service';
import { copyEventWebhooks } from '../webhooks/webhook-copies';
import { assertDraftToPublish, checkedDraft, checkPageSections } from '../page-design/page-design.service';
import { removeOrdersOfDeletedEvent } from '../orders/order-records';
import { eventHasOrders } from '../orders/orders.repository';
import { toOrganizerSettings } from '../organizers/organizers.mapper';
import {
  catalogueGoLiveFacts,
  checkEventProductIds,
  copyEventCatalogue,
  eventCurrencyProblems,
} from '../products/catalogue.service';
import { requireOrganizer } from '../organizers/organizers.service';
import { copyPromoCodes } from '../promo-codes/promo-codes.service';
import { copyQuestions } from '../questions/questions.service';
import { eventLifecycle, toEvent, toEventSettings, toEventSettingsResponse } from './events.mapper';
import { hashPagePassword, nextPagePasswordHash } from '../public-pages/page-access.service';
import {
  deleteEvent,
  eventsListResource,
  findEvent,
  findWidgetAllowedDomains,
  insertEvent,
  insertProductCategory,
  listEvents,
  updateEvent,
  type EventRow,
  type EventsListState,
} from './events.repository';

type Deps = IdentityDeps;

/** The first ticket category of a new event, in the event's language (issue 30). */
const defaultCategoryName = (locale: string) =>
  createTranslator({ locale: resolveEmailLocale(locale) })('catalogue.defaultCategory');
/** Rows to DTOs with their images, loaded in one query for the whole page. */
async function mapAll(deps: Pick<Deps, 'database' | 'storage' | 'config'>, executor: DbExecutor, rows: EventRow[]) {
  const imagesOf = await imagesByEntity(
    deps,
    executor,
    'EVENT',
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toEvent(row, { frontendUrl: deps.config.publicConfig.frontendUrl, images: imagesOf(row.id) }),
  );
}

const map = async (deps: Deps, row: EventRow, executor: DbExecutor = deps.database.db) =>
  (await mapAll(deps, executor, [row]))[0]!;

export async function requireEvent(
  executor: DbExecutor,
  auth: AuthContext,
  eventId: string,
  lock = false,
): Promise<EventRow> {
  const row = await findEvent(executor, { accountId: auth.account.id, eventId, lock });
  if (!row) throw AppError.notFound('event');
  return row;
}

/** Rich text fields are sanitised wherever settings are written. */
function sanitiseSettings<T extends Partial<TEventSettings>>(settings: T): T {
  const clean: Partial<TEventSettings> = { ...settings };
  for (const key of [
    'pre_checkout_message',
    'post_checkout_message',
    'product_page_message',
    'email_footer_message',
    'online_event_connection_details',
    'offline_payment_instructions',
  ] as const) {
    if (clean[key] !== undefined) clean[key] = sanitizeRichText(clean[key]);
  }
  return clean as T;
}

/**
 * A copy's settings: the widget's product filter, the sections' pictures and the ticket's logo name the source's
 * products and images, which the copy does not have.
 */
function withoutWidgetProducts(settings: TEventSettings): TEventSettings {
  return {
    ...settings,
    widget_settings: { ...settings.widget_settings, product_ids: [] },
    homepage_sections: withoutSectionPictures(settings.homepage_sections),
    ticket_design_settings: { ...settings.ticket_design_settings, logo_image_id: null },
  };
}

/** The cross-field rules of the settings, checked on the whole result of a PUT or PATCH. */
function assertSettingsComplete(settings: TEventSettings): void {
  const errors: Record<string, string[]> = {};
  if (settings.payment_providers.includes('OFFLINE') && !settings.offline_payment_instructions) {
    errors.offline_payment_instructions = ['Tell buyers how to pay when offline payment is on.'];
  }
  for (const [field, message] of Object.entries(invoicingSettingsProblems(settings))) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

export async function createEvent(
  deps: Deps,
  auth: AuthContext,
  input: z.output<typeof ZCreateEvent>,
): Promise<TEvent> {
  return deps.database.db.transaction(async (tx) => {
    const organizer = await requireOrganizer(tx, auth, input.organizer_id);
    if (organizer.status === 'ARCHIVED') {
      throw AppError.validation({ organizer_id: ['This organizer is archived. Restore it or choose another.'] });
    }
    const organizerSettings = toOrganizerSettings(organizer);
    const row = await insertEvent(tx, {
      shortId: shortId('e'),
      accountId: auth.account.id,
      organizerId: organizer.id,
      title: input.title,
      slug: slugify(input.title, 'event'),
      description: sanitizeRichText(input.description),
      category: input.category ?? 'OTHER',
      startDate: new Date(input.start_date),
      endDate: input.end_date ? new Date(input.end_date) : null,
      timezone: input.timezone ?? organizer.timezone,
      currency: input.currency ?? organizer.currency,
      locationDetails: input.is_online_event
        ? null
        : (input.location_details ?? organizerSettings.location_details ?? null),
      mapsUrl: input.maps_url ?? null,
      isOnlineEvent: input.is_online_event ?? false,
      settings: {
        ...defaultEventSettings({
          supportEmail: organizer.email,
          attendeeDetailsCollectionMethod: organizerSettings.default_attendee_details_collection_method,
          showMarketingOptIn: organizerSettings.default_show_marketing_opt_in,
          allowAttendeeSelfEdit: organizerSettings.default_allow_attendee_self_edit,
          organizationName: organizer.name,
          defaultLocale: matchLocale(auth.user.locale) ?? undefined,
        }),
        ...accountEventDefaults(auth.account),
      },
    });
    await insertProductCategory(tx, {
      eventId: row.id,
      name: defaultCategoryName(row.settings.default_locale),
      sortOrder: 0,
    });
    await recordEventChange(deps, tx, { event: row, type: 'event.created' });
    return map(deps, row, tx);
  });
}

export async function listAccountEvents(
  deps: Deps,
  auth: AuthContext,
  input: { rawQuery: unknown; state?: EventsListState; organizerId?: string },
): Promise<TList<TEvent>> {
  const query = parseListQuery(eventsListResource, input.rawQuery);
  if (input.organizerId) await requireOrganizer(deps.database.db, auth, input.organizerId);
  const { rows, meta } = await listEvents(deps.database.db, {
    accountId: auth.account.id,
    organizerId: input.organizerId,
    state: input.state,
    query,
  });
  return { data: await mapAll(deps, deps.database.db, rows), meta };
}

export async function getEvent(deps: Deps, auth: AuthContext, eventId: string): Promise<TEvent> {
  return map(deps, await requireEvent(deps.database.db, auth, eventId));
}

/** An event's resource without a caller (a webhook's payload), or null when it is gone. */
export async function readEvent(
  deps: Pick<Deps, 'database' | 'storage' | 'config'>,
  executor: DbExecutor,
  input: { accountId: string; eventId: string },
): Promise<TEvent | null> {
  const row = await findEvent(executor, input);
  return row ? (await mapAll(deps, executor, [row]))[0]! : null;
}

export async function editEvent(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: z.output<typeof ZUpdateEvent> },
): Promise<TEvent> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const current = await requireEvent(tx, auth, input.eventId, true);
    const startDate = body.start_date ? new Date(body.start_date) : current.startDate;
    const endDate = body.end_date === undefined ? current.endDate : body.end_date ? new Date(body.end_date) : null;
    if (endDate && endDate < startDate) throw AppError.validation({ end_date: ['The end must be after the start.'] });
    // A fixed tax or fee of the old currency would no longer be charged (decision 118).
    if (body.currency !== undefined && body.currency !== current.currency) {
      // Orders keep their amounts in the currency they were placed in; one event's figures in two currencies would
      // add up to nothing (decision 167).
      if (await eventHasOrders(tx, current.id))
        throw AppError.validation({
          currency: [`The currency cannot change once the event has orders: they are in ${current.currency}.`],
        });
      const problems = await eventCurrencyProblems(tx, { eventId: current.id, currency: body.currency });
      if (problems.length > 0) throw AppError.validation({ currency: problems });
    }
    const isOnline = body.is_online_event ?? current.isOnlineEvent;
    const row = await updateEvent(tx, current.id, {
      ...(body.title !== undefined ? { title: body.title, slug: slugify(body.title, 'event') } : {}),
      ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
      ...(body.category !== undefined ? { category: body.category } : {}),
      ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
      ...(body.currency !== undefined ? { currency: body.currency } : {}),
      ...(body.maps_url !== undefined ? { mapsUrl: body.maps_url } : {}),
      startDate,
      endDate,
      isOnlineEvent: isOnline,
      // An online event has no venue; keeping an old address would show a wrong place.
      locationDetails: isOnline
        ? null
        : body.location_details !== undefined
          ? body.location_details
          : current.locationDetails,
    });
    await recordEventChange(deps, tx, { event: row, type: 'event.updated' });
    return map(deps, row, tx);
  });
}

/** What stops an event from going on sale, in words an organizer can act on. */
function goLiveProblems(input: {
  auth: AuthContext;
  event: EventRow;
  organizerStatus: string;
  catalogue: { hasVisibleProduct: boolean; hasPaidProduct: boolean };
  now: Date;
}): string[] {
  const problems: string[] = [];
  if (!input.auth.account.verifiedAt) problems.push('Confirm your email address before publishing events.');
  if (input.organizerStatus === 'ARCHIVED') problems.push('The organizer of this event is archived. Restore it first.');
  if (eventLifecycle(input.event, input.now) === 'ENDED')
    problems.push('The event has already ended. Change its dates first.');
  if (!input.catalogue.hasVisibleProduct) problems.push('Add at least one ticket or product before going live.');
  if (input.catalogue.hasPaidProduct && toEventSettings(input.event).payment_providers.length === 0)
    problems.push('Choose how buyers pay: paid products need a payment method.');
  return problems;
}

export async function changeEventStatus(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; status: TEventStatus },
): Promise<TEvent> {
  return deps.database.db.transaction(async (tx) => {
    const current = await requireEvent(tx, auth, input.eventId, true);
    if (current.status === input.status) return map(deps, current, tx);
    if (!canChangeEventStatus(current.status, input.status)) {
      throw new AppError('CONFLICT', `An event cannot go from ${current.status} to ${input.status}.`, {
        status: [
          current.status === 'ARCHIVED'
            ? 'Restore the event as a draft first.'
            : 'Pausing applies to live events only.',
        ],
      });
    }
    if (input.status === 'LIVE') {
      const organizer = await requireOrganizer(tx, auth, current.organizerId);
      const problems = goLiveProblems({
        auth,
        event: current,
        organizerStatus: organizer.status,
        catalogue: await catalogueGoLiveFacts(tx, current.id),
        now: new Date(),
      });
      if (problems.length > 0) {
        throw new AppError('CONFLICT', 'This event cannot go live yet.', { status: problems });
      }
    }
    const row = await updateEvent(tx, current.id, { status: input.status });
    await recordEventChange(deps, tx, {
      event: row,
      type: input.status === 'ARCHIVED' ? 'event.archived' : 'event.updated',
    });
    return map(deps, row, tx);
  });
}

export async function removeEvent(deps: Deps, auth: AuthContext, eventId: string): Promise<void> {
  const detached = await deps.database.db.transaction(async (tx) => {
    const current = await requireEvent(tx, auth, eventId, true);
    if (await eventHasOrders(tx, current.id)) {
      throw new AppError('CONFLICT', 'This event has orders, so it cannot be deleted. Archive it instead.');
    }
    // Reservations and abandoned checkouts go first: their lines point at the products being deleted.
    await removeOrdersOfDeletedEvent(tx, current.id);
    const images = await detachImages(tx, { entityType: 'EVENT', entityId: current.id });
    await deleteEvent(tx, current.id);
    return images;
  });
  await removeFiles(deps.storage, deps.logger, detached);
}

export async function duplicateEvent(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: z.output<typeof ZDuplicateEvent> },
): Promise<TEvent> {
  const { body } = input;
  const imageTypes = [
    ...(body.duplicate_event_cover_image ? (['EVENT_COVER'] as const) : []),
    ...(body.duplicate_ticket_logo ? (['TICKET_LOGO'] as const) : []),
  ];
  let copiedImages: ImageRow[] = [];
  // Reads the source's catalogue while buyers may be reserving it, and writes products, prices and assignments.
  try {
    return await lockingTransaction(deps.database, async (tx) => {
      const source = await requireEvent(tx, auth, input.eventId);
      const organizer = await requireOrganizer(tx, auth, source.organizerId);
      const settings = body.duplicate_settings
        ? withoutWidgetProducts(toEventSettings(source))
        : defaultEventSettings({
            supportEmail: organizer.email,
            attendeeDetailsCollectionMethod: toOrganizerSettings(organizer).default_attendee_details_collection_method,
            defaultLocale: toEventSettings(source).default_locale,
          });
      const copy = await insertEvent(tx, {
        shortId: shortId('e'),
        accountId: auth.account.id,
        organizerId: source.organizerId,
        title: body.title,
        slug: slugify(body.title, 'event'),
        description: body.description !== undefined ? sanitizeRichText(body.description) : source.description,
        category: source.category,
        status: 'DRAFT',
        startDate: new Date(body.start_date),
        endDate: body.end_date ? new Date(body.end_date) : null,
        timezone: source.timezone,
        currency: source.currency,
        locationDetails: source.locationDetails,
        mapsUrl: source.mapsUrl,
        isOnlineEvent: source.isOnlineEvent,
        settings,
        // A copy of a protected page stays protected by the same password.
        homepagePasswordHash: body.duplicate_settings ? source.homepagePasswordHash : null,
      });
      // Categories travel with the products they hold (prices with nothing sold, tax links); without them the
      // copy gets the default category. Whatever links to products is remapped through the old → new map, and
      // without copied products only the parts that name no product travel (order questions, codes for every
      // product). No sales data is copied: usage counts and affiliate totals start at 0.
      const catalogue = body.duplicate_products
        ? await copyEventCatalogue(tx, {
            accountId: auth.account.id,
            sourceEventId: source.id,
            targetEventId: copy.id,
            currency: copy.currency,
          })
        : null;
      if (!catalogue || catalogue.categoryIds.size === 0)
        await insertProductCategory(tx, {
          eventId: copy.id,
          name: defaultCategoryName(copy.settings.default_locale),
          sortOrder: 0,
        });
      const links = {
        sourceEventId: source.id,
        targetEventId: copy.id,
        productIds: catalogue?.productIds ?? new Map(),
      };
      if (body.duplicate_questions) await copyQuestions(tx, links);
      if (body.duplicate_promo_codes) await copyPromoCodes(tx, links);
      if (body.duplicate_capacity_assignments && catalogue) await copyCapacityAssignments(tx, links);
      if (body.duplicate_check_in_lists && catalogue)
        await copyCheckInLists(tx, { ...links, shiftMs: copy.startDate.getTime() - source.startDate.getTime() });
      if (body.duplicate_affiliates) await copyAffiliates(tx, links);
      if (body.duplicate_webhooks)
        await copyEventWebhooks(tx, { sourceEventId: source.id, targetEventId: copy.id, userId: auth.user.id });
      // The cover and the ticket logo get files of their own, so deleting either event leaves the other's whole.
      copiedImages = await copyImages(deps, tx, {
        from: { entityType: 'EVENT', entityId: source.id },
        to: { entityType: 'EVENT', entityId: copy.id, accountId: auth.account.id },
        types: imageTypes,
      });
      await recordEventChange(deps, tx, { event: copy, type: 'event.created' });
      return map(deps, copy, tx);
    });
  } catch (error) {
    await removeFiles(deps.storage, deps.logger, copiedImages);
    throw error;
  }
}

export async function getEventSettings(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
): Promise<TEventSettingsResponse> {
  return toEventSettingsResponse(await requireEvent(deps.database.db, auth, eventId));
}

/** PUT replaces the settings, PATCH merges a subset over them; both end validated as a whole. */
export async function saveEventSettings(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: z.output<typeof ZPatchEventSettings>; mode: 'replace' | 'merge' },
): Promise<TEventSettingsResponse> {
  const {
    homepage_password: newPassword,
    has_homepage_password: _readOnly,
    homepage_design_draft: draftInput,
    ...body
  } = input.body;
  const newHash = await hashPagePassword(newPassword);
  return deps.database.db.transaction(async (tx) => {
    const current = await requireEvent(tx, auth, input.eventId, true);
    const base = input.mode === 'merge' ? toEventSettings(current) : defaultEventSettings({ supportEmail: null });
    const next: TEventSettings = { ...base, ...sanitiseSettings(body) };
    const page = { kind: 'event' as const, id: current.id };
    if (body.homepage_sections)
      next.homepage_sections = await checkPageSections(deps, tx, { page, sections: body.homepage_sections });
    if (body.ticket_design_settings?.logo_image_id)
      await assertTicketLogo(deps, tx, { eventId: current.id, imageId: body.ticket_design_settings.logo_image_id });
    const homepageDesignDraft =
      draftInput === undefined
        ? current.homepageDesignDraft
        : draftInput && (await checkedDraft(deps, tx, { page, design: draftInput }));
    next.payment_providers = [...new Set(next.payment_providers)];
    assertSettingsComplete(next);
    if (body.widget_settings) {
      next.widget_settings.allowed_domains = [
        ...new Set(next.widget_settings.allowed_domains.map(normaliseWidgetOrigin)),
      ];
      const errors: Record<string, string[]> = {};
      next.widget_settings.product_ids = await checkEventProductIds(tx, {
        eventId: current.id,
        ids: next.widget_settings.product_ids,
        field: 'widget_settings.product_ids',
        errors,
      });
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    }
    const homepagePasswordHash = nextPagePasswordHash({
      isPasswordProtected: next.homepage_visibility === 'PASSWORD_PROTECTED',
      newHash,
      currentHash: current.homepagePasswordHash,
    });
    const row = await updateEvent(tx, current.id, { settings: next, homepagePasswordHash, homepageDesignDraft });
    await recordEventChange(deps, tx, { event: row, type: 'event.updated' });
    return toEventSettingsResponse(row);
  });
}

/** The homepage designer's draft becomes what buyers see (decision 155), theme and sections together. */
export async function publishEventHomepageDesign(
  deps: Deps,
  auth: AuthContext,
  eventId: string,
): Promise<TEventSettingsResponse> {
  return deps.database.db.transaction(async (tx) => {
    const current = await requireEvent(tx, auth, eventId, true);
    const draft = current.homepageDesignDraft ?? null;
    assertDraftToPublish(draft);
    const settings: TEventSettings = {
      ...toEventSettings(current),
      homepage_theme_settings: draft.homepage_theme_settings,
      homepage_sections: draft.homepage_sections,
    };
    const row = await updateEvent(tx, current.id, { settings, homepageDesignDraft: null });
    await recordEventChange(deps, tx, { event: row, type: 'event.updated' });
    return toEventSettingsResponse(row);
  });
}

/** The ticket's logo is one of the event's own TICKET_LOGO uploads. */
async function assertTicketLogo(deps: Deps, executor: DbExecutor, input: { eventId: string; imageId: string }) {
  const images = (await imagesByEntity(deps, executor, 'EVENT', [input.eventId]))(input.eventId);
  if (!images.some((image) => image.id === input.imageId && image.type === 'TICKET_LOGO'))
    throw AppError.validation({
      'ticket_design_settings.logo_image_id': ['Upload the logo for this event’s tickets.'],
    });
}

/** The sites an event lets frame its widget and checkout (decision 153); null when there is no such event. */
export function widgetAllowedDomains(executor: DbExecutor, eventId: string): Promise<string[] | null> {
  return findWidgetAllowedDomains(executor, eventId);
}
