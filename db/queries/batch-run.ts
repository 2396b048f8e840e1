import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

export type BatchRunRecord = Omit<typeof schema.batchRun.$inferInsert, 'id'>;

export async function recordBatchRun(db: Db, run: BatchRunRecord): Promise<void> {
  await db.insert(schema.batchRun).values(run);
}

export async function listBatchRuns(db: Db, limit = 50) {
  return db.select().from(schema.batchRun).orderBy(desc(schema.batchRun.startedAt), desc(schema.batchRun.id)).limit(limit);
}

/**
 * Attachments whose blobs can go: removed (isDeleted) before `deletedBefore`, or uploaded before
 * `unclaimedBefore` and never claimed by a save (a pending upload has no owner; the form was abandoned).
 */
export async function listPurgeableAttachments(db: Db, cutOffs: { deletedBefore: string; unclaimedBefore: string }) {
  const a = schema.attachment;
  return db
    .select({ id: a.id, storedPath: a.storedPath })
    .from(a)
    .where(
      or(
        and(eq(a.isDeleted, true), lt(a.deletedDate, cutOffs.deletedBefore)),
        and(isNull(a.ownerId), eq(a.isDeleted, false), lt(a.createdDate, cutOffs.unclaimedBefore)),
      ),
    );
}

export async function deleteAttachmentRow(db: Db, id: number): Promise<void> {
  await db.delete(schema.attachment).where(eq(schema.attachment.id, id));
}
