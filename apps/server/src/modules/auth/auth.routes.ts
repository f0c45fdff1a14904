import {
  ZAcceptInvitation,
  ZCurrentUser,
  ZErrorResponse,
  ZForgotPassword,
  ZInvitationDetails,
  ZLogin,
  ZLoginResult,
  ZMessageResult,
  ZRegister,
  ZResetPassword,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, isSecureRequest, setSessionCookie } from '../../plugins/auth';
import {
  acceptInvitation,
  inspectInvitation,
  inspectPasswordReset,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
} from './auth.service';
import type { RequestMeta } from './identity-context';

const ZTokenParams = z.object({ token: z.string().min(1).max(200) });
const ZSignedIn = resourceEnvelope(z.object({ user: ZCurrentUser }));
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  410: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = (request: FastifyRequest) => isSecureRequest(request, app.services.config.publicConfig.frontendUrl);
  const signIn = (request: FastifyRequest, reply: FastifyReply, session: { token: string; expiresAt: Date }) =>
    setSessionCookie(reply, { ...session, secure: secure(request) });

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and its first administrator, and sign in',
        body: ZRegister,
        response: { 201: ZSignedIn, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await register(app.services, request.body, requestMeta(request));
      signIn(request, reply, session);
      return reply.status(201).send({ data: { user } });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; a member of several accounts without account_id gets the accounts to choose from',
        body: ZLogin,
        response: { 200: resourceEnvelope(ZLoginResult), ...errors },
      },
    },
    async (request, reply) => {
      const { result, session } = await login(app.services, request.body, requestMeta(request));
      if (session) signIn(request, reply, session);
      return { data: result };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session is revoked on the server',
        response: { 200: resourceEnvelope(ZMessageResult) },
      },
    },
    async (request, reply) => {
      await logout(app.services, request.auth?.sessionId ?? null);
      clearSessionCookie(reply, secure(request));
      return { data: { message: 'You are signed out.' } };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (answers the same whether or not the email exists)',
        body: ZForgotPassword,
        response: { 200: resourceEnvelope(ZMessageResult), ...errors },
      },
    },
    async (request) => ({
      data: { message: await requestPasswordReset(app.services, request.body.email, requestMeta(request)) },
    }),
  );

  app.get(
    '/auth/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a password reset link',
        params: ZTokenParams,
        response: { 200: resourceEnvelope(z.object({ email: z.string() })), ...errors },
      },
    },
    async (request) => ({ data: await inspectPasswordReset(app.services, request.params.token) }),
  );

  app.post(
    '/auth/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password and end every session of the user',
        params: ZTokenParams,
        body: ZResetPassword,
        response: { 200: resourceEnvelope(ZMessageResult), ...errors },
      },
    },
    async (request) => {
      await resetPassword(app.services, { token: request.params.token, password: request.body.password });
      return { data: { message: 'Your password has been changed. Sign in with your new password.' } };
    },
  );

  app.get(
    '/auth/invitation/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Inspect an invitation',
        params: ZTokenParams,
        response: { 200: resourceEnvelope(ZInvitationDetails), ...errors },
      },
    },
    async (request) => ({ data: await inspectInvitation(app.services, request.params.token) }),
  );

  app.post(
    '/auth/invitation/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation and sign in',
        params: ZTokenParams,
        body: ZAcceptInvitation,
        response: { 200: ZSignedIn, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await acceptInvitation(
        app.services,
        { token: request.params.token, body: request.body },
        requestMeta(request),
      );
      signIn(request, reply, session);
      return { data: { user } };
    },
  );
};
