import { z } from 'zod';

export const IMAGE_TYPES = ['GENERIC', 'EVENT_COVER', 'TICKET_LOGO', 'ORGANIZER_LOGO', 'ORGANIZER_COVER'] as const;
export type TImageType = (typeof IMAGE_TYPES)[number];
export const EVENT_IMAGE_TYPES = ['GENERIC', 'EVENT_COVER', 'TICKET_LOGO'] as const satisfies readonly TImageType[];
export const ORGANIZER_IMAGE_TYPES = ['ORGANIZER_LOGO', 'ORGANIZER_COVER'] as const satisfies readonly TImageType[];

/** Upload limits (server-behaviour §3): the SPA checks them before sending, the server enforces them. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 4000;
export const IMAGE_MIN_DIMENSIONS: Record<TImageType, { width: number; height: number }> = {
  GENERIC: { width: 50, height: 50 },
  EVENT_COVER: { width: 600, height: 50 },
  ORGANIZER_COVER: { width: 600, height: 50 },
  TICKET_LOGO: { width: 100, height: 100 },
  ORGANIZER_LOGO: { width: 100, height: 100 },
};
export const IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ZImage = z
  .object({
    id: z.uuid(),
    type: z.enum(IMAGE_TYPES),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    size_bytes: z.number().int(),
    content_type: z.string(),
    average_colour: z.string(),
    lqip: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Image' });
export type TImage = z.infer<typeof ZImage>;
