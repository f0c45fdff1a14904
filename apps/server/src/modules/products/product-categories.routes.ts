import {
  ZCreateProductCategory,
  ZErrorResponse,
  ZProductCategory,
  ZUpdateProductCategory,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  createCategory,
  editCategory,
  getCategory,
  listEventCategories,
  removeCategory,
} from './product-categories.service';

const ZEventParams = z.object({ id: z.uuid() });
const ZCategoryParams = z.object({ id: z.uuid(), categoryId: z.uuid() });
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const category = resourceEnvelope(ZProductCategory);
const tags = ['products'];

export const productCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:id/product-categories',
    {
      schema: {
        tags,
        summary: 'The categories of an event in order, each with its products and prices',
        params: ZEventParams,
        response: { 200: resourceEnvelope(z.array(ZProductCategory)), ...errors },
      },
    },
    async (request) => ({ data: await listEventCategories(deps, requireAuth(request), request.params.id) }),
  );

  app.post(
    '/events/:id/product-categories',
    {
      schema: {
        tags,
        summary: 'Create a product category (placed last)',
        params: ZEventParams,
        body: ZCreateProductCategory,
        response: { 201: category, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createCategory(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.id,
          body: request.body,
        }),
      }),
  );

  app.get(
    '/events/:id/product-categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'One product category with its products',
        params: ZCategoryParams,
        response: { 200: category, ...errors },
      },
    },
    async (request) => ({
      data: await getCategory(deps, requireAuth(request), {
        eventId: request.params.id,
        categoryId: request.params.categoryId,
      }),
    }),
  );

  app.put(
    '/events/:id/product-categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'Update a product category (fields left out keep their value)',
        params: ZCategoryParams,
        body: ZUpdateProductCategory,
        response: { 200: category, ...errors },
      },
    },
    async (request) => ({
      data: await editCategory(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        categoryId: request.params.categoryId,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/events/:id/product-categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'Delete a category and its products (not the last category, nor one whose products sold)',
        params: ZCategoryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCategory(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        categoryId: request.params.categoryId,
      });
      return reply.status(204).send(null);
    },
  );
};
