import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  PROMO_CODE_PATTERN,
  promoCodeUnavailability,
  normalisePromoCode,
  percentToMilliPercent,
  promoCodeShapeProblems,
  type TList,
  type TPromoCode,
  type TPromoCodeCheck,
  type TPromoDiscountType,
  type ZCreatePromoCode,
  type ZUpdatePromoCode,
} from '@marquee/core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { lockingTransaction } from '../../db/lock-order';
import { isUniqueViolation } from '../../db/errors';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { evaluatePromoCodeGuess } from './promo-code-guesses';
import { limitedIp, type IdentityDeps, type RequestMeta } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import type { EventRow } from '../events/events.repository';
import { checkEventProductIds, requireCatalogueEvent } from '../products/catalogue.service';
import { addError, throwIfAny } from '../products/product-prices.service';
import { assertPageOpen, eventGate, NO_PAGE_KEYS, type PageKeys } from '../public-pages/page-access.service';
import { promoCodeErrors } from './promo-codes.errors';
import { discountOf, promoValidityOf, toPromoCode } from './promo-codes.mapper';
import {
  UNIQUE_CODE_CONSTRAINT,
  deletePromoCode,
  findEventForPublicCheck,
  findPromoCode,
  findPromoCodeByCode,
  insertPromoCodeProducts,
  insertPromoCodes,
  listPromoCodeProducts,
  listPromoCodesOfEvent,
  listPromoCodesPage,
  promoCodesListResource,
  replacePromoCodeProducts,
  updatePromoCode,
  type PromoCodeRow,
  type PromoCodeValues,
} from './promo-codes.repository';

type Deps = IdentityDeps;
type CreateInput = z.output<typeof ZCreatePromoCode>;
type UpdateInput = z.output<typeof ZUpdatePromoCode>;

/** Enough for a person trying codes at checkout; too few to guess codes by brute force. */
export const PUBLIC_CHECK_LIMIT: RateLimitRule = { name: 'promo-check-ip', limit: 60, windowSeconds: 60 };
/** Event statuses whose codes anyone may check; the event's own account may check any of its events. */
const PUBLIC_STATUSES = new Set(['LIVE', 'PAUSED']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored discount: thousandths of a percent, minor units, or 0 for NONE. */
function storedDiscount(type: TPromoDiscountType, discount: number | null | undefined): number {
  if (type === 'NONE') return 0;
  return type === 'PERCENTAGE' ? percentToMilliPercent(discount ?? 0) : (discount ?? 0);
}

async function loadPromoCodes(executor: DbExecutor, event: EventRow, rows: PromoCodeRow[]): Promise<TPromoCode[]> {
  const links = await listPromoCodeProducts(
    executor,
    rows.filter((row) => !row.appliesToAllProducts).map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) =>
    toPromoCode(row, {
      productIds: links.filter((link) => link.promoCodeId === row.id).map((link) => link.productId),
      currency: event.currency,
      now,
    }),
  );
}

async function requirePromoCode(executor: DbExecutor, eventId: string, promoCodeId: string, lock = false) {
  const row = await findPromoCode(executor, { eventId, promoCodeId, lock });
  if (!row) throw promoCodeErrors.promoCodeNotFound();
  return row;
}

async function loadOne(executor: DbExecutor, event: EventRow, promoCodeId: string): Promise<TPromoCode> {
  return (await loadPromoCodes(executor, event, [await requirePromoCode(executor, event.id, promoCodeId)]))[0]!;
}

/** A concurrent save of the same code loses at the unique index and gets the same 422. */
async function translatingTakenCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_CODE_CONSTRAINT)) throw promoCodeErrors.codeTaken();
    throw error;
  }
}

/** The scope columns and links of a sent product list: empty (or null) means every product. */
async function scopeOf(
  executor: DbExecutor,
  input: { eventId: string; ids: string[] | null; errors: FieldErrors },
): Promise<{ appliesToAll: boolean; productIds: string[] }> {
  const ids = input.ids ?? [];
  if (ids.length === 0) return { appliesToAll: true, productIds: [] };
  const productIds = await checkEventProductIds(executor, {
    eventId: input.eventId,
    ids,
    field: 'applicable_product_ids',
    errors: input.errors,
  });
  return { appliesToAll: false, productIds };
}

export async function listEventPromoCodes(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TPromoCode>> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  const query = parseListQuery(promoCodesListResource, input.rawQuery);
  const { rows, meta } = await listPromoCodesPage(db, { eventId: event.id, query });
  return { data: await loadPromoCodes(db, event, rows), meta };
}

export async function getPromoCode(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; promoCodeId: string },
): Promise<TPromoCode> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  return loadOne(db, event, input.promoCodeId);
}

export async function createPromoCode(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: CreateInput },
): Promise<TPromoCode> {
  const { body } = input;
  return translatingTakenCode(() =>
    lockingTransaction(deps.database, async (tx) => {
      const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
      const errors: FieldErrors = {};
      const scope = await scopeOf(tx, { eventId: event.id, ids: body.applicable_product_ids ?? null, errors });
      throwIfAny(errors);
      if (await findPromoCodeByCode(tx, { eventId: event.id, code: body.code })) throw promoCodeErrors.codeTaken();
      const [row] = await insertPromoCodes(tx, [
        {
          eventId: event.id,
          code: body.code,
          discountType: body.discount_type,
          discount: storedDiscount(body.discount_type, body.discount),
          appliesToAllProducts: scope.appliesToAll,
          maxAllowedUsages: body.max_allowed_usages ?? null,
          expiryDate: body.expiry_date ? new Date(body.expiry_date) : null,
        },
      ]);
      await insertPromoCodeProducts(
        tx,
        scope.productIds.map((productId) => ({ promoCodeId: row!.id, productId })),
      );
      return loadOne(tx, event, row!.id);
    }),
  );
}

/**
 * PUT merges over the stored code. A new discount type without a discount keeps no old amount (10 % must not
 * silently become 10 cents): NONE takes 0, the others need the discount sent.
 */
export async function editPromoCode(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; promoCodeId: string; body: UpdateInput },
): Promise<TPromoCode> {
  const { body } = input;
  return translatingTakenCode(() =>
    lockingTransaction(deps.database, async (tx) => {
      const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
      const current = await requirePromoCode(tx, event.id, input.promoCodeId, true);
      const type = body.discount_type ?? current.discountType;
      const discount =
        body.discount !== undefined ? body.discount : type === current.discountType ? discountOf(current) : null;
      const errors: FieldErrors = {};
      for (const problem of promoCodeShapeProblems({ discount_type: type, discount })) {
        addError(errors, problem.path.join('.'), problem.message);
      }
      const scope =
        body.applicable_product_ids !== undefined
          ? await scopeOf(tx, { eventId: event.id, ids: body.applicable_product_ids, errors })
          : null;
      throwIfAny(errors);
      // A new casing of the same code is its own code, not a taken one.
      if (body.code !== undefined && normalisePromoCode(body.code) !== current.codeKey) {
        if (await findPromoCodeByCode(tx, { eventId: event.id, code: body.code })) throw promoCodeErrors.codeTaken();
      }
      const values: PromoCodeValues = { discountType: type, discount: storedDiscount(type, discount) };
      if (body.code !== undefined) values.code = body.code;
      if (body.max_allowed_usages !== undefined) values.maxAllowedUsages = body.max_allowed_usages;
      if (body.expiry_date !== undefined) values.expiryDate = body.expiry_date ? new Date(body.expiry_date) : null;
      if (scope) values.appliesToAllProducts = scope.appliesToAll;
      await updatePromoCode(tx, current.id, values);
      if (scope) await replacePromoCodeProducts(tx, current.id, scope.productIds);
      return loadOne(tx, event, current.id);
    }),
  );
}

export async function removePromoCode(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; promoCodeId: string },
): Promise<void> {
  await lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requirePromoCode(tx, event.id, input.promoCodeId, true);
    // Orders keep the code's text and lose only the link (orders.promo_code_id is set null), so reports stay whole.
    await deletePromoCode(tx, current.id);
  });
}

/**
 * The public check: `{ valid, reason }` for any code of an event buyers can see, so it reveals nothing about other
 * codes. A code whose uses are all held by live orders (reservations included) is USED_UP (decision 120). An
 * unknown event, or one not on sale (other than to its own account), is a 404 like every public event read. Counted per IP (exempt IPs aside) before anything is looked up.
 */
export async function checkPublicPromoCode(
  deps: Deps,
  input: { eventId: string; code: string; auth: AuthContext | null; meta: RequestMeta; pageKeys?: PageKeys },
): Promise<TPromoCodeCheck> {
  const { db } = deps.database;
  const ip = limitedIp(deps, input.meta);
  if (ip) await hitRateLimit(db, PUBLIC_CHECK_LIMIT, ip);
  const event = UUID.test(input.eventId) ? await findEventForPublicCheck(db, input.eventId.toLowerCase()) : null;
  const isOwnEvent = event !== null && input.auth?.account.id === event.accountId;
  if (!event || (!PUBLIC_STATUSES.has(event.status) && !isOwnEvent)) throw AppError.notFound('event');
  assertPageOpen(eventGate(event), { auth: input.auth, pageKeys: input.pageKeys ?? NO_PAGE_KEYS });
  const code = normalisePromoCode(input.code);
  const isWellFormed =
    code.length >= PROMO_CODE_MIN_LENGTH && code.length <= PROMO_CODE_MAX_LENGTH && PROMO_CODE_PATTERN.test(code);
  return evaluatePromoCodeGuess(deps, { clientIp: input.meta.ip, code }, async () => {
    const row = isWellFormed ? await findPromoCodeByCode(db, { eventId: event.id, code }) : null;
    if (!row) return { valid: false, reason: 'UNKNOWN' as const };
    const reason = promoCodeUnavailability(promoValidityOf(row), new Date());
    return { valid: reason === null, reason };
  });
}

/**
 * Copies an event's promo codes into a duplicated event with their usage counts at 0. Codes for every product
 * always travel; codes limited to products only when those were copied (`productIds` maps old → new), and a
 * code none of whose products came along is left out rather than widened to every product.
 */
export async function copyPromoCodes(
  executor: DbExecutor,
  input: { sourceEventId: string; targetEventId: string; productIds: Map<string, string> },
): Promise<void> {
  const sources = await listPromoCodesOfEvent(executor, input.sourceEventId);
  const links = await listPromoCodeProducts(
    executor,
    sources.map((row) => row.id),
  );
  const copies: { id: string; row: PromoCodeRow; productIds: string[] }[] = [];
  for (const row of sources) {
    const productIds = links
      .filter((link) => link.promoCodeId === row.id)
      .map((link) => input.productIds.get(link.productId))
      .filter((id): id is string => id !== undefined);
    if (!row.appliesToAllProducts && productIds.length === 0) continue;
    copies.push({ id: randomUUID(), row, productIds });
  }
  await insertPromoCodes(
    executor,
    copies.map(({ id, row }) => ({
      id,
      eventId: input.targetEventId,
      code: row.code,
      discountType: row.discountType,
      discount: row.discount,
      appliesToAllProducts: row.appliesToAllProducts,
      maxAllowedUsages: row.maxAllowedUsages,
      expiryDate: row.expiryDate,
    })),
  );
  await insertPromoCodeProducts(
    executor,
    copies.flatMap(({ id, productIds }) => productIds.map((productId) => ({ promoCodeId: id, productId }))),
  );
}
