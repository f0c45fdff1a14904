import {
  ZCreateWebhook,
  ZErrorResponse,
  ZPageForbidden,
  ZReplayWebhookDeliveries,
  ZRotateWebhookSecret,
  ZSendWebhookTest,
  ZUpdateWebhook,
  ZWebhook,
  ZWebhookDelivery,
  ZWebhookDeliveryDetail,
  ZWebhookReplayResult,
  ZWebhookWithSecret,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  createWebhook,
  editWebhook,
  getWebhook,
  getWebhookDelivery,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  replayFailedDeliveries,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  type TScopeRef,
} from './webhooks.service';

const ZListParams = z.object({}).catchall(z.unknown());
const errors = { 401: ZErrorResponse, 403: ZPageForbidden, 404: ZErrorResponse, 422: ZErrorResponse };
const tags = ['webhooks'];

/** The same operations under `/events/{eventId}/webhooks` and `/organizers/{organizerId}/webhooks`. */
const SCOPES = [
  {
    base: '/events/:eventId/webhooks',
    owner: 'event',
    params: z.object({ eventId: z.uuid() }),
    ref: (params: Record<string, string>): TScopeRef => ({ kind: 'EVENT', eventId: params.eventId! }),
  },
  {
    base: '/organizers/:organizerId/webhooks',
    owner: 'organizer (all its events, or those in event_ids)',
    params: z.object({ organizerId: z.uuid() }),
    ref: (params: Record<string, string>): TScopeRef => ({ kind: 'ORGANIZER', organizerId: params.organizerId! }),
  },
] as const;

const manage = (request: FastifyRequest) => requirePermission(request, 'webhooks.manage');

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  for (const scope of SCOPES) {
    const params = scope.params;
    const withWebhook = params.extend({ webhookId: z.uuid() });
    const withDelivery = withWebhook.extend({ deliveryId: z.uuid() });
    const refOf = (request: FastifyRequest) => scope.ref(request.params as Record<string, string>);
    const idsOf = (request: FastifyRequest) => request.params as { webhookId: string; deliveryId: string };

    app.get(
      scope.base,
      {
        schema: {
          tags,
          summary: `Webhooks of an ${scope.owner} (list query: sort by created_at, url, status, last_delivery_at; search url and description)`,
          params,
          querystring: ZListParams,
          response: { 200: listEnvelope(ZWebhook), ...errors },
        },
      },
      async (request) => listWebhooks(deps, requireAuth(request), { ref: refOf(request), rawQuery: request.query }),
    );

    app.post(
      scope.base,
      {
        schema: {
          tags,
          summary: `Create a webhook of an ${scope.owner}: the signing secret is in this answer only`,
          params,
          body: ZCreateWebhook,
          response: { 201: resourceEnvelope(ZWebhookWithSecret), ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await createWebhook(deps, manage(request), { ref: refOf(request), body: request.body }) }),
    );

    app.get(
      `${scope.base}/:webhookId`,
      {
        schema: {
          tags,
          summary: 'One webhook',
          params: withWebhook,
          response: { 200: resourceEnvelope(ZWebhook), ...errors },
        },
      },
      async (request) => ({
        data: await getWebhook(deps, requireAuth(request), {
          ref: refOf(request),
          webhookId: idsOf(request).webhookId,
        }),
      }),
    );

    app.put(
      `${scope.base}/:webhookId`,
      {
        schema: {
          tags,
          summary:
            'Change a webhook (fields left out keep their value); status ENABLED or PAUSED pauses, resumes or re-enables',
          params: withWebhook,
          body: ZUpdateWebhook,
          response: { 200: resourceEnvelope(ZWebhook), ...errors },
        },
      },
      async (request) => ({
        data: await editWebhook(deps, manage(request), {
          ref: refOf(request),
          webhookId: idsOf(request).webhookId,
          body: request.body,
        }),
      }),
    );

    app.delete(
      `${scope.base}/:webhookId`,
      {
        schema: {
          tags,
          summary: 'Delete a webhook and its delivery log',
          params: withWebhook,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeWebhook(deps, manage(request), { ref: refOf(request), webhookId: idsOf(request).webhookId });
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${scope.base}/:webhookId/rotate-secret`,
      {
        schema: {
          tags,
          summary: 'A new signing secret (in this answer only); the old one signs too for overlap_hours (default 24)',
          params: withWebhook,
          body: ZRotateWebhookSecret.optional(),
          response: { 200: resourceEnvelope(ZWebhookWithSecret), ...errors },
        },
      },
      async (request) => ({
        data: await rotateWebhookSecret(deps, manage(request), {
          ref: refOf(request),
          webhookId: idsOf(request).webhookId,
          body: request.body ?? {},
        }),
      }),
    );

    app.post(
      `${scope.base}/:webhookId/test`,
      {
        schema: {
          tags,
          summary: 'Send a test event (one of the webhook’s types unless event_type says which)',
          params: withWebhook,
          body: ZSendWebhookTest.optional(),
          response: { 202: resourceEnvelope(ZWebhookDelivery), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(202).send({
          data: await sendWebhookTest(deps, manage(request), {
            ref: refOf(request),
            webhookId: idsOf(request).webhookId,
            body: request.body ?? {},
          }),
        }),
    );

    app.get(
      `${scope.base}/:webhookId/deliveries`,
      {
        schema: {
          tags,
          summary:
            'The delivery log, 30 days (list query: filter status, event_type, created_at, is_test, order_id; sort created_at)',
          params: withWebhook,
          querystring: ZListParams,
          response: { 200: listEnvelope(ZWebhookDelivery), ...errors },
        },
      },
      async (request) =>
        listWebhookDeliveries(deps, requireAuth(request), {
          ref: refOf(request),
          webhookId: idsOf(request).webhookId,
          rawQuery: request.query,
        }),
    );

    app.post(
      `${scope.base}/:webhookId/deliveries/replay`,
      {
        schema: {
          tags,
          summary: 'Send every FAILED delivery created in the range again (from and to optional)',
          params: withWebhook,
          body: ZReplayWebhookDeliveries.optional(),
          response: { 202: resourceEnvelope(ZWebhookReplayResult), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(202).send({
          data: await replayFailedDeliveries(deps, manage(request), {
            ref: refOf(request),
            webhookId: idsOf(request).webhookId,
            body: request.body ?? {},
          }),
        }),
    );

    app.get(
      `${scope.base}/:webhookId/deliveries/:deliveryId`,
      {
        schema: {
          tags,
          summary: 'One delivery with its body and every attempt (request and response headers, response body)',
          params: withDelivery,
          response: { 200: resourceEnvelope(ZWebhookDeliveryDetail), ...errors },
        },
      },
      async (request) => ({
        data: await getWebhookDelivery(deps, requireAuth(request), { ref: refOf(request), ...idsOf(request) }),
      }),
    );

    app.post(
      `${scope.base}/:webhookId/deliveries/:deliveryId/replay`,
      {
        schema: {
          tags,
          summary: 'Send a delivery again now, with the same body and webhook-id',
          params: withDelivery,
          response: { 202: resourceEnvelope(ZWebhookDelivery), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(202).send({
          data: await replayWebhookDelivery(deps, manage(request), { ref: refOf(request), ...idsOf(request) }),
        }),
    );
  }
};
