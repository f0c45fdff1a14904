import {
  ZCreateProduct,
  ZErrorResponse,
  ZProduct,
  ZProductCategory,
  ZSortProducts,
  ZUpdateProduct,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import {
  createProduct,
  duplicateProduct,
  editProduct,
  getProduct,
  listEventProducts,
  removeProduct,
  sortProducts,
} from './products.service';

const ZEventParams = z.object({ id: z.uuid() });
const ZProductParams = z.object({ id: z.uuid(), productId: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const product = resourceEnvelope(ZProduct);
const tags = ['products'];

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:id/products',
    {
      schema: {
        tags,
        summary: 'Products of an event (list query: sort by order, created_at, title, sale dates; search title)',
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZProduct), ...errors },
      },
    },
    async (request) =>
      listEventProducts(deps, requireAuth(request), { eventId: request.params.id, rawQuery: request.query }),
  );

  app.post(
    '/events/:id/products',
    {
      schema: {
        tags,
        summary: 'Create a product with its price (or tiers), placed last in its category',
        params: ZEventParams,
        body: ZCreateProduct,
        response: { 201: product, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createProduct(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.id,
          body: request.body,
        }),
      }),
  );

  app.post(
    '/events/:id/products/sort',
    {
      schema: {
        tags,
        summary: 'Reorder categories and products, moving products between categories',
        params: ZEventParams,
        body: ZSortProducts,
        response: { 200: resourceEnvelope(z.array(ZProductCategory)), ...errors },
      },
    },
    async (request) => ({
      data: await sortProducts(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.get(
    '/events/:id/products/:productId',
    { schema: { tags, summary: 'One product', params: ZProductParams, response: { 200: product, ...errors } } },
    async (request) => ({
      data: await getProduct(deps, requireAuth(request), {
        eventId: request.params.id,
        productId: request.params.productId,
      }),
    }),
  );

  app.put(
    '/events/:id/products/:productId',
    {
      schema: {
        tags,
        summary: 'Update a product (fields left out keep their value; prices, when sent, is the whole list)',
        params: ZProductParams,
        body: ZUpdateProduct,
        response: { 200: product, ...errors },
      },
    },
    async (request) => ({
      data: await editProduct(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        productId: request.params.productId,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/events/:id/products/:productId',
    {
      schema: {
        tags,
        summary: 'Delete a product that has not sold (hide it otherwise)',
        params: ZProductParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeProduct(deps, requirePermission(request, 'events.manage'), {
        eventId: request.params.id,
        productId: request.params.productId,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/events/:id/products/:productId/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a product with its prices (nothing sold) and taxes, right after the original',
        params: ZProductParams,
        response: { 201: product, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await duplicateProduct(deps, requirePermission(request, 'events.manage'), {
          eventId: request.params.id,
          productId: request.params.productId,
        }),
      }),
  );
};
