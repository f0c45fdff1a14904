import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes';
import { emailTemplatesRoutes } from './modules/email-templates/email-templates.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { attendeesRoutes } from './modules/attendees/attendees.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { capacityRoutes } from './modules/capacity/capacity.routes';
import { checkInListsRoutes } from './modules/check-in-lists/check-in-lists.routes';
import { checkInsRoutes } from './modules/check-in-lists/check-ins.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { organizersRoutes } from './modules/organizers/organizers.routes';
import { publicOrganizersRoutes } from './modules/public-pages/public-organizers.routes';
import { publicEventsRoutes } from './modules/public-pages/public-events.routes';
import { pageAccessRoutes } from './modules/public-pages/page-access.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { orderSelfServiceRoutes } from './modules/checkout/order-self-service.routes';
import { ticketLookupRoutes } from './modules/ticket-lookup/ticket-lookup.routes';
import { ticketPdfRoutes } from './modules/ticket-pdf/ticket-pdf.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderManagementRoutes } from './modules/orders/orders.manage.routes';
import { productCategoriesRoutes } from './modules/products/product-categories.routes';
import { productsRoutes } from './modules/products/products.routes';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes';
import { questionsRoutes } from './modules/questions/questions.routes';
import { systemRoutes } from './modules/system/system.routes';
import { taxesRoutes } from './modules/taxes/taxes.routes';
import { usersRoutes } from './modules/users/users.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { openApiPlugin } from './plugins/openapi';
import { requestOriginGuard } from './plugins/request-origin-guard';
import { securityPlugin } from './plugins/security';
import { pageThemesRoutes } from './modules/page-themes/page-themes.routes';
import { spaPlugin } from './plugins/spa';
import { uploadsPlugin } from './plugins/uploads';
import type { AppServices } from './services';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Nested query strings (`filter_fields[status][eq]=PAID`) are parsed by qs with tight limits:
 * bounded depth and parameter count, no prototype keys, and arrays kept small.
 */
export function parseQueryString(queryString: string): Record<string, unknown> {
  return qs.parse(queryString, {
    depth: 3,
    parameterLimit: 200,
    arrayLimit: 50,
    allowPrototypes: false,
    strictNullHandling: false,
  });
}

export type BuildAppOptions = {
  services: AppServices;
  /** Extra API plugins mounted under /api (used by tests to mount fixture resources). */
  extraApiPlugins?: FastifyPluginAsync[];
};

/** Builds the Fastify instance: plugins, then modules. No business logic lives here. */
export async function buildApp({ services, extraApiPlugins = [] }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('services', services);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // During shutdown, answers to in-flight requests end their keep-alive connection, so close() does
  // not wait for clients to hang up idle sockets on their own.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (isClosing) reply.header('Connection', 'close');
  });

  await app.register(errorHandlerPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    chatSupportBaseUrl: config.publicConfig.chatSupportBaseUrl,
    isStripeEnabled: config.publicConfig.cardPaymentPublishableKey !== null,
  });
  await app.register(requestOriginGuard, {
    allowedOrigins: [new URL(config.publicConfig.frontendUrl).origin, ...config.corsOrigins],
  });
  await app.register(openApiPlugin, {
    appName: config.publicConfig.appName,
    serverUrl: config.publicConfig.frontendUrl,
  });

  await app.register(
    async (api) => {
      await api.register(authPlugin);
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(accountsRoutes);
      await api.register(organizersRoutes);
      await api.register(eventsRoutes);
      await api.register(imagesRoutes);
      await api.register(taxesRoutes);
      await api.register(productCategoriesRoutes);
      await api.register(productsRoutes);
      await api.register(capacityRoutes);
      await api.register(questionsRoutes);
      await api.register(promoCodesRoutes);
      await api.register(affiliatesRoutes);
      await api.register(emailTemplatesRoutes);
      await api.register(waitlistRoutes);
      await api.register(ordersRoutes);
      await api.register(orderManagementRoutes);
      await api.register(attendeesRoutes);
      await api.register(exportsRoutes);
      await api.register(reportsRoutes);
      await api.register(webhooksRoutes);
      await api.register(apiKeysRoutes);
      await api.register(checkoutRoutes);
      await api.register(orderSelfServiceRoutes);
      await api.register(ticketLookupRoutes);
      await api.register(ticketPdfRoutes);
      await api.register(publicOrganizersRoutes);
      await api.register(publicEventsRoutes);
      await api.register(pageAccessRoutes);
      await api.register(paymentsRoutes);
      await api.register(checkInListsRoutes);
      await api.register(checkInsRoutes);
      await api.register(messagesRoutes);
      await api.register(pageThemesRoutes);
      for (const plugin of extraApiPlugins) await api.register(plugin);
    },
    { prefix: '/api' },
  );

  if (config.storage.driver === 'local') await app.register(uploadsPlugin, { rootDir: config.storage.rootDir });
  await app.register(spaPlugin, { distDir: config.webDistDir, publicConfig: config.publicConfig });
  return app as unknown as FastifyInstance;
}
