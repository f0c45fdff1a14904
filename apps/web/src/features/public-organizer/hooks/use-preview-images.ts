import type { TImage, TPublicOrganizer } from '@marquee/core';
import { useEffect, useState } from 'react';

export type TPreviewImages = { logoUrl?: string | null; coverUrl?: string | null };

/** An image the homepage designer just uploaded, shown at its usual proportions until the page reloads. */
function previewImage(type: TImage['type'], url: string, current: TImage | undefined): TImage {
  const size = type === 'ORGANIZER_COVER' ? { width: 1950, height: 650 } : { width: 400, height: 400 };
  return {
    ...(current ?? {
      id: `preview-${type}`,
      ...size,
      size_bytes: 0,
      content_type: 'image/webp',
      average_colour: 'transparent',
      lqip: '',
      created_at: new Date(0).toISOString(),
    }),
    type,
    url,
  };
}

export function withPreviewImages(organizer: TPublicOrganizer, images: TPreviewImages): TPublicOrganizer {
  const replace = (type: TImage['type'], url: string | null | undefined, list: TImage[]) => {
    if (url === undefined) return list;
    const current = list.find((image) => image.type === type);
    const others = list.filter((image) => image.type !== type);
    return url ? [...others, previewImage(type, url, current)] : others;
  };
  const withLogo = replace('ORGANIZER_LOGO', images.logoUrl, organizer.images);
  return { ...organizer, images: replace('ORGANIZER_COVER', images.coverUrl, withLogo) };
}

/**
 * The homepage designer's iframe sends `UPDATE_ORGANIZER_SETTINGS` with `logoUrl` / `coverUrl` (reference
 * screens §2.8); only messages from this origin are read.
 */
export function usePreviewImages(): TPreviewImages {
  const [images, setImages] = useState<TPreviewImages>({});
  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== window.location.origin) return;
      const data = message.data as { type?: unknown; settings?: TPreviewImages } | null;
      if (data?.type !== 'UPDATE_ORGANIZER_SETTINGS' || !data.settings) return;
      const { logoUrl, coverUrl } = data.settings;
      setImages((current) => ({
        ...current,
        ...(logoUrl !== undefined ? { logoUrl } : {}),
        ...(coverUrl !== undefined ? { coverUrl } : {}),
      }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return images;
}
