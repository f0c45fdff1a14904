import type { TBreakdownSourceLine, TOrderSummary } from '@marquee/core';
import type { OrderItemRow, OrderListRow } from './orders.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toOrderSummary(row: OrderListRow): TOrderSummary {
  return {
    id: row.id,
    short_id: row.shortId,
    public_id: row.publicId,
    event_id: row.eventId,
    event_title: row.eventTitle,
    status: row.status,
    payment_status: row.paymentStatus,
    refund_status: row.refundStatus,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    currency: row.currency,
    total_before_additions: row.totalBeforeAdditions,
    total_discount: row.totalDiscount,
    total_tax: row.totalTax,
    total_fee: row.totalFee,
    total_gross: row.totalGross,
    total_refunded: row.totalRefunded,
    promo_code: row.promoCode,
    affiliate_code: row.affiliateCode,
    payment_provider: row.paymentProvider,
    completed_at: iso(row.completedAt),
    created_at: row.createdAt.toISOString(),
    invoice_number: row.invoiceNumber,
    reserved_until: iso(row.reservedUntil),
  };
}

/** A stored order line as the money breakdown reads it (decision 117). */
export function toBreakdownLine(item: OrderItemRow): TBreakdownSourceLine {
  return {
    id: item.id,
    item_name: item.itemName,
    price_label: item.priceLabel,
    quantity: item.quantity,
    price_per_unit: Number(item.pricePerUnit),
    price_before_discount: item.priceBeforeDiscount === null ? null : Number(item.priceBeforeDiscount),
    taxes_and_fees: item.taxesAndFees ?? [],
  };
}
