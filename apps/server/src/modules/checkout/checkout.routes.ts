import {
  ZCreatePublicOrder,
  ZErrorResponse,
  ZPublicEvent,
  ZPublicEventQuery,
  ZPublicOrder,
  ZPublicOrderDetails,
  ZPublicOrderQuery,
  ZPublicTicket,
  ZPageForbidden,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSecureRequest } from '../../plugins/auth';
import { renderPublicInvoice } from '../orders/orders.invoice';
import {
  abandonPublicOrder,
  awaitOfflinePayment,
  createPublicOrder,
  getCurrentSessionOrder,
  getPublicEvent,
  getPublicEventCalendar,
  getPublicOrder,
  getPublicTicket,
  savePublicOrderDetails,
} from './checkout.service';

/** The buyer's checkout session (decision 040): set by the first reservation, sent back on every order call. */
export const CHECKOUT_SESSION_COOKIE = 'marquee_checkout_session';

const ZEventParams = z.object({ eventId: z.string() });
const ZOrderParams = z.object({ eventId: z.string(), shortId: z.string().max(64) });
const errors = {
  403: ZPageForbidden,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};

/** Response bodies of shared public-event reads, dropped with the read itself (decision 059). */
const serializedPublicEvents = new WeakMap<object, string>();

function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

export function sessionOf(request: FastifyRequest, fromQuery?: string): string | null {
  return fromQuery ?? request.cookies[CHECKOUT_SESSION_COOKIE] ?? null;
}

/** Public calls of the buyer's side (issue 6): no sign-in, every answer uncached. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const frontendUrl = deps.config.publicConfig.frontendUrl;

  app.get(
    '/public/events/:eventId',
    {
      schema: {
        tags: ['public'],
        summary:
          'The LIVE event as buyers see it: organizer, public settings, visible categories, products and prices with availability; ?promo_code= applies discounts and unlocks promo-only products. Members of the owning account may preview other statuses.',
        params: ZEventParams,
        querystring: ZPublicEventQuery,
        response: { 200: resourceEnvelope(ZPublicEvent), 403: ZPageForbidden, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const event = await getPublicEvent(deps, {
        eventId: request.params.eventId,
        promoCode: request.query.promo_code,
        auth: request.auth,
        clientIp: request.ip,
        pageKeys: request.cookies,
      });
      // A read shared by the single-flight is one object: serialise it once, not once per buyer.
      let body = serializedPublicEvents.get(event);
      if (body === undefined) {
        body = reply.serialize({ data: event }) as string;
        serializedPublicEvents.set(event, body);
      }
      // Sent as already serialised JSON (Fastify sends a JSON-typed string as is), hence the untyped reply.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/public/events/:eventId/calendar.ics',
    {
      schema: {
        tags: ['public'],
        summary:
          'The event as an iCalendar file (text/calendar) to add to a calendar: title, start and end, place or "Online", and a link to the event page. 404 when the event page is not public, 403 while it is password-protected and not opened.',
        params: ZEventParams,
      },
    },
    async (request, reply) => {
      const file = await getPublicEventCalendar(deps, {
        eventId: request.params.eventId,
        auth: request.auth,
        pageKeys: request.cookies,
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.post(
    '/public/events/:eventId/order',
    {
      schema: {
        tags: ['public'],
        summary:
          'Reserves the chosen quantities for the event order timeout: 201 RESERVED order; 409 "Only N left" / "sold out" when not enough remains. Replaces the session\'s earlier reservation of the event.',
        params: ZEventParams,
        body: ZCreatePublicOrder,
        response: { 201: resourceEnvelope(ZPublicOrder), ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const order = await createPublicOrder(deps, {
        eventId: request.params.eventId,
        body: request.body,
        sessionIdentifier: sessionOf(request),
        auth: request.auth,
        clientIp: request.ip,
        pageKeys: request.cookies,
      });
      if (order.session_identifier) {
        const secure = isSecureRequest(request, frontendUrl);
        reply.setCookie(CHECKOUT_SESSION_COOKIE, order.session_identifier, {
          path: '/',
          httpOnly: true,
          // Over HTTPS the widget's frames on other sites need the session too (decision 153): sent in frames, kept
          // apart per top-level site (CHIPS), so another site can neither read nor ride on a buyer's session.
          ...(secure ? { sameSite: 'none' as const, partitioned: true } : { sameSite: 'lax' as const }),
          secure,
          maxAge: 7 * 24 * 3600,
        });
      }
      return reply.status(201).send({ data: order });
    },
  );

  app.get(
    '/public/events/:eventId/order/current',
    {
      schema: {
        tags: ['public'],
        summary:
          "This browser's reservation of the event still within its hold (session cookie or ?session_identifier=), so the event page can offer to continue or start again; 404 when there is none.",
        params: ZEventParams,
        querystring: ZPublicOrderQuery,
        response: { 200: resourceEnvelope(ZPublicOrder), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        data: await getCurrentSessionOrder(deps, {
          eventId: request.params.eventId,
          sessionIdentifier: sessionOf(request, request.query.session_identifier),
        }),
      };
    },
  );

  app.get(
    '/public/events/:eventId/order/:shortId',
    {
      schema: {
        tags: ['public'],
        summary:
          'An order of the event; while RESERVED only for its session (?session_identifier= or cookie), anyone else gets 404. is_expired tells a reservation whose time ran out.',
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
        response: { 200: resourceEnvelope(ZPublicOrder), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        data: await getPublicOrder(deps, {
          eventId: request.params.eventId,
          shortId: request.params.shortId,
          sessionIdentifier: sessionOf(request, request.query.session_identifier),
        }),
      };
    },
  );

  app.get(
    '/public/events/:eventId/order/:shortId/invoice',
    {
      schema: {
        tags: ['public'],
        summary:
          "The buyer's invoice of the order as a printable HTML document, once issued (404 before, or for an event without invoicing)",
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
      },
    },
    async (request, reply) => {
      const invoice = await renderPublicInvoice(deps, {
        eventId: request.params.eventId,
        shortId: request.params.shortId,
        sessionIdentifier: sessionOf(request, request.query.session_identifier),
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoice.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(invoice.html);
    },
  );

  app.post(
    '/public/events/:eventId/order/:shortId/abandon',
    {
      schema: {
        tags: ['public'],
        summary: 'Ends a reservation now (ABANDONED): its units return at once',
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
        response: { 200: resourceEnvelope(ZPublicOrder), ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        data: await abandonPublicOrder(deps, {
          eventId: request.params.eventId,
          shortId: request.params.shortId,
          sessionIdentifier: sessionOf(request, request.query.session_identifier),
        }),
      };
    },
  );

  app.put(
    '/public/events/:eventId/order/:shortId',
    {
      schema: {
        tags: ['public'],
        summary:
          'The buyer and one entry per ticket (PER_ORDER events copy the buyer); answers are checked and saved. Free orders complete here; paid ones stay RESERVED awaiting payment. 409 when expired, no longer RESERVED or details already in.',
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
        body: ZPublicOrderDetails,
        response: { 200: resourceEnvelope(ZPublicOrder), ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        data: await savePublicOrderDetails(deps, {
          eventId: request.params.eventId,
          shortId: request.params.shortId,
          sessionIdentifier: sessionOf(request, request.query.session_identifier),
          body: request.body,
        }),
      };
    },
  );

  app.post(
    '/public/events/:eventId/order/:shortId/await-offline-payment',
    {
      schema: {
        tags: ['public'],
        summary: 'Pay offline (events offering OFFLINE): the order becomes AWAITING_OFFLINE_PAYMENT and counts now',
        params: ZOrderParams,
        querystring: ZPublicOrderQuery,
        response: { 200: resourceEnvelope(ZPublicOrder), ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        data: await awaitOfflinePayment(deps, {
          eventId: request.params.eventId,
          shortId: request.params.shortId,
          sessionIdentifier: sessionOf(request, request.query.session_identifier),
        }),
      };
    },
  );

  app.get(
    '/public/events/:eventId/attendees/:attendeeShortId',
    {
      schema: {
        tags: ['public'],
        summary: 'One ticket of a COMPLETED or AWAITING_OFFLINE_PAYMENT order (404 otherwise)',
        params: z.object({ eventId: z.string(), attendeeShortId: z.string().max(64) }),
        response: { 200: resourceEnvelope(ZPublicTicket), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { data: await getPublicTicket(deps, request.params) };
    },
  );
};
