import { ZErrorResponse, ZPageUnlock, ZPageUnlocked, resourceEnvelope } from '@marquee/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSecureRequest } from '../../plugins/auth';
import { requirePublicEvent } from '../checkout/checkout.shared';
import { eventGate, organizerGate, PAGE_KEY_MAX_AGE_SECONDS, unlockPage, type PageGate } from './page-access.service';
import { requireVisibleOrganizer } from './public-organizers.service';

const tags = ['public'];
const response = {
  200: resourceEnvelope(ZPageUnlocked),
  404: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};

/** The password form of protected event and organizer pages (issue 24 point 6, decision 133). */
export const pageAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const frontendUrl = deps.config.publicConfig.frontendUrl;

  /** Checks the password; when right, the browser keeps the page's key in an httpOnly cookie of its own. */
  async function unlock(request: FastifyRequest, reply: FastifyReply, gate: PageGate, password: string) {
    void reply.header('cache-control', 'no-store');
    const opened = await unlockPage(deps, { gate, password, meta: { ip: request.ip ?? null, userAgent: null } });
    if (opened)
      reply.setCookie(opened.cookieName, opened.key, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureRequest(request, frontendUrl),
        maxAge: PAGE_KEY_MAX_AGE_SECONDS,
      });
    return { data: { unlocked: true as const } };
  }

  app.post(
    '/public/events/:eventId/unlock',
    {
      schema: {
        tags,
        summary:
          'Opens a password-protected event page for this browser (an httpOnly cookie for that page, 30 days or until the password changes). 422 on the password field when wrong; wrong passwords are limited per IP (429). A public page answers 200 and sets nothing.',
        params: z.object({ eventId: z.string().max(64) }),
        body: ZPageUnlock,
        response,
      },
    },
    async (request, reply) => {
      const { event } = await requirePublicEvent(deps.database.db, request.params.eventId, request.auth);
      return unlock(request, reply, eventGate(event), request.body.password);
    },
  );

  app.post(
    '/public/organizers/:organizerId/unlock',
    {
      schema: {
        tags,
        summary:
          'Opens a password-protected organizer page for this browser, as the event one does. Its events keep their own setting.',
        params: z.object({ organizerId: z.string().max(64) }),
        body: ZPageUnlock,
        response,
      },
    },
    async (request, reply) => {
      const { row } = await requireVisibleOrganizer(deps, request.params.organizerId, request.auth);
      return unlock(request, reply, organizerGate(row), request.body.password);
    },
  );
};
