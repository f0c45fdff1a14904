import { randomBytes } from 'node:crypto';
import {
  isEventVisibleToBuyers,
  normalisePromoCode,
  promoCodeUnavailability,
  promoCodeUnlocks,
  type TPriceAddition,
  type TPromoCodeCheckReason,
  taxFitsCurrency,
} from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/sessions.service';
import { type IdentityDeps } from '../auth/identity-context';
import { type ProductRow } from '../products/products.repository';
import { findPromoCodeByCode, listPromoCodeProducts, type PromoCodeRow } from '../promo-codes/promo-codes.repository';
import { promoValidityOf } from '../promo-codes/promo-codes.mapper';
import { findEventWithOrganizer, type listAdditionsOfProducts } from './checkout.repository';

/** What the buyer's calls share: the event they may see, the promo code they gave, which taxes apply. */

export type Deps = IdentityDeps;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newSessionIdentifier = (): string => randomBytes(24).toString('base64url');

/** The event buyers may see: LIVE or PAUSED, or any status for a signed-in member of its account (preview). */
export async function requirePublicEvent(executor: DbExecutor, eventId: string, auth: AuthContext | null) {
  const found = UUID.test(eventId) ? await findEventWithOrganizer(executor, eventId.toLowerCase()) : null;
  if (!found) throw AppError.notFound('event');
  const isOwn = auth?.account.id === found.event.accountId;
  if (!isEventVisibleToBuyers(found.event.status) && !isOwn) throw AppError.notFound('event');
  return { ...found, isOwn };
}

export type ValidPromo = { row: PromoCodeRow; productIds: string[] };

/**
 * The event's promo code if it exists and is valid now; otherwise `reason` says why not: unknown, expired, or used up
 * by live orders (decision 120). With `usedUpToo`, a used-up code comes back too (with its reason), for a reservation
 * statement to decide under its locks.
 */
export async function findPromo(
  executor: DbExecutor,
  eventId: string,
  code: string | null | undefined,
  now: Date,
  options: { usedUpToo?: boolean } = {},
): Promise<{ promo: ValidPromo | null; reason: TPromoCodeCheckReason | null; row: PromoCodeRow | null }> {
  if (!code) return { promo: null, reason: null, row: null };
  const row = await findPromoCodeByCode(executor, { eventId, code: normalisePromoCode(code) });
  if (!row) return { promo: null, reason: 'UNKNOWN', row: null };
  const reason = promoCodeUnavailability(promoValidityOf(row), now);
  if (reason && !(reason === 'USED_UP' && options.usedUpToo)) return { promo: null, reason, row };
  const links = await listPromoCodeProducts(executor, [row.id]);
  return { promo: { row, productIds: links.map((link) => link.productId) }, reason, row };
}

export const promoScope = (promo: ValidPromo) => ({
  ...promoValidityOf(promo.row),
  applies_to_all_products: promo.row.appliesToAllProducts,
  applicable_product_ids: promo.productIds,
  discount_type: promo.row.discountType,
  discount: promo.row.discountType === 'PERCENTAGE' ? promo.row.discount / 1000 : promo.row.discount,
});

export function visibilityOf(row: ProductRow, promo: ValidPromo | null, now: Date) {
  return { now, hasValidPromoUnlock: promo !== null && promoCodeUnlocks(promoScope(promo), row.id, now) };
}

export function additionsFor(
  rows: Awaited<ReturnType<typeof listAdditionsOfProducts>>,
  productId: string,
  currency: string,
): TPriceAddition[] {
  // The currency filter is defensive only: attaching a fixed amount of another currency is refused (decision 118).
  return rows
    .filter((row) => row.productId === productId)
    .filter((row) => taxFitsCurrency(row.tax, currency))
    .map(({ tax }) => ({
      id: tax.id,
      name: tax.name,
      type: tax.type,
      calculation: tax.calculation,
      rateMilliPercent: tax.rateMilliPercent,
      amount: tax.amount,
    }));
}

/** The event and its organizer (any status), or null: for modules that act on an event's buyers (the waiting list). */
export const eventWithOrganizer = (executor: DbExecutor, eventId: string) => findEventWithOrganizer(executor, eventId);
