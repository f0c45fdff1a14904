import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves locally stored uploads at /uploads; keys are unique per upload, so they cache forever. */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { rootDir: string }) => {
  fs.mkdirSync(options.rootDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.rootDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
});
