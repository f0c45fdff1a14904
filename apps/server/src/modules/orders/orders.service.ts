import {
  calculateLine,
  calculateOrder,
  type TDiscount,
  type TOrderLineAddition,
  type TOrderPaymentStatus,
  type TOrderStatus,
  type TPriceAddition,
  taxFitsCurrency,
} from '@marquee/core';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  affiliates,
  events,
  orders,
  productPrices,
  productTaxesAndFees,
  products,
  promoCodeProducts,
  promoCodes,
  taxesAndFees,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { promoCodeErrors } from '../promo-codes/promo-codes.errors';
import { randomString, shortId } from '../../lib/secrets';
import {
  countHeldTicketsByPrice,
  hasAttendees,
  insertAttendees,
  insertOrder,
  insertOrderItems,
  listOrderItems,
  transitionOrder,
  setAttendeesStatus,
  type AttendeeInsert,
  type OrderInsert,
  type OrderItemInsert,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository';

/**
 * The orders domain (docs/decisions/025-orders.md): one writer for orders, their lines and attendees,
 * and the counters a counted order raises. Checkout (issue 6) reserves, then completes; tests and the
 * demo seed write completed orders directly through `writeOrder`.
 */

export type OrderLineRequest = {
  productPriceId: string;
  quantity: number;
  /** DONATION: the amount chosen. */ price?: number;
  /** A unit price set by staff (a manual order; 0 = complimentary), instead of the price's own amount. */
  unitPriceOverride?: number;
};

export type OrderBuyer = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  locale?: string;
};

export type WriteOrderInput = {
  eventId: string;
  status: TOrderStatus;
  lines: OrderLineRequest[];
  buyer?: OrderBuyer;
  promoCodeId?: string | null;
  affiliateId?: string | null;
  paymentStatus?: TOrderPaymentStatus | null;
  paymentProvider?: 'STRIPE' | 'OFFLINE' | null;
  reservedUntil?: Date | null;
  sessionId?: string | null;
  /** The buyer's client, for the cap on units one client holds (decision 134). */
  clientKey?: string | null;
  isManuallyCreated?: boolean;
  totalRefunded?: number;
  /** Defaults to now; tests place orders on given days. */
  createdAt?: Date;
  /**
   * The event and the price rows (with their products) the caller already read and locked, in id order, in
   * this transaction: checkout passes them so the reservation does not read and lock them a second time.
   */
  preloaded?: {
    event: typeof events.$inferSelect;
    prices: { price: typeof productPrices.$inferSelect; product: typeof products.$inferSelect }[];
    /** The active taxes and fees of these products. */
    additions: { productId: string; tax: typeof taxesAndFees.$inferSelect }[];
    /** The promo code of `promoCodeId` and the products it covers, and the affiliate of `affiliateId`, when read. */
    promo?: { row: typeof promoCodes.$inferSelect; productIds: string[] } | null;
    affiliate?: typeof affiliates.$inferSelect | null;
  };
};

export type WrittenOrder = { order: OrderRow; items: OrderItemRow[] };

export const COUNTED_ORDER_STATUSES: readonly TOrderStatus[] = ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT'];
export const isCountedStatus = (status: TOrderStatus): boolean => COUNTED_ORDER_STATUSES.includes(status);

/** Orders that hold a use of their promo code (decision 120); ending one gives it back (trigger, migration 0030). */
export const LIVE_ORDER_STATUSES: readonly TOrderStatus[] = ['RESERVED', ...COUNTED_ORDER_STATUSES];
const isLiveStatus = (status: TOrderStatus): boolean => LIVE_ORDER_STATUSES.includes(status);

/**
 * Takes one use of a promo code if it has one left: the conditional statement the reservation functions run
 * (`promo_code_take_use`), for orders placed otherwise. Taken after the order's price rows are locked, as the
 * global lock order wants (prices, capacity assignments, promo code last).
 */
async function takePromoCodeUse(tx: DbExecutor, promoCodeId: string): Promise<boolean> {
  const taken = await tx
    .update(promoCodes)
    .set({ liveUsageCount: sql`${promoCodes.liveUsageCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        or(isNull(promoCodes.maxAllowedUsages), lt(promoCodes.liveUsageCount, promoCodes.maxAllowedUsages)),
      ),
    )
    .returning({ id: promoCodes.id });
  return taken.length > 0;
}

const publicId = (prefix: string) => `${prefix}_${randomString(24)}`;

/** What `planOrder` prices: the rows to insert, ids included, so they can be written in one go. */
export type OrderPlan = { order: OrderInsert & { id: string }; items: OrderItemInsert[] };

/**
 * Prices every line with the core pricing rules and writes the order, its lines and, unless it is a reservation
 * whose details are not in yet (it gets them with its details, decision 112), its attendees; counts it when it
 * counts.
 */
export async function writeOrder(tx: DbExecutor, input: WriteOrderInput): Promise<WrittenOrder> {
  const plan = await planOrder(tx, input);
  const order = await insertOrder(tx, plan.order);
  if (order.promoCodeId && isLiveStatus(order.status) && !(await takePromoCodeUse(tx, order.promoCodeId)))
    throw promoCodeErrors.usedUp(order.promoCode ?? '');
  const items = await insertOrderItems(tx, plan.items);
  if (order.status !== 'RESERVED' || order.email !== null)
    await insertAttendees(tx, planAttendees(order, items, order.createdAt));
  if (isCountedStatus(order.status)) await countOrder(tx, order, items);
  return { order, items };
}

/**
 * The order and its lines as rows to insert, priced with the core rules (reads the event, prices, taxes, promo code
 * and affiliate unless `preloaded`). Writes nothing.
 */
export async function planOrder(tx: DbExecutor, input: WriteOrderInput): Promise<OrderPlan> {
  if (input.lines.length === 0) throw new AppError('VALIDATION_FAILED', 'An order needs at least one line.');
  const [event] = input.preloaded
    ? [input.preloaded.event]
    : await tx.select().from(events).where(eq(events.id, input.eventId));
  if (!event || event.id !== input.eventId) throw new AppError('NOT_FOUND', 'Event not found.');

  const priceIds = input.lines.map((line) => line.productPriceId);
  const priceRows = input.preloaded
    ? input.preloaded.prices.filter((row) => priceIds.includes(row.price.id) && row.product.eventId === event.id)
    : await tx
        .select({ price: productPrices, product: products })
        .from(productPrices)
        .innerJoin(products, eq(products.id, productPrices.productId))
        .where(and(inArray(productPrices.id, priceIds), eq(products.eventId, event.id)))
        // Locks the prices in id order, as sellers lock them, and not their products (decision 119).
        .orderBy(productPrices.id)
        .for('no key update', { of: productPrices });
  const byPrice = new Map(priceRows.map((row) => [row.price.id, row]));
  const productIds = [...new Set(priceRows.map((row) => row.product.id))];

  const additionRows = input.preloaded
    ? input.preloaded.additions
    : productIds.length === 0
      ? []
      : await tx
          .select({ productId: productTaxesAndFees.productId, tax: taxesAndFees })
          .from(productTaxesAndFees)
          .innerJoin(taxesAndFees, eq(taxesAndFees.id, productTaxesAndFees.taxAndFeeId))
          .where(and(inArray(productTaxesAndFees.productId, productIds), eq(taxesAndFees.isActive, true)));

  const preloaded = input.preloaded;
  const promo =
    preloaded?.promo !== undefined
      ? preloaded.promo && preloaded.promo.row.id === input.promoCodeId
        ? preloaded.promo.row
        : null
      : input.promoCodeId
        ? ((
            await tx
              .select()
              .from(promoCodes)
              .where(and(eq(promoCodes.id, input.promoCodeId), eq(promoCodes.eventId, event.id)))
          )[0] ?? null)
        : null;
  const promoProducts = new Set(
    !promo
      ? []
      : preloaded?.promo
        ? preloaded.promo.productIds
        : (
            await tx
              .select({ productId: promoCodeProducts.productId })
              .from(promoCodeProducts)
              .where(eq(promoCodeProducts.promoCodeId, promo.id))
          ).map((row) => row.productId),
  );
  const affiliate =
    preloaded?.affiliate !== undefined
      ? preloaded.affiliate && preloaded.affiliate.id === input.affiliateId
        ? preloaded.affiliate
        : null
      : input.affiliateId
        ? ((
            await tx
              .select()
              .from(affiliates)
              .where(and(eq(affiliates.id, input.affiliateId), eq(affiliates.eventId, event.id)))
          )[0] ?? null)
        : null;

  const lines = input.lines.map((line) => {
    const found = byPrice.get(line.productPriceId);
    if (!found) throw new AppError('NOT_FOUND', 'Product price not found.');
    const { price, product } = found;
    const additions: TPriceAddition[] = additionRows
      .filter((row) => row.productId === product.id)
      // Defensive only: attaching a fixed amount of another currency is refused (decision 118).
      .filter((row) => taxFitsCurrency(row.tax, event.currency))
      .map(({ tax }) => ({
        id: tax.id,
        name: tax.name,
        type: tax.type,
        calculation: tax.calculation,
        rateMilliPercent: tax.rateMilliPercent,
        amount: tax.amount,
      }));
    let discount: TDiscount = { type: 'NONE' };
    const covered = promo && (promo.appliesToAllProducts || promoProducts.has(product.id));
    if (promo && covered && product.type !== 'FREE' && product.type !== 'DONATION') {
      if (promo.discountType === 'PERCENTAGE') discount = { type: 'PERCENTAGE', rateMilliPercent: promo.discount };
      else if (promo.discountType === 'FIXED') discount = { type: 'FIXED', amount: promo.discount };
    }
    const unitPrice =
      line.unitPriceOverride ??
      (product.type === 'DONATION' ? Math.max(price.price, line.price ?? price.price) : price.price);
    const totals = calculateLine({ unitPrice, quantity: line.quantity, discount, additions });
    return { line, price, product, totals };
  });
  const orderTotals = calculateOrder(lines.map((entry) => entry.totals));

  const createdAt = input.createdAt ?? new Date();
  const order = {
    id: randomUUID(),
    shortId: shortId('o'),
    publicId: publicId('ord'),
    eventId: event.id,
    organizerId: event.organizerId,
    status: input.status,
    paymentStatus:
      input.paymentStatus ??
      (input.status === 'AWAITING_OFFLINE_PAYMENT'
        ? 'AWAITING_OFFLINE_PAYMENT'
        : input.status === 'COMPLETED'
          ? orderTotals.totalGross === 0
            ? 'NO_PAYMENT_REQUIRED'
            : 'PAYMENT_RECEIVED'
          : null),
    refundStatus: input.totalRefunded
      ? input.totalRefunded >= orderTotals.totalGross
        ? 'REFUNDED'
        : 'PARTIALLY_REFUNDED'
      : null,
    reservedUntil: input.status === 'RESERVED' ? (input.reservedUntil ?? new Date(Date.now() + 15 * 60_000)) : null,
    sessionId: input.sessionId ?? null,
    clientKey: input.clientKey ?? null,
    currency: event.currency,
    firstName: input.buyer?.firstName ?? null,
    lastName: input.buyer?.lastName ?? null,
    email: input.buyer?.email?.toLowerCase() ?? null,
    locale: input.buyer?.locale ?? 'en',
    promoCodeId: promo?.id ?? null,
    promoCode: promo?.code ?? null,
    affiliateId: affiliate?.id ?? null,
    affiliateCode: affiliate?.code ?? null,
    totalBeforeAdditions: orderTotals.totalBeforeAdditions,
    totalDiscount: orderTotals.totalDiscount,
    totalTax: orderTotals.totalTax,
    totalFee: orderTotals.totalFee,
    totalGross: orderTotals.totalGross,
    totalRefunded: input.totalRefunded ?? 0,
    paymentProvider: input.paymentProvider ?? null,
    isManuallyCreated: input.isManuallyCreated ?? false,
    completedAt: input.status === 'COMPLETED' ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
  } satisfies OrderInsert;

  const items = lines.map(({ line, price, product, totals }): OrderItemInsert => ({
    id: randomUUID(),
    orderId: order.id,
    productId: product.id,
    productPriceId: price.id,
    productType: product.productType,
    itemName: product.title,
    priceLabel: price.label,
    quantity: line.quantity,
    pricePerUnit: totals.unitPrice,
    priceBeforeDiscount: totals.unitPriceBeforeDiscount,
    totalBeforeAdditions: totals.totalBeforeAdditions,
    totalDiscount: totals.totalDiscount,
    totalTax: totals.totalTax,
    totalFee: totals.totalFee,
    totalGross: totals.totalGross,
    taxesAndFees: totals.additions.map((addition): TOrderLineAddition => ({
      tax_or_fee_id: addition.id,
      name: addition.name,
      type: addition.type,
      calculation: addition.calculation,
      rate: addition.calculation === 'PERCENTAGE' ? addition.rateMilliPercent : null,
      amount: addition.total,
    })),
    createdAt,
  }));

  return { order, items };
}

type AttendeeSource = Pick<OrderRow, 'id' | 'eventId' | 'firstName' | 'lastName' | 'email' | 'locale' | 'status'>;

/**
 * An order's tickets as attendee rows, one per unit of each ticket line (other products have none), named after
 * the buyer; their status follows the order's. Writes nothing.
 */
export function planAttendees(
  order: AttendeeSource,
  items: Pick<OrderItemInsert, 'productId' | 'productPriceId' | 'productType' | 'quantity'>[],
  createdAt: Date,
): (AttendeeInsert & { id: string; productId: string })[] {
  const status =
    order.status === 'CANCELLED' ? 'CANCELLED' : order.status === 'COMPLETED' ? 'ACTIVE' : 'AWAITING_PAYMENT';
  return items.flatMap((item) =>
    item.productType !== 'TICKET'
      ? []
      : Array.from({ length: item.quantity }, () => ({
          id: randomUUID(),
          shortId: shortId('a'),
          publicId: publicId('att'),
          orderId: order.id,
          eventId: order.eventId,
          productId: item.productId,
          productPriceId: item.productPriceId,
          firstName: order.firstName,
          lastName: order.lastName,
          email: order.email,
          locale: order.locale,
          status,
          createdAt,
          updatedAt: createdAt,
        })),
  );
}

/**
 * Raises sold counts for an order that now holds its units (COMPLETED or AWAITING_OFFLINE_PAYMENT), price rows in id
 * order as every writer locks them (decision 119).
 */
async function countSoldUnits(tx: DbExecutor, items: OrderItemRow[]): Promise<void> {
  const byPrice = [...items].sort((a, b) => ((a.productPriceId ?? '') < (b.productPriceId ?? '') ? -1 : 1));
  for (const item of byPrice) {
    if (!item.productPriceId) continue;
    await tx
      .update(productPrices)
      .set({ quantitySold: sql`${productPrices.quantitySold} + ${item.quantity}` })
      .where(eq(productPrices.id, item.productPriceId));
  }
}

/**
 * The completed-order count of a promo code (`order_usage_count`, what reports call "times used") and affiliate
 * totals grow only when the money is in: at COMPLETED, not while an offline payment is awaited (server-behaviour §7).
 * The code's limit is held by its live count instead, taken at placement (decision 120).
 */
async function countSale(tx: DbExecutor, order: OrderRow, items: OrderItemRow[]): Promise<void> {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  if (order.promoCodeId) {
    await tx
      .update(promoCodes)
      .set({
        orderUsageCount: sql`${promoCodes.orderUsageCount} + 1`,
        attendeeUsageCount: sql`${promoCodes.attendeeUsageCount} + ${units}`,
      })
      .where(eq(promoCodes.id, order.promoCodeId));
  }
  if (order.affiliateId) {
    await tx
      .update(affiliates)
      .set({
        totalSales: sql`${affiliates.totalSales} + 1`,
        totalSalesGross: sql`${affiliates.totalSalesGross} + ${order.totalGross}`,
      })
      .where(eq(affiliates.id, order.affiliateId));
  }
}

async function countOrder(tx: DbExecutor, order: OrderRow, items: OrderItemRow[]): Promise<void> {
  await countSoldUnits(tx, items);
  if (order.status === 'COMPLETED') await countSale(tx, order, items);
}

/** A RESERVED order holding its units until `reservedUntil` (issue 6's first checkout step). */
export async function reserveOrder(
  tx: DbExecutor,
  input: Omit<WriteOrderInput, 'status'> & { reservedUntil: Date },
): Promise<WrittenOrder> {
  return writeOrder(tx, { ...input, status: 'RESERVED' });
}

/**
 * RESERVED → COMPLETED or AWAITING_OFFLINE_PAYMENT, as a compare-and-set: a second call, or a call after
 * the reservation was abandoned, gets a 409. Counts the order once.
 */
export async function completeOrder(
  tx: DbExecutor,
  input: { orderId: string; status?: 'COMPLETED' | 'AWAITING_OFFLINE_PAYMENT'; paymentStatus?: TOrderPaymentStatus },
): Promise<OrderRow> {
  const status = input.status ?? 'COMPLETED';
  const now = new Date();
  const order = await transitionOrder(tx, {
    orderId: input.orderId,
    from: ['RESERVED'],
    values: {
      status,
      reservedUntil: null,
      paymentStatus: input.paymentStatus ?? (status === 'COMPLETED' ? 'PAYMENT_RECEIVED' : 'AWAITING_OFFLINE_PAYMENT'),
      completedAt: status === 'COMPLETED' ? now : null,
    },
  });
  if (!order) throw new AppError('CONFLICT', 'This order can no longer be completed.');
  const items = await listOrderItems(tx, order.id);
  // A counted order holds one attendee per ticket unit (cancelling releases units through them). The details step
  // writes them (decision 112); a reservation completed without it gets them named after the buyer.
  if (await hasAttendees(tx, order.id))
    await setAttendeesStatus(tx, order.id, status === 'COMPLETED' ? 'ACTIVE' : 'AWAITING_PAYMENT');
  else await insertAttendees(tx, planAttendees(order, items, now));
  await countOrder(tx, order, items);
  return order;
}

/**
 * AWAITING_OFFLINE_PAYMENT → COMPLETED / PAYMENT_RECEIVED when staff record the payment, as a compare-and-set
 * (409 otherwise). The units were counted when the order started waiting; the sale (promo usage, affiliate
 * totals) counts now.
 */
export async function markOrderPaid(tx: DbExecutor, orderId: string): Promise<OrderRow> {
  const order = await transitionOrder(tx, {
    orderId,
    from: ['AWAITING_OFFLINE_PAYMENT'],
    values: { status: 'COMPLETED', paymentStatus: 'PAYMENT_RECEIVED', completedAt: new Date() },
  });
  if (!order) throw new AppError('CONFLICT', 'Only an order awaiting offline payment can be marked as paid.');
  await setAttendeesStatus(tx, order.id, 'ACTIVE');
  await countSale(tx, order, await listOrderItems(tx, order.id));
  return order;
}

/**
 * Cancels an order: attendees become CANCELLED; counted units (and the promo usage of a completed order) are released once, guarded by
 * `statistics_decremented_at`. Affiliate totals never shrink (docs/decisions/024-affiliates.md).
 */
export async function cancelOrder(tx: DbExecutor, orderId: string): Promise<OrderRow> {
  const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!before) throw new AppError('NOT_FOUND', 'Order not found.');
  const order = await transitionOrder(tx, {
    orderId,
    from: ['RESERVED', 'COMPLETED', 'AWAITING_OFFLINE_PAYMENT'],
    values: { status: 'CANCELLED', reservedUntil: null },
  });
  if (!order) throw new AppError('CONFLICT', 'This order cannot be cancelled.');
  // Tickets cancelled one by one already gave their unit back (decision 070): release only the ones still held.
  const heldTickets = await countHeldTicketsByPrice(tx, orderId);
  await setAttendeesStatus(tx, orderId, 'CANCELLED');
  if (!isCountedStatus(before.status)) return order;
  const [released] = await tx
    .update(orders)
    .set({ statisticsDecrementedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.statisticsDecrementedAt)))
    .returning();
  if (!released) return order;
  const items = await listOrderItems(tx, orderId);
  // A ticket's unit is on the price its attendee holds now (staff may have moved it, decision 096); other
  // products' units are on their order lines.
  const unitsByPrice = new Map(heldTickets);
  for (const item of items) {
    if (!item.productPriceId || item.productType === 'TICKET') continue;
    unitsByPrice.set(item.productPriceId, (unitsByPrice.get(item.productPriceId) ?? 0) + item.quantity);
  }
  for (const [priceId, units] of [...unitsByPrice].sort(([a], [b]) => a.localeCompare(b))) {
    if (units === 0) continue;
    await tx
      .update(productPrices)
      .set({ quantitySold: sql`greatest(${productPrices.quantitySold} - ${units}, 0)` })
      .where(eq(productPrices.id, priceId));
  }
  if (order.promoCodeId && before.status === 'COMPLETED') {
    const units = items.reduce((sum, item) => sum + item.quantity, 0);
    await tx
      .update(promoCodes)
      .set({
        orderUsageCount: sql`greatest(${promoCodes.orderUsageCount} - 1, 0)`,
        attendeeUsageCount: sql`greatest(${promoCodes.attendeeUsageCount} - ${units}, 0)`,
      })
      .where(eq(promoCodes.id, order.promoCodeId));
  }
  return released;
}
