import fs from 'node:fs';
import path from 'node:path';
import { fastifyCookie } from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import {
  CHECKOUT_SESSION_HINT_NAME,
  PUBLIC_CONFIG_ELEMENT_ID,
  isBuyerPagePath,
  widgetPageEventId,
  ZPublicEventQuery,
  type TPublicConfig,
} from '@marquee/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CHECKOUT_SESSION_COOKIE } from '../modules/checkout/checkout.routes';
import { AppError } from '../lib/app-error';
import { renderInlinedEvent } from '../modules/public-pages/event-entry';
import { compileIndexTemplate, type IndexTemplate } from '../modules/public-pages/seo-head';
import { isPublicPagePath, resolvePublicPage } from '../modules/public-pages/seo.service';
import { isCountableView, PageViewCounter } from '../modules/page-views/page-view-counter';
import { frameAncestorsFor, withFrameAncestors } from '../modules/widget/widget-framing';
import { readWidgetScript } from '../modules/widget/widget-script';
import { isWidgetScriptFile, registerWidgetScript } from '../modules/widget/widget.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Views of the public pages, written in batches (decision 150). */
    pageViews: PageViewCounter;
  }
}

export const HEAD_PLACEHOLDER = '<!--marquee-head-->';

/** JSON inside a <script> element: `<` is escaped so a value can never close the element. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderIndexHtml(template: string, publicConfig: TPublicConfig): string {
  const configScript = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${serialiseForScript(publicConfig)}</script>`;
  return template.includes(HEAD_PLACEHOLDER)
    ? template.replace(HEAD_PLACEHOLDER, configScript)
    : template.replace('</head>', `${configScript}</head>`);
}

const looksLikeFile = (url: string) => /\.[a-z0-9]{1,8}$/i.test(url.split('?')[0] ?? '');

/**
 * Serves the built SPA from the API process: hashed assets with a long cache, every other page path
 * answers index.html with the runtime configuration injected (history fallback), and unknown /api
 * paths answer the JSON 404 of the API.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { distDir: string; publicConfig: TPublicConfig }) => {
  const pageViews = new PageViewCounter(app.services.database, (error) =>
    app.log.warn({ err: error }, 'Page views could not be written'),
  );
  app.decorate('pageViews', pageViews);
  app.addHook('onClose', () => pageViews.flush());
  /** Counts a person's view of a public page that is shown (not a redirect, not a 404). */
  const countView = (request: FastifyRequest, outcome: { eventId?: string; organizerId?: string }) => {
    if (!isCountableView(request)) return;
    if (outcome.eventId) pageViews.record('event', outcome.eventId);
    else if (outcome.organizerId) pageViews.record('organizer', outcome.organizerId);
  };
  const indexPath = path.join(options.distDir, 'index.html');
  // The light entry of public event pages (decision 093), built beside the app.
  const eventEntryPath = path.join(options.distDir, 'event.html');
  const hasBuild = fs.existsSync(indexPath);
  const hasEventEntry = hasBuild && fs.existsSync(eventEntryPath);
  // The light entry of the buyer's pages after the event page (decision 115): checkout, tickets, prints.
  const buyerEntryPath = path.join(options.distDir, 'buyer.html');
  const hasBuyerEntry = hasBuild && fs.existsSync(buyerEntryPath);
  // The embeddable widget's ticket selector (issue 28), its own light entry.
  const widgetEntryPath = path.join(options.distDir, 'widget.html');
  const hasWidgetEntry = hasBuild && fs.existsSync(widgetEntryPath);
  const widgetScript = hasBuild ? readWidgetScript(options.distDir) : null;
  // The configurator shows the versioned script and its integrity in the embed code.
  const publicConfig: TPublicConfig = {
    ...options.publicConfig,
    widgetScript: widgetScript ? { url: widgetScript.url, integrity: widgetScript.integrity } : null,
  };
  registerWidgetScript(app, widgetScript);
  /** The HTML that starts a page: the buyer entry for the buyer's pages, the app for everything else. */
  const entryFor = (pathname: string) => (hasBuyerEntry && isBuyerPagePath(pathname) ? buyerEntryPath : indexPath);
  // Read once: the built files are immutable for the life of the process.
  const templates = new Map<string, IndexTemplate>();
  const getTemplate = (filePath: string) => {
    let template = templates.get(filePath);
    if (!template) {
      template = compileIndexTemplate(renderIndexHtml(fs.readFileSync(filePath, 'utf8'), publicConfig));
      templates.set(filePath, template);
    }
    return template;
  };
  const sendHtml = async (
    reply: FastifyReply,
    status: number,
    headTags: string | null,
    firstPaint?: string,
    filePath = indexPath,
  ) => {
    // The widget's pages may be framed by other sites (decision 153); every other page keeps `'self'`.
    const frameAncestors = await frameAncestorsFor(app.services.database.db, reply.request.url.split('?')[0] ?? '/');
    const policy = reply.getHeader('content-security-policy');
    if (frameAncestors && typeof policy === 'string') {
      reply.header('content-security-policy', withFrameAncestors(policy, frameAncestors));
      reply.removeHeader('x-frame-options');
    }
    return (
      reply
        .status(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        // The light event page carries the event's availability (and whether this browser may hold an order):
        // never reused, not even by Back, which reuses a no-cache page without asking (spec §4: uncached).
        .header('Cache-Control', filePath === eventEntryPath || filePath === widgetEntryPath ? 'no-store' : 'no-cache')
        .send(getTemplate(filePath).render(headTags, firstPaint))
    );
  };

  /** The event page's own entry with the event inside, or null to let the app load it (the SPA as before). */
  const eventEntryHead = async (request: FastifyRequest, eventId: string, search: string, withTheme = true) => {
    if (!hasEventEntry) return null;
    const query = ZPublicEventQuery.safeParse({
      promo_code: new URLSearchParams(search).get('promo_code') ?? undefined,
    });
    if (!query.success) return null;
    // Only a browser with a checkout session can hold an order to resume: the others need not ask for it.
    // (Cookies are parsed for /api only: read this one from the header.)
    const cookies = request.headers.cookie ? fastifyCookie.parse(request.headers.cookie) : {};
    const sessionHint = cookies[CHECKOUT_SESSION_COOKIE]
      ? `<meta name="${CHECKOUT_SESSION_HINT_NAME}" content="present" />`
      : '';
    try {
      return (
        (await renderInlinedEvent(app.services, {
          eventId,
          promoCode: query.data.promo_code ?? null,
          clientIp: request.ip,
          pageKeys: cookies,
          withTheme,
        })) + sessionHint
      );
    } catch (error) {
      // Too many wrong promo codes from this address (decision 131), or a password-protected event this browser has
      // not opened (decision 133): the app's page asks the API, which says so (and shows the password form).
      if (error instanceof AppError && (error.code === 'RATE_LIMITED' || error.code === 'PASSWORD_REQUIRED'))
        return null;
      // The widget of a draft or unknown event: its page asks the API, which says it is not available.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      request.log.error({ err: error }, 'Could not inline the public event');
      return null;
    }
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      // The web build writes .br and .gz copies of its assets (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
          if (isWidgetScriptFile(widgetScript, filePath))
            reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
        } else {
          reply.header('Cache-Control', 'public, max-age=300');
        }
      },
    });
  }

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      message: `No route matches ${request.method} ${request.url.split('?')[0]}.`,
      errors: {},
      code: 'not_found',
    });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return sendNotFound(request, reply);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || looksLikeFile(url)) {
      return sendNotFound(request, reply);
    }
    if (!hasBuild) {
      return reply.status(503).send({
        message: 'The web app has not been built. Run `npm run build` (or `npm start`, which builds it).',
        errors: {},
      });
    }
    // Public event and organizer pages: real head for crawlers and link previews, 301 to the canonical
    // slug, 404 for what visitors may not see (decision 052).
    const pathname = url.split('?')[0] ?? url;
    const widgetEventId = hasWidgetEntry ? widgetPageEventId(pathname) : null;
    if (widgetEventId) {
      const eventHead = await eventEntryHead(request, widgetEventId, '', false);
      return sendHtml(reply, 200, eventHead ?? '', undefined, widgetEntryPath);
    }
    const entryPath = entryFor(pathname);
    if (isPublicPagePath(pathname)) {
      let outcome: Awaited<ReturnType<typeof resolvePublicPage>> = null;
      try {
        outcome = await resolvePublicPage(app.services, url);
      } catch (error) {
        // The page still works without its head: the app asks the API itself.
        request.log.error({ err: error }, 'Could not render the head of a public page');
      }
      if (outcome?.kind === 'redirect') return reply.redirect(outcome.location, 301);
      if (outcome?.kind === 'not-found') return sendHtml(reply, 404, outcome.head, undefined, entryPath);
      if (outcome?.kind === 'page') countView(request, outcome);
      if (outcome?.kind === 'page' && outcome.eventId) {
        const eventHead = await eventEntryHead(request, outcome.eventId, url.slice(pathname.length));
        if (eventHead) return sendHtml(reply, 200, outcome.head + eventHead, outcome.firstPaint, eventEntryPath);
      }
      if (outcome?.kind === 'page') return sendHtml(reply, 200, outcome.head, outcome.firstPaint, entryPath);
    }
    return sendHtml(reply, 200, null, undefined, entryPath);
  });
});
