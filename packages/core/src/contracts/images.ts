import { z } from 'zod';

export const IMAGE_TYPES = ['GENERIC', 'EVENT_COVER', 'TICKET_LOGO', 'ORGANIZER_LOGO', 'ORGANIZER_COVER'] as const;
export type TImageType = (typeof IMAGE_TYPES)[number];
export const EVENT_IMAGE_TYPES = ['GENERIC', 'EVENT_COVER', 'TICKET_LOGO'] as const satisfies readonly TImageType[];
export const ORGANIZER_IMAGE_TYPES = [
  'ORGANIZER_LOGO',
  'ORGANIZER_COVER',
  'GENERIC',
] as const satisfies readonly TImageType[];

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

/**
 * Widths of the smaller copies stored beside covers (decision 056): pages list them in `srcset` so a
 * phone downloads a 480-pixel cover, not the 2,400-pixel original.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1440] as const;

export const ZImageVariant = z.object({ width: z.number().int(), url: z.string() });

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
    /** Smaller copies, narrowest first; empty for logos and for images stored before variants existed. */
    variants: z.array(ZImageVariant).default([]),
    created_at: z.string(),
  })
  .meta({ id: 'Image' });
export type TImage = z.infer<typeof ZImage>;
