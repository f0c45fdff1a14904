import cookie from '@fastify/cookie';
import { roleCan, type TPermission } from '@marquee/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { hashSecret } from '../lib/secrets';
import { resolveSession, type AuthContext } from '../modules/auth/sessions.service';

export const SESSION_COOKIE = 'marquee_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Set for every request from the session cookie. */
    auth: AuthContext | null;
  }
}

/** Whether cookies must be Secure: the request came over HTTPS, or the public URL is HTTPS. */
export function isSecureRequest(request: FastifyRequest, frontendUrl: string): boolean {
  return request.protocol === 'https' || frontendUrl.startsWith('https://');
}

export function setSessionCookie(
  reply: FastifyReply,
  input: { token: string; expiresAt: Date; secure: boolean },
): void {
  reply.setCookie(SESSION_COOKIE, input.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: input.secure,
    expires: input.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Reads the session cookie on every request and resolves it against PostgreSQL, so any instance can serve it. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    request.auth = await resolveSession(app.services.database.db, hashSecret(token));
  });
  // What a signed-in caller reads is theirs alone: never kept by a shared cache or the browser's disk cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.auth && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
});

/** The signed-in caller, or a 401. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.auth;
}

/** The signed-in caller if their role grants the permission, else 401/403. */
export function requirePermission(request: FastifyRequest, permission: TPermission): AuthContext {
  const auth = requireAuth(request);
  if (!roleCan(auth.membership.role, permission)) {
    throw new AppError('FORBIDDEN', 'Your role does not allow this action.');
  }
  return auth;
}
