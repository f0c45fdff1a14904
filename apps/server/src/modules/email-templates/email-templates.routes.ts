import {
  EMAIL_TEMPLATE_TYPES,
  ZCreateEmailTemplate,
  ZEmailTemplate,
  ZEmailTemplateDefault,
  ZEmailTemplateListQuery,
  ZEmailTemplatePreview,
  ZEmailTemplateToken,
  ZErrorResponse,
  ZPreviewEmailTemplate,
  ZUpdateEmailTemplate,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  createEmailTemplate,
  editEmailTemplate,
  emailTemplateDefaults,
  emailTemplateTokens,
  listEmailTemplates,
  previewEmailTemplate,
  removeEmailTemplate,
  type TemplatePlaceRef,
} from './email-templates.service';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['email-templates'];
const template = resourceEnvelope(ZEmailTemplate);

/**
 * The same five calls for an event's templates and an organizer's (decision 165): `place` says whose, and which
 * permission the writes need.
 */
const places = [
  {
    prefix: '/events/:eventId/email-templates',
    params: z.object({ eventId: z.uuid() }),
    what: "an event's",
    permission: 'events.manage',
    ref: (params: { eventId: string }): TemplatePlaceRef => ({ kind: 'event', eventId: params.eventId }),
  },
  {
    prefix: '/organizers/:organizerId/email-templates',
    params: z.object({ organizerId: z.uuid() }),
    what: "an organizer's (for its events without their own)",
    permission: 'organizers.manage',
    ref: (params: { organizerId: string }): TemplatePlaceRef => ({
      kind: 'organizer',
      organizerId: params.organizerId,
    }),
  },
] as const;

export const emailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  for (const place of places) {
    const ref = (request: FastifyRequest) => place.ref(request.params as never);
    const withId = place.params.extend({ templateId: z.uuid() });

    app.get(
      place.prefix,
      {
        schema: {
          tags,
          summary: `The email templates of ${place.what} (active ones; include_inactive=true for all)`,
          params: place.params,
          querystring: ZEmailTemplateListQuery,
          response: { 200: listEnvelope(ZEmailTemplate), ...errors },
        },
      },
      async (request) =>
        listEmailTemplates(deps, requireAuth(request), {
          ref: ref(request),
          includeInactive: request.query.include_inactive,
        }),
    );

    app.post(
      place.prefix,
      {
        schema: {
          tags,
          summary: `Create ${place.what} template of a type (one per type; Liquid checked: syntax and variables)`,
          params: place.params,
          body: ZCreateEmailTemplate,
          response: { 201: template, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await createEmailTemplate(deps, requirePermission(request, place.permission), {
            ref: ref(request),
            body: request.body,
          }),
        }),
    );

    app.post(
      `${place.prefix}/preview`,
      {
        schema: {
          tags,
          summary: `A draft of ${place.what} template as a buyer would get it (sample order; subject, HTML, text)`,
          params: place.params,
          body: ZPreviewEmailTemplate,
          response: { 200: resourceEnvelope(ZEmailTemplatePreview), ...errors },
        },
      },
      async (request) => ({
        data: await previewEmailTemplate(deps, requireAuth(request), { ref: ref(request), body: request.body }),
      }),
    );

    app.put(
      `${place.prefix}/:templateId`,
      {
        schema: {
          tags,
          summary: `Update ${place.what} template (fields left out keep their value; the type is fixed)`,
          params: withId,
          body: ZUpdateEmailTemplate,
          response: { 200: template, ...errors },
        },
      },
      async (request) => ({
        data: await editEmailTemplate(deps, requirePermission(request, place.permission), {
          ref: ref(request),
          templateId: (request.params as { templateId: string }).templateId,
          body: request.body,
        }),
      }),
    );

    app.delete(
      `${place.prefix}/:templateId`,
      {
        schema: {
          tags,
          summary: `Delete ${place.what} template: its emails fall back to the organizer's template, then the built-in one`,
          params: withId,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await removeEmailTemplate(deps, requirePermission(request, place.permission), {
          ref: ref(request),
          templateId: (request.params as { templateId: string }).templateId,
        });
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/email-templates/defaults',
    {
      schema: {
        tags,
        summary: "The built-in emails' wording as Liquid, in the user's language: where a new template starts",
        response: { 200: z.object({ data: z.array(ZEmailTemplateDefault) }), ...errors },
      },
    },
    async (request) => ({ data: emailTemplateDefaults(deps, requireAuth(request)) }),
  );

  app.get(
    '/email-templates/tokens/:type',
    {
      schema: {
        tags,
        summary: 'The variables a template of this type may use',
        params: z.object({ type: z.enum(EMAIL_TEMPLATE_TYPES) }),
        response: { 200: z.object({ data: z.array(ZEmailTemplateToken) }), ...errors },
      },
    },
    async (request) => {
      requireAuth(request);
      return { data: emailTemplateTokens(request.params.type) };
    },
  );
};
