import { COLOR_THEME_PRESETS, listEnvelope, ZColorThemePreset } from '@marquee/core';
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
      const total = COLOR_THEME_PRESETS.length;
      return {
        data: [...COLOR_THEME_PRESETS],
        // One fixed page, in the presets' own order.
        meta: {
          current_page: 1,
          per_page: total,
          total,
          last_page: 1,
          from: 1,
          to: total,
          allowed_sorts: [],
          default_sort: 'id',
          default_sort_direction: 'asc' as const,
          allowed_filter_fields: [],
        },
      };
    },
  );
};
