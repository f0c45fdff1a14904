import {
  ZApiKey,
  ZApiKeyWithSecret,
  ZCreateApiKey,
  ZErrorResponse,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSessionAuth } from '../../plugins/auth';
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

const ZParams = z.object({ id: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const tags = ['api keys'];

/** Keys are managed by a signed-in admin, never by a key (decision 149). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/account/api-keys',
    {
      schema: {
        tags,
        summary: "The account's API keys (list query: sort by created_at, name, last_used_at, expires_at)",
        querystring: ZListParams,
        response: { 200: listEnvelope(ZApiKey), ...errors },
      },
    },
    async (request) => listApiKeys(deps, requireSessionAuth(request, 'api_keys.manage'), request.query),
  );

  app.post(
    '/account/api-keys',
    {
      schema: {
        tags,
        summary: 'Create an API key: the key is in this answer only (send it as Authorization: Bearer <key>)',
        body: ZCreateApiKey,
        response: { 201: resourceEnvelope(ZApiKeyWithSecret), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createApiKey(deps, requireSessionAuth(request, 'api_keys.manage'), request.body) }),
  );

  app.get(
    '/account/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'One API key',
        params: ZParams,
        response: { 200: resourceEnvelope(ZApiKey), ...errors },
      },
    },
    async (request) => ({
      data: await getApiKey(deps, requireSessionAuth(request, 'api_keys.manage'), request.params.id),
    }),
  );

  app.delete(
    '/account/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API key: it stops working at once',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeApiKey(deps, requireSessionAuth(request, 'api_keys.manage'), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
