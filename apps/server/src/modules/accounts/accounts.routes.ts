import { ZAccount, ZErrorResponse, ZUpdateAccount, resourceEnvelope } from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../plugins/auth';
import { getAccount, updateAccountSettings } from './accounts.service';

const ZAccountParams = z.object({ id: z.uuid() });
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The account',
        params: ZAccountParams,
        response: { 200: resourceEnvelope(ZAccount), ...errors },
      },
    },
    async (request) => {
      const auth = requirePermission(request, 'account.read');
      return { data: await getAccount(app.services, auth, request.params.id) };
    },
  );

  app.put(
    '/accounts/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Update the account name and defaults (administrators)',
        params: ZAccountParams,
        body: ZUpdateAccount,
        response: { 200: resourceEnvelope(ZAccount), ...errors },
      },
    },
    async (request) => {
      const auth = requirePermission(request, 'account.update');
      return {
        data: await updateAccountSettings(app.services, auth, { accountId: request.params.id, body: request.body }),
      };
    },
  );
};
