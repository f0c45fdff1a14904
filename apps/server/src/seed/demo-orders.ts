import type { TProduct } from '@marquee/core';
import type { DbExecutor } from '../db/client';
import { writeOrder, type OrderLineRequest } from '../modules/orders/orders.service';
import { writeLedgerFromOrderState } from '../modules/reports/ledger-backfill';

const DAY_MS = 24 * 60 * 60 * 1000;

const BUYERS = [
  ['Sanne', 'de Vries'],
  ['Luca', 'Rossi'],
  ['Amira', 'Haddad'],
  ['Tom', 'Jansen'],
  ['Mei', 'Lin'],
  ['Jonas', 'Becker'],
  ['Fatima', 'El Amrani'],
  ['Noah', 'Bakker'],
  ['Ines', 'Moreau'],
  ['Pieter', 'Visser'],
  ['Chloe', 'Martin'],
  ['Daan', 'Smit'],
] as const;

/**
 * A fortnight of sales for the demo event, written through the orders domain like checkout does, so the
 * dashboards, reports and lists have something real to show.
 */
export async function seedDemoOrders(
  executor: DbExecutor,
  input: {
    eventId: string;
    products: Record<'standing' | 'seated' | 'community' | 'shirt', TProduct>;
    promoCodeId: string;
    affiliateId: string;
    now: Date;
  },
): Promise<number> {
  const { products, now } = input;
  const price = (product: TProduct, index = 0) => product.prices[index]!.id;
  const baskets: OrderLineRequest[][] = [
    [{ productPriceId: price(products.standing), quantity: 2 }],
    [
      { productPriceId: price(products.seated), quantity: 2 },
      { productPriceId: price(products.shirt), quantity: 1 },
    ],
    [{ productPriceId: price(products.community), quantity: 2 }],
    [{ productPriceId: price(products.standing), quantity: 1 }],
    [{ productPriceId: price(products.seated, 1), quantity: 4 }],
  ];
  for (const [index, [firstName, lastName]] of BUYERS.entries()) {
    const daysAgo = 13 - index;
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS - (index % 5) * 3_600_000);
    const lines = baskets[index % baskets.length]!;
    const isFree = lines.every((line) => line.productPriceId === price(products.community));
    const awaitingPayment = index === BUYERS.length - 1;
    const { order } = await writeOrder(executor, {
      eventId: input.eventId,
      status: awaitingPayment ? 'AWAITING_OFFLINE_PAYMENT' : 'COMPLETED',
      paymentStatus: isFree ? 'NO_PAYMENT_REQUIRED' : awaitingPayment ? 'AWAITING_OFFLINE_PAYMENT' : 'PAYMENT_RECEIVED',
      paymentProvider: isFree ? null : 'OFFLINE',
      lines,
      buyer: {
        firstName,
        lastName,
        email: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
      },
      promoCodeId: index % 4 === 1 ? input.promoCodeId : null,
      affiliateId: index % 3 === 0 ? input.affiliateId : null,
      createdAt,
    });
    await writeLedgerFromOrderState(executor, order.id);
  }
  return BUYERS.length;
}
