import { ZErrorResponse, listEnvelope, resourceEnvelope } from '@marquee/core';
import { count, eq } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { defineListResource, field, parseListQuery, runListQuery } from '../lib/list-query';

/**
 * A throwaway resource that exists only in tests, so the shared list helper and the API conventions
 * can be exercised over HTTP against real rows before any product table needs them.
 */
export const fixtureItems = pgTable('test_fixture_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email'),
  status: text('status').notNull(),
  totalGross: integer('total_gross').notNull(),
  isVip: boolean('is_vip').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const FIXTURE_STATUSES = ['COMPLETED', 'CANCELLED', 'AWAITING_OFFLINE_PAYMENT'] as const;

export const fixtureListResource = defineListResource({
  fields: {
    name: field.string(fixtureItems.name, { sortable: true, filterable: true }),
    email: field.string(fixtureItems.email, { filterable: true }),
    status: field.enum(fixtureItems.status, FIXTURE_STATUSES, { filterable: true }),
    total_gross: field.integer(fixtureItems.totalGross, { sortable: true, filterable: true }),
    is_vip: field.boolean(fixtureItems.isVip, { filterable: true }),
    created_at: field.datetime(fixtureItems.createdAt, { sortable: true, filterable: true }),
    id: field.uuid(fixtureItems.id, { filterable: true }),
  },
  searchable: [fixtureItems.name, fixtureItems.email],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: fixtureItems.id,
});

export async function createFixtureTable(database: Database): Promise<void> {
  await database.exec(`
    CREATE TABLE IF NOT EXISTS test_fixture_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text,
      status text NOT NULL,
      total_gross integer NOT NULL,
      is_vip boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS test_fixture_items_name_key ON test_fixture_items (name);
  `);
}

const ZFixtureItem = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(FIXTURE_STATUSES),
  total_gross: z.number().int(),
  is_vip: z.boolean(),
  created_at: z.string(),
});

const ZCreateFixtureItem = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().nullable().optional(),
  status: z.enum(FIXTURE_STATUSES),
  total_gross: z.number().int().min(0),
  is_vip: z.boolean().optional(),
});

type FixtureRow = typeof fixtureItems.$inferSelect;
const eqId = (id: string) => eq(fixtureItems.id, id);
const toDto = (row: FixtureRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  status: row.status as (typeof FIXTURE_STATUSES)[number],
  total_gross: row.totalGross,
  is_vip: row.isVip,
  created_at: row.createdAt.toISOString(),
});

export const fixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  app.get(
    '/test-fixtures/items',
    {
      schema: {
        querystring: z.record(z.string(), z.unknown()),
        response: { 200: listEnvelope(ZFixtureItem), 422: ZErrorResponse },
      },
    },
    async (request) => {
      const query = parseListQuery(fixtureListResource, request.query);
      const result = await runListQuery({
        resource: fixtureListResource,
        query,
        fetchPage: (clauses) =>
          db
            .select()
            .from(fixtureItems)
            .where(clauses.where)
            .orderBy(...clauses.orderBy)
            .limit(clauses.limit)
            .offset(clauses.offset),
        count: async (where) => (await db.select({ total: count() }).from(fixtureItems).where(where))[0]?.total ?? 0,
      });
      return { data: result.rows.map(toDto), meta: result.meta };
    },
  );
  app.post(
    '/test-fixtures/items',
    {
      schema: {
        body: ZCreateFixtureItem,
        response: { 201: resourceEnvelope(ZFixtureItem), 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(fixtureItems)
        .values({
          name: request.body.name,
          email: request.body.email ?? null,
          status: request.body.status,
          totalGross: request.body.total_gross,
          isVip: request.body.is_vip ?? false,
          createdAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new AppError('CONFLICT', 'An item with this name already exists.', { name: ['This name is taken.'] });
      return reply.status(201).send({ data: toDto(row) });
    },
  );
  app.get(
    '/test-fixtures/items/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: resourceEnvelope(ZFixtureItem), 404: ZErrorResponse },
      },
    },
    async (request) => {
      const [row] = await db.select().from(fixtureItems).where(eqId(request.params.id));
      if (!row) throw AppError.notFound('item');
      return { data: toDto(row) };
    },
  );
  app.get('/test-fixtures/boom', async () => {
    throw new Error('secret internal detail');
  });
};
