import {
  ZAffiliate,
  ZCreateAffiliate,
  ZErrorResponse,
  ZUpdateAffiliate,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import { toCsv, toXlsxStream } from './affiliates.export';
import {
  createAffiliate,
  editAffiliate,
  exportEventAffiliates,
  getAffiliate,
  listEventAffiliates,
  removeAffiliate,
} from './affiliates.service';

const ZEventParams = z.object({ eventId: z.uuid() });
const ZAffiliateParams = z.object({ eventId: z.uuid(), id: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const affiliate = resourceEnvelope(ZAffiliate);
const tags = ['affiliates'];
const ZExportQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const affiliatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:eventId/affiliates',
    {
      schema: {
        tags,
        summary:
          'Affiliates of an event (list query: sort by created_at, name, total_sales, total_sales_gross; search name, code, email)',
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZAffiliate), ...errors },
      },
    },
    async (request) =>
      listEventAffiliates(deps, requireAuth(request), { eventId: request.params.eventId, rawQuery: request.query }),
  );

  app.post(
    '/events/:eventId/affiliates',
    {
      schema: {
        tags,
        summary: 'Create an affiliate (code unique per event, stored in upper case, fixed once created)',
        params: ZEventParams,
        body: ZCreateAffiliate,
        response: { 201: affiliate, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createAffiliate(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.eventId,
          body: request.body,
        }),
      }),
  );

  app.get(
    '/events/:eventId/affiliates/export',
    {
      schema: {
        tags,
        summary: 'Every affiliate of the event as a spreadsheet (format=xlsx, the default, or csv)',
        params: ZEventParams,
        querystring: ZExportQuery,
        response: { 200: z.unknown().describe('The XLSX or CSV file, sent as an attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const { table, slug } = await exportEventAffiliates(deps, requireAuth(request), {
        eventId: request.params.eventId,
      });
      const format = request.query.format;
      const safeSlug = slug.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'event';
      const filename = `affiliates-${safeSlug}.${format}`;
      void reply.header('content-disposition', `attachment; filename="${filename}"`);
      void reply.header('cache-control', 'no-store');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(table));
      return reply.type(XLSX_TYPE).send(toXlsxStream(table));
    },
  );

  app.get(
    '/events/:eventId/affiliates/:id',
    { schema: { tags, summary: 'One affiliate', params: ZAffiliateParams, response: { 200: affiliate, ...errors } } },
    async (request) => ({
      data: await getAffiliate(deps, requireAuth(request), {
        eventId: request.params.eventId,
        affiliateId: request.params.id,
      }),
    }),
  );

  app.put(
    '/events/:eventId/affiliates/:id',
    {
      schema: {
        tags,
        summary: 'Update an affiliate (fields left out keep their value; the code cannot change)',
        params: ZAffiliateParams,
        body: ZUpdateAffiliate,
        response: { 200: affiliate, ...errors },
      },
    },
    async (request) => ({
      data: await editAffiliate(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.eventId,
        affiliateId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/events/:eventId/affiliates/:id',
    {
      schema: {
        tags,
        summary: 'Delete an affiliate',
        params: ZAffiliateParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAffiliate(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.eventId,
        affiliateId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
