import type { TImage } from '@marquee/core';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { ImageRow } from './images.repository';

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
    created_at: row.createdAt.toISOString(),
  };
}
