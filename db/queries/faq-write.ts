// Writes of the community FAQ (admin spec §7.2, /api/admin/faq). D1 has no interactive transactions:
// each save is a few batches, and the route checks everything it can before the first one.
import { and, eq } from 'drizzle-orm';
import type { AttachmentChange } from '#core/schemas/attachment.ts';
import { forgetReads } from '../cache/read-cache.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { applyAttachmentChanges, markAttachmentsDeleted } from './attachment.ts';

const f = schema.faq;

/** A question as stored: the answers already sanitised by the caller. */
export type FaqWrite = {
  titleKr: string;
  titleEn: string;
  contentKr: string;
  contentEn: string;
  categoryId: number;
  fileChanges: readonly AttachmentChange[];
};

const textOf = (write: FaqWrite) => ({
  titleKr: write.titleKr,
  titleEn: write.titleEn,
  contentKr: write.contentKr,
  contentEn: write.contentEn,
  categoryId: write.categoryId,
});

/** A new question with its files; returns its id. A refused file change removes the row again. */
export async function createFaq(db: Db, write: FaqWrite, userName: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(f)
    .values({ ...textOf(write), insDtm: now.toISOString(), insByUserName: userName })
    .returning({ id: f.id });
  if (!row) throw new Error('the question was not inserted');
  try {
    await applyAttachmentChanges(db, 'COMMUNITY_FAQ', row.id, write.fileChanges, now);
  } catch (error) {
    // claimed uploads return to pending (purged later) and the question goes: nothing half-written
    await runBatch(db, [
      db
        .update(schema.attachment)
        .set({ ownerId: null })
        .where(and(eq(schema.attachment.code, 'COMMUNITY_FAQ'), eq(schema.attachment.ownerId, row.id))),
      db.delete(f).where(eq(f.id, row.id)),
    ] as BatchItem[]);
    throw error;
  } finally {
    forgetReads(db, 'FAQ');
  }
  return row.id;
}

/**
 * A draft made from a solved forum thread (decision 044): the question and answer in one language, the
 * other left empty for the staff to complete in the editor; out of every public read until saved there.
 */
export async function createFaqDraft(
  db: Db,
  draft: { lang: 'ko' | 'en'; title: string; content: string; categoryId: number },
  userName: string,
  now: Date,
): Promise<number> {
  const ko = draft.lang === 'ko';
  const [row] = await db
    .insert(f)
    .values({
      titleKr: ko ? draft.title : '',
      titleEn: ko ? '' : draft.title,
      contentKr: ko ? draft.content : '',
      contentEn: ko ? '' : draft.content,
      categoryId: draft.categoryId,
      isDraft: true,
      insDtm: now.toISOString(),
      insByUserName: userName,
    })
    .returning({ id: f.id });
  forgetReads(db, 'FAQ');
  if (!row) throw new Error('the draft was not inserted');
  return row.id;
}

async function isLive(db: Db, id: number): Promise<boolean> {
  const [live] = await db
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.id, id), eq(f.isDeleted, false)))
    .limit(1);
  return live !== undefined;
}

/** Replaces a live question's text and category and applies its file changes; false when it is not live. */
export async function updateFaq(db: Db, id: number, write: FaqWrite, userName: string, now: Date): Promise<boolean> {
  if (!(await isLive(db, id))) return false;
  // the files first: a refused change (a path that is not a pending upload) then leaves the text untouched
  try {
    await applyAttachmentChanges(db, 'COMMUNITY_FAQ', id, write.fileChanges, now);
    // saving in the editor, where both languages are required, publishes a draft (decision 044)
    await db
      .update(f)
      .set({ ...textOf(write), isDraft: false, updDtm: now.toISOString(), updByUserName: userName })
      .where(and(eq(f.id, id), eq(f.isDeleted, false)));
  } finally {
    forgetReads(db, 'FAQ');
  }
  return true;
}

/** Soft-deletes a live question: the row stays for history, its files are marked deleted (purged later). */
export async function deleteFaq(db: Db, id: number, userName: string, now: Date): Promise<boolean> {
  if (!(await isLive(db, id))) return false;
  await db.update(f).set({ isDeleted: true, updDtm: now.toISOString(), updByUserName: userName }).where(eq(f.id, id));
  await markAttachmentsDeleted(db, 'COMMUNITY_FAQ', id, now);
  forgetReads(db, 'FAQ');
  return true;
}
