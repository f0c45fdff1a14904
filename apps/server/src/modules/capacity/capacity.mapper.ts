import { capacityPercentageUsed, capacityRemaining, type TCapacityAssignment } from '@marquee/core';
import type { CapacityAssignmentUsage, CoveredProduct } from './capacity.repository';

export function toCapacityAssignment(row: CapacityAssignmentUsage, covered: CoveredProduct[]): TCapacityAssignment {
  const used = row.usedCapacity;
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    capacity: row.capacity,
    status: row.status,
    product_ids: covered.map((product) => product.productId),
    products: covered.map((product) => ({ id: product.productId, title: product.title })),
    used_capacity: used,
    percentage_used: capacityPercentageUsed({ capacity: row.capacity, used }),
    // Reported whatever the status, so an organizer sees what switching it on would leave.
    remaining_capacity: capacityRemaining({ status: 'ACTIVE', capacity: row.capacity, used }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
