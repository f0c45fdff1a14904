import {
  CONTACT_HONEYPOT_FIELD,
  type TList,
  type TPublicOrganizer,
  type TPublicOrganizerEvent,
  type ZOrganizerContact,
  type ZPublicOrganizerEventsQuery,
} from '@marquee/core';
import type { z } from 'zod';
import { emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { AppError } from '../../lib/app-error';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { appUrl, limitedIp, type IdentityDeps, type RequestMeta } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { imagesByEntity } from '../images/images.service';
import { assertPageOpen, NO_PAGE_KEYS, organizerGate, type PageKeys } from './page-access.service';
import { toPublicOrganizer, toPublicOrganizerEvent } from './public-pages.mapper';
import {
  findOrganizerById,
  listOrganizerEvents,
  lowestPrices,
  PUBLIC_EVENT_STATUSES,
  type PublicOrganizerRow,
} from './public-pages.repository';
import { accountLocaleOf } from '../users/users.service';

/**
 * The organizer's public page (issue 6, decision 050): details, its events for buyers, and the contact form.
 * Only LIVE organizers are public (server-behaviour §2); members of the owning account may preview any status.
 */

type Deps = IdentityDeps;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Per sender IP (exempt IPs aside), then per organizer so a botnet cannot flood one inbox. */
export const CONTACT_LIMIT_PER_IP: RateLimitRule = { name: 'organizer-contact-ip', limit: 5, windowSeconds: 3600 };
export const CONTACT_LIMIT_PER_ORGANIZER: RateLimitRule = {
  name: 'organizer-contact-organizer',
  limit: 30,
  windowSeconds: 3600,
};

export const isOrganizerPublic = (row: Pick<PublicOrganizerRow, 'status'>) => row.status === 'LIVE';

/**
 * The organizer a visitor may see, and whether the caller is previewing it as staff. A password-protected page
 * answers its 403 (title only) until this browser gave the password (decision 133).
 */
export async function requirePublicOrganizer(
  deps: Deps,
  organizerId: string,
  auth: AuthContext | null,
  pageKeys: PageKeys = NO_PAGE_KEYS,
): Promise<{ row: PublicOrganizerRow; isStaff: boolean }> {
  const found = await requireVisibleOrganizer(deps, organizerId, auth);
  assertPageOpen(organizerGate(found.row), { auth, pageKeys });
  return found;
}

/** The organizer if its page exists for this caller, open or locked (its password form is for everyone). */
export async function requireVisibleOrganizer(
  deps: Deps,
  organizerId: string,
  auth: AuthContext | null,
): Promise<{ row: PublicOrganizerRow; isStaff: boolean }> {
  const row = UUID.test(organizerId) ? await findOrganizerById(deps.database.db, organizerId.toLowerCase()) : null;
  if (!row) throw AppError.notFound('organizer');
  const isStaff = auth?.account.id === row.accountId;
  if (!isOrganizerPublic(row) && !isStaff) throw AppError.notFound('organizer');
  return { row, isStaff };
}

export async function getPublicOrganizer(
  deps: Deps,
  input: { organizerId: string; auth: AuthContext | null; pageKeys?: PageKeys },
): Promise<TPublicOrganizer> {
  const { row } = await requirePublicOrganizer(deps, input.organizerId, input.auth, input.pageKeys);
  const imagesOf = await imagesByEntity(deps, deps.database.db, 'ORGANIZER', [row.id]);
  return toPublicOrganizer(row, { frontendUrl: deps.config.publicConfig.frontendUrl, images: imagesOf(row.id) });
}

/**
 * Upcoming (start_date ascending) or past (descending) events, 30 a page. Staff previewing see their
 * not-yet-public events too (DRAFT, PAUSED), never ARCHIVED ones. Password-protected events are left out for
 * visitors (decision 133): their title alone would make a card with nothing to say, and a private event's
 * guests come by its link.
 */
export async function listPublicOrganizerEvents(
  deps: Deps,
  input: {
    organizerId: string;
    auth: AuthContext | null;
    query: z.output<typeof ZPublicOrganizerEventsQuery>;
    now?: Date;
    pageKeys?: PageKeys;
  },
): Promise<TList<TPublicOrganizerEvent>> {
  const { db } = deps.database;
  const { row, isStaff } = await requirePublicOrganizer(deps, input.organizerId, input.auth, input.pageKeys);
  const { page, per_page: perPage, eventsStatus } = input.query;
  const { rows, total } = await listOrganizerEvents(db, {
    organizerId: row.id,
    state: eventsStatus,
    page,
    perPage,
    now: input.now ?? new Date(),
    statuses: isStaff ? ['LIVE', 'PAUSED', 'DRAFT'] : [...PUBLIC_EVENT_STATUSES],
    withPasswordProtected: isStaff,
  });
  const ids = rows.map((event) => event.id);
  const [imagesOf, prices] = await Promise.all([imagesByEntity(deps, db, 'EVENT', ids), lowestPrices(db, ids)]);
  const frontendUrl = deps.config.publicConfig.frontendUrl;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  return {
    data: rows.map((event) =>
      toPublicOrganizerEvent(event, {
        frontendUrl,
        cover: imagesOf(event.id).find((image) => image.type === 'EVENT_COVER') ?? null,
        lowestPrice: prices.get(event.id) ?? null,
      }),
    ),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: lastPage,
      from: first > total ? null : first,
      to: first > total ? null : Math.min(total, page * perPage),
      allowed_sorts: ['start_date'],
      default_sort: 'start_date',
      default_sort_direction: eventsStatus === 'upcoming' ? 'asc' : 'desc',
      allowed_filter_fields: [],
    },
  };
}

/**
 * Queues the visitor's message to the organizer's email, reply-to the visitor. A filled honeypot answers
 * like a success and sends nothing, so bots learn nothing; it still counts against the limits.
 */
export async function contactOrganizer(
  deps: Deps,
  input: {
    organizerId: string;
    auth: AuthContext | null;
    body: z.output<typeof ZOrganizerContact>;
    meta: RequestMeta;
    pageKeys?: PageKeys;
  },
): Promise<void> {
  const { db } = deps.database;
  const { row } = await requirePublicOrganizer(deps, input.organizerId, input.auth, input.pageKeys);
  const ip = limitedIp(deps, input.meta);
  if (ip) await hitRateLimit(db, CONTACT_LIMIT_PER_IP, ip);
  await hitRateLimit(db, CONTACT_LIMIT_PER_ORGANIZER, row.id);
  if (input.body[CONTACT_HONEYPOT_FIELD]) {
    deps.logger.info({ organizer_id: row.id }, 'Contact form honeypot filled; message dropped');
    return;
  }
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'organizer_contact',
      locale: await accountLocaleOf(db, row.accountId),
      to: row.email,
      replyTo: input.body.email,
      data: {
        organizerName: row.name,
        senderName: input.body.name,
        senderEmail: input.body.email,
        message: input.body.message,
        pageUrl: appUrl(deps, `/events/${row.id}/${row.slug}`),
      },
    }),
  );
}
