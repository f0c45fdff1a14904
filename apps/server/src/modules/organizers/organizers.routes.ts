import {
  ZCreateOrganizer,
  ZErrorResponse,
  ZOrganizer,
  ZOrganizerDeleteConflict,
  ZOrganizerDeletionStatus,
  ZOrganizerSettingsResponse,
  ZOrganizerStatusChange,
  ZPatchOrganizerSettings,
  ZUpdateOrganizer,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  changeOrganizerStatus,
  createOrganizer,
  editOrganizer,
  getOrganizer,
  getOrganizerSettings,
  listAccountOrganizers,
  organizerDeletionStatus,
  patchOrganizerSettings,
  publishOrganizerHomepageDesign,
  removeOrganizer,
} from './organizers.service';

const ZParams = z.object({ id: z.uuid() });
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const organizer = resourceEnvelope(ZOrganizer);
const settings = resourceEnvelope(ZOrganizerSettingsResponse);
const tags = ['organizers'];

export const organizersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.post(
    '/organizers',
    {
      schema: { tags, summary: 'Create an organizer', body: ZCreateOrganizer, response: { 201: organizer, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createOrganizer(deps, requirePermission(request, 'organizers.manage'), request.body) }),
  );

  app.get(
    '/organizers',
    {
      schema: {
        tags,
        summary: 'Organizers of the account',
        querystring: z.record(z.string(), z.unknown()),
        response: { 200: listEnvelope(ZOrganizer), ...errors },
      },
    },
    async (request) => listAccountOrganizers(deps, requireAuth(request), request.query),
  );

  app.get(
    '/organizers/:id',
    { schema: { tags, summary: 'One organizer', params: ZParams, response: { 200: organizer, ...errors } } },
    async (request) => ({
      data: await getOrganizer(deps, requireAuth(request), request.params.id),
    }),
  );

  // POST is the spec's update call (the reference sends multipart there); PUT is accepted too.
  for (const method of ['post', 'put'] as const) {
    app[method](
      '/organizers/:id',
      {
        schema: {
          tags,
          summary: 'Update an organizer',
          params: ZParams,
          body: ZUpdateOrganizer,
          response: { 200: organizer, ...errors },
        },
      },
      async (request) => ({
        data: await editOrganizer(deps, requirePermission(request, 'organizers.manage'), {
          organizerId: request.params.id,
          body: request.body,
        }),
      }),
    );
  }

  app.put(
    '/organizers/:id/status',
    {
      schema: {
        tags,
        summary: 'Publish, unpublish, archive or restore an organizer',
        params: ZParams,
        body: ZOrganizerStatusChange,
        response: { 200: organizer, ...errors },
      },
    },
    async (request) => ({
      data: await changeOrganizerStatus(deps, requirePermission(request, 'organizers.manage'), {
        organizerId: request.params.id,
        status: request.body.status,
      }),
    }),
  );

  app.get(
    '/organizers/:id/deletion-status',
    {
      schema: {
        tags,
        summary: 'Whether the organizer can be deleted now, and why not (the rule DELETE applies)',
        params: ZParams,
        response: { 200: resourceEnvelope(ZOrganizerDeletionStatus), ...errors },
      },
    },
    async (request) => ({
      data: await organizerDeletionStatus(deps, requirePermission(request, 'organizers.delete'), request.params.id),
    }),
  );

  app.delete(
    '/organizers/:id',
    {
      schema: {
        tags,
        summary:
          'Delete an organizer with its events (administrators). 409 with code organizer_has_orders when any of its ' +
          'events has placed orders (archive it instead), or LAST_ACTIVE_ORGANIZER for the last organizer not archived',
        params: ZParams,
        response: { 204: z.null(), ...errors, 409: ZOrganizerDeleteConflict },
      },
    },
    async (request, reply) => {
      await removeOrganizer(deps, requirePermission(request, 'organizers.delete'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/organizers/:id/settings',
    { schema: { tags, summary: 'Organizer settings', params: ZParams, response: { 200: settings, ...errors } } },
    async (request) => ({ data: await getOrganizerSettings(deps, requireAuth(request), request.params.id) }),
  );

  app.patch(
    '/organizers/:id/settings',
    {
      schema: {
        tags,
        summary: 'Change some organizer settings (merges)',
        params: ZParams,
        body: ZPatchOrganizerSettings,
        response: { 200: settings, ...errors },
      },
    },
    async (request) => ({
      data: await patchOrganizerSettings(deps, requirePermission(request, 'organizers.manage'), {
        organizerId: request.params.id,
        body: request.body,
      }),
    }),
  );
  app.post(
    '/organizers/:id/homepage-design/publish',
    {
      schema: {
        tags,
        summary: 'Publish the homepage designer’s draft: its theme and sections become what visitors see',
        params: ZParams,
        response: { 200: settings, ...errors },
      },
    },
    async (request) => ({
      data: await publishOrganizerHomepageDesign(
        deps,
        requirePermission(request, 'organizers.manage'),
        request.params.id,
      ),
    }),
  );
};
