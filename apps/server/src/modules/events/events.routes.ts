import {
  EVENT_LIST_STATES,
  ZCreateEvent,
  ZDuplicateEvent,
  ZErrorResponse,
  ZEvent,
  ZEventSettingsResponse,
  ZEventStatusChange,
  ZPatchEventSettings,
  ZReplaceEventSettings,
  ZUpdateEvent,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import { emptyListParamsAsUnset } from '../../lib/list-query';
import {
  changeEventStatus,
  createEvent,
  duplicateEvent,
  editEvent,
  getEvent,
  getEventSettings,
  listAccountEvents,
  removeEvent,
  publishEventHomepageDesign,
  saveEventSettings,
} from './events.service';

const ZParams = z.object({ id: z.uuid() });
const ZListParams = z.object({ eventsStatus: z.enum(EVENT_LIST_STATES).optional() }).catchall(z.unknown());
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const event = resourceEnvelope(ZEvent);
const settings = resourceEnvelope(ZEventSettingsResponse);
const tags = ['events'];

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Create an event (DRAFT, with its settings and a default product category)',
        body: ZCreateEvent,
        response: { 201: event, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createEvent(deps, requirePermission(request, 'events.manage'), request.body) }),
  );

  app.get(
    '/events',
    {
      preValidation: emptyListParamsAsUnset,
      schema: {
        tags,
        summary: 'Events of the account; eventsStatus=upcoming|ended|archived|draft picks a tab',
        querystring: ZListParams,
        response: { 200: listEnvelope(ZEvent), ...errors },
      },
    },
    async (request) =>
      listAccountEvents(deps, requireAuth(request), { rawQuery: request.query, state: request.query.eventsStatus }),
  );

  app.get(
    '/organizers/:id/events',
    {
      preValidation: emptyListParamsAsUnset,
      schema: {
        tags,
        summary: "An organizer's events",
        params: ZParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZEvent), ...errors },
      },
    },
    async (request) =>
      listAccountEvents(deps, requireAuth(request), {
        rawQuery: request.query,
        state: request.query.eventsStatus,
        organizerId: request.params.id,
      }),
  );

  app.get(
    '/events/:id',
    { schema: { tags, summary: 'One event', params: ZParams, response: { 200: event, ...errors } } },
    async (request) => ({
      data: await getEvent(deps, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Update an event',
        params: ZParams,
        body: ZUpdateEvent,
        response: { 200: event, ...errors },
      },
    },
    async (request) => ({
      data: await editEvent(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.put(
    '/events/:id/status',
    {
      schema: {
        tags,
        summary: 'Publish, pause, unpublish, archive or restore an event',
        params: ZParams,
        body: ZEventStatusChange,
        response: { 200: event, ...errors },
      },
    },
    async (request) => ({
      data: await changeEventStatus(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        status: request.body.status,
      }),
    }),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event (administrators; events with orders are archived instead)',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeEvent(deps, requirePermission(request, 'events.delete'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/events/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy an event as a new draft, choosing what to copy',
        params: ZParams,
        body: ZDuplicateEvent,
        response: { 201: event, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await duplicateEvent(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.id,
          body: request.body,
        }),
      }),
  );

  app.get(
    '/events/:id/settings',
    { schema: { tags, summary: 'Event settings', params: ZParams, response: { 200: settings, ...errors } } },
    async (request) => ({ data: await getEventSettings(deps, requireAuth(request), request.params.id) }),
  );

  app.put(
    '/events/:id/settings',
    {
      schema: {
        tags,
        summary: 'Replace the event settings',
        params: ZParams,
        body: ZReplaceEventSettings,
        response: { 200: settings, ...errors },
      },
    },
    async (request) => ({
      data: await saveEventSettings(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        body: request.body,
        mode: 'replace',
      }),
    }),
  );

  app.patch(
    '/events/:id/settings',
    {
      schema: {
        tags,
        summary: 'Change some event settings (merges)',
        params: ZParams,
        body: ZPatchEventSettings,
        response: { 200: settings, ...errors },
      },
    },
    async (request) => ({
      data: await saveEventSettings(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        body: request.body,
        mode: 'merge',
      }),
    }),
  );
  app.post(
    '/events/:id/homepage-design/publish',
    {
      schema: {
        tags,
        summary: 'Publish the homepage designer’s draft: its theme and sections become what buyers see',
        params: ZParams,
        response: { 200: settings, ...errors },
      },
    },
    async (request) => ({
      data: await publishEventHomepageDesign(deps, requirePermission(request, 'events.manage'), request.params.id),
    }),
  );
};
