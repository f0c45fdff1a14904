import {
  ZCreateMessage,
  ZCreateOrderMessage,
  ZErrorResponse,
  ZMessage,
  ZMessageRecipient,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  cancelMessage,
  createMessage,
  createOrderMessage,
  getMessage,
  listEventMessages,
  listMessageRecipients,
} from './messages.service';

const ZEventParams = z.object({ eventId: z.uuid() });
const ZMessageParams = z.object({ eventId: z.uuid(), messageId: z.uuid() });
const ZOrderParams = z.object({ eventId: z.uuid(), orderId: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const sendErrors = { ...errors, 429: ZErrorResponse };
const message = resourceEnvelope(ZMessage);
const tags = ['messages'];

/** Messages to an event's buyers and attendees (server-behaviour §10, docs/decisions/101-messages.md). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:eventId/messages',
    {
      schema: {
        tags,
        summary:
          'Messages of an event with their recipient counts (list query: sort by created_at, scheduled_at, sent_at, subject, status; filter status, message_type, is_test; search subject)',
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZMessage), ...errors },
      },
    },
    async (request) =>
      listEventMessages(deps, requireAuth(request), { eventId: request.params.eventId, rawQuery: request.query }),
  );

  app.post(
    '/events/:eventId/messages',
    {
      schema: {
        tags,
        summary:
          'Send a message to one audience of the event, now or at scheduled_at (verified accounts only; 429 past the tier’s messages per 24 hours)',
        params: ZEventParams,
        body: ZCreateMessage,
        response: { 201: message, ...sendErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createMessage(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.eventId,
          body: request.body,
        }),
      }),
  );

  app.get(
    '/events/:eventId/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'One message with its status and recipient counts',
        params: ZMessageParams,
        response: { 200: message, ...errors },
      },
    },
    async (request) => ({ data: await getMessage(deps, requireAuth(request), request.params) }),
  );

  app.post(
    '/events/:eventId/messages/:messageId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a scheduled message (409 once it is no longer SCHEDULED)',
        params: ZMessageParams,
        response: { 200: message, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) => ({
      data: await cancelMessage(deps, requirePermission(request, 'events.manage'), request.params),
    }),
  );

  app.get(
    '/events/:eventId/messages/:messageId/recipients',
    {
      schema: {
        tags,
        summary:
          'The deliveries of a message, one per deduplicated email (list query: sort by email, status, created_at, sent_at; filter status; search email and name)',
        params: ZMessageParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZMessageRecipient), ...errors },
      },
    },
    async (request) =>
      listMessageRecipients(deps, requireAuth(request), { ...request.params, rawQuery: request.query }),
  );

  app.post(
    '/events/:eventId/orders/:orderId/message',
    {
      schema: {
        tags,
        summary: 'Send a message to the buyer of an order, now (an ORDER_OWNER message)',
        params: ZOrderParams,
        body: ZCreateOrderMessage,
        response: { 201: message, ...sendErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createOrderMessage(deps, requirePermission(request, 'events.manage'), {
          ...request.params,
          body: request.body,
        }),
      }),
  );
};
