import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_STATUSES } from '@marquee/core';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { events, webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookInsert = typeof webhooks.$inferInsert;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryInsert = typeof webhookDeliveries.$inferInsert;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
/** A delivery as lists and the detail read it: with its event's title. */
export type WebhookDeliveryListRow = WebhookDeliveryRow & { eventTitle: string | null };

const deliveryColumns = { delivery: webhookDeliveries, eventTitle: events.title };
const withEventTitle = (row: { delivery: WebhookDeliveryRow; eventTitle: string | null }): WebhookDeliveryListRow => ({
  ...row.delivery,
  eventTitle: row.eventTitle,
});
export type WebhookWithPending = WebhookRow & { pendingCount: number };

/** Which endpoints a list or a lookup may see: one event's, or one organizer's own (not its events'). */
export type WebhookScope = { accountId: string } & (
  { kind: 'EVENT'; eventId: string } | { kind: 'ORGANIZER'; organizerId: string }
);

function scopeCondition(scope: WebhookScope): SQL {
  return scope.kind === 'EVENT'
    ? and(eq(webhooks.accountId, scope.accountId), eq(webhooks.eventId, scope.eventId))!
    : and(
        eq(webhooks.accountId, scope.accountId),
        eq(webhooks.organizerId, scope.organizerId),
        isNull(webhooks.eventId),
      )!;
}

export const webhooksListResource = defineListResource({
  fields: {
    created_at: field.datetime(webhooks.createdAt, { sortable: true, filterable: true }),
    url: field.string(webhooks.url, { sortable: true, filterable: true }),
    status: field.enum(webhooks.status, WEBHOOK_STATUSES, { sortable: true, filterable: true }),
    last_delivery_at: field.datetime(webhooks.lastDeliveryAt, { sortable: true, filterable: true }),
  },
  searchable: [webhooks.url, webhooks.description],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: webhooks.id,
});

const pendingCount = sql<number>`(select count(*)::int from ${webhookDeliveries}
  where ${webhookDeliveries.webhookId} = ${webhooks.id} and ${webhookDeliveries.status} = 'PENDING')`;

export async function listWebhooksPage(executor: DbExecutor, input: { scope: WebhookScope; query: ParsedListQuery }) {
  return runListQuery<WebhookWithPending>({
    resource: webhooksListResource,
    query: input.query,
    scope: scopeCondition(input.scope),
    fetchPage: async (clauses) =>
      (
        await executor
          .select({ webhook: webhooks, pendingCount })
          .from(webhooks)
          .where(clauses.where)
          .orderBy(...clauses.orderBy)
          .limit(clauses.limit)
          .offset(clauses.offset)
      ).map((row) => ({ ...row.webhook, pendingCount: row.pendingCount })),
    count: async (where) => (await executor.select({ total: count() }).from(webhooks).where(where))[0]?.total ?? 0,
  });
}

export async function findWebhook(
  executor: DbExecutor,
  input: { scope: WebhookScope; webhookId: string; lock?: boolean },
): Promise<WebhookRow | null> {
  const query = executor
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, input.webhookId), scopeCondition(input.scope)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findWebhookById(executor: DbExecutor, webhookId: string): Promise<WebhookRow | null> {
  const [row] = await executor.select().from(webhooks).where(eq(webhooks.id, webhookId));
  return row ?? null;
}

export async function countPendingDeliveries(executor: DbExecutor, webhookId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'PENDING')));
  return row?.n ?? 0;
}

export async function insertWebhook(executor: DbExecutor, values: WebhookInsert): Promise<WebhookRow> {
  const [row] = await executor.insert(webhooks).values(values).returning();
  return row!;
}

export async function updateWebhook(
  executor: DbExecutor,
  webhookId: string,
  values: Partial<Omit<WebhookInsert, 'id' | 'accountId'>>,
): Promise<WebhookRow> {
  const [row] = await executor
    .update(webhooks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhooks.id, webhookId))
    .returning();
  return row!;
}

export async function deleteWebhook(executor: DbExecutor, webhookId: string): Promise<void> {
  await executor.delete(webhooks).where(eq(webhooks.id, webhookId));
}

/**
 * The ENABLED or PAUSED endpoints an event of this account may go to (type filtered later): its event's, and its
 * organizer's (looked up from the event when the outbox row has none), in one statement: every domain event asks.
 */
export async function listSubscribedWebhooks(
  executor: DbExecutor,
  input: { accountId: string; organizerId: string | null; eventId: string | null },
): Promise<WebhookRow[]> {
  const organizer = input.organizerId
    ? sql`${input.organizerId}::uuid`
    : input.eventId
      ? sql`(select ${events.organizerId} from ${events} where ${events.id} = ${input.eventId})`
      : null;
  const reach: SQL[] = [];
  if (input.eventId) reach.push(eq(webhooks.eventId, input.eventId));
  if (organizer) reach.push(and(sql`${webhooks.organizerId} = ${organizer}`, isNull(webhooks.eventId))!);
  if (reach.length === 0) return [];
  return executor
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.accountId, input.accountId), inArray(webhooks.status, ['ENABLED', 'PAUSED']), or(...reach)));
}

/** The event types each of these accounts' endpoints take (ENABLED or PAUSED ones), by account. */
export async function listSubscribedTypesOfAccounts(
  executor: DbExecutor,
  accountIds: string[],
): Promise<Map<string, Set<string>>> {
  const byAccount = new Map<string, Set<string>>();
  if (accountIds.length === 0) return byAccount;
  const rows = await executor
    .select({ accountId: webhooks.accountId, eventTypes: webhooks.eventTypes })
    .from(webhooks)
    .where(and(inArray(webhooks.accountId, accountIds), inArray(webhooks.status, ['ENABLED', 'PAUSED'])));
  for (const row of rows) {
    const types = byAccount.get(row.accountId) ?? new Set<string>();
    for (const type of row.eventTypes) types.add(type);
    byAccount.set(row.accountId, types);
  }
  return byAccount;
}

/** The ids among `eventIds` that are events of this organizer. */
export async function listOrganizerEventIds(
  executor: DbExecutor,
  input: { accountId: string; organizerId: string; eventIds: string[] },
): Promise<string[]> {
  if (input.eventIds.length === 0) return [];
  const rows = await executor
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.accountId, input.accountId),
        eq(events.organizerId, input.organizerId),
        inArray(events.id, input.eventIds),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertDeliveries(
  executor: DbExecutor,
  values: WebhookDeliveryInsert[],
): Promise<WebhookDeliveryRow[]> {
  if (values.length === 0) return [];
  return executor.insert(webhookDeliveries).values(values).returning();
}

export const webhookDeliveriesListResource = defineListResource({
  fields: {
    created_at: field.datetime(webhookDeliveries.createdAt, { sortable: true, filterable: true }),
    status: field.enum(webhookDeliveries.status, WEBHOOK_DELIVERY_STATUSES, { sortable: true, filterable: true }),
    event_type: field.enum(webhookDeliveries.eventType, WEBHOOK_EVENT_TYPES, { sortable: true, filterable: true }),
    attempt_count: field.integer(webhookDeliveries.attemptCount, { sortable: true, filterable: true }),
    last_response_status: field.integer(webhookDeliveries.lastResponseStatus, { filterable: true }),
    last_attempt_at: field.datetime(webhookDeliveries.lastAttemptAt, { sortable: true, filterable: true }),
    is_test: field.boolean(webhookDeliveries.isTest, { filterable: true }),
    order_id: field.uuid(webhookDeliveries.orderId, { filterable: true }),
  },
  searchable: [webhookDeliveries.messageId],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: webhookDeliveries.id,
});

export async function listDeliveriesPage(executor: DbExecutor, input: { webhookId: string; query: ParsedListQuery }) {
  return runListQuery<WebhookDeliveryListRow>({
    resource: webhookDeliveriesListResource,
    query: input.query,
    scope: eq(webhookDeliveries.webhookId, input.webhookId),
    fetchPage: async (clauses) =>
      (
        await executor
          .select(deliveryColumns)
          .from(webhookDeliveries)
          .leftJoin(events, eq(events.id, webhookDeliveries.eventId))
          .where(clauses.where)
          .orderBy(...clauses.orderBy)
          .limit(clauses.limit)
          .offset(clauses.offset)
      ).map(withEventTitle),
    count: async (where) =>
      (await executor.select({ total: count() }).from(webhookDeliveries).where(where))[0]?.total ?? 0,
  });
}

export async function findDelivery(
  executor: DbExecutor,
  input: { webhookId: string; deliveryId: string },
): Promise<WebhookDeliveryListRow | null> {
  const [row] = await executor
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .leftJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.webhookId, input.webhookId)));
  return row ? withEventTitle(row) : null;
}

export async function listAttempts(executor: DbExecutor, deliveryId: string): Promise<WebhookAttemptRow[]> {
  return executor
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id));
}

/** Puts deliveries back in line for an attempt now (a replay): same body, same message id. */
export async function requeueDeliveries(
  executor: DbExecutor,
  input: { webhookId: string; deliveryIds?: string[]; failedFrom?: Date; failedTo?: Date; now: Date },
): Promise<number> {
  const conditions: SQL[] = [eq(webhookDeliveries.webhookId, input.webhookId)];
  if (input.deliveryIds) conditions.push(inArray(webhookDeliveries.id, input.deliveryIds));
  else {
    conditions.push(eq(webhookDeliveries.status, 'FAILED'));
    if (input.failedFrom) conditions.push(gte(webhookDeliveries.createdAt, input.failedFrom));
    if (input.failedTo) conditions.push(lte(webhookDeliveries.createdAt, input.failedTo));
  }
  const rows = await executor
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: input.now })
    .where(and(...conditions))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

// ——— the sender's side ———

/** Takes the endpoint's send lease when free (or lapsed): one sender per endpoint across every worker. */
export async function claimWebhookLease(
  executor: DbExecutor,
  input: { webhookId: string; token: string; now: Date; until: Date },
): Promise<WebhookRow | null> {
  const [row] = await executor
    .update(webhooks)
    .set({ leaseToken: input.token, leaseUntil: input.until })
    .where(
      and(
        eq(webhooks.id, input.webhookId),
        or(isNull(webhooks.leaseUntil), lt(webhooks.leaseUntil, input.now), eq(webhooks.leaseToken, input.token)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function releaseWebhookLease(executor: DbExecutor, input: { webhookId: string; token: string }) {
  await executor
    .update(webhooks)
    .set({ leaseToken: null, leaseUntil: null })
    .where(and(eq(webhooks.id, input.webhookId), eq(webhooks.leaseToken, input.token)));
}

/**
 * The endpoint's next deliveries to send, in sequence order: due PENDING ones whose order has no earlier PENDING
 * delivery still waiting (an order's events go out in the order they happened, a retry holding the later ones).
 */
export async function listDueDeliveries(
  executor: DbExecutor,
  input: { webhookId: string; now: Date; limit: number },
): Promise<WebhookDeliveryRow[]> {
  const earlier = sql`exists (select 1 from ${webhookDeliveries} as e
    where e.webhook_id = ${webhookDeliveries.webhookId} and e.status = 'PENDING'
      and e.order_id = ${webhookDeliveries.orderId} and e.sequence < ${webhookDeliveries.sequence})`;
  return executor
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, input.webhookId),
        eq(webhookDeliveries.status, 'PENDING'),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, input.now)),
        or(isNull(webhookDeliveries.orderId), sql`not ${earlier}`),
      ),
    )
    .orderBy(asc(webhookDeliveries.sequence), asc(webhookDeliveries.createdAt))
    .limit(input.limit);
}

export async function insertAttempt(executor: DbExecutor, values: typeof webhookAttempts.$inferInsert) {
  await executor.insert(webhookAttempts).values(values);
}

export async function updateDelivery(
  executor: DbExecutor,
  deliveryId: string,
  values: Partial<Omit<WebhookDeliveryInsert, 'id' | 'webhookId'>>,
): Promise<void> {
  await executor.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, deliveryId));
}

/** Gives up on every waiting delivery of an endpoint (disabled by the server): they stay replayable. */
export async function failPendingDeliveries(executor: DbExecutor, input: { webhookId: string; reason: string }) {
  await executor
    .update(webhookDeliveries)
    .set({ status: 'FAILED', nextAttemptAt: null, lastError: input.reason })
    .where(and(eq(webhookDeliveries.webhookId, input.webhookId), eq(webhookDeliveries.status, 'PENDING')));
}

/** Endpoints with deliveries due now and nothing holding them back: the sweep wakes their senders. */
export async function listWebhooksWithDueDeliveries(executor: DbExecutor, now: Date, limit = 500): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ id: webhooks.id })
    .from(webhooks)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.webhookId, webhooks.id))
    .where(
      and(
        eq(webhooks.status, 'ENABLED'),
        or(isNull(webhooks.retryAt), lte(webhooks.retryAt, now)),
        or(isNull(webhooks.leaseUntil), lt(webhooks.leaseUntil, now)),
        eq(webhookDeliveries.status, 'PENDING'),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The 30-day log: older deliveries go with their attempts; waiting ones stay whatever their age. */
export async function deleteOldDeliveries(executor: DbExecutor, before: Date): Promise<number> {
  const rows = await executor
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.createdAt, before), inArray(webhookDeliveries.status, ['SUCCEEDED', 'FAILED'])))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** The endpoints of one event (not its organizer's), oldest first. */
export async function listEventWebhooks(executor: DbExecutor, eventId: string): Promise<WebhookRow[]> {
  return executor.select().from(webhooks).where(eq(webhooks.eventId, eventId)).orderBy(webhooks.createdAt);
}
