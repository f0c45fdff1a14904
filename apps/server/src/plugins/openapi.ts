import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { appName: string; serverUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${options.appName} API`,
        description:
          'Event management and ticket selling. Single resources answer `{ data }`, lists `{ data, meta }`, ' +
          'errors `{ message, errors }` with a 4xx status. Money is integer minor units with an ISO currency code; ' +
          'times are ISO 8601 in UTC.',
        version: '1.0.0',
      },
      servers: [{ url: options.serverUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'marquee_session' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An account API key (`mqk_…`, created under Account settings → API keys) in `Authorization: Bearer …`. ' +
              'It acts with its role in its account, as a session of that role would.',
          },
        },
      },
      // Every operation takes a session or a key; the buyer's public calls take neither (below).
      security: [{ session: [] }, { apiKey: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (input.url.startsWith('/api/public/') || input.url.startsWith('/api/auth/'))
        return { ...transformed, schema: { ...transformed.schema, security: [] } };
      return transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    staticCSP: true,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
