import {
  ZAccountMember,
  ZConfirmWithCode,
  ZCurrentUser,
  ZErrorResponse,
  ZInviteUser,
  ZMessageResult,
  ZUpdateMe,
  ZUpdateMember,
  listEnvelope,
  resourceEnvelope,
} from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission, requireSessionAuth } from '../../plugins/auth';
import {
  cancelEmailChange,
  confirmEmail,
  confirmEmailChange,
  confirmEmailWithCode,
  getAccountMember,
  getCurrentUser,
  inviteMember,
  listAccountMembers,
  resendEmailConfirmation,
  resendInvitation,
  revokeInvitation,
  updateCurrentUser,
  updateMember,
} from './users.service';

const ZUserParams = z.object({ id: z.uuid() });
const ZUserTokenParams = z.object({ id: z.uuid(), token: z.string().min(1).max(200) });
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  410: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};
const me = resourceEnvelope(ZCurrentUser);
const member = resourceEnvelope(ZAccountMember);
const message = resourceEnvelope(ZMessageResult);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/users/me',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: me, ...errors } } },
    async (request) => ({
      data: getCurrentUser(requireAuth(request)),
    }),
  );

  app.put(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Update my name, language, time zone, email or password',
        body: ZUpdateMe,
        response: { 200: me, ...errors },
      },
    },
    async (request) => ({ data: await updateCurrentUser(deps, requireSessionAuth(request), request.body) }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Members of the account (administrators)',
        querystring: z.record(z.string(), z.unknown()),
        response: { 200: listEnvelope(ZAccountMember), ...errors },
      },
    },
    async (request) => listAccountMembers(deps, requirePermission(request, 'users.manage'), request.query),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Invite someone to the account (administrators)',
        body: ZInviteUser,
        response: { 201: member, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await inviteMember(deps, requirePermission(request, 'users.manage'), request.body) }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One member of the account (administrators)',
        params: ZUserParams,
        response: { 200: member, ...errors },
      },
    },
    async (request) => ({
      data: await getAccountMember(deps, requirePermission(request, 'users.manage'), request.params.id),
    }),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Change a member's name, role or status (administrators)",
        params: ZUserParams,
        body: ZUpdateMember,
        response: { 200: member, ...errors },
      },
    },
    async (request) => ({
      data: await updateMember(deps, requirePermission(request, 'users.manage'), {
        userId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.post(
    '/users/:id/invitation',
    {
      schema: {
        tags: ['users'],
        summary: 'Send the invitation again (administrators)',
        params: ZUserParams,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await resendInvitation(deps, requirePermission(request, 'users.manage'), request.params.id);
      return { data: { message: 'The invitation has been sent again.' } };
    },
  );

  app.delete(
    '/users/:id/invitation',
    {
      schema: {
        tags: ['users'],
        summary: 'Revoke an invitation (administrators)',
        params: ZUserParams,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await revokeInvitation(deps, requirePermission(request, 'users.manage'), request.params.id);
      return { data: { message: 'The invitation has been revoked.' } };
    },
  );

  app.post(
    '/users/:id/confirm-email/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm my email address from the emailed link',
        params: ZUserTokenParams,
        response: { 200: me, ...errors },
      },
    },
    async (request) => ({
      data: await confirmEmail(deps, requireAuth(request), { userId: request.params.id, token: request.params.token }),
    }),
  );

  app.post(
    '/users/:id/resend-email-confirmation',
    {
      schema: {
        tags: ['users'],
        summary: 'Send the email confirmation again',
        params: ZUserParams,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await resendEmailConfirmation(deps, requireAuth(request), request.params.id);
      return { data: { message: 'We have sent you a new confirmation email.' } };
    },
  );

  app.post(
    '/users/:id/confirm-email-with-code',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm my email address with the emailed code',
        params: ZUserParams,
        body: ZConfirmWithCode,
        response: { 200: me, ...errors },
      },
    },
    async (request) => ({
      data: await confirmEmailWithCode(deps, requireAuth(request), {
        userId: request.params.id,
        code: request.body.code,
      }),
    }),
  );

  app.post(
    '/users/:id/email-change/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm a change of my email address',
        params: ZUserTokenParams,
        response: { 200: me, ...errors },
      },
    },
    async (request) => ({
      data: await confirmEmailChange(deps, requireAuth(request), {
        userId: request.params.id,
        token: request.params.token,
      }),
    }),
  );

  app.delete(
    '/users/:id/email-change',
    {
      schema: {
        tags: ['users'],
        summary: 'Cancel a pending change of my email address',
        params: ZUserParams,
        response: { 200: me, ...errors },
      },
    },
    async (request) => ({ data: await cancelEmailChange(deps, requireAuth(request), request.params.id) }),
  );
};
