import { COLOR_THEME_PRESETS, listEnvelope, singlePageMeta, ZColorThemePreset } from '@marquee/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The page themes' presets (server-behaviour §13, issue 29): the same for everyone, cached by browsers for an hour. */
export const pageThemesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/color-themes',
    {
      schema: {
        tags: ['public'],
        summary: 'The eleven colour presets of event and organizer pages (accent, background, light or dark)',
        response: { 200: listEnvelope(ZColorThemePreset) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      // One fixed page, in the presets' own order.
      return { data: [...COLOR_THEME_PRESETS], meta: singlePageMeta(COLOR_THEME_PRESETS.length, 'id') };
    },
  );
};
