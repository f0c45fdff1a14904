import {
  ZAccount,
  ZErrorResponse,
  ZEventDefaults,
  ZPatchEventDefaults,
  ZPatchPaymentSettings,
  ZPaymentSettings,
  ZUpdateAccount,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../plugins/auth';
import { getPaymentSettings, patchPaymentSettings } from './payment-settings.service';
import { getAccount, getEventDefaults, patchEventDefaults, updateAccountSettings } from './accounts.service';

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

  app.get(
    '/accounts/:id/event-defaults',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Settings every new event starts with',
        params: ZAccountParams,
        response: { 200: resourceEnvelope(ZEventDefaults), ...errors },
      },
    },
    async (request) => ({
      data: await getEventDefaults(app.services, requirePermission(request, 'account.read'), request.params.id),
    }),
  );

  app.patch(
    '/accounts/:id/event-defaults',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the settings new events start with (administrators; merges)',
        params: ZAccountParams,
        body: ZPatchEventDefaults,
        response: { 200: resourceEnvelope(ZEventDefaults), ...errors },
      },
    },
    async (request) => ({
      data: await patchEventDefaults(app.services, requirePermission(request, 'account.update'), {
        accountId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.get(
    '/accounts/:id/payment-settings',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Payment providers: the instance-wide Stripe status and the offline payment defaults (administrators)',
        params: ZAccountParams,
        response: { 200: resourceEnvelope(ZPaymentSettings), ...errors },
      },
    },
    async (request) => ({
      data: await getPaymentSettings(app.services, requirePermission(request, 'account.update'), request.params.id),
    }),
  );

  app.patch(
    '/accounts/:id/payment-settings',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the offline payment defaults new events start with (administrators)',
        params: ZAccountParams,
        body: ZPatchPaymentSettings,
        response: { 200: resourceEnvelope(ZPaymentSettings), ...errors },
      },
    },
    async (request) => ({
      data: await patchPaymentSettings(app.services, requirePermission(request, 'account.update'), {
        accountId: request.params.id,
        body: request.body,
      }),
    }),
  );
};
