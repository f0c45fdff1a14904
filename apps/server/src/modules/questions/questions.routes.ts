import {
  ZAttendeeFields,
  ZCreateQuestion,
  ZErrorResponse,
  ZPatchAttendeeFields,
  ZQuestion,
  ZSortQuestions,
  ZUpdateQuestion,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import { getAttendeeFields, patchAttendeeFields } from './attendee-fields.service';
import {
  createQuestion,
  editQuestion,
  getQuestion,
  listEventQuestions,
  removeQuestion,
  sortQuestions,
} from './questions.service';

const ZEventParams = z.object({ id: z.uuid() });
const ZQuestionParams = z.object({ id: z.uuid(), questionId: z.uuid() });
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const question = resourceEnvelope(ZQuestion);
const questionList = resourceEnvelope(z.array(ZQuestion));
const tags = ['questions'];

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:id/questions',
    {
      schema: {
        tags,
        summary: 'The questions of an event in order, with the products each is asked for',
        params: ZEventParams,
        response: { 200: questionList, ...errors },
      },
    },
    async (request) => ({ data: await listEventQuestions(deps, requireAuth(request), request.params.id) }),
  );

  app.post(
    '/events/:id/questions',
    {
      schema: {
        tags,
        summary: 'Create a question, placed last',
        params: ZEventParams,
        body: ZCreateQuestion,
        response: { 201: question, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createQuestion(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.id,
          body: request.body,
        }),
      }),
  );

  app.post(
    '/events/:id/questions/sort',
    {
      schema: {
        tags,
        summary: 'Reorder questions: each listed question takes its order',
        params: ZEventParams,
        body: ZSortQuestions,
        response: { 200: questionList, ...errors },
      },
    },
    async (request) => ({
      data: await sortQuestions(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.get(
    '/events/:id/questions/:questionId',
    { schema: { tags, summary: 'One question', params: ZQuestionParams, response: { 200: question, ...errors } } },
    async (request) => ({
      data: await getQuestion(deps, requireAuth(request), {
        eventId: request.params.id,
        questionId: request.params.questionId,
      }),
    }),
  );

  app.put(
    '/events/:id/questions/:questionId',
    {
      schema: {
        tags,
        summary: 'Update a question (fields left out keep their value)',
        params: ZQuestionParams,
        body: ZUpdateQuestion,
        response: { 200: question, ...errors },
      },
    },
    async (request) => ({
      data: await editQuestion(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        questionId: request.params.questionId,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/events/:id/questions/:questionId',
    {
      schema: {
        tags,
        summary: 'Delete a question that has no answers (hide it otherwise)',
        params: ZQuestionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeQuestion(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        questionId: request.params.questionId,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/events/:id/attendee-fields',
    {
      schema: {
        tags,
        summary: 'How checkout asks each ticket holder for first name, last name and email',
        params: ZEventParams,
        response: { 200: resourceEnvelope(ZAttendeeFields), ...errors },
      },
    },
    async (request) => ({ data: await getAttendeeFields(deps, requireAuth(request), request.params.id) }),
  );

  app.patch(
    '/events/:id/attendee-fields',
    {
      schema: {
        tags,
        summary: 'Change whether each attendee field is required or hidden (merged; email stays visible)',
        params: ZEventParams,
        body: ZPatchAttendeeFields,
        response: { 200: resourceEnvelope(ZAttendeeFields), ...errors },
      },
    },
    async (request) => ({
      data: await patchAttendeeFields(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        body: request.body,
      }),
    }),
  );
};
