import {
  ZCancelOrderBody,
  ZErrorResponse,
  ZEventOrderRow,
  ZOrderDetail,
  ZRefundOrderBody,
  ZUpdateOrderBuyer,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../plugins/auth';
import { renderInvoice } from './orders.invoice';
import {
  cancelOrderByStaff,
  getOrderDetail,
  listEventOrders,
  markAsPaid,
  refundOrder,
  resendConfirmation,
  updateOrder,
} from './orders.manage.service';

const ZEventParams = z.object({ eventId: z.uuid() });
const ZOrderParams = z.object({ eventId: z.uuid(), orderId: z.uuid() });
const ZListParams = z.object({}).catchall(z.unknown());
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  503: ZErrorResponse,
};
const detail = { 200: resourceEnvelope(ZOrderDetail), ...errors };

/**
 * One event's orders in the back office (issue 7 points 1-2; docs/decisions/066-069). Reading: every member
 * of the account; acting: `events.manage` (decision 014). Another account's ids are 404.
 */
export const orderManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/events/:eventId/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          "An event's orders (list query: search short id, buyer name, email; sort and filter on status, payment_status, refund_status, created_at, total_gross, promo_code, affiliate_code, …; unknown fields 422)",
        params: ZEventParams,
        querystring: ZListParams,
        response: { 200: listEnvelope(ZEventOrderRow), ...errors },
      },
    },
    async (request) =>
      listEventOrders(deps, requireAuth(request), { eventId: request.params.eventId, rawQuery: request.query }),
  );

  app.get(
    '/events/:eventId/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'An order with lines, payments, refunds, answers, attendees and its timeline',
        params: ZOrderParams,
        response: detail,
      },
    },
    async (request) => ({ data: await getOrderDetail(deps, requireAuth(request), request.params) }),
  );

  app.put(
    '/events/:eventId/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: "Corrects the buyer's name, email, address and notes",
        params: ZOrderParams,
        body: ZUpdateOrderBuyer,
        response: detail,
      },
    },
    async (request) => ({
      data: await updateOrder(deps, requirePermission(request, 'events.manage'), {
        ...request.params,
        body: request.body,
      }),
    }),
  );

  app.post(
    '/events/:eventId/orders/:orderId/mark-as-paid',
    {
      schema: {
        tags: ['orders'],
        summary: 'Records an offline payment: AWAITING_OFFLINE_PAYMENT → COMPLETED (409 otherwise); emails the tickets',
        params: ZOrderParams,
        response: detail,
      },
    },
    async (request) => ({ data: await markAsPaid(deps, requirePermission(request, 'events.manage'), request.params) }),
  );

  app.post(
    '/events/:eventId/orders/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Cancels the order: units return to sale, attendees are cancelled, the buyer is emailed; optionally refunds what is left',
        params: ZOrderParams,
        body: ZCancelOrderBody.nullish(),
        response: detail,
      },
    },
    async (request) => ({
      data: await cancelOrderByStaff(deps, requirePermission(request, 'events.manage'), {
        ...request.params,
        refund: request.body?.refund ?? false,
        notifyBuyer: request.body?.notify_buyer ?? true,
      }),
    }),
  );

  app.post(
    '/events/:eventId/orders/:orderId/refund',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Refunds all or part of a card payment through the provider (REFUND_PENDING → PARTIALLY_REFUNDED / REFUNDED / REFUND_FAILED)',
        params: ZOrderParams,
        body: ZRefundOrderBody,
        response: detail,
      },
    },
    async (request) => ({
      data: await refundOrder(deps, requirePermission(request, 'events.manage'), {
        ...request.params,
        amount: request.body.amount,
        notifyBuyer: request.body.notify_buyer,
        cancelOrder: request.body.cancel_order,
      }),
    }),
  );

  app.post(
    '/events/:eventId/orders/:orderId/resend_confirmation',
    {
      schema: {
        tags: ['orders'],
        summary: "Queues the buyer's confirmation and the attendees' ticket emails again",
        params: ZOrderParams,
        response: detail,
      },
    },
    async (request) => ({
      data: await resendConfirmation(deps, requirePermission(request, 'events.manage'), request.params),
    }),
  );

  app.get(
    '/events/:eventId/orders/:orderId/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's invoice as a printable HTML document (409 when the event has invoicing off)",
        params: ZOrderParams,
      },
    },
    async (request, reply) => {
      const invoice = await renderInvoice(deps, requireAuth(request), request.params);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoice.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(invoice.html);
    },
  );
};
