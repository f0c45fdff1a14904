import {
  ZCapacityAssignment,
  ZCreateCapacityAssignment,
  ZErrorResponse,
  ZUpdateCapacityAssignment,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  createAssignment,
  editAssignment,
  getAssignment,
  listEventAssignments,
  removeAssignment,
} from './capacity.service';

const ZEventParams = z.object({ id: z.uuid() });
const ZAssignmentParams = z.object({ id: z.uuid(), assignmentId: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const assignment = resourceEnvelope(ZCapacityAssignment);
const tags = ['capacity assignments'];

export const capacityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:id/capacity-assignments',
    {
      schema: {
        tags,
        summary:
          'Capacity assignments of an event with their usage (list query: sort by name, capacity, used_capacity, created_at; search name)',
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZCapacityAssignment), ...errors },
      },
    },
    async (request) =>
      listEventAssignments(deps, requireAuth(request), { eventId: request.params.id, rawQuery: request.query }),
  );

  app.post(
    '/events/:id/capacity-assignments',
    {
      schema: {
        tags,
        summary: 'Create a shared limit over products of the event',
        params: ZEventParams,
        body: ZCreateCapacityAssignment,
        response: { 201: assignment, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createAssignment(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.id,
          body: request.body,
        }),
      }),
  );

  app.get(
    '/events/:id/capacity-assignments/:assignmentId',
    {
      schema: {
        tags,
        summary: 'One capacity assignment with its usage',
        params: ZAssignmentParams,
        response: { 200: assignment, ...errors },
      },
    },
    async (request) => ({
      data: await getAssignment(deps, requireAuth(request), {
        eventId: request.params.id,
        assignmentId: request.params.assignmentId,
      }),
    }),
  );

  app.put(
    '/events/:id/capacity-assignments/:assignmentId',
    {
      schema: {
        tags,
        summary: 'Update a capacity assignment (fields left out keep their value; never below what is used)',
        params: ZAssignmentParams,
        body: ZUpdateCapacityAssignment,
        response: { 200: assignment, ...errors },
      },
    },
    async (request) => ({
      data: await editAssignment(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        assignmentId: request.params.assignmentId,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/events/:id/capacity-assignments/:assignmentId',
    {
      schema: {
        tags,
        summary: 'Delete a capacity assignment (its products stop sharing the limit)',
        params: ZAssignmentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAssignment(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        assignmentId: request.params.assignmentId,
      });
      return reply.status(204).send(null);
    },
  );
};
