import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for every answer. The SPA needs inline styles (Mantine injects them) and, when
 * configured, the support-chat script's origin and Stripe.js (loaded only by the card payment step, from
 * Stripe's own hosts as Stripe requires); nothing else is loaded from elsewhere.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: { corsOrigins: string[]; chatSupportBaseUrl: string | null; isStripeEnabled?: boolean },
  ) => {
    const chatOrigin = options.chatSupportBaseUrl ? new URL(options.chatSupportBaseUrl).origin : null;
    const extra = chatOrigin ? [chatOrigin] : [];
    // Stripe's documented CSP for Stripe.js and the Payment Element.
    const stripe = options.isStripeEnabled
      ? {
          script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
          frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        }
      : { script: [], frame: [], connect: [] };
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...extra, ...stripe.script],
          'style-src': ["'self'", "'unsafe-inline'", ...extra],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': [
            "'self'",
            ...extra,
            ...stripe.connect,
            ...(chatOrigin ? [chatOrigin.replace(/^http/, 'ws')] : []),
          ],
          'frame-src': ["'self'", ...extra, ...stripe.frame],
          'frame-ancestors': ["'self'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      // Public pages embed images and fonts from CDNs organisers choose.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Cross-origin calls are refused unless an operator lists the origins explicitly.
    if (options.corsOrigins.length > 0) {
      await app.register(cors, { origin: options.corsOrigins, credentials: true });
    }
  },
);

/**
 * The headers helmet sets for these options, computed once: they are the same for every answer, and building
 * helmet's middleware per request (as its Fastify plugin does) showed in the profile of a ticket rush.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
