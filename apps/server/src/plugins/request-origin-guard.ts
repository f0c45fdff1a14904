import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*(;|$)/i;

/** The fetch metadata values a page of this origin (or a typed address, or a non-browser client) sends. */
const OWN_SITES = new Set(['same-origin', 'none']);

/**
 * Cookie-authenticated writes come from this product's own pages (issue 24 point 7, decision 129). SameSite=Lax keeps
 * cookies off cross-site posts, but a page of a sibling subdomain is "same site" and a form can post `text/plain`.
 * So a write that carries a cookie must
 * - come from this origin (`Sec-Fetch-Site`; `Origin` where the browser sends no fetch metadata) or one the operator
 *   lists in `CORS_ORIGINS`;
 * - have a body type no form can send: JSON, or multipart with the `X-Requested-With` header that only scripts can
 *   set (which makes a cross-origin request preflighted, and refused).
 * Calls without cookies (API clients, Stripe's webhooks, the test clients) cannot ride a victim's session and pass.
 */
export const requestOriginGuard = fp(async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
  const allowedOrigins = new Set(options.allowedOrigins.map((origin) => origin.replace(/\/+$/, '')));
  // A callback hook: every request passes here, and reads (most of them) leave at the first test.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || !request.headers.cookie) return done();
    if (!isFromOwnPages(request, allowedOrigins))
      return done(new AppError('FORBIDDEN', 'This request came from another site and was refused.'));
    const type = request.headers['content-type'];
    if (type && !JSON_TYPE.test(type) && !(MULTIPART_TYPE.test(type) && request.headers['x-requested-with']))
      return done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (application/json).'));
    done();
  });
});

function isFromOwnPages(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
  if (origin && allowedOrigins.has(origin)) return true;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return OWN_SITES.has(site);
  // Browsers without fetch metadata still send Origin on a POST; "null" comes from sandboxed or privacy contexts.
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
