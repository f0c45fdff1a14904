import {
  ZErrorResponse,
  ZEventReportQuery,
  ZOrganizerReportQuery,
  ZReport,
  REPORT_EXPORT_FORMATS,
} from '@marquee/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_CONTENT_TYPES, exportFilename, tableStream } from '../../lib/export';
import { emptyListParamsAsUnset } from '../../lib/list-query';
import { requireAuth } from '../../plugins/auth';
import { reportTable } from './reports.export';
import { getEventReport, getOrganizerReport } from './reports.service';
import type { TReport } from '@marquee/core';

const ZEventReportParams = z.object({ eventId: z.uuid(), type: z.string().max(64) });
const ZOrganizerReportParams = z.object({ organizerId: z.uuid(), type: z.string().max(64) });
const ZFormat = z.object({ format: z.enum(REPORT_EXPORT_FORMATS).default('csv') });
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const fileResponse = z.unknown().describe('The report as CSV or XLSX, streamed as an attachment');

const EVENT_SUMMARY =
  'types: product_sales, daily_sales_report, promo_codes_report, payments_report, taxes_and_fees_report, check_ins_report, affiliates_report, sales_funnel_report';
const ORGANIZER_SUMMARY =
  "types: revenue_summary, daily_sales_summary (one currency: the organizer's unless asked), events_performance, tax_summary, check_in_summary";

function sendReportFile(reply: FastifyReply, report: TReport, format: 'csv' | 'xlsx', slug: string) {
  const filename = exportFilename({ kind: report.meta.type.replace(/_/g, '-'), slug, format });
  void reply.header('content-disposition', `attachment; filename="${filename}"`);
  void reply.header('cache-control', 'no-store');
  return reply.type(EXPORT_CONTENT_TYPES[format]).send(tableStream(format, reportTable(report)));
}

/** Reports, readable by every member of the account like the dashboards (decision 152). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:eventId/reports/:type',
    {
      preValidation: emptyListParamsAsUnset,
      schema: {
        tags: ['reports'],
        summary: `An event report over start_date..end_date (whole days in the event timezone, at most 370, default the last 30); ${EVENT_SUMMARY}`,
        params: ZEventReportParams,
        querystring: ZEventReportQuery,
        response: { 200: ZReport, ...errors },
      },
    },
    async (request) =>
      getEventReport(deps, requireAuth(request), {
        eventId: request.params.eventId,
        type: request.params.type,
        query: request.query,
      }),
  );

  app.get(
    '/events/:eventId/reports/:type/export',
    {
      preValidation: emptyListParamsAsUnset,
      schema: {
        tags: ['reports'],
        summary: 'An event report as CSV or XLSX (format=csv by default): the rows and columns the report answers',
        params: ZEventReportParams,
        querystring: z.intersection(ZEventReportQuery, ZFormat),
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await getEventReport(deps, requireAuth(request), {
        eventId: request.params.eventId,
        type: request.params.type,
        query,
      });
      return sendReportFile(reply, report, format, `${report.meta.start_date}-${report.meta.end_date}`);
    },
  );

  app.get(
    '/organizers/:organizerId/reports/:type',
    {
      preValidation: emptyListParamsAsUnset,
      schema: {
        tags: ['reports'],
        summary: `An organizer report filtered by currency and event, paged (per_page at most 1000); ${ORGANIZER_SUMMARY}`,
        params: ZOrganizerReportParams,
        querystring: ZOrganizerReportQuery,
        response: { 200: ZReport, ...errors },
      },
    },
    async (request) =>
      getOrganizerReport(deps, requireAuth(request), {
        organizerId: request.params.organizerId,
        type: request.params.type,
        query: request.query,
      }),
  );

  app.get(
    '/organizers/:organizerId/reports/:type/export',
    {
      preValidation: emptyListParamsAsUnset,
      schema: {
        tags: ['reports'],
        summary: 'An organizer report as CSV or XLSX (format=csv by default), the page asked for',
        params: ZOrganizerReportParams,
        querystring: z.intersection(ZOrganizerReportQuery, ZFormat),
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await getOrganizerReport(deps, requireAuth(request), {
        organizerId: request.params.organizerId,
        type: request.params.type,
        query,
      });
      return sendReportFile(reply, report, format, `${report.meta.start_date}-${report.meta.end_date}`);
    },
  );
};
