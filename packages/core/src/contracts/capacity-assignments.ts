import { z } from 'zod';
import { MAX_QUANTITY } from './products';

/**
 * Capacity assignments (spec §4, docs/decisions/021-capacity-assignments.md): one shared limit over several
 * products of an event, e.g. 500 people in the venue across early-bird and regular tickets. A tiered product
 * takes part with all its tiers.
 */

export const CAPACITY_ASSIGNMENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TCapacityAssignmentStatus = (typeof CAPACITY_ASSIGNMENT_STATUSES)[number];

/** Most products one assignment may cover; far above any real event. */
export const MAX_CAPACITY_PRODUCTS = 500;

export const ZCapacityAssignmentProduct = z
  .object({ id: z.uuid(), title: z.string() })
  .meta({ id: 'CapacityAssignmentProduct' });

export const ZCapacityAssignment = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    name: z.string(),
    /** null = unlimited (the assignment then only reports usage). */
    capacity: z.number().int().nullable(),
    status: z.enum(CAPACITY_ASSIGNMENT_STATUSES),
    product_ids: z.array(z.uuid()),
    /** The covered products, in catalogue order. */
    products: z.array(ZCapacityAssignmentProduct),
    /** Units sold of every covered product (all prices). */
    used_capacity: z.number().int(),
    /** round(used ÷ capacity × 100, 2); null when the capacity is unlimited. */
    percentage_used: z.number().nullable(),
    /** What is left before the limit (capacity − used, never negative); null when unlimited. */
    remaining_capacity: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CapacityAssignment' });
export type TCapacityAssignment = z.infer<typeof ZCapacityAssignment>;

const assignmentFields = {
  name: z.string().trim().min(1, { error: 'Enter a name.' }).max(255),
  capacity: z
    .number({ error: 'Enter a number of places, or null for unlimited.' })
    .int({ error: 'Use a whole number.' })
    .min(1, { error: 'At least 1; use null for unlimited.' })
    .max(MAX_QUANTITY)
    .nullable()
    .optional(),
  status: z.enum(CAPACITY_ASSIGNMENT_STATUSES).optional(),
  product_ids: z
    .array(z.uuid())
    .min(1, { error: 'Choose at least one product.' })
    .max(MAX_CAPACITY_PRODUCTS, { error: `At most ${MAX_CAPACITY_PRODUCTS} products.` }),
};

/** `capacity` left out or null means unlimited; `status` defaults to ACTIVE. */
export const ZCreateCapacityAssignment = z.object(assignmentFields).meta({ id: 'CreateCapacityAssignment' });
export type TCreateCapacityAssignment = z.input<typeof ZCreateCapacityAssignment>;
/** Fields left out keep their value; `product_ids`, when sent, is the whole new list. */
export const ZUpdateCapacityAssignment = z.object(assignmentFields).partial().meta({ id: 'UpdateCapacityAssignment' });
export type TUpdateCapacityAssignment = z.input<typeof ZUpdateCapacityAssignment>;
