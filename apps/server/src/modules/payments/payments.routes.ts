import {
  ZErrorResponse,
  ZStripePaymentIntentCreated,
  ZStripePaymentIntentStatus,
  ZPublicOrderQuery,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../checkout/checkout.routes';
import { handleStripeWebhook } from './stripe-webhooks.service';
import { createStripePaymentIntent, getStripePaymentIntent } from './stripe.service';

const ZOrderParams = z.object({ eventId: z.string(), shortId: z.string().max(64) });
const errors = {
  400: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  503: ZErrorResponse,
};

/** Stripe's payment path of the public checkout (issue 6 point 5) and its webhook. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  const orderInput = (
    request: FastifyRequest & { params: z.infer<typeof ZOrderParams>; query: z.infer<typeof ZPublicOrderQuery> },
  ) => ({
    eventId: request.params.eventId,
    shortId: request.params.shortId,
    sessionIdentifier: sessionOf(request, request.query.session_identifier),
  });

  app.post(
    '/public/events/:eventId/order/:shortId/stripe/payment_intent',
    {
      schema: {
        tags: ['public'],
        summary:
          'Starts (or resumes: one per order) the card payment of a RESERVED, unexpired order with its details in; answers the client secret for Stripe.js. 409 when Stripe or the order cannot take it.',
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
        response: { 200: resourceEnvelope(ZStripePaymentIntentCreated), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await createStripePaymentIntent(deps, orderInput(request)) };
    },
  );

  app.get(
    '/public/events/:eventId/order/:shortId/stripe/payment_intent',
    {
      schema: {
        tags: ['public'],
        summary:
          "The order's payment intent as Stripe reports it now; a succeeded payment completes the order here if the webhook has not yet (the payment_return page polls this).",
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
        response: { 200: resourceEnvelope(ZStripePaymentIntentStatus), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await getStripePaymentIntent(deps, orderInput(request)) };
    },
  );

  // The signature covers the exact bytes Stripe sent: this scope keeps the body raw instead of parsing JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/public/webhooks/stripe',
      {
        schema: {
          tags: ['public'],
          summary:
            'Stripe webhook: signature checked over the raw body (400 otherwise); each event id handled once. 204.',
          response: { 204: z.null(), 400: ZErrorResponse },
        },
      },
      async (request, reply) => {
        await handleStripeWebhook(deps, {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: request.headers['stripe-signature'] as string | undefined,
        });
        return reply.status(204).send();
      },
    );
  });
};
