// Writes of the partner FAQ and library (admin spec §7.1, §7.3): both are documents with files under one
// upload code, written by content authors. D1 has no interactive transactions: a save is a few batches,
// and the route checks everything it can before the first one; a refused file change undoes the insert.
import { and, eq } from 'drizzle-orm';
import type { AttachmentChange } from '#core/schemas/attachment.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { applyAttachmentChanges, markAttachmentsDeleted } from './attachment.ts';

export type PartnerDocumentKind = {
  table: typeof schema.partnerFaq | typeof schema.partnerLibrary;
  code: 'PARTNER_FAQ' | 'PARTNER_LIBRARY';
};
export const partnerFaqDocuments: PartnerDocumentKind = { table: schema.partnerFaq, code: 'PARTNER_FAQ' };
export const partnerLibraryDocuments: PartnerDocumentKind = { table: schema.partnerLibrary, code: 'PARTNER_LIBRARY' };

/** What a save stores: the text columns (rich text already sanitised) and the file changes. */
export type PartnerDocumentWrite = { values: Record<string, string | number>; fileChanges: readonly AttachmentChange[] };

/** A new document with its files; returns its id. */
export async function createPartnerDocument(db: Db, kind: PartnerDocumentKind, write: PartnerDocumentWrite, userName: string, now: Date): Promise<number> {
  const t = kind.table;
  const [row] = await db
    .insert(t)
    .values({ ...write.values, insDtm: now.toISOString(), insByUserName: userName } as never)
    .returning({ id: t.id });
  if (!row) throw new Error('the document was not inserted');
  try {
    await applyAttachmentChanges(db, kind.code, row.id, write.fileChanges, now);
  } catch (error) {
    // claimed uploads return to pending (purged later) and the row goes: nothing half-written
    await runBatch(db, [
      db
        .update(schema.attachment)
        .set({ ownerId: null })
        .where(and(eq(schema.attachment.code, kind.code), eq(schema.attachment.ownerId, row.id))),
      db.delete(t).where(eq(t.id, row.id)),
    ] as BatchItem[]);
    throw error;
  } finally {
    forgetReads(db, kind.code);
  }
  return row.id;
}

async function isLive(db: Db, kind: PartnerDocumentKind, id: number): Promise<boolean> {
  const t = kind.table;
  const [live] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), eq(t.isDeleted, false)))
    .limit(1);
  return live !== undefined;
}

/** Replaces a live document's text and applies its file changes; false when it is not live. */
export async function updatePartnerDocument(
  db: Db,
  kind: PartnerDocumentKind,
  id: number,
  write: PartnerDocumentWrite,
  userName: string,
  now: Date,
): Promise<boolean> {
  if (!(await isLive(db, kind, id))) return false;
  const t = kind.table;
  // the files first: a refused change then leaves the text untouched
  try {
    await applyAttachmentChanges(db, kind.code, id, write.fileChanges, now);
    await db
      .update(t)
      .set({ ...write.values, updDtm: now.toISOString(), updByUserName: userName })
      .where(and(eq(t.id, id), eq(t.isDeleted, false)));
  } finally {
    forgetReads(db, kind.code);
  }
  return true;
}

/** Soft-deletes a live document; its files are marked deleted (purged later). */
export async function deletePartnerDocument(db: Db, kind: PartnerDocumentKind, id: number, userName: string, now: Date): Promise<boolean> {
  if (!(await isLive(db, kind, id))) return false;
  const t = kind.table;
  await db.update(t).set({ isDeleted: true, updDtm: now.toISOString(), updByUserName: userName }).where(eq(t.id, id));
  await markAttachmentsDeleted(db, kind.code, id, now);
  forgetReads(db, kind.code);
  return true;
}
