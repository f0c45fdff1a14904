import {
  ZCreatePromoCode,
  ZErrorResponse,
  ZPageForbidden,
  ZPromoCode,
  ZPromoCodeCheck,
  ZUpdatePromoCode,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  checkPublicPromoCode,
  createPromoCode,
  editPromoCode,
  getPromoCode,
  listEventPromoCodes,
  removePromoCode,
} from './promo-codes.service';

const ZEventParams = z.object({ eventId: z.uuid() });
const ZPromoCodeParams = z.object({ eventId: z.uuid(), id: z.uuid() });
// Any text is a code to check: a malformed one is simply not valid, and a malformed event id is not found.
// (The router already caps each path parameter at 200 characters.)
const ZPublicParams = z.object({ eventId: z.string(), code: z.string() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = { 401: ZErrorResponse, 403: ZPageForbidden, 404: ZErrorResponse, 422: ZErrorResponse };
const promoCode = resourceEnvelope(ZPromoCode);
const tags = ['promo codes'];

export const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:eventId/promo-codes',
    {
      schema: {
        tags,
        summary: 'Promo codes of an event (list query: sort by created_at, code, order_usage_count; search code)',
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZPromoCode), ...errors },
      },
    },
    async (request) =>
      listEventPromoCodes(deps, requireAuth(request), { eventId: request.params.eventId, rawQuery: request.query }),
  );

  app.post(
    '/events/:eventId/promo-codes',
    {
      schema: {
        tags,
        summary: 'Create a promo code (unique per event whatever its case; stored in lower case)',
        params: ZEventParams,
        body: ZCreatePromoCode,
        response: { 201: promoCode, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createPromoCode(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.eventId,
          body: request.body,
        }),
      }),
  );

  app.get(
    '/events/:eventId/promo-codes/:id',
    { schema: { tags, summary: 'One promo code', params: ZPromoCodeParams, response: { 200: promoCode, ...errors } } },
    async (request) => ({
      data: await getPromoCode(deps, requireAuth(request), {
        eventId: request.params.eventId,
        promoCodeId: request.params.id,
      }),
    }),
  );

  app.put(
    '/events/:eventId/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Update a promo code (fields left out keep their value)',
        params: ZPromoCodeParams,
        body: ZUpdatePromoCode,
        response: { 200: promoCode, ...errors },
      },
    },
    async (request) => ({
      data: await editPromoCode(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.eventId,
        promoCodeId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/events/:eventId/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a promo code',
        params: ZPromoCodeParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePromoCode(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.eventId,
        promoCodeId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/public/events/:eventId/promo-codes/:code',
    {
      schema: {
        tags: ['public'],
        summary:
          'Whether a code is valid for the event now: always 200 { valid } for an event on sale (not wrapped in data)',
        params: ZPublicParams,
        response: { 200: ZPromoCodeCheck, 403: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) =>
      checkPublicPromoCode(deps, {
        eventId: request.params.eventId,
        code: request.params.code,
        auth: request.auth,
        meta: { ip: request.ip ?? null, userAgent: null },
        pageKeys: request.cookies,
      }),
  );
};
