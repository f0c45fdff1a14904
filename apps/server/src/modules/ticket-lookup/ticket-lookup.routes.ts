import { ZErrorResponse, ZTicketLookupRequest, ZTicketLookupResult, resourceEnvelope } from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getTicketLookup, requestTicketLookup, TICKET_LOOKUP_TTL_HOURS } from './ticket-lookup.service';

const ZLookupRequested = z.object({ message: z.string() });

/** "Find my tickets" (decision 110): no sign-in; the link in the email is the key. */
export const ticketLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.post(
    '/public/ticket-lookup',
    {
      schema: {
        tags: ['public'],
        summary: `Emails a link to the orders placed with this address (valid ${TICKET_LOOKUP_TTL_HOURS} hours, replacing an earlier one) when there are any; the answer is the same either way. 10 asks per IP in 15 minutes, 3 per address an hour (429).`,
        body: ZTicketLookupRequest,
        response: { 200: resourceEnvelope(ZLookupRequested), 422: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      await requestTicketLookup(deps, {
        email: request.body.email,
        locale: request.body.locale ?? 'en',
        ip: request.ip ?? null,
      });
      return { data: { message: 'If there are tickets for this address, a link to them is on its way.' } };
    },
  );

  app.get(
    '/public/ticket-lookup/:token',
    {
      schema: {
        tags: ['public'],
        summary: 'The orders of a lookup link, newest first, with their event; 404 once it expired or was replaced.',
        params: z.object({ token: z.string().max(64) }),
        response: { 200: resourceEnvelope(ZTicketLookupResult), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await getTicketLookup(deps, request.params.token) };
    },
  );
};
