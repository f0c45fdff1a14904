import type { TWaitlistEventPayload } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { EMAIL_PRIORITY, emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { appUrl } from '../auth/identity-context';
import type { JobContext } from '../../services';
import { toEmailSender } from '../checkout/checkout.emails';
import { eventWithOrganizer as findEventWithOrganizer } from '../checkout/checkout.shared';
import { recordDomainEvent } from '../domain-events/record-domain-event';
import type { EventRow } from '../events/events.repository';
import { productPrices, products } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { WaitlistEntryRow } from './waitlist.repository';

/**
 * What follows a change of an entry (issue 31), in the transaction that made it: the domain event (webhooks) and the
 * entrant's email, in the language they joined in.
 */

/** What the waiting list's services need: routes and jobs both have it. */
export type WaitlistDeps = Pick<JobContext, 'database' | 'queue' | 'config'>;
type NoticeDeps = WaitlistDeps;

export type WaitlistNotice =
  /** `token`: the entrant's link, in clear only here, on its way into the email. */
  | { kind: 'joined'; position: number | null; lotteryUntil: Date | null; token: string }
  | { kind: 'offered'; token: string }
  | { kind: 'expired' }
  | { kind: 'cancelled'; by: 'ENTRANT' | 'ORGANIZER' }
  | { kind: 'purchased' };

const EVENT_TYPES = {
  joined: 'waitlist.joined',
  offered: 'waitlist.offered',
  expired: 'waitlist.expired',
  cancelled: 'waitlist.cancelled',
  purchased: 'waitlist.purchased',
} as const;

export const entryPath = (token: string) => `/waitlist/${token}`;

function payloadOf(entry: WaitlistEntryRow, notice: WaitlistNotice): TWaitlistEventPayload {
  return {
    waitlist_entry: {
      id: entry.id,
      product_id: entry.productId,
      product_price_id: entry.productPriceId,
      email: entry.email,
      first_name: entry.firstName,
      last_name: entry.lastName,
      quantity: entry.quantity,
      status: entry.status,
      position: entry.position,
      order_id: entry.orderId,
      offer_expires_at: entry.offerExpiresAt?.toISOString() ?? null,
      created_at: entry.createdAt.toISOString(),
    },
    ...(notice.kind === 'cancelled' ? { cancelled_by: notice.by } : {}),
  };
}

/** The product's title with its tier's label, as emails name what was waited for. */
async function productNameOf(tx: DbExecutor, entry: WaitlistEntryRow): Promise<string> {
  const [row] = await tx
    .select({ title: products.title, label: productPrices.label })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(eq(productPrices.id, entry.productPriceId));
  if (!row) return '';
  return row.label ? `${row.title} (${row.label})` : row.title;
}

export async function noticeWaitlistChange(
  deps: NoticeDeps,
  tx: DbExecutor,
  input: { entry: WaitlistEntryRow; notice: WaitlistNotice; event?: EventRow },
): Promise<void> {
  const { entry, notice } = input;
  const found = await findEventWithOrganizer(tx, entry.eventId);
  if (!found) return;
  const { event, organizer } = found;
  await recordDomainEvent(deps, tx, {
    type: EVENT_TYPES[notice.kind],
    accountId: entry.accountId,
    organizerId: event.organizerId,
    eventId: entry.eventId,
    payload: payloadOf(entry, notice),
  });
  if (notice.kind === 'purchased') return; // the order's own confirmation says it all
  const productName = await productNameOf(tx, entry);
  const base = {
    firstName: entry.firstName,
    eventTitle: event.title,
    productName,
    quantity: entry.quantity,
  };
  const eventUrl = appUrl(deps, `/event/${event.id}/${event.slug}`);
  const entryUrl = 'token' in notice ? appUrl(deps, entryPath(notice.token)) : eventUrl;
  const sender = toEmailSender({ event, organizer });
  const common = { locale: entry.locale, to: entry.email, sender };
  const job = (() => {
    switch (notice.kind) {
      case 'joined':
        return emailJobPayload({
          ...common,
          template: 'waitlist_joined',
          data: {
            ...base,
            position: notice.position,
            lotteryUntil: notice.lotteryUntil?.toISOString() ?? null,
            timezone: event.timezone,
            entryUrl,
            eventUrl,
          },
        });
      case 'offered':
        return emailJobPayload({
          ...common,
          template: 'waitlist_offer',
          data: {
            ...base,
            expiresAt: (entry.offerExpiresAt ?? new Date()).toISOString(),
            timezone: event.timezone,
            claimUrl: `${entryUrl}?claim=1`,
            entryUrl,
          },
        });
      case 'expired':
        return emailJobPayload({ ...common, template: 'waitlist_offer_expired', data: { ...base, eventUrl } });
      case 'cancelled':
        return emailJobPayload({
          ...common,
          template: 'waitlist_removed',
          data: { ...base, byOrganizer: notice.by === 'ORGANIZER', eventUrl },
        });
    }
  })();
  await deps.queue.send(sendEmailJob, job, { executor: tx, priority: EMAIL_PRIORITY.personWaiting });
}
