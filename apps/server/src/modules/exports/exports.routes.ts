import { ZErrorResponse } from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, exportFilename, tableStream } from '../../lib/export';
import { emptyListParamsAsUnset } from '../../lib/list-query';
import { prepareAttendeesExport, prepareOrdersExport, type PreparedExport } from './exports.service';

const ZEventParams = z.object({ eventId: z.uuid() });
/** `format`, plus the list query of the list on screen (search, filters, sort), in the query string... */
const ZExportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') }).catchall(z.unknown());
/** ...or in a JSON body; the body wins where both name a parameter. */
const ZExportBody = z.object({}).catchall(z.unknown()).nullish();
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const fileResponse = z.unknown().describe('The CSV or XLSX file, streamed as an attachment');

/** Streamed orders and attendees exports; any member of the account may read them, like the lists. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  const routes = [
    { kind: 'orders', prepare: prepareOrdersExport, what: 'orders (one column per order question)' },
    {
      kind: 'attendees',
      prepare: prepareAttendeesExport,
      what: 'attendees (one column per product question, then per order question)',
    },
  ] as const;

  for (const route of routes) {
    app.post(
      `/events/:eventId/${route.kind}/export`,
      {
        preValidation: emptyListParamsAsUnset,
        schema: {
          tags: ['events'],
          summary: `The event's ${route.what} matching the list query, as CSV or XLSX (format=xlsx by default), streamed`,
          params: ZEventParams,
          querystring: ZExportQuery,
          body: ZExportBody,
          response: { 200: fileResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { format, ...listQuery } = request.query;
        const prepared: PreparedExport = await route.prepare(deps, requireAuth(request), {
          eventId: request.params.eventId,
          rawQuery: { ...listQuery, ...(request.body ?? {}) },
        });
        const filename = exportFilename({ kind: route.kind, slug: prepared.slug, format });
        void reply.header('content-disposition', `attachment; filename="${filename}"`);
        void reply.header('cache-control', 'no-store');
        return reply.type(EXPORT_CONTENT_TYPES[format]).send(tableStream(format, prepared.table));
      },
    );
  }
};
