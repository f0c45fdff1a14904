import {
  ZErrorResponse,
  ZOrganizerContact,
  ZPageForbidden,
  ZPublicOrganizer,
  ZPublicOrganizerEvent,
  ZPublicOrganizerEventsQuery,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyListParamsAsUnset } from '../../lib/list-query';
import { contactOrganizer, getPublicOrganizer, listPublicOrganizerEvents } from './public-organizers.service';

const ZParams = z.object({ organizerId: z.string().max(64) });
const tags = ['public'];

/** The organizer's public page (issue 6, decisions 050-051): no sign-in; members of the account may preview. */
export const publicOrganizersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/public/organizers/:organizerId',
    {
      schema: {
        tags,
        summary: 'A LIVE organizer as visitors see it (members of its account may preview any status); 404 otherwise',
        params: ZParams,
        response: { 200: resourceEnvelope(ZPublicOrganizer), 403: ZPageForbidden, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        data: await getPublicOrganizer(deps, {
          organizerId: request.params.organizerId,
          auth: request.auth,
          pageKeys: request.cookies,
        }),
      };
    },
  );

  app.get(
    '/public/organizers/:organizerId/events',
    {
      preValidation: emptyListParamsAsUnset,
      schema: {
        tags,
        summary:
          "The organizer's events buyers may see: eventsStatus=upcoming (not ended, start_date ascending) or past (ended, start_date descending), 30 a page",
        params: ZParams,
        querystring: ZPublicOrganizerEventsQuery,
        response: {
          200: listEnvelope(ZPublicOrganizerEvent),
          403: ZPageForbidden,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listPublicOrganizerEvents(deps, {
        organizerId: request.params.organizerId,
        auth: request.auth,
        query: request.query,
        pageKeys: request.cookies,
      });
    },
  );

  app.post(
    '/public/organizers/:organizerId/contact',
    {
      schema: {
        tags,
        summary:
          "Emails a visitor's message to the organizer (reply-to the visitor). Limited per IP and per organizer (429).",
        params: ZParams,
        body: ZOrganizerContact,
        response: {
          200: resourceEnvelope(z.object({ sent: z.boolean() })),
          403: ZPageForbidden,
          404: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => {
      await contactOrganizer(deps, {
        organizerId: request.params.organizerId,
        auth: request.auth,
        body: request.body,
        meta: { ip: request.ip ?? null, userAgent: null },
        pageKeys: request.cookies,
      });
      // The same answer whether or not the honeypot dropped it.
      return { data: { sent: true } };
    },
  );
};
