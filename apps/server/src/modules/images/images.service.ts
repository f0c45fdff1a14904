import { randomUUID } from 'node:crypto';
import type { TImage, TImageType } from '@marquee/core';
import type { Logger } from 'pino';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { AppServices } from '../../services';
import { processImage } from './image-processing';
import { storageKeyWithVariants, toImage, variantKeys } from './images.mapper';
import {
  deleteImage,
  deleteImagesOf,
  deleteImagesOfType,
  findImage,
  insertImage,
  listImagesOf,
  type ImageEntity,
  type ImageRow,
} from './images.repository';

type Deps = Pick<AppServices, 'database' | 'storage' | 'logger'>;
export type ImageOwner = { entityType: ImageEntity; entityId: string; accountId: string };

/** Covers and logos are one per entity: a new upload replaces the old one. */
const SINGLE_PER_ENTITY: ReadonlySet<TImageType> = new Set([
  'EVENT_COVER',
  'TICKET_LOGO',
  'ORGANIZER_LOGO',
  'ORGANIZER_COVER',
]);
const FOLDER: Record<ImageEntity, string> = { EVENT: 'events', ORGANIZER: 'organizers' };

/** File removal after the database change committed; a leftover file is harmless, a missing one is not. */
export async function removeFiles(storage: FileStorage, logger: Logger, rows: ImageRow[]): Promise<void> {
  for (const row of rows) {
    for (const key of [row.storageKey, ...variantKeys(row.storageKey, row.width).map((variant) => variant.key)]) {
      await storage.delete(key).catch((error) => logger.warn({ err: error, key }, 'Could not delete an image file'));
    }
  }
}

export async function uploadImage(
  deps: Deps,
  input: { owner: ImageOwner; type: TImageType; buffer: Buffer; assertOwner: (tx: DbExecutor) => Promise<unknown> },
): Promise<TImage> {
  const processed = await processImage(input.buffer, input.type);
  const base = `${FOLDER[input.owner.entityType]}/${input.owner.entityId}/${randomUUID()}`;
  const hasVariants = processed.variants.length > 0;
  const key = hasVariants ? storageKeyWithVariants(base) : `${base}.webp`;
  const variantFiles = variantKeys(key, processed.width).map(({ width, key: variantKey }) => ({
    key: variantKey,
    body: processed.variants.find((variant) => variant.width === width)?.body,
  }));
  // Variants first: once the original is listed, every copy it names exists.
  for (const variant of variantFiles) {
    if (variant.body)
      await deps.storage.put({ key: variant.key, body: variant.body, contentType: processed.contentType });
  }
  await deps.storage.put({ key, body: processed.body, contentType: processed.contentType });
  let replaced: ImageRow[] = [];
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      await input.assertOwner(tx);
      if (SINGLE_PER_ENTITY.has(input.type)) {
        replaced = await deleteImagesOfType(tx, {
          entityType: input.owner.entityType,
          entityId: input.owner.entityId,
          type: input.type,
        });
      }
      return insertImage(tx, {
        accountId: input.owner.accountId,
        entityType: input.owner.entityType,
        entityId: input.owner.entityId,
        type: input.type,
        storageKey: key,
        contentType: processed.contentType,
        width: processed.width,
        height: processed.height,
        sizeBytes: processed.body.length,
        averageColour: processed.averageColour,
        lqip: processed.lqip,
      });
    });
    await removeFiles(deps.storage, deps.logger, replaced);
    return toImage(row, deps.storage);
  } catch (error) {
    for (const file of [key, ...variantFiles.map((variant) => variant.key)]) {
      await deps.storage.delete(file).catch(() => undefined);
    }
    throw error;
  }
}

export async function listImages(deps: Deps, owner: Omit<ImageOwner, 'accountId'>): Promise<TImage[]> {
  const rows = await listImagesOf(deps.database.db, { entityType: owner.entityType, entityIds: [owner.entityId] });
  return rows.map((row) => toImage(row, deps.storage));
}

/** Images of many entities at once, for lists: one query, grouped by entity. */
export async function imagesByEntity(
  deps: Pick<Deps, 'database' | 'storage'>,
  executor: DbExecutor,
  entityType: ImageEntity,
  ids: string[],
) {
  const grouped = new Map<string, TImage[]>();
  for (const row of await listImagesOf(executor, { entityType, entityIds: ids })) {
    const list = grouped.get(row.entityId) ?? [];
    list.push(toImage(row, deps.storage));
    grouped.set(row.entityId, list);
  }
  return (id: string) => grouped.get(id) ?? [];
}

export async function removeImage(
  deps: Deps,
  input: { owner: Omit<ImageOwner, 'accountId'>; imageId: string; assertOwner: (tx: DbExecutor) => Promise<unknown> },
): Promise<void> {
  const row = await deps.database.db.transaction(async (tx) => {
    await input.assertOwner(tx);
    const image = await findImage(tx, {
      entityType: input.owner.entityType,
      entityId: input.owner.entityId,
      imageId: input.imageId,
    });
    if (!image) throw AppError.notFound('image');
    await deleteImage(tx, image.id);
    return image;
  });
  await removeFiles(deps.storage, deps.logger, [row]);
}

/** For deleting an event or organizer: rows go in the caller's transaction, files after it commits. */
export async function detachImages(executor: DbExecutor, owner: Omit<ImageOwner, 'accountId'>): Promise<ImageRow[]> {
  return deleteImagesOf(executor, owner);
}
