import type { TAffiliate } from '@marquee/core';
import type { AffiliateRow } from './affiliates.repository';

export function toAffiliate(row: AffiliateRow, currency: string): TAffiliate {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    code: row.code,
    email: row.email,
    status: row.status,
    total_sales: row.totalSales,
    total_sales_gross: row.totalSalesGross,
    currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
