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

/**
 * Copies an entity's images of some types to another (a duplicated event): each file under the new entity's own
 * key, so deleting either leaves the other whole. Rows go in the caller's transaction; if it fails, the caller
 * removes the returned rows' files (`removeFiles`).
 */
export async function copyImages(
  deps: Pick<Deps, 'storage'>,
  executor: DbExecutor,
  input: { from: Omit<ImageOwner, 'accountId'>; to: ImageOwner; types: readonly TImageType[] },
): Promise<ImageRow[]> {
  if (input.types.length === 0) return [];
  const sources = (
    await listImagesOf(executor, { entityType: input.from.entityType, entityIds: [input.from.entityId] })
  ).filter((row) => input.types.includes(row.type));
  const copies: ImageRow[] = [];
  for (const source of sources) {
    const base = `${FOLDER[input.to.entityType]}/${input.to.entityId}/${randomUUID()}`;
    const sourceVariants = variantKeys(source.storageKey, source.width);
    const key = sourceVariants.length > 0 ? storageKeyWithVariants(base) : `${base}.webp`;
    const targetVariants = variantKeys(key, source.width);
    for (const [index, variant] of sourceVariants.entries()) {
      const body = await deps.storage.get(variant.key);
      if (body && targetVariants[index])
        await deps.storage.put({ key: targetVariants[index].key, body, contentType: source.contentType });
    }
    const body = await deps.storage.get(source.storageKey);
    // A file lost from the storage is not worth failing the duplicate for: the copy goes without that picture.
    if (!body) continue;
    await deps.storage.put({ key, body, contentType: source.contentType });
    const { id: _id, createdAt: _createdAt, ...kept } = source;
    copies.push(
      await insertImage(executor, {
        ...kept,
        accountId: input.to.accountId,
        entityType: input.to.entityType,
        entityId: input.to.entityId,
        storageKey: key,
      }),
    );
  }
  return copies;
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
