import { ZCreateTaxOrFee, ZErrorResponse, ZTaxOrFee, ZUpdateTaxOrFee, resourceEnvelope } from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../plugins/auth';
import { createTaxOrFee, editTaxOrFee, listAccountTaxesAndFees, removeTaxOrFee } from './taxes.service';

const ZAccountParams = z.object({ id: z.uuid() });
const ZTaxParams = z.object({ id: z.uuid(), taxId: z.uuid() });
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const tags = ['taxes and fees'];

export const taxesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/accounts/:id/taxes-and-fees',
    {
      schema: {
        tags,
        summary: "The account's taxes and fees",
        params: ZAccountParams,
        response: { 200: resourceEnvelope(z.array(ZTaxOrFee)), ...errors },
      },
    },
    async (request) => ({
      data: await listAccountTaxesAndFees(deps, requirePermission(request, 'account.read'), request.params.id),
    }),
  );

  app.post(
    '/accounts/:id/taxes-and-fees',
    {
      schema: {
        tags,
        summary: 'Create a tax or fee',
        params: ZAccountParams,
        body: ZCreateTaxOrFee,
        response: { 201: resourceEnvelope(ZTaxOrFee), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createTaxOrFee(deps, requirePermission(request, 'taxes.manage'), {
          accountId: request.params.id,
          body: request.body,
        }),
      }),
  );

  app.put(
    '/accounts/:id/taxes-and-fees/:taxId',
    {
      schema: {
        tags,
        summary: 'Update a tax or fee',
        params: ZTaxParams,
        body: ZUpdateTaxOrFee,
        response: { 200: resourceEnvelope(ZTaxOrFee), ...errors },
      },
    },
    async (request) => ({
      data: await editTaxOrFee(deps, requirePermission(request, 'taxes.manage'), {
        accountId: request.params.id,
        taxId: request.params.taxId,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/accounts/:id/taxes-and-fees/:taxId',
    { schema: { tags, summary: 'Delete a tax or fee', params: ZTaxParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeTaxOrFee(deps, requirePermission(request, 'taxes.manage'), {
        accountId: request.params.id,
        taxId: request.params.taxId,
      });
      return reply.status(204).send(null);
    },
  );
};
