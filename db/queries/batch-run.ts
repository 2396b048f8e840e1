import { and, desc, eq, lt } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

export type BatchRunRecord = Omit<typeof schema.batchRun.$inferInsert, 'id'>;

export async function recordBatchRun(db: Db, run: BatchRunRecord): Promise<void> {
  await db.insert(schema.batchRun).values(run);
}

export async function listBatchRuns(db: Db, limit = 50) {
  return db.select().from(schema.batchRun).orderBy(desc(schema.batchRun.startedAt), desc(schema.batchRun.id)).limit(limit);
}

/** Attachments removed (isDeleted) before the cut-off: their blobs can go. */
export async function listPurgeableAttachments(db: Db, before: string) {
  const a = schema.attachment;
  return db
    .select({ id: a.id, storedPath: a.storedPath })
    .from(a)
    .where(and(eq(a.isDeleted, true), lt(a.deletedDate, before)));
}

export async function deleteAttachmentRow(db: Db, id: number): Promise<void> {
  await db.delete(schema.attachment).where(eq(schema.attachment.id, id));
}
