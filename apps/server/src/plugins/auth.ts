import cookie from '@fastify/cookie';
import { roleCan, type TPermission } from '@marquee/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { hashSecret } from '../lib/secrets';
import { resolveApiKey } from '../modules/api-keys/api-keys.service';
import { resolveSession, type AuthContext } from '../modules/auth/sessions.service';

export const SESSION_COOKIE = 'marquee_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Set for every request from the session cookie or a bearer API key. */
    auth: AuthContext | null;
    /** A bearer key was sent but opens nothing (unknown, revoked, expired): the 401 then says so. */
    rejectedApiKey: boolean;
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

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Reads the caller on every request and resolves it against PostgreSQL, so any instance can serve it: an
 * `Authorization: Bearer` API key (decision 149) when one is sent, else the session cookie.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.decorateRequest('rejectedApiKey', false);
  app.addHook('onRequest', async (request) => {
    const bearer = request.headers.authorization?.match(BEARER)?.[1];
    if (bearer && request.url.startsWith('/api/')) {
      request.auth = await resolveApiKey(app.services.database.db, bearer);
      request.rejectedApiKey = !request.auth;
      return;
    }
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
  if (request.rejectedApiKey)
    throw new AppError('UNAUTHENTICATED', 'This API key is not valid: it is unknown, revoked or expired.');
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.auth;
}

/**
 * A signed-in person, not an API key: for what only a person may do (their password and profile, minting keys),
 * so a leaked key cannot turn itself into a session or more keys.
 */
export function requireSessionAuth(request: FastifyRequest, permission?: TPermission): AuthContext {
  const auth = permission ? requirePermission(request, permission) : requireAuth(request);
  if (auth.apiKeyId) throw new AppError('FORBIDDEN', 'Sign in as a person to do this; API keys cannot.');
  return auth;
}

/** The signed-in caller if their role grants the permission, else 401/403. */
export function requirePermission(request: FastifyRequest, permission: TPermission): AuthContext {
  const auth = requireAuth(request);
  if (!roleCan(auth.membership.role, permission)) {
    throw new AppError('FORBIDDEN', 'Your role does not allow this action.');
  }
  return auth;
}
