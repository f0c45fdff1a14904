import type { TImage } from '@marquee/core';

/** The cover of an event or organizer page (its mirrored background uses it), or null. */
export function eventCoverUrl(page: { images: readonly Pick<TImage, 'type' | 'url'>[] }): string | null {
  return page.images.find((image) => image.type === 'EVENT_COVER' || image.type === 'ORGANIZER_COVER')?.url ?? null;
}
