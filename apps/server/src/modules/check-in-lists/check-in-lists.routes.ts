import {
  ZCheckInList,
  ZCreateCheckInList,
  ZErrorResponse,
  ZUpdateCheckInList,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  createCheckInList,
  editCheckInList,
  getCheckInList,
  listEventCheckInLists,
  removeCheckInList,
} from './check-in-lists.service';

const ZEventParams = z.object({ eventId: z.uuid() });
const ZCheckInListParams = z.object({ eventId: z.uuid(), checkInListId: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const checkInList = resourceEnvelope(ZCheckInList);
const tags = ['check-in lists'];

/** The organizer's check-in lists of an event (server-behaviour §9, docs/decisions/099-check-in-lists.md). */
export const checkInListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:eventId/check-in-lists',
    {
      schema: {
        tags,
        summary:
          'Check-in lists of an event with their tickets and counts (list query: sort by name, expires_at, created_at, updated_at; search name)',
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZCheckInList), ...errors },
      },
    },
    async (request) =>
      listEventCheckInLists(deps, requireAuth(request), { eventId: request.params.eventId, rawQuery: request.query }),
  );

  app.post(
    '/events/:eventId/check-in-lists',
    {
      schema: {
        tags,
        summary:
          'Create a check-in list over tickets of the event; its short_id opens the door page /check-in/{short_id}',
        params: ZEventParams,
        body: ZCreateCheckInList,
        response: { 201: checkInList, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createCheckInList(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.eventId,
          body: request.body,
        }),
      }),
  );

  app.get(
    '/events/:eventId/check-in-lists/:checkInListId',
    {
      schema: {
        tags,
        summary: 'One check-in list with its tickets and counts',
        params: ZCheckInListParams,
        response: { 200: checkInList, ...errors },
      },
    },
    async (request) => ({ data: await getCheckInList(deps, requireAuth(request), request.params) }),
  );

  app.put(
    '/events/:eventId/check-in-lists/:checkInListId',
    {
      schema: {
        tags,
        summary:
          'Update a check-in list (fields left out keep their value; product_ids, when sent, replaces the tickets)',
        params: ZCheckInListParams,
        body: ZUpdateCheckInList,
        response: { 200: checkInList, ...errors },
      },
    },
    async (request) => ({
      data: await editCheckInList(deps, requirePermission(request, 'events.manage'), {
        ...request.params,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/events/:eventId/check-in-lists/:checkInListId',
    {
      schema: {
        tags,
        summary: 'Delete a check-in list and its check-ins; its door page stops working',
        params: ZCheckInListParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCheckInList(deps, requirePermission(request, 'events.manage'), request.params);
      return reply.status(204).send(null);
    },
  );
};
