import {
  ZDoorCheckIn,
  ZCheckInAttendee,
  ZCreateCheckIns,
  ZCreateCheckInsResult,
  ZErrorResponse,
  ZPublicCheckInList,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestMeta } from '../auth/identity-context';
import {
  checkOutAttendee,
  createCheckIns,
  getDoorAttendee,
  getPublicCheckInList,
  listDoorAttendees,
} from './check-ins.service';

const ZDoorParams = z.object({ shortId: z.string().max(64) });
const ZAttendeeParams = z.object({ shortId: z.string().max(64), publicId: z.string().max(64) });
const ZCheckInParams = z.object({ shortId: z.string().max(64), checkInShortId: z.string().max(64) });
const ZListParams = z.object({}).catchall(z.unknown());
const tags = ['public'];
const base = '/public/check-in-lists/:shortId';

const metaOf = (request: FastifyRequest): RequestMeta => ({ ip: request.ip ?? null, userAgent: null });

function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

/**
 * The door staff's calls (server-behaviour §9, docs/decisions/099-check-in-lists.md): no sign-in, the list's short
 * id is the key; limited per IP (429). Attendee reads answer 403 and check-ins 409 outside the list's window.
 */
export const checkInsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          'A check-in list by its short id, with its tickets, counts, window state and what the door page needs of the event (readable at any time)',
        params: ZDoorParams,
        response: { 200: resourceEnvelope(ZPublicCheckInList), 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { data: await getPublicCheckInList(deps, { shortId: request.params.shortId, meta: metaOf(request) }) };
    },
  );

  app.get(
    `${base}/attendees`,
    {
      schema: {
        tags,
        summary:
          'Attendees the list counts, and the cancelled ones of paid or offline orders (shown disabled), each with its live check-in on this list: names, ticket type, status, the ticket reference (the last characters of its code) and the order reference, never emails, ticket codes or link keys. Search names and references as substrings, a whole email or ticket code exactly; filter_fields[status][eq]; 100 a page unless per_page is lower. 403 outside the window.',
        params: ZDoorParams,
        querystring: ZListParams,
        response: {
          200: listEnvelope(ZCheckInAttendee),
          403: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listDoorAttendees(deps, {
        shortId: request.params.shortId,
        rawQuery: request.query,
        meta: metaOf(request),
      });
    },
  );

  app.get(
    `${base}/attendees/:publicId`,
    {
      schema: {
        tags,
        summary:
          'One ticket by its public id (what its QR code holds), with its live check-in on this list; 404 when unknown or not valid for the list, 403 outside the window',
        params: ZAttendeeParams,
        response: {
          200: resourceEnvelope(ZCheckInAttendee),
          403: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { data: await getDoorAttendee(deps, { ...request.params, meta: metaOf(request) }) };
    },
  );

  app.post(
    `${base}/check-ins`,
    {
      schema: {
        tags,
        summary:
          'Check attendees in, each by its ticket code (public_id, a scan, verified here) or by its id on the door list (attendee_id). 409 for the whole request outside the window, or when any ticket is unknown or not valid for the list; otherwise data holds the check-ins (an existing one for an attendee already checked in; the ticket code only when it was sent) and errors maps the id sent to why it was not checked in now. The action check-in-and-mark-order-as-paid marks an order awaiting offline payment as paid, when the event allows it.',
        params: ZDoorParams,
        body: ZCreateCheckIns,
        response: {
          200: ZCreateCheckInsResult,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return createCheckIns(deps, { shortId: request.params.shortId, body: request.body, meta: metaOf(request) });
    },
  );

  app.delete(
    `${base}/check-ins/:checkInShortId`,
    {
      schema: {
        tags,
        summary:
          'Check out: the check-in (ci_…) gets checked_out_at and stays in the history; 409 when it is already checked out (works at any time)',
        params: ZCheckInParams,
        response: {
          200: resourceEnvelope(ZDoorCheckIn),
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { data: await checkOutAttendee(deps, { ...request.params, meta: metaOf(request) }) };
    },
  );
};
