import { ZPublicConfig, resourceEnvelope } from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@marquee/core';
import { checkHealth } from './system.service';

const ZHealth = z
  .object({
    status: z.literal('ok'),
    database: z.object({ driver: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
    uptime_seconds: z.number().int(),
  })
  .meta({ id: 'Health' });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check, for load balancers and monitors',
        response: { 200: resourceEnvelope(ZHealth), 503: ZErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await checkHealth(app.services.database) };
    },
  );

  app.get(
    '/public/config',
    {
      schema: {
        tags: ['system'],
        summary: 'The runtime configuration the web app and the widget use (spec §9)',
        response: { 200: resourceEnvelope(ZPublicConfig) },
      },
    },
    async () => ({ data: app.services.config.publicConfig }),
  );
};
