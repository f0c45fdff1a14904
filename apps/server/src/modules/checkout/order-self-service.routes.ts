import {
  ZErrorResponse,
  ZPublicAttendeeSelfEdit,
  ZPublicOrder,
  ZPublicOrderQuery,
  ZOrderEmailChangeResult,
  ZPublicOrderSelfEdit,
  ZSelfServiceResendResult,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from './checkout.routes';
import {
  selfEditAttendee,
  selfEditOrder,
  selfResendConfirmation,
  selfResendTicket,
} from './order-self-service.service';
import {
  confirmBuyerEmailChange,
  ORDER_EMAIL_CHANGE_CONFIRM_HOURS,
  ORDER_EMAIL_CHANGE_UNDO_DAYS,
  undoBuyerEmailChange,
} from './order-email-change.service';

const ZOrderParams = z.object({ eventId: z.string(), shortId: z.string().max(64) });
const ZAttendeeParams = ZOrderParams.extend({ attendeeShortId: z.string().max(64) });
const errors = {
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};
const RULES =
  'Only while the event allows attendee self-edit (403 otherwise) and the order is COMPLETED or AWAITING_OFFLINE_PAYMENT (409 otherwise); 20 an hour per order (429 with Retry-After).';

/** The buyer's self-service on a confirmed order (decision 109). */
export const orderSelfServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.patch(
    '/public/events/:eventId/order/:shortId',
    {
      schema: {
        tags: ['public'],
        summary: `The buyer changes the order's names (at once) or email. A new email takes effect only once that address confirms the link sent there; the current address is told at once, with a link that cancels the change or, once made, undoes it for ${ORDER_EMAIL_CHANGE_UNDO_DAYS} days. The answer carries pending_email meanwhile. ${RULES}`,
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
        body: ZPublicOrderSelfEdit,
        response: { 200: resourceEnvelope(ZPublicOrder), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { eventId, shortId } = request.params;
      const sessionIdentifier = sessionOf(request, request.query.session_identifier);
      return { data: await selfEditOrder(deps, { eventId, shortId, sessionIdentifier, body: request.body }) };
    },
  );

  app.patch(
    '/public/events/:eventId/order/:shortId/attendees/:attendeeShortId',
    {
      schema: {
        tags: ['public'],
        summary: `The buyer changes one ticket's names or email (not a cancelled ticket: 409). A new email gives the ticket a new short_id, sends it there and tells the old address. Answers with the order. ${RULES}`,
        params: ZAttendeeParams,
        querystring: ZPublicOrderQuery,
        body: ZPublicAttendeeSelfEdit,
        response: { 200: resourceEnvelope(ZPublicOrder), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { eventId, shortId, attendeeShortId } = request.params;
      const sessionIdentifier = sessionOf(request, request.query.session_identifier);
      return {
        data: await selfEditAttendee(deps, {
          eventId,
          shortId,
          attendeeShortId,
          sessionIdentifier,
          body: request.body,
        }),
      };
    },
  );

  app.post(
    '/public/events/:eventId/order/:shortId/resend-confirmation',
    {
      schema: {
        tags: ['public'],
        summary: `Sends the order's confirmation to the buyer again. ${RULES}`,
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
        response: { 200: resourceEnvelope(ZSelfServiceResendResult), ...errors },
      },
    },
    async (request) => {
      const { eventId, shortId } = request.params;
      const sessionIdentifier = sessionOf(request, request.query.session_identifier);
      return { data: await selfResendConfirmation(deps, { eventId, shortId, sessionIdentifier }) };
    },
  );

  app.post(
    '/public/events/:eventId/order/:shortId/attendees/:attendeeShortId/resend-ticket',
    {
      schema: {
        tags: ['public'],
        summary: `Sends one ACTIVE ticket to its address again (409 for a cancelled or unpaid ticket). ${RULES}`,
        params: ZAttendeeParams,
        querystring: ZPublicOrderQuery,
        response: { 200: resourceEnvelope(ZSelfServiceResendResult), ...errors },
      },
    },
    async (request) => {
      const { eventId, shortId, attendeeShortId } = request.params;
      const sessionIdentifier = sessionOf(request, request.query.session_identifier);
      return { data: await selfResendTicket(deps, { eventId, shortId, attendeeShortId, sessionIdentifier }) };
    },
  );

  const ZTokenParams = z.object({ token: z.string().min(1).max(200) });
  const tokenErrors = { 404: ZErrorResponse, 409: ZErrorResponse, 410: ZErrorResponse, 422: ZErrorResponse };

  app.post(
    '/public/order-email-changes/:token/confirm',
    {
      schema: {
        tags: ['public'],
        summary: `The new address confirms a buyer's email change (the link emailed there, valid ${ORDER_EMAIL_CHANGE_CONFIRM_HOURS} hours): the order and its tickets move there under new short ids, and the old address gets an undo link. Confirming twice answers the same. 404 for an unknown, expired, cancelled or replaced link; 409 when the order's email changed since.`,
        params: ZTokenParams,
        response: { 200: resourceEnvelope(ZOrderEmailChangeResult), ...tokenErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await confirmBuyerEmailChange(deps, request.params.token) };
    },
  );

  app.post(
    '/public/order-email-changes/:token/undo',
    {
      schema: {
        tags: ['public'],
        summary: `The old address stops a buyer's email change: CANCELLED while it waits for its confirmation, UNDONE once made (for ${ORDER_EMAIL_CHANGE_UNDO_DAYS} days: the order moves back under new short ids). 404 for an unknown link, 410 once the undo time is over, 409 when the order's email changed again since.`,
        params: ZTokenParams,
        response: { 200: resourceEnvelope(ZOrderEmailChangeResult), ...tokenErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await undoBuyerEmailChange(deps, request.params.token) };
    },
  );
};
