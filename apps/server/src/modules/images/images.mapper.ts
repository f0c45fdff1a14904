import { IMAGE_VARIANT_WIDTHS, type TImage } from '@marquee/core';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { ImageRow } from './images.repository';

/**
 * Variants live beside the original under a marked key (`<uuid>.rv.webp` -> `<uuid>.rv.w480.webp`): the
 * marker says they were written, so images stored before variants existed never list missing files, and
 * no column is needed (decision 056).
 */
const VARIANT_MARKER = '.rv.webp';

export const storageKeyWithVariants = (base: string) => `${base}${VARIANT_MARKER}`;

export function variantKeys(storageKey: string, width: number): { width: number; key: string }[] {
  if (!storageKey.endsWith(VARIANT_MARKER)) return [];
  const stem = storageKey.slice(0, -'.webp'.length);
  return IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width).map((candidate) => ({
    width: candidate,
    key: `${stem}.w${candidate}.webp`,
  }));
}

export function toImage(row: ImageRow, storage: FileStorage): TImage {
  return {
    id: row.id,
    type: row.type,
    url: storage.publicUrl(row.storageKey),
    width: row.width,
    height: row.height,
    size_bytes: row.sizeBytes,
    content_type: row.contentType,
    average_colour: row.averageColour,
    lqip: row.lqip,
    variants: variantKeys(row.storageKey, row.width).map(({ width, key }) => ({ width, url: storage.publicUrl(key) })),
    created_at: row.createdAt.toISOString(),
  };
}
