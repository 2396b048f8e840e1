// Writes of the partner Q&A: questions with their files, threaded comments, and the status a STAFF or
// ADMIN comment moves to ANSWERED, in the same batch as the comment and the writer's notification. D1 has
// no interactive transactions, so each write is one batch (a question with files: a row, then its files,
// undone on failure as the forum does).
import { and, eq } from 'drizzle-orm';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type { AttachmentChange } from '#core/schemas/attachment.ts';
import type { PartnerQnaType } from '#core/schemas/partner-qna.ts';
import { runBatch, schema, type BatchItem, type Db, type Schema } from '../client.ts';
import { applyAttachmentChanges, markAttachmentsDeleted } from './attachment.ts';

const q = schema.partnerQna;
const c = schema.partnerQnaComment;

/** Who writes: the account and the name shown (never the e-mail address). */
export type QnaWriter = { accountId: number; name: string };

/** A question as stored: content already sanitised, product checked against the master data. */
export type QuestionWrite = {
  type: PartnerQnaType;
  productCd: string;
  version: string;
  title: string;
  content: string;
  isPrivate: boolean;
  attachments: readonly AttachmentChange[];
};

const questionText = ({ attachments: _files, ...text }: QuestionWrite) => text;

/** A new question with its files; a failure after the row was written removes it again. */
export async function createQuestion(db: Db, write: QuestionWrite, writer: QnaWriter, now: Date): Promise<number> {
  const [row] = await db
    .insert(q)
    .values({ ...questionText(write), writerId: writer.accountId, insByUserName: writer.name, insDtm: now.toISOString() })
    .returning({ id: q.id });
  if (!row) throw new Error('the question was not inserted');
  try {
    await applyAttachmentChanges(db, 'PARTNER_QNA', row.id, write.attachments, now);
  } catch (error) {
    await runBatch(db, [
      db
        .update(schema.attachment)
        .set({ ownerId: null })
        .where(and(eq(schema.attachment.code, 'PARTNER_QNA'), eq(schema.attachment.ownerId, row.id))),
      db.delete(q).where(eq(q.id, row.id)),
    ]);
    throw error;
  }
  return row.id;
}

/** Saves a live question's fields after its file changes (a refused file leaves the text untouched). */
export async function updateQuestion(db: Db, id: number, write: QuestionWrite, userName: string, now: Date): Promise<void> {
  await applyAttachmentChanges(db, 'PARTNER_QNA', id, write.attachments, now);
  await db
    .update(q)
    .set({ ...questionText(write), updDtm: now.toISOString(), updByUserName: userName })
    .where(and(eq(q.id, id), eq(q.isDeleted, false)));
}

/** Soft-deletes a question: it leaves every list and read; its files are purged later. */
export async function deleteQuestion(db: Db, id: number, userName: string, now: Date): Promise<void> {
  await db.update(q).set({ isDeleted: true, updDtm: now.toISOString(), updByUserName: userName }).where(eq(q.id, id));
  await markAttachmentsDeleted(db, 'PARTNER_QNA', id, now);
}

/**
 * A new comment (a child comment when parentId is set) and, in the same batch, the question's move to
 * ANSWERED when `answers` (a STAFF or ADMIN comment) and `alsoInBatch` (the writer's notification).
 */
export async function createQnaComment(
  db: Db,
  input: { questionId: number; parentId: number | null; content: string },
  writer: QnaWriter,
  now: Date,
  options: { answers: boolean; alsoInBatch?: readonly BatchItem[] },
): Promise<number> {
  const at = now.toISOString();
  const insert = db
    .insert(c)
    .values({ ...input, writerId: writer.accountId, insByUserName: writer.name, insDtm: at })
    .returning({ id: c.id });
  const answered = options.answers
    ? [
        db
          .update(q)
          .set({ status: 'ANSWERED', answeredDtm: at })
          .where(and(eq(q.id, input.questionId), eq(q.status, 'OPEN'))),
      ]
    : [];
  const rest = [...answered, ...(options.alsoInBatch ?? [])];
  const results = await (db as LibSQLDatabase<Schema>).batch([insert, ...rest] as Parameters<LibSQLDatabase<Schema>['batch']>[0]);
  const [row] = results[0] as { id: number }[];
  if (!row) throw new Error('the comment was not inserted');
  return row.id;
}

export async function updateQnaComment(db: Db, id: number, content: string, now: Date): Promise<void> {
  await db.update(c).set({ content, updDtm: now.toISOString() }).where(eq(c.id, id));
}

/** Soft-deletes a comment: with live child comments it stays as "deleted" in its thread. */
export async function deleteQnaComment(db: Db, id: number, now: Date): Promise<void> {
  await db.update(c).set({ isDeleted: true, updDtm: now.toISOString() }).where(eq(c.id, id));
}
