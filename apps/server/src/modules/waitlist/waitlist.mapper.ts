import type { TWaitlistDraw, TWaitlistEntry } from '@marquee/core';
import type { WaitlistDrawRow, WaitlistEntryView } from './waitlist.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toWaitlistEntry(row: WaitlistEntryView): TWaitlistEntry {
  return {
    id: row.id,
    event_id: row.eventId,
    product_id: row.productId,
    product_price_id: row.productPriceId,
    product_title: row.productTitle,
    price_label: row.priceLabel,
    alternative_price_ids: row.alternativePriceIds,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    locale: row.locale,
    quantity: row.quantity,
    status: row.status,
    position: row.position,
    lottery_rank: row.lotteryRank,
    offered_at: iso(row.offeredAt),
    offer_expires_at: iso(row.offerExpiresAt),
    offer_count: row.offerCount,
    order_id: row.orderId,
    order_short_id: row.orderShortId,
    purchased_at: iso(row.purchasedAt),
    cancelled_at: iso(row.cancelledAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toWaitlistDraw(row: WaitlistDrawRow): TWaitlistDraw {
  return {
    id: row.id,
    product_price_id: row.productPriceId,
    seed: row.seed,
    drawn_at: row.drawnAt.toISOString(),
    lottery_until: row.lotteryUntil.toISOString(),
    entry_count: row.entryIds.length,
    order: row.entryIds,
  };
}
