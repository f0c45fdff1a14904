import {
  ZDrawWaitlistLottery,
  ZErrorResponse,
  ZJoinWaitlist,
  ZOfferWaitlist,
  ZPageForbidden,
  ZPublicWaitlistEntry,
  ZWaitlistCheckout,
  ZWaitlistDraw,
  ZWaitlistEntry,
  ZWaitlistJoined,
  ZWaitlistOfferResult,
  ZWaitlistStats,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, exportFilename } from '../../lib/export';
import { isSecureRequest, requireAuth, requirePermission } from '../../plugins/auth';
import { toCsv, toXlsxStream } from '../affiliates/affiliates.export';
import { CHECKOUT_SESSION_COOKIE } from '../checkout/checkout.routes';
import {
  cancelWaitlistEntry,
  drawWaitlistLottery,
  exportEventWaitlist,
  listEventWaitlist,
  offerWaitlist,
  waitlistStats,
} from './waitlist.manage';
import { claimWaitlistOffer, getPublicWaitlistEntry, joinWaitlist, leaveWaitlist } from './waitlist.service';

const ZEventParams = z.object({ eventId: z.uuid() });
const ZPublicEventParams = z.object({ eventId: z.string().max(64) });
const ZEntryParams = z.object({ eventId: z.uuid(), entryId: z.uuid() });
const ZTokenParams = z.object({ token: z.string().max(128) });
const ZListParams = z.object({}).catchall(z.unknown());
/** `format`, plus the list query of the list on screen (search, filters, sort). */
const ZExportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') }).catchall(z.unknown());
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const publicErrors = {
  403: ZPageForbidden,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};
const tags = ['waitlist'];

/** The waiting list (issue 31): the entrant's public calls and the organizer's. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const frontendUrl = deps.config.publicConfig.frontendUrl;

  app.post(
    '/public/events/:eventId/waitlist',
    {
      schema: {
        tags: ['public', ...tags],
        summary:
          'Joins the waiting list of a sold-out ticket tier for `quantity` tickets (and, optionally, other tiers of the same ticket): 201 with the place in line (null while a lottery is to be drawn) and a confirmation email. 409 `waitlist_closed`, `waitlist_already_joined`, `waitlist_not_needed` (tickets are free: buy them). 10 a minute per address.',
        params: ZPublicEventParams,
        body: ZJoinWaitlist,
        response: { 201: resourceEnvelope(ZWaitlistJoined), ...publicErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const joined = await joinWaitlist(deps, {
        eventId: request.params.eventId,
        body: request.body,
        auth: request.auth,
        clientIp: request.ip,
        pageKeys: request.cookies,
      });
      return reply.status(201).send({ data: joined });
    },
  );

  app.get(
    '/public/waitlist/:token',
    {
      schema: {
        tags: ['public', ...tags],
        summary: "The entry behind an entrant's link: status, place in line, an offer's deadline and held order.",
        params: ZTokenParams,
        response: { 200: resourceEnvelope(ZPublicWaitlistEntry), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await getPublicWaitlistEntry(deps, request.params.token) };
    },
  );

  app.delete(
    '/public/waitlist/:token',
    {
      schema: {
        tags: ['public', ...tags],
        summary:
          "Leaves the waiting list (from WAITING or OFFERED; an offer's held tickets are released). 409 when already closed.",
        params: ZTokenParams,
        response: {
          200: resourceEnvelope(ZPublicWaitlistEntry),
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await leaveWaitlist(deps, { token: request.params.token, clientIp: request.ip }) };
    },
  );

  app.post(
    '/public/waitlist/:token/checkout',
    {
      schema: {
        tags: ['public', ...tags],
        summary:
          "Opens an offer: sets the held order's checkout session on this browser and answers where its checkout is (/checkout/{event_id}/{order_short_id}/details). 409 once the offer is no longer open.",
        params: ZTokenParams,
        response: { 200: resourceEnvelope(ZWaitlistCheckout), 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const checkout = await claimWaitlistOffer(deps, request.params.token);
      const secure = isSecureRequest(request, frontendUrl);
      reply.setCookie(CHECKOUT_SESSION_COOKIE, checkout.session_identifier, {
        path: '/',
        httpOnly: true,
        ...(secure ? { sameSite: 'none' as const, partitioned: true } : { sameSite: 'lax' as const }),
        secure,
        maxAge: 7 * 24 * 3600,
      });
      return { data: checkout };
    },
  );

  app.get(
    '/events/:eventId/waitlist',
    {
      schema: {
        tags,
        summary:
          'Entries of the event (list query: sort by position, created_at, status, quantity, offered_at; filter status, product_id, product_price_id, email; search name and email)',
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZWaitlistEntry), ...errors },
      },
    },
    async (request) =>
      listEventWaitlist(deps, requireAuth(request), { eventId: request.params.eventId, rawQuery: request.query }),
  );

  app.get(
    '/events/:eventId/waitlist/stats',
    {
      schema: {
        tags,
        summary:
          'Per ticket tier: people and tickets waiting, offers outstanding, purchased, expired, conversion rate, stock free after offers, revenue if all were seated',
        params: ZEventParams,
        response: { 200: resourceEnvelope(ZWaitlistStats), ...errors },
      },
    },
    async (request) => ({ data: await waitlistStats(deps, requireAuth(request), { eventId: request.params.eventId }) }),
  );

  app.get(
    '/events/:eventId/waitlist/export',
    {
      schema: {
        tags,
        summary:
          'The entries matching the list query (search, filters, sort; every page) as a spreadsheet (format=xlsx, the default, or csv)',
        params: ZEventParams,
        querystring: ZExportQuery,
        response: { 200: z.unknown().describe('The XLSX or CSV file, sent as an attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...listQuery } = request.query;
      const { table, slug } = await exportEventWaitlist(deps, requireAuth(request), {
        eventId: request.params.eventId,
        rawQuery: listQuery,
      });
      const filename = exportFilename({ kind: 'waiting-list', slug, format });
      void reply.header('content-disposition', `attachment; filename="${filename}"`);
      void reply.header('cache-control', 'no-store');
      const body = format === 'csv' ? toCsv(table) : toXlsxStream(table);
      return reply.type(EXPORT_CONTENT_TYPES[format]).send(body);
    },
  );

  app.post(
    '/events/:eventId/waitlist/offer',
    {
      schema: {
        tags,
        summary:
          'Offers the next `count` (≤ 50) entries of a tier, or the chosen `entry_ids` (OFFER_EXPIRED ones are offered again): each offer holds its tickets as a reserved order until its deadline. Entries without enough free stock are skipped, with the reason.',
        params: ZEventParams,
        body: ZOfferWaitlist,
        response: { 200: resourceEnvelope(ZWaitlistOfferResult), ...errors },
      },
    },
    async (request) => ({
      data: await offerWaitlist(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.eventId,
        body: request.body,
      }),
    }),
  );

  app.post(
    '/events/:eventId/waitlist/draw',
    {
      schema: {
        tags,
        summary:
          "Draws the lottery of a tier now (once its entry time passed): entries that joined before the event's `waitlist_lottery_until` are put in a random order from the recorded seed. 409 when there is no lottery, it is still open, or it was drawn.",
        params: ZEventParams,
        body: ZDrawWaitlistLottery,
        response: { 200: resourceEnvelope(ZWaitlistDraw), ...errors },
      },
    },
    async (request) => ({
      data: await drawWaitlistLottery(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.eventId,
        productPriceId: request.body.product_price_id,
        seed: request.body.seed,
      }),
    }),
  );

  app.post(
    '/events/:eventId/waitlist/:entryId/cancel',
    {
      schema: {
        tags,
        summary:
          "Removes an entry (from WAITING or OFFERED): an offer's held tickets are released and passed on, and the person is told. 409 otherwise.",
        params: ZEntryParams,
        response: { 200: resourceEnvelope(ZWaitlistEntry), ...errors },
      },
    },
    async (request) => ({
      data: await cancelWaitlistEntry(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.eventId,
        entryId: request.params.entryId,
      }),
    }),
  );
};
