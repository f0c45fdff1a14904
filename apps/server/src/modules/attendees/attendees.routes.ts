import {
  ZAttendee,
  ZAttendeeDetail,
  ZAttendeeStatusChange,
  ZCreateAttendee,
  ZErrorResponse,
  ZResendTicketResult,
  ZUpdateAttendee,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  changeAttendeeStatus,
  createAttendee,
  editAttendee,
  getAttendee,
  listEventAttendees,
  resendAttendeeTicket,
} from './attendees.service';

const ZEventParams = z.object({ eventId: z.uuid() });
const ZAttendeeParams = z.object({ eventId: z.uuid(), attendeeId: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const detail = resourceEnvelope(ZAttendeeDetail);
const tags = ['attendees'];

/** The organizer's attendees: readable by every member, changed by roles with `events.manage` (decision 014). */
export const attendeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:eventId/attendees',
    {
      schema: {
        tags,
        summary:
          'Attendees of the event’s orders (completed, awaiting offline payment, cancelled). List query: search name, email, short id, public id; sort created_at, updated_at, name, first_name, last_name, email, status, ticket_name; filter status, product_id, product_price_id, order_id, order_status, checked_in (checked in now on any list), email, names, created_at, updated_at',
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZAttendee), ...errors },
      },
    },
    async (request) =>
      listEventAttendees(deps, requireAuth(request), { eventId: request.params.eventId, rawQuery: request.query }),
  );

  app.post(
    '/events/:eventId/attendees',
    {
      schema: {
        tags,
        summary:
          'Add an attendee: a completed order made by staff for one ticket (unit_price 0 for a complimentary one); 409 when sold out',
        params: ZEventParams,
        body: ZCreateAttendee,
        response: { 201: detail, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createAttendee(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.eventId,
          body: request.body,
        }),
      }),
  );

  app.get(
    '/events/:eventId/attendees/:attendeeId',
    {
      schema: {
        tags,
        summary: 'One attendee with their answers',
        params: ZAttendeeParams,
        response: { 200: detail, ...errors },
      },
    },
    async (request) => ({
      data: await getAttendee(deps, requireAuth(request), request.params),
    }),
  );

  app.put(
    '/events/:eventId/attendees/:attendeeId',
    {
      schema: {
        tags,
        summary: 'Edit an attendee: names, email, notes and (when sent) all their answers',
        params: ZAttendeeParams,
        body: ZUpdateAttendee,
        response: { 200: detail, ...errors },
      },
    },
    async (request) => ({
      data: await editAttendee(deps, requirePermission(request, 'events.manage'), {
        ...request.params,
        body: request.body,
      }),
    }),
  );

  app.patch(
    '/events/:eventId/attendees/:attendeeId',
    {
      schema: {
        tags,
        summary:
          'Cancel (CANCELLED) or reactivate (ACTIVE) an attendee; reactivating needs a unit still available (409 otherwise)',
        params: ZAttendeeParams,
        body: ZAttendeeStatusChange,
        response: { 200: detail, ...errors },
      },
    },
    async (request) => ({
      data: await changeAttendeeStatus(deps, requirePermission(request, 'events.manage'), {
        ...request.params,
        status: request.body.status,
      }),
    }),
  );

  app.post(
    '/events/:eventId/attendees/:attendeeId/resend-ticket',
    {
      schema: {
        tags,
        summary: 'Send the ticket email again (ACTIVE attendees only, else 409)',
        params: ZAttendeeParams,
        response: { 202: resourceEnvelope(ZResendTicketResult), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        data: await resendAttendeeTicket(deps, requirePermission(request, 'events.manage'), request.params),
      }),
  );
};
