import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { images } from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;
export type ImageEntity = ImageRow['entityType'];

export async function insertImage(executor: DbExecutor, values: typeof images.$inferInsert): Promise<ImageRow> {
  const [row] = await executor.insert(images).values(values).returning();
  return row!;
}

export async function listImagesOf(
  executor: DbExecutor,
  input: { entityType: ImageEntity; entityIds: string[] },
): Promise<ImageRow[]> {
  if (input.entityIds.length === 0) return [];
  return executor
    .select()
    .from(images)
    .where(and(eq(images.entityType, input.entityType), inArray(images.entityId, input.entityIds)))
    .orderBy(asc(images.createdAt));
}

export async function findImage(
  executor: DbExecutor,
  input: { entityType: ImageEntity; entityId: string; imageId: string },
) {
  const [row] = await executor
    .select()
    .from(images)
    .where(
      and(eq(images.id, input.imageId), eq(images.entityType, input.entityType), eq(images.entityId, input.entityId)),
    );
  return row ?? null;
}

/** Deletes the entity's images of one type and returns them, so their files can be removed after commit. */
export async function deleteImagesOfType(
  executor: DbExecutor,
  input: { entityType: ImageEntity; entityId: string; type: ImageRow['type'] },
): Promise<ImageRow[]> {
  return executor
    .delete(images)
    .where(
      and(eq(images.entityType, input.entityType), eq(images.entityId, input.entityId), eq(images.type, input.type)),
    )
    .returning();
}

export async function deleteImage(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(images).where(eq(images.id, id));
}

export async function deleteImagesOf(
  executor: DbExecutor,
  input: { entityType: ImageEntity; entityId: string },
): Promise<ImageRow[]> {
  return executor
    .delete(images)
    .where(and(eq(images.entityType, input.entityType), eq(images.entityId, input.entityId)))
    .returning();
}
