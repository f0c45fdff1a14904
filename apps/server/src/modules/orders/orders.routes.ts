import {
  ZCheckInStats,
  ZErrorResponse,
  ZEventCounts,
  ZEventStats,
  ZEventStatsQuery,
  ZOrderSummary,
  ZOrganizerStats,
  ZOrganizerStatsQuery,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import {
  getCheckInStats,
  getEventCounts,
  getEventStats,
  getOrganizerCounts,
  getOrganizerStats,
  listOrganizerOrders,
} from './orders.stats';

const ZEventParams = z.object({ eventId: z.uuid() });
const ZOrganizerParams = z.object({ organizerId: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

/** Sales statistics and order lists, readable by every member of the account. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:eventId/stats',
    {
      schema: {
        tags: ['events'],
        summary:
          'Sales statistics of an event: lifetime totals and a zero-filled daily series over start_date..end_date (whole days in the event timezone, at most 370, default the last 30)',
        params: ZEventParams,
        querystring: ZEventStatsQuery,
        response: { 200: resourceEnvelope(ZEventStats), ...errors },
      },
    },
    async (request) => ({
      data: await getEventStats(deps, requireAuth(request), { eventId: request.params.eventId, query: request.query }),
    }),
  );

  app.get(
    '/events/:eventId/check_in_stats',
    {
      schema: {
        tags: ['events'],
        summary: 'Attendees, how many are checked in now, and the progress of each check-in list',
        params: ZEventParams,
        response: { 200: resourceEnvelope(ZCheckInStats), ...errors },
      },
    },
    async (request) => ({ data: await getCheckInStats(deps, requireAuth(request), request.params.eventId) }),
  );

  app.get(
    '/events/:eventId/counts',
    {
      schema: {
        tags: ['events'],
        summary: 'Placed orders and valid attendees, with the unpaid and cancelled ones apart (decision 121)',
        params: ZEventParams,
        response: { 200: resourceEnvelope(ZEventCounts), ...errors },
      },
    },
    async (request) => ({ data: await getEventCounts(deps, requireAuth(request), request.params.eventId) }),
  );

  app.get(
    '/organizers/:organizerId/counts',
    {
      schema: {
        tags: ['organizers'],
        summary: "The same counts over all of an organizer's events (decision 121)",
        params: ZOrganizerParams,
        response: { 200: resourceEnvelope(ZEventCounts), ...errors },
      },
    },
    async (request) => ({ data: await getOrganizerCounts(deps, requireAuth(request), request.params.organizerId) }),
  );

  app.get(
    '/organizers/:organizerId/stats',
    {
      schema: {
        tags: ['organizers'],
        summary:
          "Sales totals of an organizer's events in one currency (default the organizer's), and the currencies with sales",
        params: ZOrganizerParams,
        querystring: ZOrganizerStatsQuery,
        response: { 200: resourceEnvelope(ZOrganizerStats), ...errors },
      },
    },
    async (request) => ({
      data: await getOrganizerStats(deps, requireAuth(request), {
        organizerId: request.params.organizerId,
        currency: request.query.currency_code,
      }),
    }),
  );

  app.get(
    '/organizers/:organizerId/orders',
    {
      schema: {
        tags: ['organizers'],
        summary:
          "Orders of an organizer's events (list query: search short id, name, email; sort created_at, total_gross, status, payment_status, refund_status; filter those and event_id)",
        params: ZOrganizerParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZOrderSummary), ...errors },
      },
    },
    async (request) =>
      listOrganizerOrders(deps, requireAuth(request), {
        organizerId: request.params.organizerId,
        rawQuery: request.query,
      }),
  );
};
