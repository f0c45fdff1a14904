import { ZErrorResponse, ZPublicEventListItem, ZPublicEventsQuery, listEnvelope } from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyListParamsAsUnset } from '../../lib/list-query';
import { listPublicEvents } from './public-events.service';

/** The public list of events across organizers (issue 25, decision 138): no sign-in, the same answer for everyone. */
export const publicEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/public/events',
    {
      preValidation: emptyListParamsAsUnset,
      schema: {
        tags: ['public'],
        summary:
          'Events on sale to the public across organizers, for directories and the widget: LIVE or PAUSED events of ' +
          'LIVE organizers, neither behind a page password. eventsStatus=upcoming (default, start_date ascending) or ' +
          'past; the list query: page, per_page (20, at most 100), query (title or organizer name), ' +
          'sort_by=start_date|title, sort_direction, filter_fields[start_date|end_date|organizer_id|currency|category][op]',
        querystring: ZPublicEventsQuery,
        response: { 200: listEnvelope(ZPublicEventListItem), 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      // The same for every caller, so shared caches may keep it for a minute.
      void reply.header('cache-control', 'public, max-age=60');
      return listPublicEvents(deps, { state: request.query.eventsStatus, rawQuery: request.query });
    },
  );
};
