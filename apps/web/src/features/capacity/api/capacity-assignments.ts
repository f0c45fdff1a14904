import type { TCapacityAssignment, TCreateCapacityAssignment, TUpdateCapacityAssignment } from '@marquee/core';
import { createEventResourceApi } from '../../event-resources';

/** events/{id}/capacity-assignments (spec §4). */
export const capacityAssignmentsApi = createEventResourceApi<
  TCapacityAssignment,
  TCreateCapacityAssignment,
  TUpdateCapacityAssignment
>('capacity-assignments');
