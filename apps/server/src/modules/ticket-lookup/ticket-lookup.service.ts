import { type TTicketLookupRequest, type TTicketLookupResult } from '@marquee/core';
import { eventLocationLine } from '../events/event-location';
import { emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { AppError } from '../../lib/app-error';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { hashSecret, randomString } from '../../lib/secrets';
import { appUrl, type IdentityDeps } from '../auth/identity-context';
import { findLiveLookupToken, listLookupOrders, replaceLookupToken } from './ticket-lookup.repository';

/**
 * "Find my tickets" (server-behaviour §6, decision 110): a buyer who lost their emails asks for a link by
 * email address; the link lists the orders placed with it, for 24 hours.
 */

type Deps = IdentityDeps;

export const TICKET_LOOKUP_TTL_HOURS = 24;
/** `tl` + 30 alphanumerics: 32 characters (server-behaviour §2). */
const TOKEN_PREFIX = 'tl';
const TOKEN_LENGTH = 32;

export const TICKET_LOOKUP_RATE_LIMITS = {
  perIp: { name: 'ticket-lookup-ip', limit: 10, windowSeconds: 15 * 60 },
  perEmail: { name: 'ticket-lookup-email', limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Emails the link when the address has orders with tickets, and does nothing otherwise: the caller's answer is
 * the same either way, so the call tells nobody who bought tickets.
 */
export async function requestTicketLookup(
  deps: Deps,
  input: TTicketLookupRequest & { ip: string | null; locale: string },
): Promise<void> {
  const { db } = deps.database;
  const email = input.email.toLowerCase();
  if (input.ip) await hitRateLimit(db, TICKET_LOOKUP_RATE_LIMITS.perIp, input.ip);
  await hitRateLimit(db, TICKET_LOOKUP_RATE_LIMITS.perEmail, email);
  await db.transaction(async (tx) => {
    const orderCount = (await listLookupOrders(tx, email)).length;
    if (orderCount === 0) return;
    const token = TOKEN_PREFIX + randomString(TOKEN_LENGTH - TOKEN_PREFIX.length);
    const expiresAt = new Date(Date.now() + TICKET_LOOKUP_TTL_HOURS * 3600_000);
    await replaceLookupToken(tx, { email, tokenHash: hashSecret(token), expiresAt });
    await deps.queue.send(
      sendEmailJob,
      emailJobPayload({
        template: 'ticket_lookup',
        locale: input.locale,
        to: email,
        data: {
          lookupUrl: appUrl(deps, `/my-tickets/${token}`),
          orderCount,
          expiresInHours: TICKET_LOOKUP_TTL_HOURS,
        },
      }),
      { executor: tx },
    );
  });
}

/** The orders of a live link, newest first; an unknown or expired link is a 404 the page offers to renew. */
export async function getTicketLookup(deps: Deps, token: string): Promise<TTicketLookupResult> {
  const { db } = deps.database;
  const expired = () =>
    new AppError('NOT_FOUND', 'This link has expired or is not valid.', {}, { detail: { code: 'link_invalid' } });
  if (!token.startsWith(TOKEN_PREFIX) || token.length !== TOKEN_LENGTH) throw expired();
  const lookup = await findLiveLookupToken(db, { tokenHash: hashSecret(token), now: new Date() });
  if (!lookup) throw expired();
  const rows = await listLookupOrders(db, lookup.email);
  return {
    email: lookup.email,
    expires_at: lookup.expiresAt.toISOString(),
    orders: rows.map(({ order, event, organizerName, tickets }) => ({
      short_id: order.shortId,
      status: order.status,
      currency: order.currency,
      total_gross: Number(order.totalGross),
      ticket_count: tickets,
      created_at: order.createdAt.toISOString(),
      event: {
        id: event.id,
        title: event.title,
        start_date: event.startDate.toISOString(),
        end_date: event.endDate?.toISOString() ?? null,
        timezone: event.timezone,
        location: eventLocationLine(event, 'en'),
        is_online: event.isOnlineEvent,
        organizer_name: organizerName,
      },
    })),
  };
}
