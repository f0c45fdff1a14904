import type { TCapacityAssignment, TList, ZCreateCapacityAssignment, ZUpdateCapacityAssignment } from '@marquee/core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { lockingTransaction, lockInGlobalOrder } from '../../db/lock-order';
import type { FieldErrors } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { checkEventProductIds, requireCatalogueEvent } from '../products/catalogue.service';
import { throwIfAny } from '../products/product-prices.service';
import { queueWaitlistProcessing } from '../waitlist/waitlist.jobs';
import { capacityErrors } from './capacity.errors';
import { toCapacityAssignment } from './capacity.mapper';
import {
  capacityListResource,
  coveredProductIds,
  deleteAssignment,
  findAssignment,
  insertAssignments,
  insertCoveredProducts,
  listAssignmentsOfEvent,
  listAssignmentsPage,
  listCoveredProducts,
  replaceCoveredProducts,
  updateAssignment,
  type CapacityAssignmentUsage,
} from './capacity.repository';

type Deps = IdentityDeps;
type CreateInput = z.output<typeof ZCreateCapacityAssignment>;
type UpdateInput = z.output<typeof ZUpdateCapacityAssignment>;

async function loadAssignments(executor: DbExecutor, rows: CapacityAssignmentUsage[]): Promise<TCapacityAssignment[]> {
  const covered = await listCoveredProducts(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toCapacityAssignment(
      row,
      covered.filter((link) => link.capacityAssignmentId === row.id),
    ),
  );
}

async function requireAssignment(executor: DbExecutor, eventId: string, assignmentId: string) {
  const row = await findAssignment(executor, { eventId, assignmentId });
  if (!row) throw capacityErrors.assignmentNotFound();
  return row;
}

async function loadOne(executor: DbExecutor, eventId: string, assignmentId: string): Promise<TCapacityAssignment> {
  return (await loadAssignments(executor, [await requireAssignment(executor, eventId, assignmentId)]))[0]!;
}

/**
 * A capacity may not go below what its products have already sold. The covered price rows are locked first
 * (so no sale lands in between), then the assignment row: the global lock order (decision 119).
 */
async function assertCapacityCoversUsage(
  executor: DbExecutor,
  input: { assignmentId?: string; capacity: number | null; productIds: string[] },
): Promise<void> {
  const prices = await lockInGlobalOrder(executor, {
    pricesOfProducts: input.productIds,
    capacityAssignmentIds: input.assignmentId ? [input.assignmentId] : [],
  });
  const used = prices.reduce((total, price) => total + price.quantitySold, 0);
  if (input.capacity !== null && input.capacity < used) throw capacityErrors.belowUsed(used);
}

export async function listEventAssignments(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TCapacityAssignment>> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  const query = parseListQuery(capacityListResource, input.rawQuery);
  const { rows, meta } = await listAssignmentsPage(db, { eventId: event.id, query });
  return { data: await loadAssignments(db, rows), meta };
}

export async function getAssignment(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; assignmentId: string },
): Promise<TCapacityAssignment> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  return loadOne(db, event.id, input.assignmentId);
}

export async function createAssignment(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: CreateInput },
): Promise<TCapacityAssignment> {
  const { body } = input;
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const errors: FieldErrors = {};
    const productIds = await checkEventProductIds(tx, {
      eventId: event.id,
      ids: body.product_ids,
      field: 'product_ids',
      errors,
    });
    throwIfAny(errors);
    const capacity = body.capacity ?? null;
    await assertCapacityCoversUsage(tx, { capacity, productIds });
    const [row] = await insertAssignments(tx, [
      { eventId: event.id, name: body.name, capacity, status: body.status ?? 'ACTIVE' },
    ]);
    await insertCoveredProducts(
      tx,
      productIds.map((productId) => ({ capacityAssignmentId: row!.id, productId })),
    );
    return loadOne(tx, event.id, row!.id);
  });
}

export async function editAssignment(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; assignmentId: string; body: UpdateInput },
): Promise<TCapacityAssignment> {
  const { body } = input;
  return lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireAssignment(tx, event.id, input.assignmentId);
    const errors: FieldErrors = {};
    const productIds = body.product_ids
      ? await checkEventProductIds(tx, { eventId: event.id, ids: body.product_ids, field: 'product_ids', errors })
      : await coveredProductIds(tx, current.id);
    throwIfAny(errors);
    const capacity = body.capacity === undefined ? current.capacity : body.capacity;
    // Checked whenever the limit or what it counts changes, and when it is switched on.
    if (body.capacity !== undefined || body.product_ids !== undefined || body.status === 'ACTIVE') {
      await assertCapacityCoversUsage(tx, { assignmentId: current.id, capacity, productIds });
    }
    await updateAssignment(tx, current.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      capacity,
    });
    if (body.product_ids) await replaceCoveredProducts(tx, current.id, productIds);
    // A limit raised, widened or switched off may free tickets: people waiting get them first (issue 31).
    if (body.capacity !== undefined || body.product_ids !== undefined || body.status === 'INACTIVE')
      await queueWaitlistProcessing(deps, { eventId: event.id, executor: tx, onlyIfWaiting: tx });
    return loadOne(tx, event.id, current.id);
  });
}

/** Removing a limit never harms a sale: the products simply stop sharing it. */
export async function removeAssignment(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; assignmentId: string },
): Promise<void> {
  await lockingTransaction(deps.database, async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireAssignment(tx, event.id, input.assignmentId);
    await deleteAssignment(tx, current.id);
    await queueWaitlistProcessing(deps, { eventId: event.id, executor: tx, onlyIfWaiting: tx });
  });
}

/**
 * Copies an event's capacity assignments into a duplicated event, linking the copies of the products they
 * covered. An assignment none of whose products were copied is left out: it would limit nothing.
 */
export async function copyCapacityAssignments(
  executor: DbExecutor,
  input: { sourceEventId: string; targetEventId: string; productIds: Map<string, string> },
): Promise<void> {
  const sources = await listAssignmentsOfEvent(executor, input.sourceEventId);
  const covered = await listCoveredProducts(
    executor,
    sources.map((row) => row.id),
  );
  const copies: { id: string; source: (typeof sources)[number]; productIds: string[] }[] = [];
  for (const source of sources) {
    const productIds = covered
      .filter((link) => link.capacityAssignmentId === source.id)
      .map((link) => input.productIds.get(link.productId))
      .filter((id): id is string => id !== undefined);
    if (productIds.length > 0) copies.push({ id: randomUUID(), source, productIds });
  }
  await insertAssignments(
    executor,
    copies.map(({ id, source }) => ({
      id,
      eventId: input.targetEventId,
      name: source.name,
      capacity: source.capacity,
      status: source.status,
    })),
  );
  await insertCoveredProducts(
    executor,
    copies.flatMap(({ id, productIds }) => productIds.map((productId) => ({ capacityAssignmentId: id, productId }))),
  );
}
